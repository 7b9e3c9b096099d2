/**
 * The pocket's merge (issue 33), pure: what this browser's lists and the pocket must each
 * do after the pocket's changes since the last sync are read, given the changes this
 * browser made meanwhile and has not sent yet (its outbox).
 *
 * - A change this browser has not sent yet wins over the pocket's for the same entry: it is
 *   newer than anything the pocket said before this sync read it (it was made after the last
 *   sync) and is sent now. So a game saved here is not removed by an older removal elsewhere,
 *   and a game removed here is not brought back by the pocket's copy.
 * - Otherwise the pocket wins: an item this browser lacks is added to its lists; a tombstone
 *   (sealed "") of an item it holds removes it. Entries already in step change nothing.
 * - An entry the page cannot open or read (not sealed by this pocket, an unknown kind) is
 *   left alone on both sides.
 * - A removal this browser has not sent, of an entry the pocket's read shows removed, is
 *   already done: it is not sent.
 */
import type { PocketItem } from "../../../src/contract/pocket.ts";

/** One change of the pocket, opened: `item` null for a tombstone, undefined for an entry this page cannot read. */
export interface RemoteChange {
  readonly entry: string;
  readonly item: PocketItem | null | undefined;
}

/** A change made in this browser and not yet sent: `item` null for a removal. */
export interface LocalChange {
  readonly entry: string;
  readonly item: PocketItem | null;
}

export interface MergePlan {
  /** Items to put in this browser's lists. */
  readonly addLocally: readonly PocketItem[];
  /** Entries whose item this browser's lists must drop. */
  readonly removeLocally: readonly string[];
  /** This browser's changes to send to the pocket, in order (one per entry). */
  readonly send: readonly LocalChange[];
}

/**
 * `local` tells whether this browser's lists hold an entry now; `outbox` is in the order
 * the changes were made (a later change of the same entry replaces an earlier one).
 */
export function mergePocket(remote: readonly RemoteChange[], outbox: readonly LocalChange[], local: (entry: string) => boolean, completeOver?: Iterable<string>): MergePlan {
  const pending = new Map<string, LocalChange>();
  for (const change of outbox) {
    pending.delete(change.entry);
    pending.set(change.entry, change);
  }
  const latest = new Map<string, RemoteChange>();
  for (const change of remote) latest.set(change.entry, change);
  const addLocally: PocketItem[] = [];
  const removeLocally: string[] = [];
  for (const change of latest.values()) {
    if (pending.has(change.entry) || change.item === undefined) continue;
    if (change.item === null) {
      if (local(change.entry)) removeLocally.push(change.entry);
    } else if (!local(change.entry)) addLocally.push(change.item);
  }
  // a complete answer (this device was behind the tombstones the pocket keeps) lists every
  // live entry: what this device holds beyond it was removed elsewhere, unless it is its own unsent change
  if (completeOver) for (const entry of completeOver) if (!latest.has(entry) && !pending.has(entry)) removeLocally.push(entry);
  // a removal the pocket has already made (its tombstone is in this read) is not sent again:
  // a removal that removes nothing answers a version that a write of another device may
  // have moved, which the sync could not tell from its own (sync.ts KnownVersion)
  const send = [...pending.values()].filter((change) => change.item !== null || latest.get(change.entry)?.item !== null);
  return { addLocally, removeLocally, send };
}
