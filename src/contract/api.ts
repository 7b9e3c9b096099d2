/**
 * The contract between the Worker and the web: the JSON shapes the API sends (docs/api.md),
 * as types. Neither side owns this folder; both import it, and the web imports nothing
 * from src/worker.
 */
import type { BySide, GameOptions, Outcome, Side } from "../engine/types.ts";
import type { GameUpdate } from "./updates.ts";
import type { ClockState } from "./clocks.ts";
import type { TimeControl } from "./time-control.ts";
import type { ProblemReason, UnsignedPart } from "./verify-problems.ts";


export interface GameSnapshot {
  readonly id: string;
  /**
   * Grows by one with every change (move, takeback, offer, end...): of two snapshots of
   * a game, the one with the higher version is the newer. Presence does not count.
   */
  readonly version: number;
  readonly variant: string;
  readonly options: GameOptions;
  readonly names: BySide<string>;
  /** "aborted": ended before both sides moved; such a game is not archived. */
  readonly status: "active" | "finished" | "aborted";
  /** The side to move, or null once the game is over. */
  readonly turn: Side | null;
  /** Single moves by either side: the length of `moves`. */
  readonly ply: number;
  /** Moves as the record numbers them (In The Bin's extra moves share their number): what pages show as "N moves". */
  readonly moveCount: number;
  readonly moves: readonly string[];
  readonly notes: readonly (readonly string[])[];
  readonly position: string;
  readonly outcome: Outcome;
  /** The clock's rules with every field (defaults filled in), or null for a game without a clock. */
  readonly timeControl: TimeControl | null;
  /** When the side to move runs out of time (ISO) if nothing stops its clock first, or null while its clock is stopped or there is none. */
  readonly deadline: string | null;
  /** Timed games: both sides' clocks at the snapshot's moment. */
  readonly clocks?: { readonly white: ClockState; readonly black: ClockState };
  /** Timed games: a pause offered (by whom, how many days) and the end of the one running (ISO). */
  readonly pause?: { readonly offer: { readonly side: Side; readonly days: number } | null; readonly until: string | null };
  /** Timed games under "claim": the side whose time ran out (and when), until it moves, is given time or the opponent claims. */
  readonly timeout?: { readonly side: Side; readonly at: string } | null;
  /** Pending offers: the side that made each, or null. */
  readonly offers: { readonly draw: Side | null; readonly takeback: Side | null; readonly rematch: Side | null };
  /** The rematch game's id once one is offered; `started` once accepted. */
  readonly rematch: { readonly id: string; readonly started: boolean } | null;
  readonly rematchOf: string | null;
  /** Which seats have a page open right now. */
  readonly presence: BySide<boolean>;
  /** Which seats have ever been opened (a seat's page said hello, or asked which side it plays): an invitation is no longer needed. */
  readonly joined?: BySide<boolean>;
  /** Which sides have ever made a move, moves since taken back included: once both have, the game can no longer be aborted. */
  readonly moved?: BySide<boolean>;
  /** True for a game imported from a record (it exists only in the archive). */
  readonly imported?: boolean;
  /** An imported game's record, verified when it was imported (contract/verify-record.ts): the verdict in words. */
  readonly verification?: string;
  /** The hash chain's head (hex) and how many events it holds (docs/api.md "Records you can verify"); absent for games without a chain. */
  readonly chainHead?: string;
  readonly chainLength?: number;
  /** The computer's seat and level in a game against it. */
  readonly computer?: { readonly side: Side; readonly level: 1 | 2 | 3 };
  /**
   * A rated game (issue 33; docs/ratings.md): the public names bound to its seats, null for
   * a seat whose rated challenge nobody has accepted yet (no move is taken until both are
   * bound); null for an unrated game. Absent only from games read back from the archive.
   */
  readonly rated?: { readonly white: string | null; readonly black: string | null } | null;
  readonly createdAt: string;
  readonly updatedAt: string;
}

export interface CreatedGame {
  readonly id: string;
  readonly variant: string;
  readonly creatorSide: Side;
  readonly seats: BySide<SeatLink>;
  /** Two people play. */
  readonly computer: null;
  readonly watchUrl: string;
}

export interface SeatLink {
  readonly token: string;
  readonly url: string;
}

/** A game against the computer: only the creator's seat, since the computer's token never leaves the server. */
export interface CreatedComputerGame {
  readonly id: string;
  readonly variant: string;
  readonly creatorSide: Side;
  readonly seats: { readonly [S in Side]?: SeatLink };
  /** The computer's seat and level (1 weakest, 3 strongest). */
  readonly computer: { readonly side: Side; readonly level: 1 | 2 | 3 };
  readonly watchUrl: string;
}

