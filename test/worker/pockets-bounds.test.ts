// A pocket's bounds and refusals (issue 33, item 4; docs/api.md "Pockets"): entries,
// sealed sizes, devices, the pocket's request rate, pockets per address, and the
// 401/403/404/409 shapes of a request without its key, with another's, or for no pocket.
import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { POCKET_LIMITS, type PocketView } from "../../src/contract/pocket.ts";
import { newPocketSecret } from "../../src/contract/pocket-keys.ts";
import { call, errorOf } from "./client.ts";
import { changes, createPocket, handOf, joinDevice, newDevice, pocketCall, pocketStub, putSealed } from "./pocket-client.ts";

const ENTRY = "E".repeat(22);

describe("a pocket's bounds", () => {
  it("holds at most 2,000 entries; a replaced or removed one makes room", async () => {
    const pocket = await createPocket();
    await runInDurableObject(pocketStub(pocket.keys.id), (_, state) => {
      for (let i = 0; i < POCKET_LIMITS.entries; i++) state.storage.sql.exec("INSERT INTO entries (id, sealed, version) VALUES (?, 'AAAA', 0)", `e${String(i).padStart(21, "0")}`);
    });
    expect(await errorOf(await putSealed(pocket, ENTRY, "abcd"))).toMatchObject({ status: 409, code: "too_many" });
    const first = `e${"0".repeat(21)}`;
    expect((await putSealed(pocket, first, "BBBB")).status).toBe(200);
    expect((await pocketCall(pocket, `/entries/${first}`, { method: "DELETE" })).status).toBe(200);
    expect((await putSealed(pocket, ENTRY, "abcd")).status).toBe(200);
  });

  it("refuses sealed text too long, empty or not base64url, and entry ids of another form", async () => {
    const pocket = await createPocket();
    expect((await putSealed(pocket, ENTRY, "A".repeat(POCKET_LIMITS.sealed))).status).toBe(200);
    for (const sealed of ["A".repeat(POCKET_LIMITS.sealed + 1), "", "a b", "<script>", 5]) {
      expect(await errorOf(await pocketCall(pocket, `/entries/${ENTRY}`, { method: "PUT", json: { sealed } }))).toMatchObject({ status: 400, code: "bad_request" });
    }
    expect(await errorOf(await pocketCall(pocket, `/entries/${ENTRY}`, { method: "PUT", json: { sealed: "AA", more: 1 } }))).toMatchObject({ status: 400 });
    for (const bad of ["short", "E".repeat(23), "E".repeat(21) + "%2F"]) expect(await errorOf(await putSealed(pocket, bad, "AAAA"))).toMatchObject({ status: 404, code: "no_entry" });
    expect(await errorOf(await pocketCall(pocket, `/entries/${"F".repeat(22)}`, { method: "DELETE" }))).toMatchObject({ status: 404, code: "no_entry" });
    for (const since of ["-1", "x", "1.5", "01", "9".repeat(16)]) expect(await errorOf(await pocketCall(pocket, `/entries?since=${since}`))).toMatchObject({ status: 400, code: "bad_request" });
    // a write that changes nothing takes no version
    expect((await changes(pocket)).version).toBe(1);
    expect(((await (await putSealed(pocket, ENTRY, "A".repeat(POCKET_LIMITS.sealed))).json()) as { version: number }).version).toBe(1);
  });

  it("holds at most 10 devices; a removed one makes room, and may join again (the documented limit)", async () => {
    const pocket = await createPocket();
    const others = [];
    for (let i = 1; i < POCKET_LIMITS.devices; i++) others.push(await joinDevice(pocket));
    const eleventh = await handOf(pocket.secret);
    expect(await errorOf(await pocketCall(eleventh, "/devices", { method: "POST", json: { device: eleventh.device } }))).toMatchObject({ status: 409, code: "too_many" });
    expect((await pocketCall(pocket, `/devices/${others[0].device}`, { method: "DELETE" })).status).toBe(200);
    expect((await pocketCall(eleventh, "/devices", { method: "POST", json: { device: eleventh.device } })).status).toBe(201);
    expect(await errorOf(await pocketCall(pocket, `/devices/${others[0].device}`, { method: "DELETE" }))).toMatchObject({ status: 404, code: "no_device" });
    expect(await errorOf(await pocketCall(pocket, `/devices/${newDevice()}`, { method: "DELETE" }))).toMatchObject({ status: 404, code: "no_device" });
    // the removed device, with the secret still, can join again once there is room
    expect((await pocketCall(pocket, `/devices/${eleventh.device}`, { method: "DELETE" })).status).toBe(200);
    const back = await pocketCall(others[0], "/devices", { method: "POST", json: { device: others[0].device } });
    expect(back.status).toBe(201);
    expect(((await back.json()) as PocketView).devices).toHaveLength(POCKET_LIMITS.devices);
    for (const label of ["x".repeat(POCKET_LIMITS.deviceLabel + 1), "Ann's phone"]) {
      expect(await errorOf(await pocketCall(pocket, "/devices", { method: "POST", json: { device: newDevice(), label } }))).toMatchObject({ status: 400 });
    }
  });

  it("answers 429 with Retry-After past the pocket's requests a minute", async () => {
    const pocket = await createPocket();
    await runInDurableObject(pocketStub(pocket.keys.id), (_, state) => {
      state.storage.sql.exec("UPDATE request_window SET started = ?, count = ?", Date.now(), POCKET_LIMITS.requestsPerWindow - 1);
    });
    expect((await pocketCall(pocket, "")).status).toBe(200);
    const refused = await pocketCall(pocket, "");
    expect(await errorOf(refused.clone())).toMatchObject({ status: 429, code: "rate_limited" });
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers.get("Retry-After"))).toBeLessThanOrEqual(60);
  });

  it("makes at most 20 pockets a day from one address", async () => {
    const ip = "203.0.113.33";
    for (let i = 0; i < POCKET_LIMITS.pocketsPerAddressPerDay; i++) await createPocket({ ip });
    const hand = await handOf(newPocketSecret());
    const refused = await call("/api/pockets", { method: "POST", token: hand.keys.auth, json: { id: hand.keys.id, device: hand.device }, headers: { "CF-Connecting-IP": ip } });
    expect(await errorOf(refused.clone())).toMatchObject({ status: 429, code: "rate_limited" });
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(86_000);
    await createPocket({ ip: "203.0.113.34" });
  });
});

