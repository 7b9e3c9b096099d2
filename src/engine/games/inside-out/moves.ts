/**
 * Move generation. Every destination rule of the game reduces to two questions about
 * a square the move reaches (see `landingField` and `isPassable`):
 *
 * - where does a move that ends on it land? On an ordinary square, the square; on a
 *   dual square, its inner field (rulings 3 and 4), whoever stands on the outer field;
 * - may a ride (slider, pawn two-step) go on past it? Only if every field of it is empty
 *   (ruling 5), so a ride over an occupied dual square can stop at most on its inner field.
 *
 * A piece on an inner field has exactly one move, out to the outer field of its square
 * (ruling 4). The reverse rule (ruling 8) is applied last, to the whole list.
 */
import type { MoveComponent } from "../../chess/movement.ts";
import type { Side } from "../../types.ts";
import type { Layout } from "./board.ts";
import { GRID, innerField, isDual, isInnerField, LAST_RANK, squareOf, START_RANK } from "./board.ts";
import type { Piece } from "./pieces.ts";
import { EMPTY, kindOf, makePiece, movementOf, sideOf } from "./pieces.ts";
import type { FieldMove, InsideOutState } from "./state.ts";

/** A move with what the notation and `play` need to know about it. */
export interface FieldMoveInfo extends FieldMove {
  /** The piece that moves. */
  readonly piece: Piece;
  /** The piece taken on the field moved to (an enemy), or "" for none. */
  readonly captured: Piece;
  /** What stands on the field moved to afterwards: the piece, or a new king after promotion. */
  readonly arriving: Piece;
}

/** The field a move ending on `square` lands on. */
export function landingField(layout: Layout, square: number): number {
  return isDual(layout, square) ? innerField(square) : square;
}

/** May a ride go on past `square`? Only when all its fields are empty. */
export function isPassable(layout: Layout, board: readonly Piece[], square: number): boolean {
  return board[square] === EMPTY && (!isDual(layout, square) || board[innerField(square)] === EMPTY);
}

/** Is `from` -> `to` the exact reverse of `mover`'s previous move (ruling 8)? */
export function isReverseOfPrevious(state: InsideOutState, mover: Side, from: number, to: number): boolean {
  const previous = state.previous[mover];
  return previous !== undefined && previous.from === to && previous.to === from;
}

function makeInfo(state: InsideOutState, from: number, to: number): FieldMoveInfo {
  const piece = state.board[from];
  const side = sideOf(piece)!;
  const promotes = kindOf(piece) === "P" && !isInnerField(to) && GRID.rank(to) === LAST_RANK[side];
  return { from, to, piece, captured: state.board[to], arriving: promotes ? makePiece(side, "K") : piece };
}

/**
 * Every field the piece on `from` can reach under the piece rules (rulings 3-6),
 * before the reverse rule. `from` must hold a piece.
 */
export function reachableFields(state: InsideOutState, from: number): number[] {
  const { layout, board } = state;
  const piece = board[from];
  const mover = sideOf(piece)!;
  const reached: number[] = [];
  const canTake = (field: number): boolean => {
    const occupant = sideOf(board[field]);
    return occupant !== undefined && occupant !== mover;
  };

  if (isInnerField(from)) {
    // Ruling 4: the only way off an inner field is out to the same square's outer field.
    const outer = squareOf(from);
    if (board[outer] === EMPTY || canTake(outer)) reached.push(outer);
    return reached;
  }

  const kind = kindOf(piece);
  const movement = movementOf(kind, mover, kind === "P" && GRID.rank(from) === START_RANK[mover]);
  // A move ends on a landing field: an empty one if the component may move there, an
  // enemy-held one if it may capture. A friendly piece there blocks it.
  const land = (component: MoveComponent, square: number): void => {
    const field = landingField(layout, square);
    if (board[field] === EMPTY) {
      if (component.mode !== "capture-only") reached.push(field);
    } else if (canTake(field) && component.mode !== "move-only") reached.push(field);
  };
  for (const component of movement) {
    for (const step of component.steps) {
      if (component.kind === "leap") {
        const square = GRID.offset(from, step);
        if (square !== undefined) land(component, square);
        continue;
      }
      const ray = GRID.ray(from, step);
      const end = Math.min(ray.length, component.range ?? ray.length);
      for (let i = 0; i < end; i++) {
        land(component, ray[i]);
        if (!isPassable(layout, board, ray[i])) break;
      }
    }
  }
  return reached;
}

/** Every legal move of the side to move (the game-over check is the caller's). */
export function generateMoves(state: InsideOutState): FieldMoveInfo[] {
  const moves: FieldMoveInfo[] = [];
  const { board, turn } = state;
  for (let from = 0; from < board.length; from++) {
    if (sideOf(board[from]) !== turn) continue;
    for (const to of reachableFields(state, from)) {
      if (!isReverseOfPrevious(state, turn, from, to)) moves.push(makeInfo(state, from, to));
    }
  }
  return moves;
}
