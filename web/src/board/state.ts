/**
 * The board's headless state, after chessground's: plain data with defaults, changed
 * only by the functions below, drawn by render.ts. Nothing here knows any game: it
 * holds a BoardView and the ids (cells, area items) to mark.
 */
import type { BoardView, Side } from "../../../src/engine/types.ts";
import type { Owner, Paint } from "./pieces.ts";

export interface BoardState {
  view: BoardView | undefined;
  /** The side drawn at the bottom. */
  orientation: Side;
  paint: Readonly<Record<Owner, Paint>>;
  /** Ids clicked so far towards a move. */
  selected: readonly string[];
  /** Ids that a click may go to next. */
  targets: ReadonlySet<string>;
  /** Ids that start a move from scratch: clickable (an off-board item too) whatever is selected, a click switching to them. */
  starts: ReadonlySet<string>;
  /** Ids of the last move's path. */
  lastMove: readonly string[];
  /** Show each cell's hint (a capacity, say). */
  showHints: boolean;
  /** Ids whose click leads to no legal move now, with the engine's reason (drawn greyed, the reason on hover). */
  refused: ReadonlyMap<string, string>;
  /** The cell that holds the board's one tab stop (roving tabindex), moved by the arrow keys. */
  focused: string | undefined;
  /** Words for the accessible names of cells: side names and piece names by kind. */
  words: BoardWords;
  /** The game's own looks for kinds whose letter another game draws differently (`Game.glyphs`). */
  glyphs: Readonly<Record<string, string>>;
  /** Cells of kings in danger, each with the word its accessible name gains ("attacked", "in check"): drawn with a red glow. */
  attacked: ReadonlyMap<string, string>;
  /** Arrows and rings over the pieces: the attackers on request, the computer's hint. */
  arrows: readonly BoardArrow[];
}

/** An arrow from one cell to another, or a ring on one cell (`from` equal to `to`: a piece placed there). */
export interface BoardArrow {
  readonly from: string;
  readonly to: string;
  /** "attack": red, from an attacker to the king; "hint": green, a suggested move; the others: a study's shapes in lichess's four brushes. */
  readonly tone: "attack" | "hint" | "green" | "red" | "yellow" | "blue";
}

export interface BoardWords {
  readonly sides: Readonly<Record<Side, string>>;
  readonly pieces: Readonly<Record<string, string>>;
}

/** Piece names when a game gives none: the chess letters. */
export const CHESS_WORDS: Readonly<Record<string, string>> = { K: "king", Q: "queen", R: "rook", B: "bishop", N: "knight", P: "pawn" };

/** A board with nothing on it yet, White at the bottom. */
export function defaultBoardState(
  paint: Readonly<Record<Owner, Paint>>,
  words: BoardWords = { sides: { white: "white", black: "black" }, pieces: CHESS_WORDS },
  glyphs: Readonly<Record<string, string>> = {},
): BoardState {
  return {
    view: undefined,
    orientation: "white",
    paint,
    selected: [],
    targets: new Set(),
    starts: new Set(),
    lastMove: [],
    showHints: false,
    refused: new Map(),
    focused: undefined,
    words,
    glyphs,
    attacked: new Map(),
    arrows: [],
  };
}

export function setView(state: BoardState, view: BoardView, lastMove: readonly string[]): void {
  state.view = view;
  state.lastMove = lastMove;
}

export function setOrientation(state: BoardState, side: Side): void {
  state.orientation = side;
}

export function setSelection(state: BoardState, selected: readonly string[], targets: ReadonlySet<string>, starts: ReadonlySet<string> = new Set()): void {
  state.selected = selected;
  state.targets = targets;
  state.starts = starts;
}

export function setFocused(state: BoardState, id: string | undefined): void {
  state.focused = id;
}

export function setRefused(state: BoardState, refused: ReadonlyMap<string, string>): void {
  state.refused = refused;
}

export function setAttacked(state: BoardState, attacked: ReadonlyMap<string, string>): void {
  state.attacked = attacked;
}

export function setArrows(state: BoardState, arrows: readonly BoardArrow[]): void {
  state.arrows = arrows;
}

export function toggleHints(state: BoardState): void {
  state.showHints = !state.showHints;
}

/** True when some cell carries a hint worth a "show hints" switch. */
export function hasHints(state: BoardState): boolean {
  return state.view?.cells.some((cell) => cell.hint !== undefined) ?? false;
}

/**
 * Everything the board draws from, as one text: two states with the same text draw the same
 * board. The board compares it before it redraws, so that news which changes nothing on the
 * board (the server confirming the move already shown, the opponent coming online) redraws
 * nothing: a redraw of a Ben39 board was 9 ms of a page's work, and a keyboard user's focus
 * stays on the very element it was on.
 */
export function drawingOf(state: BoardState): string {
  return JSON.stringify([
    state.view, state.orientation, state.paint, state.selected, [...state.targets], [...state.starts], state.lastMove,
    state.showHints, [...state.refused], state.focused, state.words, state.glyphs, [...state.attacked], state.arrows,
  ]);
}
