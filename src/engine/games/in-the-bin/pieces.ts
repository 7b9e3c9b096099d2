/**
 * In The Bin's pieces (ruling 3 and 11): the king, and the seven kinds that start in the
 * bin, as movement data over the shared chess helpers. A piece on the board is a small
 * number (1-16, 0 for an empty square) so that boards copy and hash cheaply.
 */
import { makeAttackTable } from "../../chess/attacks.ts";
import { BISHOP, FERZ, KING, KNIGHT, NIGHTRIDER, QUEEN, ROOK, WAZIR, type PieceMovement } from "../../chess/movement.ts";
import type { Side } from "../../types.ts";
import { BOARD } from "./board.ts";

export const KINDS = ["K", "Q", "R", "B", "N", "M", "F", "W"] as const;
export type Kind = (typeof KINDS)[number];

/** The kinds the bin holds, in the order the position text writes them. */
export const BIN_KINDS = ["Q", "R", "B", "N", "M", "F", "W"] as const;
export type BinKind = (typeof BIN_KINDS)[number];

/** The bin at the start (ruling 3), by BIN_KINDS: 36 pieces. */
export const START_BIN: readonly number[] = [2, 4, 4, 6, 2, 8, 10];

export const KIND_NAME: Readonly<Record<Kind, string>> = {
  K: "king", Q: "queen", R: "rook", B: "bishop", N: "knight", M: "nightrider", F: "ferz", W: "wazir",
};

export const MOVEMENT: Readonly<Record<Kind, PieceMovement>> = {
  K: KING, Q: QUEEN, R: ROOK, B: BISHOP, N: KNIGHT, M: NIGHTRIDER, F: FERZ, W: WAZIR,
};

/** A piece: 1-8 White's K Q R B N M F W, 9-16 Black's; 0 an empty square. */
export type Piece = number;
export const EMPTY: Piece = 0;

export function makePiece(side: Side, kind: Kind): Piece {
  return KINDS.indexOf(kind) + 1 + (side === "black" ? 8 : 0);
}

export function sideOf(piece: Piece): Side | undefined {
  return piece === EMPTY ? undefined : piece <= 8 ? "white" : "black";
}

export function kindOf(piece: Piece): Kind {
  return KINDS[(piece - 1) % 8];
}

/** The position text's letter: upper case White, lower case Black. */
export function pieceLetter(piece: Piece): string {
  const letter = kindOf(piece);
  return sideOf(piece) === "white" ? letter : letter.toLowerCase();
}

export function pieceFromLetter(letter: string): Piece | undefined {
  const kind = KINDS.find((k) => k === letter.toUpperCase());
  if (kind === undefined) return undefined;
  return makePiece(letter === kind ? "white" : "black", kind);
}

export function binIndex(kind: Kind): number {
  return BIN_KINDS.indexOf(kind as BinKind);
}

/** The attack test over every piece's movement (all are symmetric: no orientation). */
export const ATTACKS = makeAttackTable(BOARD, KINDS.map((kind) => MOVEMENT[kind]));
