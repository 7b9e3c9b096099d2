/**
 * Seat links this browser has created or opened, kept in localStorage so a player can
 * find their games again. A seat link is a key to the game: it never leaves the browser
 * (a game's token goes only to that game, as the bearer of its own requests).
 *
 * Each seat also keeps a glance at its game (whose turn, the deadline, the result) from
 * the last snapshot seen, so the list can put "your turn" first before anything loads.
 */
import type { GameSnapshot } from "./api.ts";
import type { BySide, Outcome, Side } from "../../src/engine/types.ts";
import { daysPerMoveOf, isTimeBank } from "../../src/contract/time-control.ts";
import { seatItem } from "./pocket/items.ts";
import { notePocketChange, notePocketItem } from "./pocket/outbox.ts";

/** What the list shows of a game, copied from its latest snapshot. */
export interface SeatGlance {
  readonly status: GameSnapshot["status"];
  readonly turn: Side | null;
  readonly deadline: string | null;
  readonly daysPerMove: number | null;
  /** A time bank's start in days (absent: not a bank, or a glance kept before banks existed). */
  readonly bankDays?: number;
  /** The time zone of the weekends off (absent: weekends count), so the time left leaves them out as the server does. */
  readonly weekendZone?: string;
  readonly names: BySide<string>;
  readonly outcome: Outcome;
  readonly ply: number;
  /** An offer from the opponent waiting for this seat's answer. */
  readonly offerToAnswer: "draw" | "takeback" | "rematch" | null;
  /** The opponent's seat has been opened at least once (its invitation has arrived). */
  readonly opponentJoined?: boolean;
  readonly checkedAt: string;
}

export interface MySeat {
  readonly id: string;
  readonly variant: string;
  readonly side: Side;
  /** The seat link, relative to the site: `/g/<id>#seat=<token>`. */
  readonly url: string;
  readonly opponent?: string;
  readonly savedAt: string;
  readonly glance?: SeatGlance;
  /** The opponent's seat link, kept by the browser that created the game until the opponent has opened it. */
  readonly invite?: string;
  /**
   * This seat has private notes, as this browser last saw them on the seat's page (read
   * or saved there). The list reads public snapshots only, and notes need the seat's
   * token, so it does not ask the server.
   */
  readonly hasNotes?: boolean;
  /** The league this game belongs to (saved by the league page), so My games lists it under the league. */
  readonly league?: { readonly id: string; readonly name: string };
}

const KEY = "pigeon-post:my-seats";
const LIMIT = 50;

/** Newest first; an unreadable store (private mode, edited by hand) reads as empty. */
export function listMySeats(): MySeat[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? "[]");
    return Array.isArray(value) ? (value as MySeat[]).filter((s) => s && typeof s.url === "string" && typeof s.id === "string") : [];
  } catch {
    return [];
  }
}

function store(seats: readonly MySeat[]): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(seats.slice(0, LIMIT)));
  } catch {
    // Storage full or disabled: the list is a convenience, the link itself still works.
  }
}

/**
 * Saves a seat (again), moving it to the top of the list and keeping what it knew. A seat
 * new to this browser goes into its pocket too (issue 33), unless it came from the pocket.
 */
export function rememberSeat(seat: MySeat, fromPocket = false): void {
  const seats = listMySeats();
  const before = seats.find((s) => s.url === seat.url);
  store([{ ...before, ...seat, glance: seat.glance ?? before?.glance }, ...seats.filter((s) => s.url !== seat.url)]);
  if (!before && !fromPocket) notePocketItem(seatItem(seat));
}

/** The saved seat with this link, if any. */
export function findMySeat(url: string): MySeat | undefined {
  return listMySeats().find((seat) => seat.url === url);
}

/** A saved seat of this game, if any. */
export function findSeatOfGame(id: string): MySeat | undefined {
  return listMySeats().find((seat) => seat.id === id);
}

