/**
 * Seat links this browser has created or opened, kept in localStorage so a player can
 * find their games again. A seat link is a key to the game: it never leaves the browser.
 */
import type { Side } from "../../src/engine/types.ts";

export interface MySeat {
  readonly id: string;
  readonly variant: string;
  readonly side: Side;
  /** The seat link, relative to the site: `/g/<id>#seat=<token>`. */
  readonly url: string;
  readonly opponent?: string;
  readonly savedAt: string;
}

const KEY = "pigeon-post:my-seats";
const LIMIT = 50;

/** Newest first; an unreadable store (private mode, edited by hand) reads as empty. */
export function listMySeats(): MySeat[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? "[]");
    return Array.isArray(value) ? (value as MySeat[]) : [];
  } catch {
    return [];
  }
}

/** Saves a seat (again), moving it to the top of the list. */
export function rememberSeat(seat: MySeat): void {
  const others = listMySeats().filter((s) => s.url !== seat.url);
  try {
    localStorage.setItem(KEY, JSON.stringify([seat, ...others].slice(0, LIMIT)));
  } catch {
    // Storage full or disabled: the list is a convenience, the link itself still works.
  }
}

/** The saved seat with this link, if any. */
export function findMySeat(url: string): MySeat | undefined {
  return listMySeats().find((seat) => seat.url === url);
}
