// A pocket between devices (issue 33; docs/api.md "Pockets"): what the server keeps is
// sealed (no token, no game id, only the hash of the key), two devices stay in sync by
// the socket, a removed device is refused and told, and "Start a new pocket" moves every
// entry to a new secret and closes the old pocket.
import { evictDurableObject, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { PocketItem, PocketView } from "../../src/contract/pocket.ts";
import { entryId, newPocketSecret, openEntry, sealEntry } from "../../src/contract/pocket-keys.ts";
import { hashToken } from "../../src/worker/tokens.ts";
import { call, createGame, errorOf } from "./client.ts";
import { changes, createPocket, handOf, joinDevice, openPocketSocket, pocketCall, pocketStub, putSealed, within } from "./pocket-client.ts";

/** Every text in the object's SQLite storage, as one string. */
async function storedText(id: string): Promise<string> {
  return runInDurableObject(pocketStub(id), (_, state) => {
    const sql = state.storage.sql;
    const tables = sql.exec<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_%' ESCAPE '\\' AND name NOT LIKE 'sqlite%'").toArray();
    return tables.map(({ name }) => JSON.stringify(sql.exec(`SELECT * FROM "${name}"`).toArray())).join("\n");
  });
}

describe("a pocket's sealing", () => {
  it("keeps only sealed entries and the hash of its key: no seat token, no game id, no secret", async () => {
    const pocket = await createPocket();
    const game = await createGame();
    const seat: PocketItem = { kind: "seat", gameId: game.id, side: "white", token: game.seats.white.token, variant: "the-pit", savedAt: new Date().toISOString() };
    const id = await entryId(pocket.keys, "seat", `${game.id}:white`);
    const res = await putSealed(pocket, id, await sealEntry(pocket.keys, id, seat));
    expect(res.status, await res.clone().text()).toBe(200);

    const stored = await storedText(pocket.keys.id);
    expect(stored).toContain(await hashToken(pocket.keys.auth));
    for (const secret of [game.seats.white.token, game.id, pocket.keys.auth, pocket.secret, "the-pit"]) expect(stored).not.toContain(secret);
    // and what it holds opens again on the device, and only as this entry
    const [entry] = (await changes(pocket)).entries;
    expect(await openEntry(pocket.keys, id, entry.sealed)).toEqual(seat);
    expect(await openEntry(pocket.keys, "A".repeat(22), entry.sealed)).toBeUndefined();
  });

  it("keeps everything across an eviction", async () => {
    const pocket = await createPocket();
    const id = await entryId(pocket.keys, "study", "abcdefghij");
    await putSealed(pocket, id, await sealEntry(pocket.keys, id, { kind: "study" }));
    await evictDurableObject(pocketStub(pocket.keys.id));
    const after = await changes(pocket);
    expect(after.version).toBe(1);
    expect(await openEntry(pocket.keys, id, after.entries[0].sealed)).toEqual({ kind: "study" });
    const view = (await (await pocketCall(pocket, "")).json()) as PocketView;
    expect(view.devices.map((d) => d.id)).toEqual([pocket.device]);
  });
});

describe("two devices", () => {
  it("a change on one reaches the other's socket within a second, and it opens the entry", async () => {
    const laptop = await createPocket();
    const phone = await joinDevice(laptop);
    const socket = await openPocketSocket(phone);
    const version = (await changes(phone)).version;

    const id = await entryId(laptop.keys, "league", "/l/abc#x");
    const res = await putSealed(laptop, id, await sealEntry(laptop.keys, id, { kind: "league", id: "abc" }));
    expect(res.status).toBe(200);
    const { version: next } = (await res.json()) as { version: number };
    await within(1_000, socket.waitFor((m) => m.type === "changed" && m.version === next), "changed");

    const got = await changes(phone, version);
    expect(got.entries.map((e) => e.id)).toEqual([id]);
    expect(await openEntry(phone.keys, id, got.entries[0].sealed)).toEqual({ kind: "league", id: "abc" });

    // a removal is a tombstone the other device sees
    const removed = await pocketCall(laptop, `/entries/${id}`, { method: "DELETE" });
    const { version: last, removed: didRemove } = (await removed.json()) as { version: number; removed: boolean };
    expect([last, didRemove]).toEqual([next + 1, true]);
    await within(1_000, socket.waitFor((m) => m.type === "changed" && m.version === last), "changed");
    expect((await changes(phone, next)).entries).toEqual([{ id, sealed: "", version: last }]);
    // the same removal again changes nothing and says so, even when another device wrote
    // in between: the version it answers is that write's, not this request's
    const other = await entryId(phone.keys, "league", "/l/def#y");
    expect((await putSealed(phone, other, await sealEntry(phone.keys, other, { kind: "league", id: "def" }))).status).toBe(200);
    const again = await pocketCall(laptop, `/entries/${id}`, { method: "DELETE" });
    expect(await again.json()).toEqual({ version: last + 1, removed: false });
    socket.ws.close();
  });

  it("a removed device is refused, told on its socket, and its browser can tell why", async () => {
    const laptop = await createPocket();
    const phone = await joinDevice(laptop);
    const phoneSocket = await openPocketSocket(phone);
    const laptopSocket = await openPocketSocket(laptop);

    const res = await pocketCall(laptop, `/devices/${phone.device}`, { method: "DELETE" });
    expect(res.status).toBe(200);
    expect(((await res.json()) as PocketView).devices.map((d) => d.id)).toEqual([laptop.device]);
    await within(1_000, phoneSocket.waitFor((m) => m.type === "device-removed" && m.device === phone.device), "device-removed");
    await within(1_000, laptopSocket.waitFor((m) => m.type === "device-removed"), "device-removed (other device)");

    for (const [method, path] of [["GET", ""], ["GET", "/entries?since=0"], ["PUT", `/entries/${"B".repeat(22)}`]] as const) {
      const refused = await pocketCall(phone, path, { method, json: method === "PUT" ? { sealed: "abcd" } : undefined });
      expect(await errorOf(refused)).toMatchObject({ status: 403, code: "device_removed" });
    }
    // a new socket of the removed device is told, then closed
    const again = await (await import("./client.ts")).openSocketAt<{ type: string }>(`/api/pockets/${phone.keys.id}/socket`);
    again.ws.send(JSON.stringify({ type: "hello", auth: phone.keys.auth, device: phone.device }));
    await within(1_000, again.waitFor((m) => m.type === "device-removed"), "device-removed on hello");
    laptopSocket.ws.close();
  });
});

describe("the socket's hello", () => {
  it("a wrong key or a device that never joined is closed unheard; a good hello hears every change", async () => {
    const pocket = await createPocket();
    const other = await createPocket();
    const { openSocketAt } = await import("./client.ts");
    const closedWith = (ws: WebSocket) => new Promise<number>((resolve) => ws.addEventListener("close", (event) => resolve(event.code)));
    for (const hello of [{ auth: other.keys.auth, device: pocket.device }, { auth: pocket.keys.auth, device: other.device }]) {
      const socket = await openSocketAt<{ type: string }>(`/api/pockets/${pocket.keys.id}/socket`);
      const closed = closedWith(socket.ws);
      socket.ws.send("not json");
      socket.ws.send(JSON.stringify({ type: "hello", ...hello }));
      expect(await within(1_000, closed, "closed")).toBe(4003);
      expect(socket.messages).toEqual([]);
    }
    const good = await openPocketSocket(pocket);
    expect(good.messages).toEqual([{ type: "changed", version: 0 }]);
    good.ws.close();
  });
});

describe("a new secret", () => {
  it("copies every entry to a new pocket, then the old one is closed: 410 for every request, sockets told", async () => {
    const old = await createPocket();
    const phone = await joinDevice(old);
    const phoneSocket = await openPocketSocket(phone);
    const ids: string[] = [];
    for (const key of ["a:white", "b:black", "c:white"]) {
      const id = await entryId(old.keys, "seat", key);
      ids.push(id);
      await putSealed(old, id, await sealEntry(old.keys, id, { key }));
    }
    await pocketCall(old, `/entries/${ids[2]}`, { method: "DELETE" });

    // the browser re-seals every live entry under the new secret
    const fresh = await handOf(newPocketSecret(), old.device);
    const made = await call("/api/pockets", { method: "POST", token: fresh.keys.auth, json: { id: fresh.keys.id, device: fresh.device } });
    expect(made.status).toBe(201);
    for (const entry of (await changes(old)).entries.filter((e) => e.sealed !== "")) {
      const item = await openEntry(old.keys, entry.id, entry.sealed);
      const key = (item as { key: string }).key;
      const id = await entryId(fresh.keys, "seat", key);
      expect((await putSealed(fresh, id, await sealEntry(fresh.keys, id, item))).status).toBe(200);
    }
    const oldSealed = (await changes(old)).entries.map((e) => e.sealed).filter((sealed) => sealed !== "");
    const closed = await pocketCall(old, "", { method: "DELETE" });
    expect(closed.status).toBe(200);
    await within(1_000, phoneSocket.waitFor((m) => m.type === "closed"), "closed");

    for (const hand of [old, phone]) {
      expect(await errorOf(await pocketCall(hand, ""))).toMatchObject({ status: 410, code: "gone" });
      expect(await errorOf(await pocketCall(hand, "/entries?since=0"))).toMatchObject({ status: 410, code: "gone" });
    }
    expect(await errorOf(await pocketCall(old, "/devices", { method: "POST", json: { device: old.device } }))).toMatchObject({ status: 410, code: "gone" });
    // the old pocket's sealed entries are gone from the server
    const oldStored = await storedText(old.keys.id);
    expect(oldSealed).toHaveLength(2);
    for (const sealed of oldSealed) expect(oldStored).not.toContain(sealed);
    const copied = await changes(fresh);
    expect(await Promise.all(copied.entries.map((e) => openEntry(fresh.keys, e.id, e.sealed)))).toEqual([{ key: "a:white" }, { key: "b:black" }]);
  });
});
