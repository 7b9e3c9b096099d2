/**
 * Pit of Pillars' FastPosition (src/engine/search/fast-position.ts): whole turns made
 * and unmade on the fast board (fast-board.ts), listed and counted by fast-moves.ts.
 * The game has no history rule (no repetition, no board-state rule: draws come only by
 * agreement), so the fast position is the whole state and its key names it fully.
 *
 * Not imported by the game's index.ts: only the registry (fast-registry.ts) brings it in.
 */
import { foldKey } from "../../search/fast-key.ts";
import type { Side } from "../../types.ts";
import type { FastMoveList, FastOutcome, FastPosition } from "../../search/fast-position.ts";
import { FAST_BLACK_WINS, FAST_ONGOING, FAST_WHITE_WINS } from "../../search/fast-position.ts";
import { BOARD, CELL_COUNT, NEIGHBOURS } from "./board.ts";
import { IN_RESERVE } from "./evaluate.ts";
import { ENTERING, FastPillarsBoard, MOVEMENT, NO_PILLAR, RED, STRIDE, WHITE } from "./fast-board.ts";
import {
  cellA,
  cellB,
  ENTER_TWO,
  FastPillarsMoves,
  type MoveBuffer,
  moveKind,
  moveText,
  pillarFrom,
  pillarTo,
  RESERVE_ENTRY,
  stackDistance,
  WITH_PILLAR,
} from "./fast-moves.ts";
import { makePosition } from "./position.ts";
import type { PitOfPillarsState, Stack } from "./state.ts";
import { MAN } from "./state.ts";

const SIDES: readonly Side[] = ["white", "black"];

export class FastPitOfPillars implements FastPosition {
  private readonly board = new FastPillarsBoard();
  private readonly moves = new FastPillarsMoves(this.board);
  /** Each ply's move list, kept so the recursion below a move leaves it intact. */
  private readonly lists: MoveBuffer[] = [];

  constructor(state: PitOfPillarsState) {
    const board = this.board;
    for (const cell of BOARD.cells) {
      for (const man of state.stacks[cell]) board.pushMan(cell, man === MAN.white ? WHITE : RED);
      const pillar = state.pillars[cell];
      if (pillar !== undefined) board.placePillar(cell, pillar === "white" ? WHITE : RED);
    }
    board.setReserve(WHITE, state.reserves.white);
    board.setReserve(RED, state.reserves.black);
    board.out[WHITE] = state.out.white;
    board.out[RED] = state.out.black;
    if (state.turn === "black") {
      board.turn = RED;
      board.toggleTurn();
    }
    if (state.stage === "movement") {
      board.stage = MOVEMENT;
      board.toggleMovement();
    } else if (state.lastEntered !== undefined) {
      board.lastEntered = state.lastEntered;
      board.toggleLast(state.lastEntered);
    }
  }

  turn(): Side {
    return SIDES[this.board.turn];
  }

  legalMoves(): FastMoveList {
    const ply = this.board.ply;
    const buffer = (this.lists[ply] ??= { list: new Int32Array(256), count: 0 });
    this.moves.generate(buffer);
    return buffer;
  }

  countLegalMoves(): number {
    return this.moves.countOnly();
  }

  make(move: number): void {
    const board = this.board;
    const mover = board.turn;
    board.beginPly();
    const kind = moveKind(move);
    const a = cellA(move);
    const b = cellB(move);
    if (kind <= ENTER_TWO) {
      board.pushMan(a, mover);
      board.toggleLast(board.lastEntered);
      if (kind === ENTER_TWO) {
        board.pushMan(b, mover);
        board.lastEntered = b;
      } else if (board.lastEntered < 0) {
        board.lastEntered = a; // White's first man: the stage goes on
      } else {
        board.lastEntered = -1; // the short turn ends the entering stage (ruling 3)
        board.stage = MOVEMENT;
        board.toggleMovement();
      }
      board.toggleLast(board.lastEntered);
    } else {
      if (kind === RESERVE_ENTRY) {
        board.setReserve(mover, board.reserves[mover] - 1);
        board.pushMan(b, mover);
      } else {
        board.moveMen(a, b, stackDistance(a, b));
      }
      if (board.isOverloaded(b)) board.capture(b, mover);
      if ((move & WITH_PILLAR) !== 0) board.movePillar(pillarFrom(move), pillarTo(move));
    }
    board.turn = 1 - mover;
    board.toggleTurn();
    board.ply++;
  }

