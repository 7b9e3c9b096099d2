/**
 * Records anyone can verify (issue 25, items 1-3): the GameRoom chains every event that
 * changes a game, snapshots carry the head, finished records carry the signature, and the
 * verifier (the same code as `npm run verify` and /verify) accepts what the server wrote.
 */
import { evictDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { parseRecord } from "../../src/engine/record.ts";
import { isKeyDocument, type KeyDocument } from "../../src/contract/record-key.ts";
import { verifyRecord } from "../../src/contract/verify-record.ts";
import { act, call, createGame, getGame, ORIGIN, playAll, roomStub, snapshotOf } from "./client.ts";

async function keyDocument(): Promise<KeyDocument> {
  const res = await call("/.well-known/pigeon-post-key.json");
  expect(res.status).toBe(200);
  const doc: unknown = await res.json();
  if (!isKeyDocument(doc)) throw new Error(`not a key document: ${JSON.stringify(doc)}`);
  return doc;
}

async function recordOf(id: string): Promise<string> {
  const res = await call(`/api/games/${id}/record`);
  expect(res.status).toBe(200);
  return res.text();
}

const timed = { variant: "the-pit", names: { white: "Ann", black: "Bo" }, timeControl: { daysPerMove: 3, vacationDays: 10 } };

describe("the hash chain", () => {
  it("publishes the signing key with the origin it speaks for", async () => {
    const doc = await keyDocument();
    expect(doc).toMatchObject({ origin: ORIGIN, chainVersion: "1", keys: [{ alg: "Ed25519", status: "current" }] });
    expect(doc.keys[0].kid).toMatch(/^[0-9a-f]{16}$/);
  });

  it("chains moves, a takeback, a vacation and the resignation, and the signed record verifies", async () => {
    const game = await createGame(timed);
    const { white, black } = game.seats;
    await playAll(game, ["a2-a3", "a9-a8", "b2-b3"]);
    await snapshotOf(await act(game.id, "takeback", white.token, { action: "offer" }));
    await snapshotOf(await act(game.id, "takeback", black.token, { action: "accept" }));
    await snapshotOf(await act(game.id, "vacation", white.token, { action: "start" }));
    await snapshotOf(await act(game.id, "vacation", white.token, { action: "end" }));
    await playAll(game, ["c2-c3"]);
    const last = await snapshotOf(await act(game.id, "resign", black.token));
    // 4 moves, takeback-accept, takeback, 2 vacation events, end
    expect(last.chainLength).toBe(9);
    expect(last.chainHead).toMatch(/^[0-9a-f]{64}$/);

    const record = await recordOf(game.id);
    const tags = parseRecord(record);
    if (!tags.ok) throw new Error(tags.error.message);
    expect(tags.value.tags.get("Chain")).toBe(last.chainHead);
    expect(tags.value.tags.get("Signature")).toMatch(/^ed25519:[A-Za-z0-9_-]{86}$/);
    expect(record).toContain("[%ev move white");
    expect(record).toMatch(/\[%ts \d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ\]/);
    expect(await verifyRecord(record, await keyDocument())).toMatchObject({ intact: true, events: 9, signedBy: ORIGIN });
  });

  it("carries the chain without a signature while the game is in progress", async () => {
    const game = await createGame();
    const snapshot = await playAll(game, ["a2-a3"]);
    const record = await recordOf(game.id);
    expect(record).toContain(`[Chain "${snapshot.chainHead}"]`);
    expect(record).not.toContain("[Signature");
    expect(await verifyRecord(record, await keyDocument())).toMatchObject({ intact: true, events: 1, signedBy: null, finished: false });
  });

  it("stays whole when the game is evicted in the middle", async () => {
    const game = await createGame();
    const before = await playAll(game, ["a2-a3", "a9-a8"]);
    await evictDurableObject(roomStub(game.id));
    // a snapshot after waking reads the stored head: the same as before
    expect((await getGame(game.id)).chainHead).toBe(before.chainHead);
    await playAll(game, ["b2-b3"]);
    await evictDurableObject(roomStub(game.id));
    const after = await snapshotOf(await act(game.id, "resign", game.seats.black.token));
    expect(after.chainLength).toBe(4);
    const record = await recordOf(game.id);
    expect(record).toContain(`[Chain "${after.chainHead}"]`);
    expect(await verifyRecord(record, await keyDocument())).toMatchObject({ intact: true, events: 4, signedBy: ORIGIN });
  });
});
