/**
 * Ben39's FastPosition (issue 34; src/engine/search/fast-position.ts): the fast board
 * (fast-board.ts), its generator (fast-moves.ts) and make (fast-make.ts) behind the
 * contract perft and the search use, with the game's evaluation (evaluate.ts, the same
 * constants, the same sums in the same order so the figure is equal to the last bit)
 * and the moves' canonical texts. Ben39 has no history rule (no repetition, no
 * counter: ruling 16), so a state carries all a fast position needs.
 */
import { foldKey } from "../../search/fast-key.ts";
import type { Side } from "../../types.ts";
import { FAST_BLACK_WINS, FAST_ONGOING, FAST_WHITE_WINS, type FastMoveList, type FastOutcome, type FastPosition } from "../../search/fast-position.ts";
import { CYCLE, nameOf } from "./board.ts";
import { APPROACH, CASTLE_BY_KING, IN_HAND, VALUES } from "./evaluate.ts";
import { AROUND, C, D, FastBoard, HAND, kindOf, letterOfKind, MOVABLE, P, TURN, WINNER } from "./fast-board.ts";
import { makeMove } from "./fast-make.ts";
import { CAPTURE, destinationOf, generateFast, moveA, moveB, moveExtra, moveType, MOVE_DROP, MOVE_LINE, MOVE_ROTATE, MOVE_SQUARE, MOVE_STEP } from "./fast-moves.ts";
import { byFileThenRank } from "./moves.ts";
import { HAND_KINDS } from "./pieces.ts";
import { makePosition } from "./position.ts";
import type { Ben39State } from "./state.ts";

/** The most moves a position can have: drops of six line kinds on every intersection and more; far above any position's count. */
const LIST_SIZE = 4096;
const HAND_VALUE = Float64Array.from(HAND_KINDS, (kind) => VALUES[kind] ?? 0);

export class Ben39FastPosition implements FastPosition {
  private readonly board: FastBoard;
  /** Per ply, the list and its answer object, reused so that listing moves allocates nothing after warm-up. */
  private readonly lists: { list: Int32Array; count: number }[] = [];
  private readonly scratch = new Int32Array(LIST_SIZE);

  constructor(state: Ben39State) {
    this.board = new FastBoard(state);
  }

  turn(): Side {
    return this.board.mem[TURN] === 0 ? "white" : "black";
  }

  legalMoves(): FastMoveList {
    const ply = this.board.ply;
    let moves = this.lists[ply];
    if (moves === undefined) {
      moves = { list: new Int32Array(LIST_SIZE), count: 0 };
      this.lists[ply] = moves;
    }
    moves.count = generateFast(this.board, moves.list, false);
    return moves;
  }

  countLegalMoves(): number {
    return generateFast(this.board, this.scratch, true);
  }

  make(move: number): void {
    makeMove(this.board, move);
  }

  unmake(_move: number): void {
    this.board.undo();
  }

  outcome(): FastOutcome {
    const winner = this.board.mem[WINNER];
    if (winner !== 0) return winner === 1 ? FAST_WHITE_WINS : FAST_BLACK_WINS;
    // a player with no legal move loses (ruling 3)
    if (this.countLegalMoves() === 0) return this.board.mem[TURN] === 0 ? FAST_BLACK_WINS : FAST_WHITE_WINS;
    return FAST_ONGOING;
  }

  /**
   * evaluate.ts, term for term: the board's terms are whole numbers (exact in any order)
   * and come from the sums the board keeps as it changes (fast-board.ts); the castles by
   * each king are looked at; the hands' terms are fractions, added last in evaluate.ts's
   * order so the sum is equal to the last bit.
   */
  evaluate(): number {
    const board = this.board;
    const mem = board.mem;
    let score = board.material + APPROACH * (board.approach[0] - board.approach[1]);
    for (let side = 0; side < 2; side++) {
      const king = board.kings[side];
      if (king < 0) continue;
      const castle = side << 4;
      for (let c = 0; c < 4; c++) {
        const guard = mem[AROUND[king * 4 + c]];
        if (guard === (C | castle) || guard === (D | castle)) score += side === 0 ? CASTLE_BY_KING : -CASTLE_BY_KING;
      }
    }
    for (let side = 0; side < 2; side++) {
      const sign = side === 0 ? 1 : -1;
      for (let h = 0; h < 6; h++) score += sign * HAND_VALUE[h] * IN_HAND * mem[HAND + side * 11 + h];
    }
    return score;
  }

  isCapture(move: number): boolean {
    return (move & CAPTURE) !== 0;
  }

  key(): number {
    return foldKey(this.board.hashHi, this.board.hashLo);
  }

  moveText(move: number): string {
    const mem = this.board.mem;
    const a = moveA(move);
    const b = moveB(move);
    switch (moveType(move)) {
      case MOVE_STEP: {
        const kind = kindOf(mem[a]);
        return `${kind === P ? "" : letterOfKind(kind)}${nameOf(a)}${move & CAPTURE ? "x" : "-"}${nameOf(b)}`;
      }
      case MOVE_LINE:
        return `${letterOfKind(kindOf(mem[a]))}${nameOf(a)}-${nameOf(b)}`;
      case MOVE_DROP:
        return `${HAND_KINDS[b]}@${nameOf(a)}${b === 10 ? (moveExtra(move) === 1 ? ":d" : ":o") : ""}`;
      case MOVE_ROTATE:
        return `Z${nameOf(a)}${b === 0 ? "+" : "-"}`;
      case MOVE_SQUARE: {
        const position = mem[MOVABLE + a];
        const square = CYCLE[position];
        const target = CYCLE[destinationOf(position, mem[MOVABLE + 1 - a], b)];
        const chosen: string[] = [];
        for (let i = 0; i < 4; i++) if (moveExtra(move) & (1 << i)) chosen.push(nameOf(AROUND[square * 4 + i]));
        chosen.sort(byFileThenRank);
        return `#${nameOf(square)}-${nameOf(target)}${chosen.length > 0 ? `:${chosen.join(",")}` : ""}`;
      }
      default:
        return `W${nameOf(a)}:${nameOf(b)}`;
    }
  }

  positionText(): string {
    return makePosition(this.board.toState());
  }
}

/** The registry's factory (src/engine/search/fast-registry.ts). */
export function ben39FastPosition(state: Ben39State): FastPosition {
  return new Ben39FastPosition(state);
}

