/**
 * Recovery codes: a short single-use code (`<game id>-<8 characters>`) that opens a seat
 * on another device. Only its hash is kept; it expires after a day; redeeming it issues a
 * new token for the same seat (the old link keeps working).
 */
import type { Side } from "../../engine/types.ts";
import type { GameStore } from "../game-store.ts";
import { hashToken, newRecoverySecret, newSeatToken } from "../tokens.ts";

const LIFETIME_MS = 86_400_000;

export async function issueRecoveryCode(store: GameStore, gameId: string, side: Side): Promise<{ code: string; expiresAt: string }> {
  const secret = newRecoverySecret();
  const now = Date.now();
  store.writeRecoveryCode(await hashToken(secret), side, now + LIFETIME_MS);
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
