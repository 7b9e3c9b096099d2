/**
 * A position being changed by one move: copies of the cells and hands, with the few
 * operations every move kind is made of (a piece arriving promotes, a piece captured or
 * sent off the board goes to a hand, a king captured ends the game). Moves are built as
 * drafts and finished into a new immutable state.
 */
import type { Side } from "../../types.ts";
import { opposite } from "../../types.ts";
import { rankOf } from "./board.ts";
import { handKindOf, pieceOf, type Hand, type HandKind, type Piece } from "./pieces.ts";
import type { Ben39State } from "./state.ts";

/** The rank on which a side's pawns promote (ruling 15). */
export function lastRank(side: Side): number {
  return side === "white" ? 14 : 2;
}

export class Draft {
  readonly cells: (Piece | undefined)[];
  private readonly hands: { white: Record<HandKind, number>; black: Record<HandKind, number> };
  movable: readonly [number, number];
  winner: Side | undefined;

  private readonly before: Ben39State;

  constructor(before: Ben39State) {
    this.before = before;
    this.cells = before.cells.slice();
    this.hands = { white: { ...before.hands.white }, black: { ...before.hands.black } };
    this.movable = before.movable;
    this.winner = before.winner;
  }

  /** Puts a square piece on a square: a pawn arriving on its last rank becomes a queen (ruling 15). */
  arrive(cell: number, piece: Piece): void {
    this.cells[cell] = piece.kind === "P" && rankOf(cell) === lastRank(piece.side) ? pieceOf(piece.side, "Q") : piece;
  }

  /** A piece leaves the board for `owner`'s hand (a captured one for its captor's). A king captured ends the game. */
  toHand(owner: Side, piece: Piece): void {
    const kind = handKindOf(piece.kind);
    if (kind === undefined) {
      this.winner = owner;
      return;
    }
    this.hands[owner][kind]++;
  }

  takeFromHand(side: Side, kind: HandKind): void {
    this.hands[side][kind]--;
  }

  /** The new position, the other side to move. */
  finish(): Ben39State {
    const hands: { white: Hand; black: Hand } = this.hands;
    const next: Ben39State = {
      cells: this.cells,
      movable: this.movable,
      hands,
      turn: opposite(this.before.turn),
    };
    return this.winner ? { ...next, winner: this.winner } : next;
  }
}
