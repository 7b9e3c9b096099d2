// Issue 29, item 2: one rule for outside text (src/contract/text-rules.ts) on every field
// that stores text, a 400 naming the field for what it refuses, and pages that still open
// for text stored before the rule.
import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { League } from "../../src/worker/league/league.ts";
import { call, createGame, errorOf, ORIGIN } from "./client.ts";
import { codeOf, createLeague, joinLeague, leagueStub, me } from "./league-client.ts";

/** Writes `sql` with `values` straight into the league's storage: text as an older version stored it, past today's rules. */
async function writeLegacy(id: string, sql: string, ...values: string[]): Promise<void> {
  await runInDurableObject(leagueStub(id), (_league: League, state) => {
    state.storage.sql.exec(sql, ...values);
  });
}

describe("a league whose stored names predate the text rules still opens", () => {
  it("answers its API, page, embed and oEmbed without a 500, the names made well-formed", async () => {
    const league = await createLeague({ name: "Club" });
    const ann = await joinLeague(league, "Ann");
    await joinLeague(league, "Bo");
    const name = "Club\ud800 \u202eevil\u2028";
    await runInDurableObject(leagueStub(league.id), (_league: League, state) => {
      const row = state.storage.sql.exec("SELECT json FROM meta WHERE id = 1").one();
      const meta = JSON.parse(String(row.json)) as { name: string };
      state.storage.sql.exec("UPDATE meta SET json = ? WHERE id = 1", JSON.stringify({ ...meta, name }));
    });
    await writeLegacy(league.id, "UPDATE players SET name = ? WHERE name = 'Ann'", "Ann\udc00\u0007");
    // the object keeps its meta in memory: a fresh read comes after an eviction, which this stands for
    await runInDurableObject(leagueStub(league.id), (leagueObject: League) => {
      (leagueObject as unknown as { store: { meta: unknown } }).store.meta = undefined;
      (leagueObject as unknown as { shown: unknown }).shown = undefined;
    });
    for (const path of [`/api/leagues/${league.id}`, `/l/${league.id}`, `/embed/league/${league.id}`, `/oembed?url=${encodeURIComponent(`${ORIGIN}/l/${league.id}`)}`]) {
      const res = await call(path);
      const text = await res.text();
      expect(res.status, `${path}: ${text.slice(0, 200)}`).toBe(200);
      expect(text, path).not.toMatch(/[\ud800-\udfff]|\\ud[89a-f]/iu);
      expect(text, path).not.toMatch(/[\u202e\u2028]|\\u202e|\\u2028/iu);
    }
    const view = (await (await call(`/api/leagues/${league.id}`)).json()) as { name: string; players: { name: string }[]; standings: { name: string }[] };
    expect(view.name).toBe("Club\ufffd  evil ");
    // SQLite kept the half pair as three U+FFFD (its bytes); the BEL becomes a space
    expect(view.players.map((p) => p.name)).toEqual(["Ann\ufffd\ufffd\ufffd ", "Bo"]);
    expect(view.standings.map((p) => p.name).sort()).toEqual(["Ann\ufffd\ufffd\ufffd ", "Bo"]);
    const page = await (await call(`/l/${league.id}`)).text();
    expect(page).toContain("<title>Club\ufffd  evil  · The Pit league · Pigeon Post</title>");
    const mine = await me(league.id, new URL(ann.url).hash.replace("#player=", ""));
    expect(mine.name).toBe("Ann\ufffd\ufffd\ufffd ");
  });
});

