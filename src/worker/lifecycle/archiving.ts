/**
 * Writing a finished game to the archive (D1), retried by the room's alarm until it
 * lands: the intent is stored first, each failure backs off from 10 s to at most an hour,
 * and it never gives up, so no finished game is ever lost.
 */
import { archiveGame } from "../archive.ts";
import type { GameStore } from "../game-store.ts";
import { archiveRowOf, outcomeOf, type LiveGame } from "../live-game.ts";
import { signedRecordOf } from "./signed-record.ts";

export function archiveRetryDelay(attempts: number): number {
  return Math.min(10_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/**
 * One attempt at the write, with the signed record (so the archive alone can serve it);
 * a failure is recorded with the time of the next one.
 */
export async function flushArchive(store: GameStore, env: Env, live: LiveGame): Promise<void> {
  if (outcomeOf(live).status === "ongoing" || store.isArchived()) return;
  try {
    const record = store.chain.read() ? await signedRecordOf(live, store, env.SIGNING_KEY, live.meta.origin) : null;
    await archiveGame(env.DB, { ...archiveRowOf(live), record });
    store.markArchived();
  } catch (error) {
    const attempts = store.recordArchiveFailure(error instanceof Error ? error.message : String(error), (n) => Date.now() + archiveRetryDelay(n + 1));
    console.error(`archive write for game ${live.meta.id} failed (attempt ${attempts}); will retry`, error);
  }
}
