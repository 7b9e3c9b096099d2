/**
 * The game page's state, after chessground's: plain data with defaults, read and changed
 * by the functions below, drawn by the views (board-view.ts, players-view.ts,
 * side-view.ts). Nothing here touches the DOM or the network; the page (pages/game.ts)
 * does the I/O and calls these.
 */
import type { GameSnapshot } from "../api.ts";
import type { BoardApi } from "../board/board.ts";
import { startInput, type MoveInput } from "../move-input.ts";
import type { SeatSide } from "../seat.ts";
import { outcomeFor } from "../words.ts";
import type { AnyGame, BySide, Move, Side } from "../../../src/engine/types.ts";
import type { GameHistory } from "./history.ts";
import type { VariationTree } from "../../../src/engine/variations.ts";
import type { RecordGraph } from "../review/record-graph.ts";
import { t } from "../i18n.ts";
import { say } from "../engine-words.ts";
import { sideName, sideNamesIn } from "../board/words.ts";

export interface Seat {
  readonly token: string;
  side: SeatSide | "resolving";
}

/** An imported game's annotated record as a tree (record-tree.ts). */
export interface RecordTree {
  readonly tree: VariationTree;
  /** The evaluation graph of a reviewed record (its main line carries `[%eval]`s), as the viewers draw it. */
  readonly graph?: RecordGraph;
  /** A move off the main line shown on the board; undefined: the main line at the ply shown. */
  variation: number | undefined;
}

/** Everything shown once the game has loaded: the server's snapshot plus local choices. */
export interface Loaded {
  readonly game: AnyGame;
  readonly board: BoardApi;
  snapshot: GameSnapshot;
  history: GameHistory;
  /** A move sent and shown, not yet confirmed by the server. */
  pending: GameHistory | undefined;
  /** The ply on the board; undefined follows the latest. */
  viewPly: number | undefined;
  /** An imported game's comments and variations, once its record is read (absent for a record without any). */
  record?: RecordTree;
  input: MoveInput;
  choosing: boolean;
  orientation: Side;
  /** A move made on the board that waits for Confirm (move confirmation is on, or the question below). */
  proposed: Move | undefined;
  /** The question asked about the proposed move (it leaves one's own king open to capture), if any. */
  question: string | undefined;
  /** The arrows from the attackers of an attacked king are shown (on request). */
  showAttackers: boolean;
  /** Why the last click led to no move, from the engine; cleared by the next click. */
  refusal: string | undefined;
  /** A move the server did not answer, kept ready to play again until the position changes. */
  unsent: Move | undefined;
}

export interface GamePageState {
  readonly id: string;
  /** The seat this page plays, when its link carried a token. */
  readonly seat: Seat | undefined;
  loaded: Loaded | undefined;
  connected: boolean;
  /** An imported game: nothing live to connect to. */
  archivedOnly: boolean;
  presence: BySide<boolean>;
  unmounted: boolean;
  /** When the socket last pushed a state (performance.now()). */
  lastPushAt: number;
  /** The rematch's link for this viewer, once it has started and been worked out. */
  rematchLink: { id: string; url: string } | undefined;
  /** The computer's suggestion in a game against it, for the position after `ply`: its words, and its clicks for the board's arrow. */
  hint: { ply: number; text: string; path?: readonly string[] } | undefined;
}

export function createPageState(id: string, token: string | undefined): GamePageState {
  return {
    id,
    seat: token ? { token, side: "resolving" } : undefined,
    loaded: undefined,
    connected: false,
    archivedOnly: false,
    presence: { white: false, black: false },
    unmounted: false,
    lastPushAt: -1,
    rematchLink: undefined,
    hint: undefined,
  };
}

export const shownHistory = (l: Loaded): GameHistory => l.pending ?? l.history;
export const shownPly = (l: Loaded): number => l.viewPly ?? shownHistory(l).moves.length;

/** The side this page plays, once its seat is known. */
export function mySide(state: GamePageState): Side | undefined {
  const side = state.seat?.side;
  return side === "white" || side === "black" ? side : undefined;
}