  unmake(move: number): void {
    const board = this.board;
    board.ply--;
    board.turn = 1 - board.turn;
    board.toggleTurn();
    const mover = board.turn;
    const kind = moveKind(move);
    const a = cellA(move);
    const b = cellB(move);
    if (kind <= ENTER_TWO) {
      board.toggleLast(board.lastEntered);
      if (board.stage !== board.stageBefore()) {
        board.stage = ENTERING;
        board.toggleMovement();
      }
      board.lastEntered = board.lastBefore();
      board.toggleLast(board.lastEntered);
      if (kind === ENTER_TWO) board.popMan(b);
      board.popMan(a);
      return;
    }
    if ((move & WITH_PILLAR) !== 0) board.movePillar(pillarTo(move), pillarFrom(move));
    board.uncapture(b, mover);
    if (kind === RESERVE_ENTRY) {
      board.popMan(b);
      board.setReserve(mover, board.reserves[mover] + 1);
    } else {
      board.moveMen(b, a, stackDistance(a, b));
    }
  }

  /** Ruling 7 and outcome.ts: the entering stage goes on; then no controlled stack, or no compulsory part, loses. */
  outcome(): FastOutcome {
    const board = this.board;
    if (board.stage === ENTERING) return FAST_ONGOING;
    const mover = board.turn;
    const winner = mover === WHITE ? FAST_BLACK_WINS : FAST_WHITE_WINS;
    if (board.controlled[mover] === 0) return winner;
    return this.hasCompulsoryPart() ? FAST_ONGOING : winner;
  }

  /** A reserve man and a square without a pillar, or a controlled stack with a neighbour that is not a pillar (movement.ts). */
  private hasCompulsoryPart(): boolean {
    const board = this.board;
    const mover = board.turn;
    if (board.reserves[mover] > 0 && board.pillarCount < BOARD.cells.length) return true;
    for (const from of BOARD.cells) {
      const height = board.height[from];
      if (height === 0 || board.men[from * STRIDE + height - 1] !== mover) continue;
      for (const next of NEIGHBOURS[from]) if (board.pillar[next] === NO_PILLAR) return true;
    }
    return false;
  }

  /** evaluate.ts: the board's share is kept by make and unmake; the reserves are added here. */
  evaluate(): number {
    const board = this.board;
    return board.boardScore + IN_RESERVE * (board.reserves[WHITE] - board.reserves[RED]);
  }

  /** No Pit of Pillars turn has "capture" in its kind (the kinds are enter, move, reserve and their +pillar forms). */
  isCapture(): boolean {
    return false;
  }

  key(): number {
    return foldKey(this.board.hashHi, this.board.hashLo);
  }

  moveText(move: number): string {
    return moveText(move);
  }

  positionText(): string {
    return makePosition(this.toState());
  }

  /** The readable state this position stands for. */
  private toState(): PitOfPillarsState {
    const board = this.board;
    const stacks: Stack[] = [];
    const pillars: (Side | undefined)[] = [];
    for (let cell = 0; cell < CELL_COUNT; cell++) {
      let stack = "";
      for (let level = 0; level < board.height[cell]; level++) stack += board.men[cell * STRIDE + level] === WHITE ? MAN.white : MAN.black;
      stacks.push(stack);
      const pillar = board.pillar[cell];
      pillars.push(pillar === NO_PILLAR ? undefined : SIDES[pillar - 1]);
    }
    return {
      stacks,
      pillars,
      reserves: { white: board.reserves[WHITE], black: board.reserves[RED] },
      out: { white: board.out[WHITE], black: board.out[RED] },
      turn: SIDES[board.turn],
      stage: board.stage === ENTERING ? "entering" : "movement",
      lastEntered: board.lastEntered < 0 ? undefined : board.lastEntered,
    };
  }
}

/** The registry's factory (fast-registry.ts). */
export function fastPitOfPillars(state: PitOfPillarsState): FastPosition {
  return new FastPitOfPillars(state);
}
