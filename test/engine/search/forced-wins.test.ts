// The computer's search (src/engine/search/search.ts) finds the win that every golden
// record ends with: from the position before a record's winning move, a shallow search
// plays a move that wins at once, in every game (checkmate in The Pit and In The Bin,
// the last king in Inside-out Chess, the king's capture in Ben39, the opponent's last
// stack or last move in Pit of Pillars).
import { describe, expect, it } from "vitest";
import { getGame, listGames } from "../../../src/engine/registry.ts";
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

// Positions from seeded random games (src/engine/random-playout.ts) where the side to
// move wins by force in its second move and not in its first: checkmate in two in The
// Pit and In The Bin (there, a capture's extra move is part of the line), the last king
// or the king captured in two in Inside-out Chess and Ben39.
const WINS_IN_TWO: readonly [string, string][] = [
  ["the-pit", "2c4h2/5kp3/p2ppp4/1sp****3/p2****1rQ/1P1****r2/P2****1h1/RsH1PPPP2/S4P4/6K3 b - - 3 95"],
  ["in-the-bin", "4n4/2fk1b3/2f4nN/4q1F2/m1N1*4/1n1N1B3/4M4/4K4/9 w - Q1R4B2F5W10"],
  ["inside-out", "2k3/2Pp2/p1[p.][P.][P.]p/1[KN][P.]3/1P2K1/4r1 b f3-e2 b5-a4 centred"],
  ["ben39", "6X3d4/7k7/I5x3W1D2/1R1s1r9/6i1X6/1G1p9S1/2z1z5X4/1G1p1p3P1N3/2x3x3Z3X/5P9/2x5X1x1W2/5B1B3N3/10D1w2/7K7/4Z1c1w6 w d14,b12 P1 -"],
];

describe("search: wins in two", () => {
  for (const [id, text] of WINS_IN_TWO) {
    it(`${id}: finds the forced win three plies deep, which one ply does not see`, () => {
      const game = getGame(id)!;
      const parsed = game.parsePosition(text);
      if (!parsed.ok) throw new Error(parsed.error.message);
      expect(searchBestMove(game, parsed.value, { maxDepth: 1, nodeBudget: 5_000 }).score).toBeLessThan(WIN - 1);
      const result = searchBestMove(game, parsed.value, { maxDepth: 3, nodeBudget: 150_000 });
      expect(result.score).toBe(WIN - 3);
      // and every answer to the chosen move leaves a win in one
      const mover = game.turn(parsed.value);
      const after = game.play(parsed.value, result.move!.text);
      if (!after.ok) throw new Error(after.error.message);
      const next = after.value.state;
      if (game.turn(next) === mover) return; // an extra move: the mover plays on at once
      for (const reply of game.legalMoves(next)) {
        const replied = game.play(next, reply.text);
        if (!replied.ok) throw new Error(replied.error.message);
        expect(searchBestMove(game, replied.value.state, { maxDepth: 1, nodeBudget: 20_000 }).score, reply.text).toBe(WIN - 1);
      }
    });
  }
});