/** The legal moves this page may play now: none for watchers, in replay, or while a move is on its way. */
export function playableMoves(state: GamePageState, l: Loaded): readonly Move[] {
  const side = mySide(state);
  if (!side || l.pending || l.viewPly !== undefined || l.snapshot.status !== "active") return [];
  const position = l.history.states[l.history.states.length - 1];
  if (l.game.turn(position) !== side || l.game.outcome(position).status !== "ongoing") return [];
  return l.game.legalMoves(position);
}

export function resetInput(state: GamePageState): void {
  const l = state.loaded;
  if (!l) return;
  l.input = startInput(playableMoves(state, l));
  l.choosing = false;
}

/**
 * Whether `next` leaves the play where `before` had it: the same moves and the same
 * status. A snapshot that only brings news around the board (presence, an offer, a
 * socket's first hello) must not drop a move the player is half-way through entering.
 */
export function samePlay(before: GameSnapshot, next: GameSnapshot): boolean {
  return next.status === before.status && next.ply === before.ply &&
    next.moves.length === before.moves.length && next.moves.every((move, i) => move === before.moves[i]);
}

/** Shows ply `ply` (the latest when it is past the end). */
export function selectPly(state: GamePageState, ply: number): void {
  const l = state.loaded;
  if (!l) return;
  l.viewPly = ply >= shownHistory(l).moves.length ? undefined : ply;
  if (l.record) l.record.variation = undefined;
  resetInput(state);
}

export function flip(state: GamePageState): void {
  const l = state.loaded;
  if (l) l.orientation = l.orientation === "white" ? "black" : "white";
}

/**
 * Whether a pushed snapshot is older than the one shown (a fetch answered after it).
 * The version says: it grows with every change, takebacks included.
 */
export function isOlder(next: GameSnapshot, shown: GameSnapshot): boolean {
  return next.version < shown.version;
}

/** The status line: the result, whose turn it is, or that a move is on its way. */
export function statusText(state: GamePageState, l: Loaded): string {
  const { snapshot, game } = l;
  if (snapshot.status === "aborted") return t("game.status.aborted");
  if (snapshot.status === "finished" || snapshot.outcome.status !== "ongoing") {
    return outcomeFor(snapshot.outcome, sideNamesIn(game), mySide(state)) || t("game.status.over");
  }
  if (l.pending) return t("game.status.sending");
  const turn = snapshot.turn;
  if (!turn) return "";
  const side = mySide(state);
  if (side) return turn === side ? t("game.status.yourTurn") : t("game.status.waitingFor", { side: sideName(game, turn) });
  return t("game.status.sideToMove", { side: sideName(game, turn) });
}

/**
 * Whose extra move it is, when the side to move also made the last move (In The Bin's
 * capture rule): the banner's words, or undefined.
 */
export function extraMoveText(state: GamePageState, l: Loaded): string | undefined {
  const turn = l.snapshot.status === "active" ? l.snapshot.turn : null;
  const last = l.history.sides[l.history.sides.length - 1];
  if (!turn || last !== turn) return undefined;
  return mySide(state) === turn ? t("game.status.extraMoveYou") : t("game.status.extraMoveSide", { side: sideName(l.game, turn) });
}

/** The ids a click on which would lead to no legal move, each with the engine's reason (greyed on the board). */
export function refusedClicks(state: GamePageState, l: Loaded): Map<string, string> {
  const refused = new Map<string, string>();
  const explain = l.game.explainPath;
  if (!explain || l.input.prefix.length > 0 || playableMoves(state, l).length === 0) return refused;
  const position = l.history.states[l.history.states.length - 1];
  const view = l.game.view(position);
  const ids = [...view.areas.flatMap((area) => area.items.filter((item) => item.count > 0).map((item) => item.id)), ...(l.game.actions ?? [])];
  for (const id of ids) {
    const reason = explain.call(l.game, position, [id]);
    if (reason) refused.set(id, say(reason));
  }
  return refused;
}
