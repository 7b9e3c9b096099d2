/**
 * Keeps this browser's lists (My games, leagues, studies) and its pocket in step (issue 33):
 * the changes made here are sealed and sent, the pocket's changes since the last sync are
 * opened and taken in (merge.ts decides), after every change noted here, when the pocket's
 * socket says it changed, and when the page is seen again. The pocket is made the first time
 * something is saved (ensurePocket), and every list item this browser already held goes in.
 * A device that was removed, or a pocket that was closed, is forgotten: the lists stay.
 */
import { entryId, openEntry, sealEntry } from "../../../src/contract/pocket-keys.ts";
import type { PocketItem } from "../../../src/contract/pocket.ts";
import { ApiError } from "../api.ts";
import { LiveSocket } from "../live-socket.ts";
import { forgetSeat, listMySeats, rememberSeat } from "../my-games.ts";
import { forgetLeague, listMyLeagues, rememberLeague } from "../my-leagues.ts";
import { forgetStudy, listMyStudies, rememberStudy } from "../my-studies.ts";
import { deleteEntry, ENTRIES_PER_BATCH, fetchEntries, pocketSocketUrl, putEntries } from "../pocket-api.ts";
import { currentPocket, ensurePocket, type CurrentPocket } from "./current.ts";
import { keyOf, leagueItem, leagueOf, readItem, seatItem, seatOf, studyItem, studyOf } from "./items.ts";
import { parseSocketMessage } from "./socket-message.ts";
import { mergePocket, type LocalChange, type RemoteChange } from "./merge.ts";
import { dropSent, notePocketChange, POCKET_OUTBOX_EVENT, readOutbox } from "./outbox.ts";
import { forgetPocket, notePocketVersion, readPocket } from "./pocket-store.ts";
import { KnownVersion } from "./known-version.ts";

/** The window event after the sync changed this browser's lists (My games draws again) or forgot the pocket. */
export const POCKET_SYNCED_EVENT = "pigeon-post:pocket-synced";

/** Every item of this browser's lists, as pocket items. */
export function localItems(): PocketItem[] {
  return [
    ...listMySeats().flatMap((seat) => seatItem(seat) ?? []),
    ...listMyLeagues().map(leagueItem),
    ...listMyStudies().map(studyItem),
  ];
}

/** Puts every item of this browser's lists in the outbox: a new pocket (or one this browser joined) gets them all. */
export function offerAllLocalItems(): void {
  for (const item of localItems()) notePocketChange(keyOf(item), item);
}

function addLocally(item: PocketItem): void {
  if (item.kind === "seat") rememberSeat(seatOf(item), true);
  else if (item.kind === "league") rememberLeague(leagueOf(item), true);
  else rememberStudy(studyOf(item), true);
}

function removeLocally(item: PocketItem): void {
  if (item.kind === "seat") forgetSeat(seatOf(item).url, true);
  else if (item.kind === "league") forgetLeague(item.url, true);
  else forgetStudy(item.id, true);
}

/** Whether a refusal means this browser must forget its pocket (removed device, closed pocket). */
export function isPocketLost(error: unknown): boolean {
  return error instanceof ApiError && (error.code === "device_removed" || error.code === "gone");
}

/** Forgets the pocket and tells the page. */
export function losePocket(): void {
  forgetPocket();
  window.dispatchEvent(new Event(POCKET_SYNCED_EVENT));
}

/** Reads the pocket and sends this browser's changes; false when there was no pocket to read. */
async function syncOnce(): Promise<boolean> {
  let pocket: CurrentPocket | undefined = await currentPocket();
  if (!pocket) {
    if (readOutbox().length === 0) return false;
    pocket = await ensurePocket();
    if (!pocket) return false;
    offerAllLocalItems();
  }
  const { keys, who } = pocket;
  const since = readPocket()?.version ?? 0;
  const local = new Map<string, PocketItem>();
  for (const item of localItems()) local.set(await entryId(keys, keyOf(item).kind, keyOf(item).key), item);
  const changes = await fetchEntries(who, since);
  const remote: RemoteChange[] = await Promise.all(
    changes.entries.map(async (entry) => ({ entry: entry.id, item: entry.sealed === "" ? null : readItem(await openEntry(keys, entry.id, entry.sealed)) })),
  );
  const pending = readOutbox();
  const outbox: LocalChange[] = await Promise.all(pending.map(async (change) => ({ entry: await entryId(keys, change.key.kind, change.key.key), item: change.item })));
  const plan = mergePocket(remote, outbox, (entry) => local.has(entry), changes.complete && since > 0 ? local.keys() : undefined);
  for (const item of plan.addLocally) addLocally(item);
  for (const entry of plan.removeLocally) {
    const item = local.get(entry);
    if (item) removeLocally(item);
  }
  // additions in batches (a browser's first sync may offer every seat it holds), removals one by one
  const puts: { id: string; sealed: string }[] = [];
  for (const change of plan.send) if (change.item) puts.push({ id: change.entry, sealed: await sealEntry(keys, change.entry, change.item) });
  const known = new KnownVersion(changes.version);
  for (let at = 0; at < puts.length; at += ENTRIES_PER_BATCH) {
    const batch = puts.slice(at, at + ENTRIES_PER_BATCH);
    known.wrote(batch.length, (await putEntries(who, batch)).version);
  }
  for (const change of plan.send) {
    if (change.item) continue;
    const answer = await deleteEntry(who, change.entry);
    known.removed(answer.version, answer.removed);
  }
  dropSent(pending);
  notePocketVersion(pocket.secret, known.version);
  if (plan.addLocally.length + plan.removeLocally.length > 0) window.dispatchEvent(new Event(POCKET_SYNCED_EVENT));
  return true;
}

