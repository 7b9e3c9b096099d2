/**
 * The pieces of Inside-out Chess and how they move, as data over the shared chess
 * movement helpers. A piece is one letter, upper case for White and lower case for
 * Black (as in FEN), so that boards copy cheaply and the position text writes them as
 * they are; "" is an empty field.
 */
import { BISHOP, KING, KNIGHT, leaper, orient, rider, ROOK } from "../../chess/movement.ts";
import type { PieceMovement } from "../../chess/movement.ts";
import type { BySide, Side } from "../../types.ts";

/** The kinds, by the letter the notation uses for them (pawns write no letter). */
export const KINDS = ["K", "R", "N", "B", "P"] as const;
export type Kind = (typeof KINDS)[number];

/** A piece letter (`N` White knight, `p` Black pawn), or "" for an empty field. */
export type Piece = string;
export const EMPTY: Piece = "";

export const KIND_NAME: { readonly [K in Kind]: string } = { K: "king", R: "rook", N: "knight", B: "bishop", P: "pawn" };

export function isKind(letter: string): letter is Kind {
  return (KINDS as readonly string[]).includes(letter);
}

export function makePiece(side: Side, kind: Kind): Piece {
  return side === "white" ? kind : kind.toLowerCase();
}

const SIDE_OF_LETTER: Readonly<Record<string, Side>> = Object.fromEntries(
  KINDS.flatMap((kind) => [
    [kind, "white"],
    [kind.toLowerCase(), "black"],
  ]),
);

const KIND_OF_LETTER: Readonly<Record<string, Kind>> = Object.fromEntries(KINDS.flatMap((kind) => [[kind, kind], [kind.toLowerCase(), kind]]));

/** The side of a piece; undefined for an empty field. A table look-up: move generation asks it for every field. */
export function sideOf(piece: Piece): Side | undefined {
  return SIDE_OF_LETTER[piece];
}

export function kindOf(piece: Piece): Kind {
  const kind = KIND_OF_LETTER[piece];
  if (kind === undefined) throw new Error(`not a piece: "${piece}"`);
  return kind;
}

/** "White knight", "Black pawn": for messages. */
export function describePiece(piece: Piece): string {
  const side = sideOf(piece);
  if (side === undefined) return "nothing";
  return `${side === "white" ? "White" : "Black"} ${KIND_NAME[kindOf(piece)]}`;
}

/**
 * A pawn steps forward onto an empty field (a ride: its two-step passes the first
 * square under the slider rule, ruling 5) and captures diagonally. There is no en
 * passant and no promotion choice, so nothing else belongs here.
 */
function pawn(range: number): PieceMovement {
  return [rider([[0, 1]], "move-only", range), leaper([[1, 1], [-1, 1]], "capture-only")];
}

const PAWN_ON_START_RANK: BySide<PieceMovement> = { white: pawn(2), black: orient(pawn(2), "black") };
const PAWN_ELSEWHERE: BySide<PieceMovement> = { white: pawn(1), black: orient(pawn(1), "black") };

const MOVEMENT: { readonly [K in Exclude<Kind, "P">]: PieceMovement } = { K: KING, R: ROOK, N: KNIGHT, B: BISHOP };

/** How a piece moves from an ordinary square or an outer field. */
export function movementOf(kind: Kind, side: Side, onStartRank: boolean): PieceMovement {
  if (kind !== "P") return MOVEMENT[kind];
  return onStartRank ? PAWN_ON_START_RANK[side] : PAWN_ELSEWHERE[side];
}