describe("a pocket's refusals", () => {
  it("401 without a key or device, 403 for another's key or an unknown device, 404 for no pocket, 409 for one made twice", async () => {
    const pocket = await createPocket();
    const other = await createPocket();
    expect(await errorOf(await pocketCall(pocket, "", { auth: null }))).toMatchObject({ status: 401, code: "missing_token" });
    expect(await errorOf(await pocketCall(pocket, "", { device: null }))).toMatchObject({ status: 401, code: "missing_device" });
    expect(await errorOf(await pocketCall(pocket, "", { device: "not a device" }))).toMatchObject({ status: 400, code: "bad_request" });
    expect(await errorOf(await pocketCall(pocket, "", { auth: other.keys.auth }))).toMatchObject({ status: 403, code: "wrong_token" });
    expect(await errorOf(await pocketCall(pocket, "", { auth: "short" }))).toMatchObject({ status: 403, code: "wrong_token" });
    expect(await errorOf(await pocketCall(pocket, "", { device: newDevice() }))).toMatchObject({ status: 403, code: "unknown_device" });
    // another's key cannot join a device either
    expect(await errorOf(await pocketCall(pocket, "/devices", { method: "POST", auth: other.keys.auth, json: { device: newDevice() } }))).toMatchObject({ status: 403, code: "wrong_token" });
    const nobody = await handOf(newPocketSecret());
    expect(await errorOf(await pocketCall(nobody, ""))).toMatchObject({ status: 404, code: "not_found" });
    expect(await errorOf(await call("/api/pockets/not-an-id"))).toMatchObject({ status: 404, code: "not_found" });
    expect((await call(`/api/pockets/${nobody.keys.id}/socket`, { headers: { Upgrade: "websocket" } })).status).toBe(404);
    expect((await call(`/api/pockets/${pocket.keys.id}/socket`)).status).toBe(400);
    const again = await call("/api/pockets", { method: "POST", token: pocket.keys.auth, json: { id: pocket.keys.id, device: newDevice() } });
    expect(await errorOf(again)).toMatchObject({ status: 409, code: "exists" });
    expect(await errorOf(await call("/api/pockets", { method: "POST", json: { id: nobody.keys.id, device: newDevice() } }))).toMatchObject({ status: 401, code: "missing_token" });
    // every answer is private
    expect((await pocketCall(pocket, "")).headers.get("Cache-Control")).toBe("private, no-store");
  });
});
