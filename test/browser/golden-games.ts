/**
 * One golden record of each game, replayed move by move through the seat pages: by
 * whole-games.spec.ts (by keyboard and typed) and by `npm run bench:page` (page-work.ts).
 */
import { readFileSync } from "node:fs";
import { getGame } from "../../src/engine/registry.ts";
import { parseOptionsTag, parseRecord, replayMoves } from "../../src/engine/record.ts";
import type { Move, Side } from "../../src/engine/types.ts";
import { leavesKingOpen } from "../../web/src/game/danger.ts";

// the longest games first (Ben39's 76 plies by keyboard take two minutes): started last,
// they ran on alone at the end of the suite
export const GOLDEN_GAMES = {
  ben39: "ben39/king-captured-random-50.pgn",
  "pit-of-pillars": "pit-of-pillars/white-wins-no-legal-move.pgn",
  "in-the-bin": "in-the-bin/checkmate-random-20.pgn",
  "inside-out": "inside-out/as-printed-last-king.pgn",
  "the-pit": "the-pit/black-wins-sorcerors-mate.pgn",
} as const;

export type GoldenVariant = keyof typeof GOLDEN_GAMES;

export interface Ply {
  readonly side: Side;
  readonly move: Move;
  /** Several legal moves share this path, or a longer one goes on from it: the move bar finishes it. */
  readonly finish?: "choice" | "end-turn";
  /** It leaves the mover's own king to be captured: the page asks first, and the player answers Enter. */
  readonly asks: boolean;
}

/** The golden game of `variant`: its plies as a player makes them, its options and its result. */
export function goldenGame(variant: GoldenVariant): { plies: Ply[]; options: Record<string, string>; result: string } {
  const record = parseRecord(readFileSync(new URL(`../fixtures/records/${GOLDEN_GAMES[variant]}`, import.meta.url), "utf8"));
  if (!record.ok) throw new Error(record.error.message);
  const game = getGame(variant)!;
  const options = parseOptionsTag(record.value.tags.get("Options"));
  const replay = replayMoves(game, record.value.moves, options);
  if (!replay.ok) throw new Error(replay.error.message);
  const plies = replay.value.moves.map((text, i): Ply => {
    const legal = game.legalMoves(replay.value.states[i]);
    const move = legal.find((m) => m.text === text)!;
    const samePath = legal.filter((m) => m.path.join(" ") === move.path.join(" "));
    const goesOn = legal.some((m) => m.path.length > move.path.length && move.path.every((id, k) => m.path[k] === id));
    const asks = leavesKingOpen(game, replay.value.states[i], move);
    return { side: replay.value.sides[i], move, finish: samePath.length > 1 ? "choice" : goesOn ? "end-turn" : undefined, asks };
  });
  return { plies, options, result: record.value.tags.get("Result") ?? "" };
}
