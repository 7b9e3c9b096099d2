/**
 * Golden records reviewed as the game page's "Download reviewed record" does it (the
 * record's own comments kept), for the tests of both verifiers.
 */
import { recordStart } from "../../../src/engine/record-start.ts";
import { parseAnnotatedRecord, replayMovesFrom } from "../../../src/engine/record.ts";
import { getGame } from "../../../src/engine/registry.ts";
import { makeReviewedRecord } from "../../../src/engine/review/annotate.ts";
import { reviewGame } from "../../../src/engine/review/review-search.ts";
import { recordMoveName } from "../../../src/engine/move-words.ts";
import { readFixture } from "../fixture-files.ts";

/** The golden record reviewed as the game page does it: the record's own comments kept, a small search budget. */
export function reviewed(name: string, keep: boolean) {
  const parsed = parseAnnotatedRecord(readFixture(`records/${name}`));
  if (!parsed.ok) throw new Error(parsed.error.message);
  const game = getGame(parsed.value.tags.get("Variant")!)!;
  const start = recordStart(game, parsed.value.tags);
  if (!start.ok) throw new Error(start.error.message);
  const moves = parsed.value.moves.line.map((move) => move.move);
  const replay = replayMovesFrom(game, start.value, moves);
  if (!replay.ok) throw new Error(replay.error.message);
  const review = reviewGame(game, replay.value.states, moves, replay.value.sides, { maxDepth: 2, nodeBudget: 3000 });
  const record = makeReviewedRecord(game, start.value, { tags: parsed.value.tags, moves, ...(keep ? { kept: parsed.value.moves } : {}) }, review, "Pigeon Post review (depth 2)");
  const moveName = (ply: number) => recordMoveName(ply + 1, replay.value.sides, game.sideNames, moves[ply]).replace(/^Move/, "move");
  return { record, review, moves, name: moveName };
}