describe("each text field refuses what the rule refuses, as a 400 naming the field", () => {
  it("refuses a lone surrogate in a game's player name (once a URIError and a 500)", async () => {
    const res = await call("/api/games", { method: "POST", body: '{"variant":"the-pit","names":{"white":"a\\ud800"}}', headers: { "Content-Type": "application/json" } });
    expect(await errorOf(res)).toMatchObject({ status: 400, code: "bad_request", message: expect.stringMatching(/^names\.white: A name may not contain a lone surrogate/) });
  });

  const bad: [string, string, string][] = [
    ["the right-to-left override", "Ann\u202e", "bidirectional control characters (U+202E)"],
    ["NEL", "Ann\u0085", "control characters (U+0085)"],
    // inside: at either end, trimming takes it off (JavaScript counts it as a space)
    ["a line separator", "An\u2028n", "line or paragraph separators (U+2028, U+2029) (U+2028)"],
  ];
  for (const [what, name, reason] of bad) {
    it(`refuses ${what} in a game's, a league's and a league player's name`, async () => {
      const game = await call("/api/games", { method: "POST", json: { variant: "the-pit", names: { black: name } } });
      expect(await errorOf(game)).toEqual({ status: 400, code: "bad_request", message: `names.black: A name may not contain ${reason}.` });
      const league = await call("/api/leagues", { method: "POST", json: { name, variant: "the-pit", format: "round-robin", maxPlayers: 8 } });
      expect(await errorOf(league)).toEqual({ status: 400, code: "bad_request", message: `name: A league's name may not contain ${reason}.` });
      const created = await createLeague();
      const join = await call(`/api/leagues/${created.id}/players`, { method: "POST", json: { name, code: codeOf(created) } });
      expect(await errorOf(join)).toEqual({ status: 400, code: "bad_request", message: `name: A name may not contain ${reason}.` });
    });
  }

  it("refuses a name of nothing visible, which once counted as a name", async () => {
    const game = await call("/api/games", { method: "POST", json: { variant: "the-pit", names: { white: "\u200b" } } });
    expect(await errorOf(game)).toEqual({ status: 400, code: "bad_request", message: "names.white: A name has nothing visible in it: only spaces, invisible or combining characters." });
    const created = await createLeague();
    const join = await call(`/api/leagues/${created.id}/players`, { method: "POST", json: { name: "\u200b\u200d", code: codeOf(created) } });
    expect(await errorOf(join)).toMatchObject({ status: 400, message: "name: A name has nothing visible in it: only spaces, invisible or combining characters." });
    const league = await call("/api/leagues", { method: "POST", json: { name: "\u200b\u2060", variant: "the-pit", format: "round-robin", maxPlayers: 8 } });
    expect(await errorOf(league)).toMatchObject({ status: 400, message: "name: A league's name has nothing visible in it: only spaces, invisible or combining characters." });
  });

  it("keeps names in NFC: a game's names, and a league's names compared as one", async () => {
    const game = await createGame({ variant: "the-pit", names: { white: "Zoe\u0301", black: "Bo" } });
    const snapshot = (await (await call(`/api/games/${game.id}`)).json()) as { names: { white: string } };
    expect(snapshot.names.white).toBe("Zo\u00e9");
    const league = await createLeague({ name: "Cafe\u0301 club" });
    await joinLeague(league, "Zo\u00e9");
    const twin = await call(`/api/leagues/${league.id}/players`, { method: "POST", json: { name: "ZOE\u0301", code: codeOf(league) } });
    expect((await errorOf(twin)).status).toBe(409);
    const hidden = await call(`/api/leagues/${league.id}/players`, { method: "POST", json: { name: "Zo\u200b\u00e9", code: codeOf(league) } });
    expect((await errorOf(hidden)).status).toBe(409);
    const view = (await (await call(`/api/leagues/${league.id}`)).json()) as { name: string };
    expect(view.name).toBe("Caf\u00e9 club");
  });

  it("refuses an imported tag the rule refuses, naming the tag, and keeps a decomposed name's record as written", async () => {
    const record = (white: string, extra = "") => `[Variant "the-pit"]\n[White "${white}"]\n[Black "Bo"]\n${extra}[Result "0-1"]\n\n1. a2-a3 0-1\n`;
    for (const [white, extra, message] of [
      ["Ann\u202e", "", "The White tag: A name may not contain bidirectional control characters (U+202E)."],
      ["\u200b", "", "The White tag: A name has nothing visible in it: only spaces, invisible or combining characters."],
      ["Ann", '[Event "Club\u2028"]\n', "The Event tag may not contain line or paragraph separators (U+2028, U+2029) (U+2028)."],
      ["Ann", '[Annotator "x\u202e"]\n', "The Annotator tag may not contain bidirectional control characters (U+202E)."],
    ]) {
      const res = await call("/api/import", { method: "POST", json: { record: record(white, extra), save: true } });
      expect(await errorOf(res)).toEqual({ status: 422, code: "malformed_record", message });
    }
    const res = await call("/api/import", { method: "POST", json: { record: record("Zoe\u0301"), save: true } });
    expect(res.status).toBe(201);
    const { saved } = (await res.json()) as { saved: { id: string } };
    const snapshot = (await (await call(`/api/games/${saved.id}`)).json()) as { names: { white: string } };
    expect(snapshot.names.white).toBe("Zo\u00e9");
    const found = (await (await call(`/api/archive?player=${encodeURIComponent("zoe\u0301")}`)).json()) as { games: { id: string }[] };
    expect(found.games.map((g) => g.id)).toContain(saved.id);
  });
});
