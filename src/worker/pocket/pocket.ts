/**
 * Pocket: one Durable Object per pocket (issue 33; docs/api.md "Pockets"), the only
 * keeper of its devices and sealed entries, named by the pocket's id. It orchestrates;
 * its modules sit beside it: storage (pocket-store.ts), devices (devices.ts), entries
 * (entries.ts), bounds over time (limits.ts), the public name in D1 (names.ts) and
 * sockets (pocket-sockets.ts).
 *
 * It holds no secret: the SHA-256 of the pocket's authentication value, and sealed text.
 * Every request presents the value and a device; checks and writes are synchronous
 * SQLite after the one hash, so no other request runs in between (the input gate).
 */
import { DurableObject } from "cloudflare:workers";
import type { PocketChanges, PocketRemoval, PocketView } from "../../contract/pocket.ts";
import { apiError, rateLimited, type Outcome } from "../errors.ts";
import { hashToken, sameDigest } from "../tokens.ts";
import { joinDevice, pocketView, removeDevice, SEEN_EVERY_MS } from "./devices.ts";
import { changesSince, putEntries, putEntry, removeEntry } from "./entries.ts";
import { countRequest, nameChangeWait, recentNameChanges } from "./limits.ts";
import { claimName, isReservedName, releaseName } from "./names.ts";
import { PocketStore, type PocketMeta } from "./pocket-store.ts";
import { acceptPocketSocket, closeSockets, deviceOfSocket, readPocketHello, sendToDevices } from "./pocket-sockets.ts";

const NOT_FOUND = apiError(404, "not_found", "There is no pocket with this id.");
const WRONG_AUTH = apiError(403, "wrong_token", "This is not this pocket's key: open the pocket link again.");
const GONE = apiError(410, "gone", "This pocket was replaced by a new one (Start a new pocket); open the new pocket link on this device.");
const DEVICE_REMOVED = apiError(403, "device_removed", "This device was removed from the pocket.");
const NAME_CHANGES = "A pocket may take or give up a name at most 3 times in 30 days.";
const UNKNOWN_DEVICE = apiError(403, "unknown_device", "This device has not joined the pocket; open the pocket link on it to join.");

export type PocketViewAnswer = PocketView & { readonly nameSince: string | null };

/** Who a pocket is, for requests that act as it elsewhere (identity.ts). */
export interface PocketIdentity {
  readonly pocketId: string;
  readonly name: string | null;
  readonly nameSince: number | null;
}

