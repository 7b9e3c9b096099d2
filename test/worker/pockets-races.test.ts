// Name changes of one pocket at the same moment (issue 33; src/worker/pocket/pocket.ts whileNaming): the D1 row
// and the pocket's own record of its name never disagree, and each change is counted.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { PocketView } from "../../src/contract/pocket.ts";
import { createPocket, pocketCall } from "./pocket-client.ts";

describe("a pocket's names at the same moment", () => {
  it("three names asked at once: the pocket and D1 agree on the one it holds, and the fourth change is refused", async () => {
    const pocket = await createPocket();
    const answers = await Promise.all(["Ada One", "Ada Two", "Ada Three"].map((name) => pocketCall(pocket, "/name", { method: "PUT", json: { name } })));
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200]);
    const view = (await (await pocketCall(pocket, "")).json()) as PocketView;
    const rows = await env.DB.prepare("SELECT name FROM player_names WHERE pocket_id = ?").bind(pocket.keys.id).all<{ name: string }>();
    expect(rows.results.map((row) => row.name)).toEqual([view.name]);
    expect((await pocketCall(pocket, "/name", { method: "PUT", json: { name: "Ada Four" } })).status).toBe(429);
  });
});
