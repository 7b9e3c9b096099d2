/** The Pit's pieces: letters, names, and movement as data. */
import { KING_STEPS, scaleSteps } from "../../geometry/grid.ts";
import type { PieceMovement } from "../../chess/movement.ts";
import { BISHOP, KING, KNIGHT, QUEEN, ROOK, combine, leaper, orient, rider } from "../../chess/movement.ts";
import type { Side } from "../../types.ts";

/** Piece letters as the notation writes them: King, Queen, Rook, Hero, Cavalier, Sorceror, Pawn. */
export const PIECE_KINDS = ["K", "Q", "R", "H", "C", "S", "P"] as const;
export type PieceKind = (typeof PIECE_KINDS)[number];

/** What a pawn may become on the last rank (ruling 3). */
export const PROMOTION_KINDS: readonly PieceKind[] = ["Q", "R", "H", "C", "S"];

/** Piece names as messages use them. */
export const PIECE_NAMES: Readonly<Record<PieceKind, string>> = {
  K: "King",
  Q: "Queen",
  R: "Rook",
  H: "Hero",
  C: "Cavalier",
  S: "Sorceror",
  P: "pawn",
};

/** Whether a letter is one of The Pit's piece letters. */
export function isPieceKind(letter: string): letter is PieceKind {
  return (PIECE_KINDS as readonly string[]).includes(letter);
}

const HERO = combine(ROOK, KNIGHT);
const CAVALIER = combine(BISHOP, KNIGHT);
/** King step, or a leap of exactly five squares in one of the eight directions (ruling 4). */
const SORCEROR = combine(KING, [leaper(scaleSteps(KING_STEPS, 5))]);

// Pawn steps from White's side; the same lists turned for Black.
const FORWARD = [[0, 1]] as const;
const SIDEWAYS = [[1, 0], [-1, 0]] as const;
const FORWARD_DIAGONALS = [[1, 1], [-1, 1]] as const;
const PAWN_CAPTURE = leaper(FORWARD_DIAGONALS, "capture-only");

/** A pawn anywhere: one step forward, one step sideways (never capturing), diagonal capture. */
const PAWN = [leaper(FORWARD, "move-only"), leaper(SIDEWAYS, "move-only"), PAWN_CAPTURE];
/** On its start rank a pawn may go two squares forward if both are empty. */
const PAWN_ON_START_RANK = [rider(FORWARD, "move-only", 2), leaper(SIDEWAYS, "move-only"), PAWN_CAPTURE];
/** On its third rank it may go two squares sideways if both are empty (the ride stops at the pit). */
const PAWN_ON_THIRD_RANK = [leaper(FORWARD, "move-only"), rider(SIDEWAYS, "move-only", 2), PAWN_CAPTURE];

/** A piece: interned, so two pieces are equal exactly when they are the same object. */
export interface Piece {
  readonly side: Side;
  readonly kind: PieceKind;
  /** How it moves and attacks, turned for its side (a pawn's plain movement). */
  readonly movement: PieceMovement;
}

const BASE_MOVEMENT: Readonly<Record<PieceKind, PieceMovement>> = {
  K: KING,
  Q: QUEEN,
  R: ROOK,
  H: HERO,
  C: CAVALIER,
  S: SORCEROR,
  P: PAWN,
};

function makePieces(side: Side): Readonly<Record<PieceKind, Piece>> {
  const entries = PIECE_KINDS.map((kind) => [kind, { side, kind, movement: orient(BASE_MOVEMENT[kind], side) }]);
  return Object.fromEntries(entries);
}

/** The fourteen pieces. */
export const PIECES: Readonly<Record<Side, Readonly<Record<PieceKind, Piece>>>> = {
  white: makePieces("white"),
  black: makePieces("black"),
};

/** What pawns of a side need to know: their forward direction, and their start, third and last ranks (from 0). */
export interface PawnRanks {
  readonly forward: 1 | -1;
  readonly start: number;
  readonly third: number;
  readonly last: number;
}

export const PAWN_RANKS: Readonly<Record<Side, PawnRanks>> = {
  white: { forward: 1, start: 1, third: 2, last: 9 },
  black: { forward: -1, start: 8, third: 7, last: 0 },
};

const PAWN_MOVEMENT: Readonly<Record<Side, { readonly plain: PieceMovement; readonly start: PieceMovement; readonly third: PieceMovement }>> = {
  white: { plain: PIECES.white.P.movement, start: PAWN_ON_START_RANK, third: PAWN_ON_THIRD_RANK },
  black: { plain: PIECES.black.P.movement, start: orient(PAWN_ON_START_RANK, "black"), third: orient(PAWN_ON_THIRD_RANK, "black") },
};

/** How a piece standing on `rank` may move: a pawn's movement depends on its rank. */
export function movementOn(piece: Piece, rank: number): PieceMovement {
  if (piece.kind !== "P") return piece.movement;
  const ranks = PAWN_RANKS[piece.side];
  const movement = PAWN_MOVEMENT[piece.side];
  if (rank === ranks.start) return movement.start;
  if (rank === ranks.third) return movement.third;
  return movement.plain;
}

/** The movement of every piece, for the attack table (pawns attack the same way on every rank). */
export const ALL_MOVEMENTS: readonly PieceMovement[] = (["white", "black"] as const).flatMap((side) =>
  PIECE_KINDS.map((kind) => PIECES[side][kind].movement),
);

/** FEN letter: upper case for White, lower case for Black. */
export function pieceLetter(piece: Piece): string {
  return piece.side === "white" ? piece.kind : piece.kind.toLowerCase();
}

/** The piece a FEN letter stands for, or undefined. */
export function pieceFromLetter(letter: string): Piece | undefined {
  const upper = letter.toUpperCase();
  if (!isPieceKind(upper)) return undefined;
  return PIECES[letter === upper ? "white" : "black"][upper];
}
