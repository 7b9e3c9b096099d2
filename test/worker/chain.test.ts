/**
 * Records anyone can verify (issue 25, items 1-3): the GameRoom chains every event that
 * changes a game, snapshots carry the head, finished records carry the signature, and the
 * verifier (the same code as `npm run verify` and /verify) accepts what the server wrote.
 */
import { evictDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { resolveOptions } from "../../src/engine/options.ts";
import { makeRandom, randomPlayout } from "../../src/engine/random-playout.ts";
import { parseRecord } from "../../src/engine/record.ts";
import { listGames } from "../../src/engine/registry.ts";
import type { AnyGame, GameOptions } from "../../src/engine/types.ts";
import { isKeyDocument, type KeyDocument } from "../../src/contract/record-key.ts";
import { verifyRecord } from "../../src/contract/verify-record.ts";
import { env } from "cloudflare:workers";
import type { GameSnapshot, ImportVerification } from "../../src/contract/api.ts";
import { readArchivedGame } from "../../src/worker/archive.ts";
import { signingKey } from "../../src/worker/lifecycle/signed-record.ts";
import { act, call, createGame, getGame, ORIGIN, playAll, roomStub, snapshotOf } from "./client.ts";
// signed by the server of these tests (the test key, PUBLIC_ORIGIN https://pigeon.test) and never archived here
import SIGNED from "../fixtures/records/signed-resigned.pgn?raw";
import AGREED from "../fixtures/records/signed-agreed.pgn?raw";

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

function resolved(game: AnyGame): GameOptions {
  const options = resolveOptions(game, {});
  if (!options.ok) throw new Error(options.error.message);
  return options.value;
}

const timed = { variant: "the-pit", names: { white: "Ann", black: "Bo" }, timeControl: { daysPerMove: 3, vacationDays: 10 } };

describe("the hash chain", () => {
  it("publishes the signing key with the origin it speaks for", async () => {
    const doc = await keyDocument();
    expect(doc).toMatchObject({ origin: ORIGIN, chainVersion: "1", keys: [{ alg: "Ed25519", status: "current" }] });
    expect(doc.keys[0].kid).toMatch(/^[0-9a-f]{16}$/);
  });

  it("treats a SIGNING_KEY that is not a key as none (records unsigned, never a 500)", async () => {
    // "not a key" as base64url JSON-less text, and text that is not even base64url
    expect(await signingKey("bm90IGEga2V5")).toBeUndefined();
    expect(await signingKey("not base64url!")).toBeUndefined();
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

describe("records in the archive and the importer", () => {
  it("archives a finished game with its signed record, which the archive alone can serve", async () => {
    const game = await createGame();
    await playAll(game, ["a2-a3", "a9-a8"]);
    await snapshotOf(await act(game.id, "resign", game.seats.white.token));
    const row = await readArchivedGame(env.DB, game.id);
    expect(row?.record).toBe(await recordOf(game.id));
    expect(await verifyRecord(row!.record!, await keyDocument())).toMatchObject({ intact: true, events: 3, signedBy: ORIGIN });
  });

  it("says whether an imported record verifies, keeps a saved one's chain, and shows the check on its page", async () => {
    const checked = await call("/api/import", { method: "POST", json: { record: SIGNED } });
    expect(((await checked.json()) as { verification: ImportVerification }).verification).toEqual({
      chained: true,
      intact: true,
      signedBy: ORIGIN,
      unsigned: [],
      message: `intact: 11 events, signed by ${ORIGIN}`,
      // the verdict as data, for the import page's words in its reader's language
      events: 11,
      kid: expect.stringMatching(/^[0-9a-f]{16}$/),
      finished: true,
      unsignedParts: [],
    });
    const saved = await call("/api/import", { method: "POST", json: { record: SIGNED, save: true } });
    expect(saved.status).toBe(201);
    const { id } = ((await saved.json()) as { saved: { id: string } }).saved;
    // the archived copy is the record as imported: it verifies just the same
    expect(await recordOf(id)).toBe(SIGNED);
    const page = (await (await call(`/api/games/${id}`)).json()) as GameSnapshot;
    expect(page).toMatchObject({ imported: true, verification: `intact: 11 events, signed by ${ORIGIN}` });
  });

  it("names what an imported record adds to the signed one as not signed, and its saved page says so", async () => {
    // a record no other test saves: the same game saved twice is refused (409)
    const added = AGREED.replace("1... a9-a8\n", "1... a9-a8 {Di was paid to draw.}\n");
    const saved = await call("/api/import", { method: "POST", json: { record: added, save: true } });
    expect(saved.status).toBe(201);
    const body = (await saved.json()) as { verification: ImportVerification; saved: { id: string } };
    const notSigned = "a comment after move 1 (Black's a9-a8)";
    expect(body.verification).toEqual({
      chained: true,
      intact: true,
      signedBy: ORIGIN,
      unsigned: [notSigned],
      message: `intact: 4 events, signed by ${ORIGIN}; not signed: ${notSigned}`,
      events: 4,
      kid: expect.stringMatching(/^[0-9a-f]{16}$/),
      finished: true,
      unsignedParts: [{ kind: "comment", where: expect.objectContaining({ at: "after", ply: 2, side: "black", move: "a9-a8" }) }],
    });
    const page = (await (await call(`/api/games/${body.saved.id}`)).json()) as GameSnapshot;
    expect(page.verification).toBe(`intact: 4 events, signed by ${ORIGIN}; not signed: ${notSigned}`);
  });

  it("says a tampered record is broken, and an unchained one has no chain", async () => {
    const answer = async (record: string) =>
      ((await (await call("/api/import", { method: "POST", json: { record } })).json()) as { verification: ImportVerification }).verification;
    const tampered = await answer(SIGNED.replace('[White "Ann Arbiter"]', '[White "Ann"]'));
    expect(tampered).toMatchObject({ chained: true, intact: false, signedBy: null, unsigned: [], why: { id: expect.any(String) } });
    expect(tampered.message).toMatch(/^broken: The game's details in this record are not the ones it was played with: a player's name \(White, Black\)/);
    expect(await answer('[Variant "the-pit"]\n\n1. a2-a3 *\n')).toMatchObject({ chained: false, intact: false });
  });

  it("saves a broken record without its broken chain, and says so on its page", async () => {
    const broken = SIGNED.replace('[White "Ann Arbiter"]', '[White "Ann Other"]');
    const saved = await call("/api/import", { method: "POST", json: { record: broken, save: true } });
    expect(saved.status).toBe(201);
    const { id } = ((await saved.json()) as { saved: { id: string } }).saved;
    expect(await recordOf(id)).not.toContain("[Chain ");
    expect(((await (await call(`/api/games/${id}`)).json()) as GameSnapshot).verification).toMatch(/^broken: The game's details in this record are not the ones it was played with: a player's name \(White, Black\)/);
  });
});

describe("records of every game verify", () => {
  for (const game of listGames()) {
    it(`${game.id}: 30 random plies and a resignation, signed and intact`, async () => {
      const start = game.setup(resolved(game));
      if (!start.ok) throw new Error(start.error.message);
      const { moves } = randomPlayout(game, start.value, makeRandom(25), { plies: 30, avoidEnding: true });
      const created = await createGame({ variant: game.id, names: { white: "Chain", black: "Link" } });
      await playAll(created, moves);
      await snapshotOf(await act(created.id, "resign", created.seats.black.token));
      expect(await verifyRecord(await recordOf(created.id), await keyDocument())).toMatchObject({ intact: true, events: moves.length + 1, signedBy: ORIGIN });
    });
  }
});
