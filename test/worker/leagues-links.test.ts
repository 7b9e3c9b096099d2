// The organizer's links on a second device (issue 22 follow-up): the join code is derived
// from the server's key rather than stored, so the organizer's bearer gets the join link back
// at any time, and a league created when codes were random and only their hash kept still
// takes its old code.
import { evictDurableObject, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { LeagueOrganizerLinks } from "../../src/contract/league.ts";
import type { League } from "../../src/worker/league/league.ts";
import { hashToken, newSeatToken } from "../../src/worker/tokens.ts";
import { call } from "./client.ts";
import { codeOf, createLeague, joinLeague, leagueStub } from "./league-client.ts";

describe("the organizer's links", () => {
  it("gives the organizer's bearer the same join link as at creation, and no one else", async () => {
    const league = await createLeague();
    const res = await call(`/api/leagues/${league.id}/organizer`, { token: league.organizer.token });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const links = (await res.json()) as LeagueOrganizerLinks;
    expect(links).toEqual({ joinUrl: league.joinUrl, watchUrl: league.watchUrl, organizerUrl: league.organizer.url });
    // the join link it gives works
    await joinLeague({ ...league, joinUrl: links.joinUrl }, "Ann");

    const ann = await joinLeague(league, "Bo");
    for (const [token, status] of [[ann.token, 403], ["a".repeat(43), 403], [undefined, 401]] as const) {
      const refused = await call(`/api/leagues/${league.id}/organizer`, { token });
      expect(refused.status).toBe(status);
      expect(await refused.text()).not.toContain(codeOf(league));
    }
    expect((await call("/api/leagues/abcdefghij/organizer", { token: league.organizer.token })).status).toBe(404);
  });

  it("derives each league's own code, stores neither it nor its hash, and refuses another league's", async () => {
    const one = await createLeague();
    const two = await createLeague();
    expect(codeOf(one)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(codeOf(one)).not.toBe(codeOf(two));
    const meta = await runInDurableObject(leagueStub(one.id), (_l: League, state) => String(state.storage.sql.exec("SELECT json FROM meta").one().json));
    expect(meta).not.toContain(codeOf(one));
    expect(meta).not.toContain(await hashToken(codeOf(one)));
    expect(JSON.parse(meta)).not.toHaveProperty("joinHash");
    const crossed = await call(`/api/leagues/${one.id}/players`, { method: "POST", json: { name: "Eve", code: codeOf(two) } });
    expect(crossed.status).toBe(403);
  });

  it("still takes the random code of a league created before codes were derived, and the derived one too", async () => {
    const league = await createLeague();
    // as such a league was stored: the hash of a random code in its settings
    const oldCode = newSeatToken();
    const oldHash = await hashToken(oldCode);
    await runInDurableObject(leagueStub(league.id), (_l: League, state) => {
      state.storage.sql.exec("UPDATE meta SET json = json_set(json, '$.joinHash', ?)", oldHash);
    });
    await evictDurableObject(leagueStub(league.id));
    const byOld = await call(`/api/leagues/${league.id}/players`, { method: "POST", json: { name: "Ann", code: oldCode } });
    expect(byOld.status, await byOld.clone().text()).toBe(201);
    // the organizer's second device gets the derived link, which this league takes as well
    const links = (await (await call(`/api/leagues/${league.id}/organizer`, { token: league.organizer.token })).json()) as LeagueOrganizerLinks;
    await joinLeague({ ...league, joinUrl: links.joinUrl }, "Bo");
    const wrong = await call(`/api/leagues/${league.id}/players`, { method: "POST", json: { name: "Eve", code: newSeatToken() } });
    expect(wrong.status).toBe(403);
  });
});
