/**
 * The contract every game fits. The engine is pure: no I/O, no DOM, no Workers APIs.
 * The Worker, the Durable Object, the browser and Node tools all import this code.
 */

/** The two seats. Every game has two sides; a game may name them differently (Pit of Pillars: White and Red). */
export const SIDES = ["white", "black"] as const;
export type Side = (typeof SIDES)[number];
export type BySide<T> = { readonly [S in Side]: T };

export function opposite(side: Side): Side {
  return side === "white" ? "black" : "white";
}

/** Stable codes for anything a user (not a bug) can cause. */
export type RuleErrorCode =
  | "illegal_move"
  | "malformed_move"
  | "malformed_position"
  | "malformed_record"
  | "bad_options"
  | "game_over";

/**
 * A sentence's words for a page to say in its reader's language: a message id (the
 * catalogs keep it under `engine.`, e.g. "the-pit.pitEntered" is "engine.the-pit.pitEntered")
 * and the values its placeholders take. A side is given as "white" or "black" (the
 * message selects its words); piece names and move or cell texts as the game writes them.
 * The engine stays free of catalogs: it says the English itself (`message`), and a test
 * holds the English catalog to the same words.
 */
export interface Words {
  readonly id: string;
  readonly values?: Readonly<Record<string, WordValue>>;
}

/** A placeholder's value: a text as the game writes it, a number, or a list a language joins its own way. */
export type WordValue = string | number | WordList;

/**
 * A list said inside a sentence ("the rook on d4 and the queen on f4", "Rd4-d6 or Rd4xd6"):
 * its parts (texts as the game writes them, or words of their own) and whether they are
 * joined by "and" or "or". A page joins them in its language (Intl.ListFormat); the
 * engine's English joins them as `englishList` does.
 */
export interface WordList {
  readonly list: readonly (string | Words)[];
  readonly joined: "and" | "or";
}

/** A list in the engine's English: "a", "a and b", "a, b and c" (no comma before the last). */
export function englishList(parts: readonly string[], joined: WordList["joined"]): string {
  return parts.length <= 1 ? (parts[0] ?? "") : `${parts.slice(0, -1).join(", ")} ${joined} ${parts[parts.length - 1]}`;
}

/** A sentence for a player: English as the engine writes it, and its words for other languages. */
export interface Sentence {
  /** A sentence a player understands, e.g. "Your king would be in check". */
  readonly message: string;
  readonly words?: Words;
}

export interface RuleError extends Sentence {
  readonly code: RuleErrorCode;
}

export type Result<T, E = RuleError> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: E };

export function ok<T>(value: T): Result<T, never> {
  return { ok: true, value };
}

/** A sentence in English, with its words for other languages when the caller has them. */
export function said(message: string, words?: Words): Sentence {
  return words === undefined ? { message } : { message, words };
}

export function fail(code: RuleErrorCode, message: string, words?: Words): Result<never> {
  return { ok: false, error: words === undefined ? { code, message } : { code, message, words } };
}

/** Why a game ended. Engine reasons come from the rules; the rest from the game's lifecycle. */
export type EndReason =
  | "checkmate"
  | "stalemate"
  | "king-captured"
  | "no-kings"
  | "no-stacks"
  | "no-legal-move"
  | "threefold-repetition"
  | "fifty-move-rule"
  | "insufficient-material"
  | "agreement"
  | "resignation"
  | "timeout";

export type Outcome =
  | { readonly status: "ongoing" }
  | { readonly status: "win"; readonly winner: Side; readonly reason: EndReason }
  | { readonly status: "draw"; readonly reason: EndReason };

export const ONGOING: Outcome = { status: "ongoing" };

/**
 * One legal move. `path` is the sequence of clicks that builds it in a UI: cell ids,
 * off-board area ids (`hand:P`, `bin:Q`) or action ids (`push`). Moves that share a
 * path are told apart by `choice` (a promotion piece, a castle's first step...).
 */
export interface Move {
  /** Canonical notation; `play` accepts exactly these texts. */
  readonly text: string;
  readonly path: readonly string[];
  readonly choice?: string;
  /** A short category for the UI and for counting: "move", "capture", "drop", "push"... */
  readonly kind: string;
}

