// Acting as a pocket elsewhere (issue 33; src/worker/pocket/identity.ts): `Pocket-Auth:
// <pocketId>.<auth>` names the pocket and its public name when its key is right and the
// pocket is open; nameOwner finds the pocket holding a name, in any letter case.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { nameOwner, pocketIdentity } from "../../src/worker/pocket/identity.ts";
import { createPocket, pocketCall } from "./pocket-client.ts";

describe("pocketIdentity", () => {
  it("names the pocket and its name, and refuses a missing, malformed, wrong or closed one", async () => {
    const pocket = await createPocket();
    const header = `${pocket.keys.id}.${pocket.keys.auth}`;
    expect(await pocketIdentity(env, header)).toEqual({ ok: true, value: { pocketId: pocket.keys.id, name: null, nameSince: null } });

    const named = await pocketCall(pocket, "/name", { method: "PUT", json: { name: "Ídolo Ann" } });
    expect(named.status, await named.clone().text()).toBe(200);
    const identity = await pocketIdentity(env, header);
    expect(identity.ok && identity.value.name).toBe("Ídolo Ann");
    expect(identity.ok && Math.abs(Date.now() - identity.value.nameSince!)).toBeLessThan(60_000);
    expect(await nameOwner(env, "ÍDOLO ANN")).toBe(pocket.keys.id);
    expect(await nameOwner(env, "nobody at all")).toBeUndefined();

    const other = await createPocket();
    expect(await pocketIdentity(env, undefined)).toMatchObject({ ok: false, error: { status: 401, code: "missing_pocket" } });
    expect(await pocketIdentity(env, pocket.keys.auth)).toMatchObject({ ok: false, error: { status: 403, code: "wrong_pocket" } });
    expect(await pocketIdentity(env, `${pocket.keys.id}.${other.keys.auth}`)).toMatchObject({ ok: false, error: { status: 403, code: "wrong_token" } });
    expect(await pocketIdentity(env, `${"x".repeat(20)}.${pocket.keys.auth}`)).toMatchObject({ ok: false, error: { status: 404, code: "not_found" } });

    expect((await pocketCall(pocket, "", { method: "DELETE" })).status).toBe(200);
    expect(await pocketIdentity(env, header)).toMatchObject({ ok: false, error: { status: 410, code: "gone" } });
    // closing frees the name
    expect(await nameOwner(env, "Ídolo Ann")).toBeUndefined();
  });
});