/** Takes a seat off the list (the game itself goes on), and out of the pocket unless the pocket said so. */
export function forgetSeat(url: string, fromPocket = false): void {
  const seats = listMySeats();
  const gone = seats.find((seat) => seat.url === url);
  store(seats.filter((seat) => seat.url !== url));
  if (gone && !fromPocket) notePocketChange({ kind: "seat", key: `${gone.id}:${gone.side}` }, null);
}

/** Notes whether the seat of game `id` with `token` has notes, for the list's mark; a seat not saved is left alone. */
export function noteHasNotes(id: string, token: string, hasNotes: boolean): void {
  const url = `/g/${id}#seat=${token}`;
  const seats = listMySeats();
  if (!seats.some((seat) => seat.url === url && Boolean(seat.hasNotes) !== hasNotes)) return;
  store(seats.map((seat) => (seat.url === url ? { ...seat, hasNotes } : seat)));
}

/** Updates the glance of every saved seat of this game, without moving them in the list. */
export function noteSnapshot(snapshot: GameSnapshot): void {
  const seats = listMySeats();
  if (!seats.some((seat) => seat.id === snapshot.id)) return;
  // A seat opened with a recovery code is saved before its game is known: fill in the game too.
  store(seats.map((seat) => (seat.id === snapshot.id ? { ...seat, variant: seat.variant || snapshot.variant, glance: glanceOf(snapshot, seat.side) } : seat)));
}

export function glanceOf(snapshot: GameSnapshot, side: Side): SeatGlance {
  const other: Side = side === "white" ? "black" : "white";
  const offers = snapshot.offers ?? { draw: null, takeback: null, rematch: null };
  const offerToAnswer = offers.draw === other ? "draw" : offers.takeback === other ? "takeback" : offers.rematch === other && !snapshot.rematch?.started ? "rematch" : null;
  return {
    status: snapshot.status,
    turn: snapshot.turn,
    deadline: snapshot.deadline ?? null,
    daysPerMove: daysPerMoveOf(snapshot.timeControl),
    ...(snapshot.timeControl && isTimeBank(snapshot.timeControl) ? { bankDays: snapshot.timeControl.initialDays } : {}),
    ...(snapshot.timeControl?.weekendsOff ? { weekendZone: snapshot.timeControl.weekendsOff.timeZone } : {}),
    names: snapshot.names,
    outcome: snapshot.outcome,
    ply: snapshot.ply,
    offerToAnswer,
    // a server that does not say (older snapshots) is taken to mean yes: no invitation is shown
    opponentJoined: snapshot.joined?.[other] ?? true,
    checkedAt: new Date().toISOString(),
  };
}

/** Where a seat stands: its move (or an offer to answer), the opponent's move, not known yet, over. */
export type SeatStanding = "your-turn" | "waiting" | "unknown" | "over";

export function standingOf(seat: MySeat): SeatStanding {
  const glance = seat.glance;
  if (!glance) return "unknown";
  if (glance.status !== "active") return glance.offerToAnswer === "rematch" ? "your-turn" : "over";
  return glance.turn === seat.side || glance.offerToAnswer ? "your-turn" : "waiting";
}

const RANK: Record<SeatStanding, number> = { "your-turn": 0, waiting: 1, unknown: 2, over: 3 };

/**
 * The list's order: "your turn" first, then the opponent's turn, then games not yet
 * checked, then games that are over. Within a group, the nearest deadline first, then
 * the most recently opened.
 */
export function orderSeats(seats: readonly MySeat[]): MySeat[] {
  const deadline = (seat: MySeat): number => {
    const at = seat.glance?.status === "active" && seat.glance.deadline ? Date.parse(seat.glance.deadline) : NaN;
    return Number.isNaN(at) ? Infinity : at;
  };
  return [...seats].sort(
    (a, b) =>
      RANK[standingOf(a)] - RANK[standingOf(b)] ||
      deadline(a) - deadline(b) ||
      Date.parse(b.savedAt) - Date.parse(a.savedAt),
  );
}

/** The invitation still to send for this game (the opponent's seat link), if the opponent has not opened it yet. */
export function pendingInvitation(id: string, joined: boolean | undefined): string | undefined {
  const seat = findSeatOfGame(id);
  return seat?.invite && !joined ? seat.invite : undefined;
}