/** The newest version the pocket's socket has told of, and of which pocket. */
let announced: { readonly secret: string; readonly version: number } | undefined;

/** Whether the socket told of a version of this browser's pocket that this browser has not seen. */
function behindAnnounced(): boolean {
  const pocket = readPocket();
  return announced !== undefined && pocket?.secret === announced.secret && announced.version > pocket.version;
}

/**
 * The socket says the pocket is at `version` now. A version this browser has seen already is
 * its own write, told to every device: nothing to read. One told while a sync is under way
 * is judged when that sync ends, when the sync's own writes are known.
 */
function pocketAnnounced(secret: string, version: number): void {
  if (announced?.secret !== secret || announced.version < version) announced = { secret, version };
  if (!running && behindAnnounced()) void syncPocket();
}

let running: Promise<void> | undefined;
/** Another round wanted after the sync under way: to read (the page seen again, another tab), or only to send what it did not. */
let again: "read" | "send" | undefined;

/**
 * Syncs now (or right after the sync under way); failures wait for the next occasion, a
 * lost pocket is forgotten. `toSend`: the sync is for changes noted here, and one under way
 * that sent them all (it reads the outbox after its read) is enough.
 */
export function syncPocket(toSend = false): Promise<void> {
  if (running) {
    if (again !== "read") again = toSend ? "send" : "read";
    return running;
  }
  running = (async () => {
    for (let round = true; round; ) {
      again = undefined;
      try {
        const read = await syncOnce();
        // a version told of since is read now; changes noted since, sent now
        round = (read && behindAnnounced()) || again === "read" || (again === "send" && readOutbox().length > 0);
      } catch (error) {
        if (isPocketLost(error)) losePocket();
        // offline or refused for now: the outbox keeps this browser's changes for the next sync
        return;
      }
    }
  })().finally(() => {
    running = undefined;
    again = undefined;
  });
  return running;
}

let socket: { secret: string; live: LiveSocket } | undefined;

/** Opens the pocket's socket (or closes it when the browser has no pocket any more), so changes arrive within seconds. */
async function followPocket(): Promise<void> {
  const pocket = await currentPocket();
  if (socket && socket.secret === pocket?.secret) return;
  socket?.live.close();
  socket = undefined;
  if (!pocket) return;
  const { who } = pocket;
  const live = new LiveSocket({
    url: () => pocketSocketUrl(who),
    onOpen: (send) => send(JSON.stringify({ type: "hello", auth: who.auth, device: who.device })),
    onText: (text) => {
      const message = parseSocketMessage(text);
      if (message?.type === "changed") pocketAnnounced(pocket.secret, message.version);
      else if (message?.type === "closed" || (message?.type === "device-removed" && message.device === who.device)) {
        losePocket();
        void followPocket();
      }
    },
    // no read on (re)connecting: the answer to the hello is the pocket's version, and
    // pocketAnnounced reads only when that is newer than what this browser has seen
    onCatchUp: () => undefined,
  });
  socket = { secret: pocket.secret, live };
}

let debounce: ReturnType<typeof setTimeout> | undefined;

/** Starts keeping the lists and the pocket in step for as long as the page is open (main.ts). */
export function startPocketSync(): void {
  // whether a read is wanted (the page seen again, another tab), or only this browser's changes sent
  let read = false;
  const soon = (toRead: boolean): void => {
    read ||= toRead;
    clearTimeout(debounce);
    debounce = setTimeout(() => {
      // changes that a sync has sent in the meantime (the first sync offers every item this
      // browser holds, each one such a change) need no sync of their own
      const toRead = read;
      read = false;
      if (toRead || readOutbox().length > 0) void syncPocket(!toRead).then(followPocket);
    }, 200);
  };
  window.addEventListener(POCKET_OUTBOX_EVENT, () => soon(false));
  window.addEventListener("focus", () => soon(true));
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") soon(true);
  });
  // another tab of this browser joined, replaced or forgot the pocket
  window.addEventListener("storage", (event) => {
    if (event.key === "pigeon-post:pocket") soon(true);
  });
  void syncPocket().then(followPocket);
}

/** Called after this tab joined, replaced or forgot the pocket: sync and follow the new one. */
export function pocketChanged(): Promise<void> {
  return syncPocket().then(followPocket);
}
