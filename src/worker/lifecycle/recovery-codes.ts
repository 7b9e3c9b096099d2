/**
 * Recovery codes: a short single-use code (`<game id>-<8 characters>`) that opens a seat
 * on another device. Only its hash is kept; it expires after a day; redeeming it issues a
 * new token for the same seat (the old link keeps working). A seat holds at most
 * `MAX_CODES_PER_SEAT` unexpired codes: a new one retires the oldest, so the open doors
 * into a seat stay few and a client that keeps asking cannot grow the room's storage.
 */
import type { Side } from "../../engine/types.ts";
import type { GameStore } from "../game-store.ts";
import { hashToken, newRecoverySecret, newSeatToken } from "../tokens.ts";

const LIFETIME_MS = 86_400_000;

/** Unexpired recovery codes a seat can hold at once. */
export const MAX_CODES_PER_SEAT = 5;

export async function issueRecoveryCode(store: GameStore, gameId: string, side: Side): Promise<{ code: string; expiresAt: string }> {
  const secret = newRecoverySecret();
  const now = Date.now();
  store.writeRecoveryCode(await hashToken(secret), side, now + LIFETIME_MS, now, MAX_CODES_PER_SEAT);
  store.appendEvent("recovery-code", side, now);
  return { code: `${gameId}-${secret}`, expiresAt: new Date(now + LIFETIME_MS).toISOString() };
}

/** A new token for the seat the code opens, or undefined for an unknown, used or expired code. */
export async function redeemRecoveryCode(store: GameStore, secret: string): Promise<{ side: Side; token: string } | undefined> {
  const now = Date.now();
  const side = store.takeRecoveryCode(await hashToken(secret), now);
  if (!side) return undefined;
  const token = newSeatToken();
  store.writeExtraSeat(await hashToken(token), side, now);
  store.appendEvent("recovered", side, now);
  return { side, token };
}