export interface ArchiveEntry {
  readonly id: string;
  readonly variant: string;
  readonly white: string;
  readonly black: string;
  readonly result: string;
  readonly termination: string;
  /** Single moves by either side. */
  readonly plies: number;
  /** Moves as the record numbers them: what pages show as "N moves" (In The Bin's extra moves share a number). */
  readonly moves: number;
  readonly endedAt: string;
  /** Imported from a record rather than played here. */
  readonly imported: boolean;
}

export interface ArchiveSummary {
  readonly variant: string;
  readonly games: number;
  readonly whiteWins: number;
  readonly blackWins: number;
  readonly draws: number;
  /** The average of the games' numbered moves (ArchiveEntry.moves). */
  readonly averageMoves: number;
  /** The average of the games' plies (single moves), as before averageMoves came. */
  readonly averagePlies: number;
}

/**
 * A change of a seat's (or a league player's) notice settings, `PUT .../notices`: each
 * kind turned on (a target) or off (null), left out to stay as it is; `lang` is the
 * language the notices are written in from now on (a locale of src/i18n/locales.ts,
 * English when left out), for every target of the seat (docs/api.md).
 */
export interface NoticesChange {
  readonly webhook?: string | null;
  readonly push?: { readonly endpoint: string; readonly keys: { readonly p256dh: string; readonly auth: string } } | null;
  readonly lang?: string;
}

/** Where a seat's notices go (never includes the push keys). */
export interface NoticeSettings {
  readonly webhook: string | null;
  readonly push: boolean;
  /** Whether this server has VAPID keys, so push can be turned on at all. */
  readonly pushAvailable: boolean;
}

/** A message on the game's WebSocket. */
export type SocketMessage =
  /** The whole game: on connect. */
  | { readonly type: "state"; readonly game: GameSnapshot }
  /** What one change changed (contract/updates.ts): after every move, offer, takeback or end. */
  | { readonly type: "update"; readonly update: GameUpdate }
  | { readonly type: "presence"; readonly presence: BySide<boolean> }
  /** Only to sockets that said hello with a seat: the players' messages so far, then each new one. */
  | { readonly type: "messages"; readonly messages: readonly PlayerMessage[] }
  | { readonly type: "message"; readonly message: PlayerMessage }
  | { readonly type: "pong" };

/** A message between the two seats (never shown to anyone else). */
export interface PlayerMessage {
  readonly side: Side;
  /** When it was sent (ISO). */
  readonly at: string;
  readonly text: string;
}

/** A seat's conditional moves: lines of whole turns, the opponent's first, built at `ply`. */
export interface ConditionalLines {
  readonly ply: number;
  readonly lines: readonly (readonly (readonly string[])[])[];
}

/** The most a message to the opponent may hold, in characters (code points: an emoji is one). */
export const MAX_MESSAGE_LENGTH = 500;

/** The most a seat's notes may hold, in characters (code points: an emoji is one): about two pages. */
export const MAX_NOTES_LENGTH = 4000;

/** A seat's private notes: read and written with its own token only, never shown to anyone else. */
export interface SeatNotes {
  /** The notes as last saved; "" when there are none. */
  readonly text: string;
  /** When they were last saved (ISO), or null when never. */
  readonly updatedAt: string | null;
}

/** `verification` in `POST /api/import`'s answer: whether the record's hash chain and signature hold (docs/api.md "Records you can verify"). */
export interface ImportVerification {
  /** Whether the record carries a chain at all. */
  readonly chained: boolean;
  readonly intact: boolean;
  /** The origin whose key signed it, when the signature was checked (this server's records only). */
  readonly signedBy: string | null;
  /** Each part of the record no signature covers, in words ("a comment after move 3 (White's e2-e3)"); empty when the record is exactly what was signed (and for a broken or unchained record). */
  readonly unsigned: readonly string[];
  /** The verdict in words: "intact: 11 events, signed by https://..." (then "; not signed: " and the list when `unsigned` is not empty), or "broken: <what does not match>". */
  readonly message: string;
  /**
   * The verdict as data, for a page that says it in its reader's language: an intact
   * chain's event count, its key id (a signature there was, checked or not) and whether the
   * game had ended, with `unsigned` as data; a broken chain's reason (verify-problems.ts).
   */
  readonly events?: number;
  readonly kid?: string | null;
  readonly finished?: boolean;
  readonly unsignedParts?: readonly UnsignedPart[];
  readonly why?: ProblemReason;
}
