/**
 * The fast board (src/engine/games/the-pit/fast-board.ts) against the readable rules,
 * which stay the reference: the same legal moves, move for move, in every position of
 * the perft table and along seeded random games (one fast board made and unmade along
 * each game, so its incremental state is checked too), and the same perft from states
 * with history. fast-position.test.ts holds the FastPosition and the perft table.
 */
import { describe, expect, it } from "vitest";
import { thePit } from "../../../src/engine/games/the-pit/index.ts";
import type { ThePitState } from "../../../src/engine/games/the-pit/index.ts";
import { BOARD } from "../../../src/engine/games/the-pit/board.ts";
import { FastBoard, describeFastMove } from "../../../src/engine/games/the-pit/fast-board.ts";
import { ThePitFastPosition } from "../../../src/engine/games/the-pit/fast-position.ts";
import { fastPerft } from "../../../src/engine/search/fast-perft.ts";
import { generateLegalMoves } from "../../../src/engine/games/the-pit/moves.ts";
import { perft } from "../../../src/engine/perft.ts";
import { makeRandom, randomPlayout } from "../../../src/engine/random-playout.ts";
import { readFixture } from "../fixture-files.ts";
import { parsePerftFile } from "../perft-file.ts";
import { at } from "./helpers.ts";

const cases = parsePerftFile(readFixture("perft/the-pit.perft"));
const SLOW = { timeout: 120_000 };

/** The readable rules' legal moves (movement rules, before the draw rules), in the fast path's naming, sorted. */
function referenceMoves(state: ThePitState): string[] {
  return generateLegalMoves(state)
    .candidates.map((c) => `${BOARD.name(c.from)}-${BOARD.name(c.to)}${c.promotion === undefined ? "" : `=${c.promotion}`}`)
    .sort();
}

function fastMoves(board: FastBoard): string[] {
  const { list, count } = board.legalMoves();
  return Array.from(list.subarray(0, count), describeFastMove).sort();
}

/** Everything the fast board keeps that a state determines (its en passant square is set after every two-step, so it is left out). */
function snapshot(board: FastBoard) {
  return { squares: Array.from(board.squares), turn: board.turn, halfmoveClock: board.halfmoveClock, officers: board.officers, kings: Array.from(board.kings) };
}

describe("the fast board against the readable rules", () => {
  it("lists the same legal moves in every position of the perft table", () => {
    for (const { id, epd } of cases) {
      const state = at(epd);
      expect(fastMoves(FastBoard.fromState(state)), id).toEqual(referenceMoves(state));
    }
  });

  it("lists the same legal moves one ply into every perft position, and unmake restores the board", () => {
    for (const { id, epd } of cases) {
      const state = at(epd);
      const board = FastBoard.fromState(state);
      const before = snapshot(board);
      const { list, count } = board.legalMoves();
      const moves = Array.from(list.subarray(0, count));
      for (const move of moves) {
        const text = thePit.legalMoves(state).find((m) => m.path.join("-") + (m.choice ? `=${m.choice}` : "") === describeFastMove(move))?.text;
        expect(text, `${id}: ${describeFastMove(move)}`).toBeDefined();
        const played = thePit.play(state, text!);
        if (!played.ok) throw new Error(played.error.message);
        board.make(move);
        expect(snapshot(board), `${id} after ${text}`).toEqual(snapshot(FastBoard.fromState(played.value.state)));
        expect(fastMoves(board), `${id} after ${text}`).toEqual(referenceMoves(played.value.state));
        board.unmake(move);
        expect(snapshot(board), `${id} after taking back ${text}`).toEqual(before);
      }
    }
  });

  it("follows 40 seeded random games of 150 plies move for move, made and unmade on one board", SLOW, () => {
    let positions = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const { states, moves } = randomPlayout(thePit, START, makeRandom(seed), { plies: 150 });
      const board = FastBoard.fromState(states[0]);
      const made: number[] = [];
      for (let ply = 0; ply < moves.length; ply++) {
        expect(fastMoves(board), `seed ${seed} ply ${ply}`).toEqual(referenceMoves(states[ply]));
        const move = findFastMove(board, states[ply], moves[ply]);
        board.make(move);
        made.push(move);
        expect(snapshot(board), `seed ${seed} after ${moves[ply]}`).toEqual(snapshot(FastBoard.fromState(states[ply + 1])));
        positions++;
      }
      // and back to the start, one move at a time
      for (let ply = made.length - 1; ply >= 0; ply--) {
        board.unmake(made[ply]);
        expect(snapshot(board), `seed ${seed} back at ply ${ply}`).toEqual(snapshot(FastBoard.fromState(states[ply])));
      }
    }
    expect(positions).toBeGreaterThan(2000);
  });

  it("counts as the game interface does from random midgames, their repetition history included", SLOW, () => {
    for (let seed = 1; seed <= 6; seed++) {
      const { states } = randomPlayout(thePit, START, makeRandom(100 + seed), { plies: 30 + 10 * seed, avoidEnding: true });
      // the state as played, with its earlier positions: the fast position carries them
      const state = states[states.length - 1];
      expect(fastPerft(new ThePitFastPosition(state), 3), `seed ${100 + seed}`).toBe(perft(thePit, state, 3));
    }
  });
});

const START = (() => {
  const setup = thePit.setup();
  if (!setup.ok) throw new Error(setup.error.message);
  return setup.value;
})();

/** The fast board's move for a move text of the readable rules. */
function findFastMove(board: FastBoard, state: ThePitState, text: string): number {
  const legal = generateLegalMoves(state);
  const candidate = legal.candidates[legal.byText.get(text)!];
  const name = `${BOARD.name(candidate.from)}-${BOARD.name(candidate.to)}${candidate.promotion === undefined ? "" : `=${candidate.promotion}`}`;
  const { list, count } = board.legalMoves();
  const move = Array.from(list.subarray(0, count)).find((m) => describeFastMove(m) === name);
  if (move === undefined) throw new Error(`the fast board has no move ${name}`);
  return move;
}