export class Pocket extends DurableObject<Env> {
  private readonly store: PocketStore;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.store = new PocketStore(ctx.storage.sql);
    // keep-alive pings are answered without waking a hibernated object, as the game's are
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair('{"type":"ping"}', '{"type":"pong"}'));
  }

  /** Makes the pocket, once, with its first device; it keeps SHA-256(auth) only. */
  async create(id: string, auth: string, device: string, label: string): Promise<Outcome<PocketViewAnswer>> {
    const authHash = await hashToken(auth);
    if (this.store.readMeta()) return apiError(409, "exists", "This pocket exists already; join it with its link (POST .../devices).");
    const now = Date.now();
    const meta: PocketMeta = { id, authHash, version: 0, prunedThrough: 0, name: null, nameSince: null, nameChanges: [], createdAt: now, closed: false };
    this.ctx.storage.transactionSync(() => {
      this.store.writeMeta(meta);
      this.store.writeDevice({ id: device, label, addedAt: now, lastSeenAt: now, removed: false });
      this.store.writeWindow({ started: now, count: 1 });
    });
    return { ok: true, value: pocketView(meta, this.store) };
  }

  /** Whether the pocket exists (the socket route asks first: workerd turns a refused upgrade into a 500). */
  async exists(): Promise<boolean> {
    return this.store.readMeta() !== undefined;
  }

  async view(auth: string, device: string): Promise<Outcome<PocketViewAnswer>> {
    const meta = await this.admit(auth, device);
    return meta.ok ? { ok: true, value: pocketView(meta.value, this.store) } : meta;
  }

  async join(auth: string, device: string, label: string): Promise<Outcome<PocketViewAnswer>> {
    const meta = await this.admit(auth, null);
    if (!meta.ok) return meta;
    const joined = joinDevice(this.store, device, label, Date.now());
    return joined.ok ? { ok: true, value: pocketView(meta.value, this.store) } : joined;
  }

  async removeDevice(auth: string, device: string, target: string): Promise<Outcome<PocketViewAnswer>> {
    const meta = await this.admit(auth, device);
    if (!meta.ok) return meta;
    const removed = removeDevice(this.store, target);
    if (!removed.ok) return removed;
    const sockets = this.ctx.getWebSockets();
    sendToDevices(sockets, { type: "device-removed", device: target });
    closeSockets(sockets, target);
    return { ok: true, value: pocketView(meta.value, this.store) };
  }

  async changes(auth: string, device: string, since: number): Promise<Outcome<PocketChanges & { readonly complete: boolean }>> {
    const meta = await this.admit(auth, device);
    return meta.ok ? { ok: true, value: changesSince(meta.value, this.store, since) } : meta;
  }

  async putEntry(auth: string, device: string, entry: string, sealed: string): Promise<Outcome<{ version: number }>> {
    const meta = await this.admit(auth, device);
    return meta.ok ? this.changed((now) => putEntry(now, this.store, entry, sealed)) : meta;
  }

  /** Several entries at once: one request, one version each, one `changed` for all. */
  async putEntries(auth: string, device: string, entries: readonly { id: string; sealed: string }[]): Promise<Outcome<{ version: number }>> {
    const meta = await this.admit(auth, device);
    return meta.ok ? this.changed((now) => putEntries(now, this.store, entries)) : meta;
  }

  /**
   * Removes an entry. `removed` says whether this request did (false: it was removed
   * already), so that a device can tell its own removal's version from another device's
   * write that came first (web/src/pocket/known-version.ts).
   */
  async removeEntry(auth: string, device: string, entry: string): Promise<Outcome<PocketRemoval>> {
    const meta = await this.admit(auth, device);
    if (!meta.ok) return meta;
    let removed = false;
    const answer = this.changed((now) => {
      const next = removeEntry(now, this.store, entry);
      removed = next.ok && next.value !== now;
      return next;
    });
    return answer.ok ? { ok: true, value: { ...answer.value, removed } } : answer;
  }

  /** "Start a new pocket": this one is closed; its entries and devices are dropped, its name freed, its sockets told. */
  async close(auth: string, device: string): Promise<Outcome<{ closed: true }>> {
    const admitted = await this.admit(auth, device);
    if (!admitted.ok) return admitted;
    const closed = await this.whileNaming((meta) => {
      this.ctx.storage.transactionSync(() => {
        this.store.forgetContents();
        this.store.writeMeta({ ...meta, closed: true, name: null, nameSince: null });
      });
      return { ok: true, value: { closed: true } } as const;
    }, (meta) => meta.name !== null);
    if (!closed.ok) return closed;
    const sockets = this.ctx.getWebSockets();
    sendToDevices(sockets, { type: "closed" });
    closeSockets(sockets);
    return closed;
  }

  /** Takes a public name (unique across pockets, at most 3 changes in 30 days). */
  async setName(auth: string, device: string, name: string): Promise<Outcome<PocketViewAnswer>> {
    const admitted = await this.admit(auth, device);
    if (!admitted.ok) return admitted;
    if (isReservedName(name)) return apiError(409, "name_reserved", "Names starting with “Computer” or “Anonymous” are kept for the computer's levels and anonymous players.");
    // the same name again is no change to count (another letter case is)
    if (admitted.value.name === name) return { ok: true, value: pocketView(admitted.value, this.store) };
    const now = Date.now();
    const wait = nameChangeWait(admitted.value.nameChanges, now);
    if (wait > 0) return rateLimited(NAME_CHANGES, wait);
    return this.whileNaming(async (meta) => {
      if (!(await claimName(this.env.DB, meta.id, name, now))) return apiError(409, "name_taken", "Another player has this name; choose another.");
      const next = { ...meta, name, nameSince: now, nameChanges: [...recentNameChanges(meta.nameChanges, now), now] };
      this.store.writeMeta(next);
      return { ok: true, value: pocketView(next, this.store) };
    });
  }

  /** Gives the name up: it is free for anyone; the pocket's ratings stay with the pocket, unseen. */
  async dropName(auth: string, device: string): Promise<Outcome<PocketViewAnswer>> {
    const admitted = await this.admit(auth, device);
    if (!admitted.ok) return admitted;
    if (admitted.value.name === null) return apiError(404, "no_name", "This pocket has no public name.");
    const now = Date.now();
    const wait = nameChangeWait(admitted.value.nameChanges, now);
    if (wait > 0) return rateLimited(NAME_CHANGES, wait);
    return this.whileNaming(async (meta) => {
      if (meta.name === null) return apiError(404, "no_name", "This pocket has no public name.");
      const next = { ...meta, name: null, nameSince: null, nameChanges: [...recentNameChanges(meta.nameChanges, now), now] };
      this.store.writeMeta(next);
      return { ok: true, value: pocketView(next, this.store) };
    }, () => true);
  }

  /**
   * Runs a change of the pocket's name (D1 first, then the meta) with no other request
   * let in until it is done, so the D1 row and the meta never disagree and no change goes
   * uncounted. `release`: whether the pocket's D1 name is given up first. The meta is
   * read again inside: another request may have changed it since `admit`.
   */
  private async whileNaming<T>(change: (meta: PocketMeta) => Outcome<T> | Promise<Outcome<T>>, release?: (meta: PocketMeta) => boolean): Promise<Outcome<T>> {
    return this.ctx.blockConcurrencyWhile(async () => {
      const meta = this.store.readMeta()!;
      if (meta.closed) return GONE;
      if (release?.(meta)) await releaseName(this.env.DB, meta.id);
      return change(meta);
    });
  }

  /** Who the pocket is, for a request that acts as it (`Pocket-Auth`; no device is named there). */
  async identity(auth: string): Promise<Outcome<PocketIdentity>> {
    const meta = await this.admit(auth, null);
    if (!meta.ok) return meta;
    return { ok: true, value: { pocketId: meta.value.id, name: meta.value.name, nameSince: meta.value.nameSince } };
  }

  /** WebSocket upgrade (the route checks that the pocket exists): silent until a hello. */
  override async fetch(): Promise<Response> {
    return acceptPocketSocket(this.ctx);
  }

  /** A hello with the pocket's key and one of its devices makes the socket that device's; a wrong one closes it. */
  override async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
    if (deviceOfSocket(ws) !== null) return;
    const hello = readPocketHello(message);
    if (!hello) return;
    const meta = await this.admit(hello.auth, hello.device, false);
    if (!meta.ok) {
      // told why, then closed: a removed device's browser forgets the pocket
      const told = meta.error.code === "device_removed" ? { type: "device-removed", device: hello.device } : meta.error.code === "gone" ? { type: "closed" } : undefined;
      if (told) ws.send(JSON.stringify(told));
      ws.close(4003, meta.error.code);
      return;
    }
    ws.serializeAttachment({ device: hello.device });
    ws.send(JSON.stringify({ type: "changed", version: meta.value.version }));
  }

  override async webSocketClose(ws: WebSocket, code: number, reason: string): Promise<void> {
    try {
      ws.close(code, reason);
    } catch {
      // already closed
    }
  }

  /**
   * The pocket's meta when `auth` is its key and `device` (null: any) one of its devices,
   * after counting the request against the pocket's rate (`count`); else the refusal.
   */
  private async admit(auth: string, device: string | null, count = true): Promise<Outcome<PocketMeta>> {
    const hash = await hashToken(auth);
    // from here on synchronous
    const meta = this.store.readMeta();
    if (!meta) return NOT_FOUND;
    if (!sameDigest(hash, meta.authHash)) return WRONG_AUTH;
    if (meta.closed) return GONE;
    const now = Date.now();
    if (device !== null) {
      const known = this.store.readDevice(device);
      if (!known) return UNKNOWN_DEVICE;
      if (known.removed) return DEVICE_REMOVED;
      if (now - known.lastSeenAt >= SEEN_EVERY_MS) this.store.touchDevice(device, now);
    }
    if (count) {
      const counted = countRequest(this.store.readWindow(), now);
      if (!counted.ok) return rateLimited("Too many requests for this pocket; wait a minute and try again.", counted.retryAfter);
      this.store.writeWindow(counted.window);
    }
    return { ok: true, value: meta };
  }

  /** Applies a change of entries to the meta as it is now (read inside the transaction); on a new version, every device's socket is told. */
  private changed(change: (meta: PocketMeta) => Outcome<PocketMeta>): Outcome<{ version: number }> {
    const outcome = this.ctx.storage.transactionSync(() => {
      const meta = this.store.readMeta()!;
      // closed while this request waited for its hash: nothing is written
      const next: Outcome<PocketMeta> = meta.closed ? GONE : change(meta);
      if (next.ok && next.value !== meta) this.store.writeMeta(next.value);
      return { next, before: meta.version };
    });
    if (!outcome.next.ok) return outcome.next;
    const { version } = outcome.next.value;
    if (version !== outcome.before) sendToDevices(this.ctx.getWebSockets(), { type: "changed", version });
    return { ok: true, value: { version } };
  }
}