/** What `play` returns: the new state, the canonical move, and things worth announcing. */
export interface Played<S> {
  readonly state: S;
  readonly move: Move;
  /**
   * Sentences for the move list, e.g. "Check.", with their words so a page says them in its
   * reader's language. The server keeps and sends their English (`message`) as plain strings.
   */
  readonly notes: readonly Sentence[];
}

/** A cell of the board drawing. Units are abstract; x grows right, y grows DOWN, White at the bottom. */
export interface CellView {
  readonly id: string;
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
  /** square: ordinary; point: a line intersection; hole: drawn but unusable (pit, bin); inner: an inner field; slot: an empty place a movable square may go to (Ben39). */
  readonly shape: "square" | "point" | "hole" | "inner" | "slot";
  readonly shade?: "light" | "dark" | "special";
  /** A small number or mark to show on demand (a square's capacity). */
  readonly hint?: string;
  /** The side a cell belongs to (In The Bin's hot spots): drawn in that side's tint, named in the board's key. */
  readonly owner?: Side;
}

export interface PieceView {
  readonly at: string;
  /** "neutral" for pieces that belong to nobody. */
  readonly side: Side | "neutral";
  /** The piece letter as the notation writes it (K, Q, P...), or "stack"/"pillar". */
  readonly kind: string;
  /** Men of a stack, bottom to top. */
  readonly stack?: readonly Side[];
  /** Frozen where it stands (Ben39's immobilizer): drawn pale and named so. */
  readonly frozen?: boolean;
}

/** Pieces off the board: the bin, reserves, pieces in hand. */
export interface AreaView {
  readonly id: string;
  readonly label: string;
  /** Where its items are, after a count ("in the bin", "out of the game"); left out, "in" and the label. */
  readonly where?: string;
  readonly side?: Side;
  readonly items: readonly { readonly kind: string; readonly count: number; readonly id: string }[];
}

export interface BoardView {
  readonly width: number;
  readonly height: number;
  readonly cells: readonly CellView[];
  /** What the holes are called, for a keyboard step that crosses them ("the pit", "the bin"). */
  readonly holeName?: string;
  /** Lines to draw between points (Ben39). */
  readonly lines?: readonly { readonly from: string; readonly to: string }[];
  /** What the cells with an `owner` are called, for the key line under the board ("hot spots"). */
  readonly ownedCells?: string;
  readonly pieces: readonly PieceView[];
  readonly areas: readonly AreaView[];
}

/** A piece kind for the legend. */
export interface PieceInfo {
  readonly kind: string;
  readonly name: string;
  readonly moves: string;
}

/** A king the other side could capture now, with the pieces that could: cell ids as the view names them. */
export interface AttackedKing {
  readonly side: Side;
  readonly king: string;
  readonly attackers: readonly string[];
}

/** Options a game accepts at creation, as plain strings (they travel in records as tags). */
export type GameOptions = Readonly<Record<string, string>>;

/**
 * A game. `S` is the game's own immutable state; it carries whatever history the rules
 * need (repetition, board-state rules, the previous move), so a state alone decides
 * every question below.
 */
