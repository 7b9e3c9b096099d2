/**
 * What the pocket's page does (issue 33): open this browser's pocket (making it if needed),
 * join a pocket from its link, and start a new pocket in place of one whose link may be in
 * the wrong hands. Each ends with the sync following the pocket now held.
 */
import { entryId, newPocketSecret, openEntry, sealEntry } from "../../../src/contract/pocket-keys.ts";
import type { PocketView } from "../../../src/contract/pocket.ts";
import { closePocket, createPocket, ENTRIES_PER_BATCH, fetchEntries, fetchPocket, giveUpName, joinPocket, putEntries, takeName } from "../pocket-api.ts";
import { currentPocket, ensurePocket, pocketFrom, sealDeviceLabel, type CurrentPocket } from "./current.ts";
import { keyOf, readItem } from "./items.ts";
import { newDeviceId, readPocket, writePocket } from "./pocket-store.ts";
import { offerAllLocalItems, pocketChanged } from "./sync.ts";

/** This browser's pocket and its view, the pocket made now (with every item of the lists) if the browser had none. */
export async function openMyPocket(): Promise<{ pocket: CurrentPocket; view: PocketView } | undefined> {
  const had = readPocket() !== undefined;
  const pocket = await ensurePocket();
  if (!pocket) return undefined;
  if (!had) offerAllLocalItems();
  const view = await fetchPocket(pocket.who);
  void pocketChanged();
  return { pocket, view };
}

/**
 * This device joins the pocket of `secret` (its link was opened here): the lists this
 * browser already had go into it too, and the pocket's games come into the lists. Refusals
 * (a closed pocket: 410 gone; ten devices: 409) are thrown as ApiError.
 */
export async function joinWithSecret(secret: string): Promise<CurrentPocket> {
  const held = await currentPocket();
  if (held?.secret === secret) return held;
  const pocket = await pocketFrom(secret, newDeviceId());
  await joinPocket(pocket.who, await sealDeviceLabel(pocket.keys, pocket.device));
  writePocket({ secret, device: pocket.device, version: 0 });
  offerAllLocalItems();
  await pocketChanged();
  return pocket;
}

/**
 * "Start a new pocket": a new secret, every entry of the old pocket opened and sealed again
 * under the new keys, the public name moved across, then the old pocket closed (its link and
 * every device still holding it are refused from then on). Returns the new pocket.
 */
export async function startNewPocket(old: CurrentPocket): Promise<CurrentPocket> {
  const fresh = await pocketFrom(newPocketSecret(), newDeviceId());
  const oldView = await fetchPocket(old.who);
  const { entries } = await fetchEntries(old.who, 0);
  await createPocket(fresh.who, await sealDeviceLabel(fresh.keys, fresh.device));
  const copies: { id: string; sealed: string }[] = [];
  for (const entry of entries) {
    if (entry.sealed === "") continue;
    const item = readItem(await openEntry(old.keys, entry.id, entry.sealed));
    if (!item) continue;
    const { kind, key } = keyOf(item);
    const id = await entryId(fresh.keys, kind, key);
    copies.push({ id, sealed: await sealEntry(fresh.keys, id, item) });
  }
  // in batches: one request each against the pocket's rate, so a full pocket is copied in seconds
  for (let at = 0; at < copies.length; at += ENTRIES_PER_BATCH) await putEntries(fresh.who, copies.slice(at, at + ENTRIES_PER_BATCH));
  writePocket({ secret: fresh.secret, device: fresh.device, version: 0 });
  if (oldView.name) {
    // the name goes with the player; a refusal (name changes limited) leaves it to take again by hand
    await giveUpName(old.who).then(() => takeName(fresh.who, oldView.name as string)).catch(() => undefined);
  }
  // the ratings go with the player to the new pocket
  await closePocket(old.who, fresh.who);
  offerAllLocalItems();
  await pocketChanged();
  return fresh;
}
