// The computer's search (src/engine/search/search.ts) finds the win that every golden
// record ends with: from the position before a record's winning move, a shallow search
// plays a move that wins at once, in every game (checkmate in The Pit and In The Bin,
// the last king in Inside-out Chess, the king's capture in Ben39, the opponent's last
// stack or last move in Pit of Pillars).
import { describe, expect, it } from "vitest";
import { listGames } from "../../../src/engine/registry.ts";
import { parseOptionsTag, parseRecord, replayMoves } from "../../../src/engine/record.ts";
import { searchBestMove, WIN } from "../../../src/engine/search/search.ts";
import { listFixtures, readFixture } from "../fixture-files.ts";

describe("search: wins in one", () => {
  for (const game of listGames()) {
    for (const file of listFixtures(`records/${game.id}`, ".pgn")) {
      const record = parseRecord(readFixture(`records/${game.id}/${file}`));
      if (!record.ok || !/^(1-0|0-1)$/.test(record.value.tags.get("Result") ?? "")) continue;
      it(`${game.id} ${file}: plays the winning move`, () => {
        const moves = record.value.moves;
        const replay = replayMoves(game, moves.slice(0, -1), parseOptionsTag(record.value.tags.get("Options")));
        if (!replay.ok) throw new Error(replay.error.message);
        const before = replay.value.states[replay.value.states.length - 1];
        const mover = game.turn(before);
        const result = searchBestMove(game, before, { maxDepth: 3, nodeBudget: 50_000 });
        expect(result.score).toBe(WIN - 1);
        const played = game.play(before, result.move!.text);
        expect(played.ok && game.outcome(played.value.state)).toMatchObject({ status: "win", winner: mover });
      });
    }
  }
});

describe("search: the same answer every time", () => {
  it("is deterministic for a position, options and seed", () => {
    for (const game of listGames()) {
      const start = game.setup();
      if (!start.ok) throw new Error(start.error.message);
      const options = { maxDepth: 2, nodeBudget: 3_000, noise: 50, seed: 7 };
      expect(searchBestMove(game, start.value, options).move?.text).toBe(searchBestMove(game, start.value, options).move?.text);
    }
  });
});
