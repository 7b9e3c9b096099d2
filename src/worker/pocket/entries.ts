/**
 * A pocket's sealed entries (docs/api.md "Pockets", entries): each change takes the next
 * version; a removal keeps a tombstone (sealed "") so that the other devices remove the
 * entry too. Tombstones beyond TOMBSTONES_KEPT are dropped, oldest first; a device whose
 * version is older than the last dropped one is sent every entry, marked `complete`
 * (what it holds and is not listed is gone). Every write runs inside the object's
 * synchronous SQLite, one at a time.
 */
import type { PocketChanges } from "../../contract/pocket.ts";
import { POCKET_LIMITS } from "../../contract/pocket.ts";
import { apiError, type Outcome } from "../errors.ts";
import { TOMBSTONES_KEPT } from "./limits.ts";
import type { PocketMeta, PocketStore } from "./pocket-store.ts";

/** What changed after `since` (everything, `complete`, for 0 or a version older than the tombstones kept). */
export function changesSince(meta: PocketMeta, store: PocketStore, since: number): PocketChanges & { readonly complete: boolean } {
  const complete = since === 0 || since < meta.prunedThrough || since > meta.version;
  const entries = store.readEntriesSince(complete ? 0 : since).filter((entry) => !complete || since === 0 || entry.sealed !== "");
  return { version: meta.version, entries, complete };
}

/** Stores `sealed` as entry `id`: the pocket's new version. */
export function putEntry(meta: PocketMeta, store: PocketStore, id: string, sealed: string): Outcome<PocketMeta> {
  const known = store.readEntry(id);
  if ((!known || known.sealed === "") && store.countLiveEntries() >= POCKET_LIMITS.entries) {
    return apiError(409, "too_many", `A pocket holds at most ${POCKET_LIMITS.entries} entries; remove some first.`);
  }
  if (known?.sealed === sealed) return { ok: true, value: meta };
  const next = { ...meta, version: meta.version + 1 };
  store.writeEntry({ id, sealed, version: next.version });
  return { ok: true, value: next };
}

/** Removes entry `id`, keeping its tombstone: the pocket's new version (unchanged when it was removed already). */
export function removeEntry(meta: PocketMeta, store: PocketStore, id: string): Outcome<PocketMeta> {
  const known = store.readEntry(id);
  if (!known) return apiError(404, "no_entry", "This pocket has no such entry.");
  if (known.sealed === "") return { ok: true, value: meta };
  let next = { ...meta, version: meta.version + 1 };
  store.writeEntry({ id, sealed: "", version: next.version });
  if (store.countTombstones() > TOMBSTONES_KEPT) next = { ...next, prunedThrough: Math.max(next.prunedThrough, store.pruneTombstones(TOMBSTONES_KEPT)) };
  return { ok: true, value: next };
}
