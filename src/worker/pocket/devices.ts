/**
 * A pocket's devices (docs/api.md "Pockets", devices): at most ten at once; a device
 * removed stays listed in storage, flagged, so that its later requests are told
 * `device_removed` (its browser then forgets the pocket). The honest limit: a device that
 * kept the secret can join again; "Start a new pocket" is the real revocation.
 */
import type { PocketDevice, PocketView } from "../../contract/pocket.ts";
import { POCKET_LIMITS } from "../../contract/pocket.ts";
import { apiError, type Outcome } from "../errors.ts";
import type { DeviceRow, PocketMeta, PocketStore } from "./pocket-store.ts";

/** A device's lastSeenAt is written at most this often (a read need not write every time). */
export const SEEN_EVERY_MS = 60_000;

export function deviceView(row: DeviceRow): PocketDevice {
  return { id: row.id, label: row.label, addedAt: new Date(row.addedAt).toISOString(), lastSeenAt: new Date(row.lastSeenAt).toISOString() };
}

/** The pocket as its devices see it: removed devices are left out. */
export function pocketView(meta: PocketMeta, store: PocketStore): PocketView & { readonly nameSince: string | null } {
  return {
    id: meta.id,
    version: meta.version,
    name: meta.name,
    nameSince: meta.nameSince === null ? null : new Date(meta.nameSince).toISOString(),
    devices: store.readDevices().filter((device) => !device.removed).map(deviceView),
    createdAt: new Date(meta.createdAt).toISOString(),
  };
}

/** `device` joins (or, already in, relabels itself); a removed device joins again. */
export function joinDevice(store: PocketStore, device: string, label: string, now: number): Outcome<null> {
  const known = store.readDevice(device);
  if (known && !known.removed) {
    store.writeDevice({ ...known, label, lastSeenAt: now });
    return { ok: true, value: null };
  }
  const active = store.readDevices().filter((row) => !row.removed).length;
  if (active >= POCKET_LIMITS.devices) {
    return apiError(409, "too_many", `A pocket holds at most ${POCKET_LIMITS.devices} devices; remove one you no longer use first.`);
  }
  store.writeDevice({ id: device, label, addedAt: now, lastSeenAt: now, removed: false });
  return { ok: true, value: null };
}

/** Removes `device` (kept flagged, see above). */
export function removeDevice(store: PocketStore, device: string): Outcome<null> {
  const known = store.readDevice(device);
  if (!known || known.removed) return apiError(404, "no_device", "This pocket has no such device.");
  store.writeDevice({ ...known, removed: true, label: "" });
  return { ok: true, value: null };
}
