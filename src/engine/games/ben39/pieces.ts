/**
 * Ben39's pieces (seed; rulings 4-6, 11-13). Square pieces stand on squares and capture;
 * line pieces stand on intersections and never capture nor are captured. A castle
 * carries the kind of its next step (ruling 13). Pieces are shared immutable objects,
 * one per side, kind and castle step, so boards copy cheaply and compare by identity.
 */
import type { BySide, Side } from "../../types.ts";

export const SQUARE_KINDS = ["K", "Q", "R", "B", "N", "G", "S", "P"] as const;
export const LINE_KINDS = ["X", "I", "W", "Z", "C"] as const;
export type SquareKind = (typeof SQUARE_KINDS)[number];
export type LineKind = (typeof LINE_KINDS)[number];
export type Kind = SquareKind | LineKind;

/** What a hand can hold: every kind but the king and the queen (a queen goes to hand as a pawn). */
export const HAND_KINDS = ["R", "B", "N", "G", "S", "P", "X", "I", "W", "Z", "C"] as const;
export type HandKind = (typeof HAND_KINDS)[number];

/** A castle's next step: orthogonal or diagonal. */
export type Step = "o" | "d";

export interface Piece {
  readonly side: Side;
  readonly kind: Kind;
  /** Castles only. */
  readonly next?: Step;
}

export function isLineKind(kind: Kind): kind is LineKind {
  return (LINE_KINDS as readonly string[]).includes(kind);
}

export const KIND_NAME: Readonly<Record<Kind, string>> = {
  K: "king", Q: "queen", R: "rook", B: "bishop", N: "knightrider", G: "gold general", S: "silver general", P: "pawn",
  X: "chad rook", I: "immobilizer", W: "wizard", Z: "spider", C: "castle",
};

const make = (side: Side, kind: Kind, next?: Step): Piece => (next ? { side, kind, next } : { side, kind });

const TABLE: BySide<Readonly<Record<string, Piece>>> = {
  white: Object.fromEntries([...SQUARE_KINDS, ...LINE_KINDS.filter((k) => k !== "C")].map((k) => [k, make("white", k)])),
  black: Object.fromEntries([...SQUARE_KINDS, ...LINE_KINDS.filter((k) => k !== "C")].map((k) => [k, make("black", k)])),
};
const CASTLES: BySide<Readonly<Record<Step, Piece>>> = {
  white: { o: make("white", "C", "o"), d: make("white", "C", "d") },
  black: { o: make("black", "C", "o"), d: make("black", "C", "d") },
};

/** The shared piece of that side and kind (a castle with its next step). */
export function pieceOf(side: Side, kind: Kind, next: Step = "o"): Piece {
  return kind === "C" ? CASTLES[side][next] : TABLE[side][kind];
}

/**
 * The letter of a piece in the position text: upper case White, lower case Black; a
 * castle is `C` when its next step is orthogonal and `D` when it is diagonal.
 */
export function letterOf(piece: Piece): string {
  const letter = piece.kind === "C" && piece.next === "d" ? "D" : piece.kind;
  return piece.side === "white" ? letter : letter.toLowerCase();
}

export function pieceFromLetter(letter: string): Piece | undefined {
  const side: Side = letter === letter.toUpperCase() ? "white" : "black";
  const upper = letter.toUpperCase();
  if (upper === "D") return pieceOf(side, "C", "d");
  if (upper === "C") return pieceOf(side, "C", "o");
  if ((SQUARE_KINDS as readonly string[]).includes(upper) || (LINE_KINDS as readonly string[]).includes(upper)) return pieceOf(side, upper as Kind);
  return undefined;
}

/** The kind a piece becomes in hand (ruling 11: a queen as a pawn); undefined for a king. */
export function handKindOf(kind: Kind): HandKind | undefined {
  if (kind === "K") return undefined;
  if (kind === "Q") return "P";
  return kind;
}

export type Hand = Readonly<Record<HandKind, number>>;

export const EMPTY_HAND: Hand = { R: 0, B: 0, N: 0, G: 0, S: 0, P: 0, X: 0, I: 0, W: 0, Z: 0, C: 0 };
/** Everything each side starts with off the board (ruling 2): the line pieces. */
export const START_HAND: Hand = { ...EMPTY_HAND, X: 5, I: 1, W: 2, Z: 2, C: 2 };

/** The number of pieces of each kind a side owns in all (for conservation checks). */
export const ARMY_SIZE = 22;
