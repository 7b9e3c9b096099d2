// A pocket's public name (issue 33; docs/api.md "Pockets", names): unique across pockets
// whatever the letter case, the text rule of the other names (at most 24 characters),
// "Computer..." and "Anonymous..." kept, given up then free for anyone, and at most 3
// changes in 30 days.
import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { PocketView } from "../../src/contract/pocket.ts";
import type { PocketMeta } from "../../src/worker/pocket/pocket-store.ts";
import { errorOf } from "./client.ts";
import { createPocket, pocketCall, pocketStub, type PocketHand } from "./pocket-client.ts";

const setName = (hand: PocketHand, name: unknown) => pocketCall(hand, "/name", { method: "PUT", json: { name } });
const dropName = (hand: PocketHand) => pocketCall(hand, "/name", { method: "DELETE" });

/** The pocket's name changes as if made `daysAgo` days ago (the 30 days' rule, without waiting). */
async function ageNameChanges(hand: PocketHand, daysAgo: number): Promise<void> {
  await runInDurableObject(pocketStub(hand.keys.id), (_, state) => {
    const sql = state.storage.sql;
    const meta = JSON.parse(sql.exec<{ json: string }>("SELECT json FROM meta").one().json) as PocketMeta;
    const aged = { ...meta, nameChanges: meta.nameChanges.map((at) => at - daysAgo * 86_400_000) };
    sql.exec("UPDATE meta SET json = ?", JSON.stringify(aged));
  });
}

describe("a pocket's public name", () => {
  it("is unique whatever the case, freed when given up, and another pocket may then take it", async () => {
    const ann = await createPocket();
    const bo = await createPocket();
    const taken = await setName(ann, "  Zoë Quill ");
    expect(taken.status, await taken.clone().text()).toBe(200);
    expect(((await taken.json()) as PocketView).name).toBe("Zoë Quill");
    // decomposed, another case, a zero-width space: the same name
    for (const twin of ["zoe\u0308 quill", "ZOË QUILL", "Zo\u200bë Quill"]) expect(await errorOf(await setName(bo, twin))).toMatchObject({ status: 409, code: "name_taken" });
    // the holder may write it in another case: still its own
    expect((await setName(ann, "Zoë quill")).status).toBe(200);
    expect(((await (await pocketCall(ann, "")).json()) as PocketView).name).toBe("Zoë quill");

    const given = await dropName(ann);
    expect(given.status).toBe(200);
    expect(((await given.json()) as PocketView).name).toBeNull();
    expect(await errorOf(await dropName(ann))).toMatchObject({ status: 404, code: "no_name" });
    expect((await setName(bo, "ZOË QUILL")).status).toBe(200);
    // (ann has used its 3 changes: take, another case, give up)
    expect(await errorOf(await setName(ann, "Zoë Quill"))).toMatchObject({ status: 429, code: "rate_limited" });
    expect(await errorOf(await setName(await createPocket(), "Zoë Quill"))).toMatchObject({ status: 409, code: "name_taken" });
  });

  it("a pocket holds one name: taking another frees the first", async () => {
    const ann = await createPocket();
    const bo = await createPocket();
    expect((await setName(ann, "First Choice")).status).toBe(200);
    expect((await setName(ann, "Second Choice")).status).toBe(200);
    const rows = await env.DB.prepare("SELECT name FROM player_names WHERE pocket_id = ?").bind(ann.keys.id).all();
    expect(rows.results).toEqual([{ name: "Second Choice" }]);
    expect((await setName(bo, "first choice")).status).toBe(200);
  });

  it("refuses reserved names, and names the text rule refuses", async () => {
    const pocket = await createPocket();
    for (const name of ["Computer level 2", "computer", "Anonymous", "anonymous coward"]) expect(await errorOf(await setName(pocket, name))).toMatchObject({ status: 409, code: "name_reserved" });
    for (const name of ["", "   ", "x".repeat(25), "a\u202eb", "a\nb", "\u200b", 7, null]) expect(await errorOf(await setName(pocket, name))).toMatchObject({ status: 400, code: "bad_request" });
    expect((await setName(pocket, "y".repeat(24))).status).toBe(200);
    // the refusals changed nothing and counted nothing: two more changes are allowed
    expect((await setName(pocket, "Two")).status).toBe(200);
    expect((await dropName(pocket)).status).toBe(200);
  });

  it("allows 3 changes in 30 days, then 429 with Retry-After until the oldest is 30 days old", async () => {
    const pocket = await createPocket();
    expect((await setName(pocket, "One")).status).toBe(200);
    expect((await setName(pocket, "One")).status).toBe(200); // the same name: no change
    expect((await setName(pocket, "Two")).status).toBe(200);
    expect((await dropName(pocket)).status).toBe(200);
    const refused = await setName(pocket, "Three");
    expect(await errorOf(refused.clone())).toMatchObject({ status: 429, code: "rate_limited" });
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(29 * 86_400);
    await ageNameChanges(pocket, 29);
    expect((await setName(pocket, "Three")).status).toBe(429);
    await ageNameChanges(pocket, 1.01);
    expect((await setName(pocket, "Three")).status).toBe(200);
  });
});