export interface Game<S = unknown> {
  readonly id: string;
  readonly name: string;
  /** One or two sentences for the game list. */
  readonly summary: string;
  readonly sideNames: BySide<string>;
  /** Options this game understands, with their allowed values; the first value is the default. */
  readonly options: Readonly<Record<string, readonly string[]>>;
  /** A sentence per option saying what it changes, shown where the option is offered. */
  readonly optionNotes?: Readonly<Record<string, string>>;
  setup(options?: GameOptions): Result<S>;
  parsePosition(text: string): Result<S>;
  makePosition(state: S): string;
  /**
   * The whole state as text, history included, for a game whose position text leaves
   * some of it out (The Pit's repetition history): `parseState(makeState(s))` plays
   * exactly as `s`. A game whose position text is complete leaves both out (see
   * state-text.ts). The server keeps these as checkpoints so that waking a long game
   * does not replay it from the start.
   */
  makeState?(state: S): string;
  parseState?(text: string): Result<S>;
  /** The side to move. It can stay the same over several moves (In The Bin's extra moves). */
  turn(state: S): Side;
  /** Every legal move, each with its canonical text. Empty exactly when the game is over by the rules or no move exists. */
  legalMoves(state: S): readonly Move[];
  /**
   * How many legal moves there are, without writing them out: what `legalMoves(state).length`
   * says, faster, for perft's last ply and the search's leaves. A game may leave it out.
   */
  countLegalMoves?(state: S): number;
  /** Validate a move text against the position and apply it. */
  play(state: S, text: string): Result<Played<S>>;
  outcome(state: S): Outcome;
  view(state: S): BoardView;
  /**
   * The pieces of the game for a legend: each kind's letter as the view writes it, its
   * name and, in a sentence, how it moves. A game may leave it out.
   */
  readonly pieces?: readonly PieceInfo[];
  /**
   * Why no legal move goes on from the clicks `path` (a first click on a piece, an
   * off-board item or an action), in a player's words; undefined when one does, or when
   * the game has nothing to say. Lets a page explain a refused click without a round trip.
   */
  explainPath?(state: S, path: readonly string[]): Sentence | undefined;
  /**
   * The board after the clicks so far of a turn that is not yet a whole move (Pit of
   * Pillars: the first man of an entering turn stands before the second is chosen), or
   * undefined to show the position as it is.
   */
  partialView?(state: S, path: readonly string[]): BoardView | undefined;
  /**
   * Every king, of either side, that the other side's pieces attack in this position,
   * with its attackers: for the board's marks ("h14, black king, attacked") and the
   * question before a move that leaves one's own king open to capture. A game without
   * kings leaves it out.
   */
  attackedKings?(state: S): readonly AttackedKing[];
  /**
   * Kings are captured, not checked: a move may leave one's own king attacked (Ben39,
   * Inside-out Chess), so the page asks first. Left out where the rules have check.
   */
  readonly kingsMayBeCaptured?: boolean;
  /** What the player to move does next, in words, where a game starts unlike chess; undefined when obvious. */
  prompt?(state: S, path: readonly string[]): Sentence | undefined;
  /**
   * How piece kinds of this game look where the same letter means another piece in
   * another game: a view kind to the kind whose look to borrow (Ben39's knightrider "N"
   * to the nightrider "M"), or "disc" for the letter in a disc (Ben39's wizard "W", not
   * In The Bin's wazir).
   */
  readonly glyphs?: Readonly<Record<string, string>>;
  /**
   * How good a position is for White, in the game's own units (a pawn or a man about
   * 100), for the computer's search (src/engine/search/): material, and what the rules
   * make matter. A game may leave it out (the search then plays by outcomes alone).
   */
  evaluate?(state: S): number;
  /**
   * A short key naming the position for the computer's search (its transposition table):
   * states with equal keys play alike, but for history rules (repetition, In The Bin's
   * board and bin rules), which the search may overlook, as chess engines do. Much
   * cheaper than the whole-state text, which carries the history and so grows with the
   * game. A game may leave it out: the search then keys by the state text.
   */
  searchKey?(state: S): string;
  /**
   * Whether the computer's search may follow captures past its horizon (quiescence, at
   * the levels that ask for it); left out means yes. A game says no where its captures
   * do not settle an exchange the way chess's do (In The Bin: a capture earns the
   * capturer another move and leaves the piece in the bin for either side).
   */
  readonly quiescence?: boolean;
  /** The name of the toggle that shows the cells' `hint`s (Pit of Pillars: the squares' capacities). */
  readonly hintLabel?: string;
  /** Action ids a turn may take besides cells and area items (In The Bin's "push"): shown as buttons, greyed with the reason when not legal. */
  readonly actions?: readonly string[];
  /**
   * What the button of a path step the board does not draw says it does, after the
   * clicks `path` (the step last): "Push the rook on d4 into the bin", "Move the square
   * l2". Undefined: the step's id, capitalised.
   */
  actionLabel?(state: S, path: readonly string[]): Sentence | undefined;
  /**
   * The cell a path step that is not a cell stands for (Ben39's "square:l2" is the movable
   * square on l2), so that a click on the cell itself can start that step. A game may leave it out.
   */
  handleCell?(id: string): string | undefined;
  /**
   * The game's own conservation laws between a position and the next one (pieces
   * neither made nor lost except as the rules say): a sentence when one is broken, else
   * undefined. For the soak (`npm run soak`); a game may leave it out.
   */
  checkStep?(before: S, after: S): string | undefined;
}

/** A game whose state type is hidden, as the registry hands it out. */
export type AnyGame = Game<any>;
