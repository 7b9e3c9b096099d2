/**
 * The seat in a link's fragment (`/g/<id>#seat=<token>`): the token, and which side it
 * plays. The fragment never reaches the server's logs; the token goes out only as a
 * bearer header.
 */
import { ApiError } from "./api.ts";
import { fetchSeatSide } from "./lifecycle-api.ts";
import { findMySeat, findSeatOfGame } from "./my-games.ts";
import type { Side } from "../../src/engine/types.ts";

/** The token in a `#seat=<token>` fragment, or undefined for a watch link. */
export function seatTokenFromHash(hash: string): string | undefined {
  const token = new URLSearchParams(hash.replace(/^#/, "")).get("seat");
  return token || undefined;
}

/**
 * The seat token of the game page being opened: the link's `#seat=`, or, for
 * `#open-seat` (a clicked push notice, whose link never carries a token), the seat this
 * browser saved for the game; the address bar then shows that seat link.
 */
export function seatTokenForPage(gameId: string): string | undefined {
  if (location.hash !== "#open-seat") return seatTokenFromHash(location.hash);
  const saved = findSeatOfGame(gameId);
  history.replaceState(null, "", saved ? saved.url : location.pathname);
  return saved ? seatTokenFromHash(new URL(saved.url, location.href).hash) : undefined;
}

/** The side a seat plays; "invalid" when the server does not know the token, "unknown" when it could not be asked. */
export type SeatSide = Side | "invalid" | "unknown";

/**
 * Which side the token plays. A seat this browser saved knows its side (and works
 * offline); otherwise the server says, with `GET /api/games/:id/seat`.
 */
export async function resolveSeatSide(gameId: string, token: string): Promise<SeatSide> {
  const saved = findMySeat(`/g/${gameId}#seat=${token}`);
  if (saved) return saved.side;
  try {
    return await fetchSeatSide(gameId, token);
  } catch (error) {
    if (error instanceof ApiError && (error.code === "wrong_token" || error.code === "missing_token")) return "invalid";
    return "unknown";
  }
}
