/** The Pit's move texts: long algebraic (ruling 6), through the shared chess notation helpers. */
import type { LongMove } from "../../chess/notation.ts";
import { makeLongMove, parseLongMove } from "../../chess/notation.ts";
import { BOARD } from "./board.ts";
import type { Piece, PieceKind } from "./pieces.ts";

/** The parts of a move that its text shows. */
export interface MoveParts {
  readonly from: number;
  readonly to: number;
  readonly piece: Piece;
  readonly isCapture: boolean;
  readonly promotion: PieceKind | undefined;
}

/** `a2-a4`, `Hc1xc7`, `a9-a10=S`: pawns without a letter, `x` exactly for captures (en passant included). */
export function makeMoveText(move: MoveParts): string {
  return makeLongMove({
    piece: move.piece.kind === "P" ? undefined : move.piece.kind,
    from: BOARD.name(move.from),
    capture: move.isCapture,
    to: BOARD.name(move.to),
    promotion: move.promotion,
  });
}

/** Takes a move text apart, or undefined when it is not long algebraic notation. Squares are not checked here. */
export function parseMoveText(text: string): LongMove | undefined {
  return parseLongMove(text);
}
