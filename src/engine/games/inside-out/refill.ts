/**
 * The S-pawn rule (seed rule 7, ruling 7): when a king is captured, every player gets a
 * pawn back on each file where he has none, if his start square on that file is empty.
 */
import type { BySide, Side } from "../../types.ts";
import { SIDES } from "../../types.ts";
import { GRID, innerField, START_RANK } from "./board.ts";
import type { Piece } from "./pieces.ts";
import { EMPTY, makePiece } from "./pieces.ts";

/** Does `side` have a pawn on `file`, on any field (inner fields count for their file)? */
function hasPawnOnFile(board: readonly Piece[], side: Side, file: number): boolean {
  const pawn = makePiece(side, "P");
  for (let rank = 0; rank < GRID.height; rank++) {
    const square = GRID.at(file, rank)!;
    if (board[square] === pawn || board[innerField(square)] === pawn) return true;
  }
  return false;
}

/**
 * Puts the returning pawns on `board` (changed in place) and says where they went.
 * Called on the board after the whole move, promotion included, so a pawn that has just
 * become a king no longer holds its file. Start squares are never dual (board.ts checks
 * this), so "empty" means their one field.
 */
export function refillPawns(board: Piece[]): BySide<number[]> {
  const placed: { [S in Side]: number[] } = { white: [], black: [] };
  for (const side of SIDES) {
    for (let file = 0; file < GRID.width; file++) {
      const start = GRID.at(file, START_RANK[side])!;
      if (board[start] === EMPTY && !hasPawnOnFile(board, side, file)) {
        board[start] = makePiece(side, "P");
        placed[side].push(start);
      }
    }
  }
  return placed;
}
