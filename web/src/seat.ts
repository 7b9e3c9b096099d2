/**
 * The seat in a link's fragment (`/g/<id>#seat=<token>`): the token, and which side it
 * plays. The fragment never reaches the server's logs; the token goes out only as a
 * bearer header.
 */
import { ApiError, postMove, type GameSnapshot } from "./api.ts";
import { findMySeat } from "./my-games.ts";
import { opposite, type Side } from "../../src/engine/types.ts";

/** The token in a `#seat=<token>` fragment, or undefined for a watch link. */
export function seatTokenFromHash(hash: string): string | undefined {
  const token = new URLSearchParams(hash.replace(/^#/, "")).get("seat");
  return token || undefined;
}

/** The side a seat plays; "invalid" when the server does not know the token. */
export type SeatSide = Side | "invalid" | "unknown";

/**
 * Which side the token plays. A seat this browser saved knows its side. Otherwise we
 * ask the server, which has no call for it (docs/api.md), in a way that can never
 * change the game: a move with an impossible ply. The server checks the seat, then
 * whether the game is over, then the turn, then the ply, so the refusal says whether
 * the seat is the side to move ("stale_ply") or not ("not_your_turn").
 */
export async function resolveSeatSide(game: GameSnapshot, token: string): Promise<SeatSide> {
  const saved = findMySeat(`/g/${game.id}#seat=${token}`);
  if (saved) return saved.side;
  try {
    await postMove(game.id, token, "-", IMPOSSIBLE_PLY);
  } catch (error) {
    if (!(error instanceof ApiError)) return "unknown";
    if (error.code === "wrong_token" || error.code === "missing_token") return "invalid";
    if (game.turn && error.code === "stale_ply") return game.turn;
    if (game.turn && error.code === "not_your_turn") return opposite(game.turn);
  }
  return "unknown";
}

/** Far beyond any real game, and within the API's accepted range. */
const IMPOSSIBLE_PLY = 1_000_000;
