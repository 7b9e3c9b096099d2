/**
 * The changes this browser made to its lists and has not yet sent to its pocket (issue 33):
 * a seat, league link or study saved for the first time, or one taken off a list. Kept in
 * localStorage, so a change made offline (or before the pocket exists) is sent later; the
 * sync (sync.ts) is told at once through a window event. Only a player's own adding and
 * removing are noted: a list's cap dropping its oldest item is not a removal, nor is what
 * the sync itself brings from the pocket.
 */
import type { PocketItem } from "../../../src/contract/pocket.ts";
import { keyOf, keyText, type ItemKey } from "./items.ts";

export interface PendingChange {
  readonly key: ItemKey;
  /** null: the item was removed. */
  readonly item: PocketItem | null;
}

const KEY = "pigeon-post:pocket-outbox";
/** The window event that tells the sync a change is waiting. */
export const POCKET_OUTBOX_EVENT = "pigeon-post:pocket-outbox";

export function readOutbox(): PendingChange[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? "[]");
    return Array.isArray(value) ? (value as PendingChange[]).filter((c) => c && typeof c.key?.kind === "string" && typeof c.key.key === "string") : [];
  } catch {
    return [];
  }
}

function writeOutbox(changes: readonly PendingChange[]): void {
  try {
    if (changes.length === 0) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, JSON.stringify(changes));
  } catch {
    // storage off: the pocket cannot be kept either
  }
}

/** Notes a change for the pocket (a later change of the same item replaces an earlier one). */
export function notePocketChange(key: ItemKey, item: PocketItem | null): void {
  const text = keyText(key);
  writeOutbox([...readOutbox().filter((c) => keyText(c.key) !== text), { key, item }]);
  if (typeof window !== "undefined") window.dispatchEvent(new Event(POCKET_OUTBOX_EVENT));
}

/** Notes a new item. */
export function notePocketItem(item: PocketItem | undefined): void {
  if (item) notePocketChange(keyOf(item), item);
}

/** Drops the changes that were sent (those still equal to what was sent: a newer change of the same item stays). */
export function dropSent(sent: readonly PendingChange[]): void {
  const done = new Set(sent.map((c) => JSON.stringify(c)));
  writeOutbox(readOutbox().filter((c) => !done.has(JSON.stringify(c))));
}
