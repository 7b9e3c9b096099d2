
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { resolveOptions } from "../../src/engine/options.ts";
import { makeRandom, randomPlayout } from "../../src/engine/random-playout.ts";
import { listGames } from "../../src/engine/registry.ts";
import type { ArchiveEntry, ArchiveSummary, GameSnapshot } from "../../src/contract/api.ts";
import { call, createGame, errorOf, getGame, ORIGIN, playAll } from "./client.ts";
import { extraMovesRecord } from "./extra-moves-record.ts";

const RESIGNED = `[Variant "the-pit"]
[White "Ann"]
[Black "Bo"]
[Date "2026.11.01"]
[Result "1-0"]
[Termination "resignation"]

1. a2-a3 a9-a8 {Bo gives up} 2. b2-b3 1-0
`;

function importRecord(record: string, save = false): Promise<Response> {
  return call("/api/import", { method: "POST", json: { record, save } });
}

describe("importing records", () => {
  it("validates a record by replay and returns the game", async () => {
    const res = await importRecord(RESIGNED);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      variant: "the-pit",
      moves: ["a2-a3", "a9-a8", "b2-b3"],
      result: "1-0",
      termination: "resignation",
      tags: { White: "Ann", Black: "Bo" },
    });
  });

  it("names the first bad move and why", async () => {
    const bad = RESIGNED.replace("b2-b3", "b2-b6");
    const error = await errorOf(await importRecord(bad));
    expect(error.status).toBe(422);
    expect(error.code).toBe("malformed_record");
    expect(error.message).toContain("Move 2 (White's b2-b6)");
  });

  it("refuses records without a variant, with an unknown one, or with a bad result", async () => {
    for (const record of ["1. a2-a3 *", '[Variant "go"]\n\n*', RESIGNED.replace('"1-0"]', '"2-0"]'), "[Variant broken\n"]) {
      const error = await errorOf(await importRecord(record));
      expect(error.status, record).toBe(422);
    }
    expect((await call("/api/import", { method: "POST", json: { record: "" } })).status).toBe(400);
  });

  it("saves a finished record in the archive, marked imported, with its own replay page and record", async () => {
    const res = await importRecord(RESIGNED, true);
    expect(res.status).toBe(201);
    const { saved } = (await res.json()) as { saved: { id: string; url: string } };
    expect(saved.url).toBe(`/g/${saved.id}`);
    const snapshot = await getGame(saved.id);
    expect(snapshot).toMatchObject({ status: "finished", imported: true, moves: ["a2-a3", "a9-a8", "b2-b3"], names: { white: "Ann", black: "Bo" } });
    expect(snapshot.outcome).toEqual({ status: "win", winner: "white", reason: "resignation" });
    const record = await (await call(`/api/games/${saved.id}/record`)).text();
    expect(record).toContain('[Result "1-0"]');
    expect(record).toContain("1. a2-a3 a9-a8 {Bo gives up} 2. b2-b3 1-0");
    const archive = (await (await call("/api/archive?player=ann&from=2026-11-01&to=2026-11-01")).json()) as { games: ArchiveEntry[] };
    expect(archive.games.find((g) => g.id === saved.id)).toMatchObject({ imported: true, endedAt: "2026-11-01T12:00:00.000Z" });
  });

  it("saves the same record once: a second save finds the first game", async () => {
    const record = RESIGNED.replace('[White "Ann"]', '[White "Once"]');
    const first = await importRecord(record, true);
    expect(first.status).toBe(201);
    const { saved } = (await first.json()) as { saved: { id: string } };
    const again = await importRecord(record, true);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      error: { code: "already_archived", message: "This game is already in the archive.", id: saved.id, url: `/g/${saved.id}` },
    });
    const archive = (await (await call("/api/archive?player=once")).json()) as { games: ArchiveEntry[] };
    expect(archive.games.map((g) => g.id)).toEqual([saved.id]);
    // the same moves and players with another result or date are still that game; another player is another game
    const otherResult = await importRecord(record.replace('[Result "1-0"]', '[Result "0-1"]').replace("1-0\n", "0-1\n").replace("2026.11.01", "2026.11.02"), true);
    expect(otherResult.status).toBe(409);
    expect((await importRecord(record.replace('[Black "Bo"]', '[Black "Cy"]'), true)).status).toBe(201);
  });

  it("reads a record with variations as its main line, and refuses options the game does not have as a malformed record", async () => {
    const withLines = RESIGNED.replace("1. a2-a3 a9-a8", "1. a2-a3 (1. j2-j3 (1. c2-c3) j9-j8) a9-a8 {fine} (1... b9-b8 2. b2-b3)");
    expect(await (await importRecord(withLines)).json()).toMatchObject({ moves: ["a2-a3", "a9-a8", "b2-b3"], result: "1-0" });
    const error = await errorOf(await importRecord(RESIGNED.replace('[Result "1-0"]', '[Options "constructor=y"]\n[Result "1-0"]')));
    expect(error).toEqual({ status: 422, code: "malformed_record", message: 'The Options tag: The Pit has no option "constructor".' });
  });

  it("replays a record from the position its FEN tag gives, and will not save it in the archive", async () => {
    const fen = "rchsqkshcr/pppppppppp/10/3****3/3****3/3****3/3****3/P9/1PPPPPPPPP/RCHSQKSHCR b - - 0 1";
    const record = `[Variant "the-pit"]\n[SetUp "1"]\n[FEN "${fen}"]\n[Result "1-0"]\n\n1... a9-a8 2. b2-b3 1-0\n`;
    expect(await (await importRecord(record)).json()).toMatchObject({ moves: ["a9-a8", "b2-b3"], tags: { FEN: fen } });
    const error = await errorOf(await importRecord(record, true));
    expect(error).toMatchObject({ status: 422, code: "malformed_record" });
    expect(error.message).toContain("set position");
    const bad = await errorOf(await importRecord(record.replace(fen, "rchsqkshcr w")));
    expect(bad).toMatchObject({ status: 422, code: "malformed_record" });
    expect(bad.message).toMatch(/^The FEN tag/);
  });

  it("refuses a record longer than 1,000 moves, without replaying it", async () => {
    const long = `[Variant "the-pit"]\n\n${Array.from({ length: 1_001 }, () => "a2-a3").join(" ")} *`;
    const error = await errorOf(await importRecord(long));
    expect(error).toMatchObject({ status: 422, code: "malformed_record" });
    expect(error.message).toContain("1001 moves");
  });

  it("will not save an unfinished record", async () => {
    const error = await errorOf(await importRecord(RESIGNED.replace(/1-0/g, "*"), true));
    expect(error.status).toBe(422);
  });

  it("round-trips: export then import gives the same game", async () => {
    const game = await createGame();
    await playAll(game, ["a2-a4", "j9-j7", "c2-c3"]);
    await call(`/api/games/${game.id}/resign`, { method: "POST", token: game.seats.black.token, json: {} });
    const exported = await (await call(`/api/games/${game.id}/record`)).text();
    const res = await importRecord(exported);
    expect(await res.json()).toMatchObject({ moves: ["a2-a4", "j9-j7", "c2-c3"], result: "1-0", termination: "resignation" });
  });
});

const EXTRA_MOVES = extraMovesRecord("Extra", "Moves");

describe("counts and duplicates in the archive", () => {
  const entries = async (query: string) => ((await (await call(`/api/archive?${query}`)).json()) as { games: ArchiveEntry[] }).games;

  it("counts moves as the record numbers them, In The Bin's extra moves included, in the list and the figures", async () => {
    const res = await importRecord(EXTRA_MOVES, true);
    expect(res.status).toBe(201);
    const [entry] = await entries("player=extra");
    expect(entry).toMatchObject({ plies: 44, moves: 21 });
    expect(await getGame(entry.id)).toMatchObject({ ply: 44, moveCount: 21 });
    expect(await (await call(`/g/${entry.id}`)).text()).toContain("0-1 by checkmate after 21 moves.");
    const figures = ((await (await call("/api/archive/summary")).json()) as { games: ArchiveSummary[] }).games.find((g) => g.variant === "in-the-bin");
    expect(figures).toMatchObject({ games: 1, averageMoves: 21, averagePlies: 44 });
  });

  it("fills in the count of an In The Bin game archived before counts were kept, by replay, once", async () => {
    await importRecord(EXTRA_MOVES.replace('"Extra"', '"Older"'), true);
    const [before] = await entries("player=older");
    await env.DB.prepare("UPDATE finished_games SET move_count = NULL WHERE id = ?").bind(before.id).run();
    expect((await entries("player=older"))[0]).toMatchObject({ plies: 44, moves: 21 });
    const stored = await env.DB.prepare("SELECT move_count FROM finished_games WHERE id = ?").bind(before.id).first<{ move_count: number }>();
    expect(stored?.move_count).toBe(21);
  });

  it("knows a game finished here when its record is imported: the answer links it, and saving it again is refused", async () => {
    const game = await createGame({ variant: "the-pit", names: { white: "Twice", black: "Seen" } });
    await playAll(game, ["a2-a3", "a9-a8", "b2-b3"]);
    await call(`/api/games/${game.id}/resign`, { method: "POST", token: game.seats.black.token, json: {} });
    // the record as downloaded, with the names spelt another way: the same players
    const record = (await (await call(`/api/games/${game.id}/record`)).text()).replace('"Twice"', '" twice "');
    expect(await (await importRecord(record)).json()).toMatchObject({ archived: { id: game.id, url: `/g/${game.id}` } });
    const error = await errorOf(await importRecord(record, true));
    expect(error).toMatchObject({ status: 409, code: "already_archived", message: "This game is already in the archive." });
    expect((await entries("player=twice")).map((g) => g.id)).toEqual([game.id]);
    // another game of the same players is another game
    const other = await importRecord(record.replace("3. b2-b3", "3. c2-c3").replace("b2-b3", "c2-c3"));
    expect(await other.json()).not.toHaveProperty("archived");
  });
});

describe("record round trips for every game", () => {
  for (const game of listGames()) {
    it(`${game.id}: a game played here, exported, then imported, is the same game`, async () => {
      const options = resolveOptions(game, {});
      if (!options.ok) throw new Error(options.error.message);
      const start = game.setup(options.value);
      if (!start.ok) throw new Error(start.error.message);
      const { moves } = randomPlayout(game, start.value, makeRandom(11), { plies: 30, avoidEnding: true });
      const created = await createGame({ variant: game.id, names: { white: "Round", black: "Trip" } });
      await playAll(created, moves);
      await call(`/api/games/${created.id}/resign`, { method: "POST", token: created.seats.white.token, json: {} });
      const exported = await (await call(`/api/games/${created.id}/record`)).text();
      expect(exported).toContain(`[Variant "${game.id}"]`);
      // it is the game the archive holds; under another White it is a game of its own, saved and replayed
      expect(await (await importRecord(exported)).json()).toMatchObject({ archived: { id: created.id } });
      const imported = await importRecord(exported.replace('[White "Round"]', '[White "Copy"]'), true);
      expect(imported.status).toBe(201);
      const { saved } = (await imported.json()) as { saved: { id: string } };
      const again = await getGame(saved.id);
      const original = await getGame(created.id);
      expect(again.moves).toEqual(original.moves);
      expect(again.position).toBe(original.position);
      expect(again.outcome).toEqual(original.outcome);
      expect(again.names).toEqual({ ...original.names, white: "Copy" });
    });
  }
});

describe("archive filters and figures", () => {
  it("filters by game, result, termination, player and date, newest first", async () => {
    const a = await createGame({ variant: "the-pit", names: { white: "Zed", black: "Yan" } });
    await call(`/api/games/${a.id}/resign`, { method: "POST", token: a.seats.black.token, json: {} });
    const b = await createGame({ variant: "the-pit", names: { white: "Yan", black: "Xu" } });
    await call(`/api/games/${b.id}/draw`, { method: "POST", token: b.seats.white.token, json: { action: "offer" } });
    await call(`/api/games/${b.id}/draw`, { method: "POST", token: b.seats.black.token, json: { action: "accept" } });

    const list = async (query: string) =>
      ((await (await call(`/api/archive?${query}`)).json()) as { games: ArchiveEntry[] }).games.map((g) => g.id);
    expect(await list("player=yan")).toEqual([b.id, a.id]);
    expect(await list("player=YAN&result=1-0")).toEqual([a.id]);
    expect(await list("player=yan&termination=agreement")).toEqual([b.id]);
    expect(await list("player=xu&variant=the-pit")).toEqual([b.id]);
    const today = new Date().toISOString().slice(0, 10);
    expect(await list(`player=yan&from=${today}&to=${today}`)).toEqual([b.id, a.id]);
    expect(await list("player=yan&to=2000-01-01")).toEqual([]);
    expect((await call("/api/archive?from=2026-13-45")).status).toBe(400);
    expect((await call("/api/archive?termination=DROP TABLE")).status).toBe(400);
  });

  it("sums up games played, wins by side, draws and average length per game", async () => {
    const before = await summary();
    const game = await createGame();
    await playAll(game, ["a2-a3", "a9-a8"]);
    await call(`/api/games/${game.id}/resign`, { method: "POST", token: game.seats.white.token, json: {} });
    const after = await summary();
    expect(after.games - before.games).toBe(1);
    expect(after.blackWins - before.blackWins).toBe(1);
    expect(after.averageMoves).toBeGreaterThan(0);

    async function summary(): Promise<ArchiveSummary> {
      const body = (await (await call("/api/archive/summary")).json()) as { games: ArchiveSummary[] };
      return body.games.find((g) => g.variant === "the-pit") ?? { variant: "the-pit", games: 0, whiteWins: 0, blackWins: 0, draws: 0, averageMoves: 0, averagePlies: 0 };
    }
  });
});

describe("oEmbed", () => {
  it("answers with the spec's required fields for a game link", async () => {
    const game = await createGame();
    const url = `${ORIGIN}/g/${game.id}`;
    const res = await call(`/oembed?url=${encodeURIComponent(url)}&format=json`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ version: "1.0", type: "rich", provider_name: "Pigeon Post", width: 480, height: 560 });
    expect(String(body.html)).toContain(`src="${ORIGIN}/embed/${game.id}"`);
    expect(String(body.html)).toContain('sandbox="allow-scripts');
    expect(body.thumbnail_url).toMatch(new RegExp(`/og/${game.id}\\.png\\?ply=0`));
    expect(body.thumbnail_width).toBe(1200);
    expect(body.thumbnail_height).toBe(630);
  });

  it("honours maxwidth and maxheight", async () => {
    const game = await createGame();
    const url = encodeURIComponent(`${ORIGIN}/g/${game.id}`);
    const body = (await (await call(`/oembed?url=${url}&maxwidth=300&maxheight=340`)).json()) as Record<string, number>;
    expect(body.width).toBeLessThanOrEqual(300);
    expect(body.height).toBeLessThanOrEqual(340);
    expect(body.thumbnail_width).toBeLessThanOrEqual(300);
    expect(body.thumbnail_height).toBeLessThanOrEqual(340);
  });

  it("keeps a link's ply: the iframe opens at that position and the thumbnail shows it (issue 30, item 6)", async () => {
    const game = await createGame();
    await playAll(game, ["a2-a3", "a9-a8", "b2-b3"]);
    for (const path of [`/g/${game.id}?ply=2`, `/embed/${game.id}?ply=2`]) {
      const body = (await (await call(`/oembed?url=${encodeURIComponent(`${ORIGIN}${path}`)}`)).json()) as Record<string, unknown>;
      expect(String(body.html)).toContain(`src="${ORIGIN}/embed/${game.id}?ply=2"`);
      expect(body.thumbnail_url).toMatch(new RegExp(`/og/${game.id}\\.png\\?ply=2&`));
    }
    // a ply past the end is the last one; no ply follows the game
    const past = (await (await call(`/oembed?url=${encodeURIComponent(`${ORIGIN}/g/${game.id}?ply=99`)}`)).json()) as Record<string, unknown>;
    expect(String(past.html)).toContain(`src="${ORIGIN}/embed/${game.id}?ply=3"`);
    const latest = (await (await call(`/oembed?url=${encodeURIComponent(`${ORIGIN}/g/${game.id}`)}`)).json()) as Record<string, unknown>;
    expect(String(latest.html)).toContain(`src="${ORIGIN}/embed/${game.id}"`);
    expect(latest.thumbnail_url).toMatch(/\?ply=3&/);
  });

  it("answers 501 exactly below the smallest viewer docs/api.md names: maxwidth 120, maxheight 200", async () => {
    const game = await createGame();
    const url = encodeURIComponent(`${ORIGIN}/g/${game.id}`);
    const ask = (query: string) => call(`/oembed?url=${url}&${query}`);
    expect(await errorOf(await ask("maxwidth=119"))).toMatchObject({ status: 501, code: "not_implemented" });
    expect(await errorOf(await ask("maxheight=199"))).toMatchObject({ status: 501, code: "not_implemented" });
    const smallest = (await (await ask("maxwidth=120&maxheight=200")).json()) as Record<string, number>;
    expect([smallest.width, smallest.height]).toEqual([120, 200]);
    const short = (await (await ask("maxheight=200")).json()) as Record<string, number>;
    expect([short.width, short.height]).toEqual([120, 200]);
  });

  it("gives the embed page, pasted as a link, the game's preview tags and the oEmbed discovery link, its ply kept", async () => {
    const game = await createGame();
    await playAll(game, ["a2-a3", "a9-a8"]);
    const res = await call(`/embed/${game.id}?ply=1`);
    expect(res.status).toBe(200);
    // still framable by any page
    expect(res.headers.get("Content-Security-Policy")).not.toContain("frame-ancestors");
    const html = await res.text();
    expect(html).toContain('<link rel="alternate" type="application/json+oembed"');
    expect(html).toContain(encodeURIComponent(`${ORIGIN}/embed/${game.id}?ply=1`));
    expect(html).toMatch(new RegExp(`<meta property="og:image" content="${ORIGIN}/og/${game.id}\\.png\\?ply=1&amp;w=1200&amp;lang=en">`));
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
  });

  it("refuses other formats (501) and links that are not games here (404)", async () => {
    const game = await createGame();
    expect((await call(`/oembed?url=${encodeURIComponent(`${ORIGIN}/g/${game.id}`)}&format=xml`)).status).toBe(501);
    expect((await call(`/oembed?url=${encodeURIComponent(`https://elsewhere.test/g/${game.id}`)}`)).status).toBe(404);
    expect((await call(`/oembed?url=${encodeURIComponent(`${ORIGIN}/g/abcdefghij`)}`)).status).toBe(404);
    expect((await call(`/oembed?url=nonsense`)).status).toBe(404);
    // no url at all is a malformed request
    expect(await errorOf(await call("/oembed"))).toMatchObject({ status: 400, code: "bad_request" });
  });

  it("sends /favicon.ico to the app's icon, not to a page", async () => {
    const res = await call("/favicon.ico", { redirect: "manual" });
    expect(res.status).toBe(301);
    expect(res.headers.get("Location")).toBe("/favicon.svg");
  });
});

describe("pages and framing", () => {
  it("lets any page frame the embed viewer (local files too: no frame-ancestors), and no site frame a game page", async () => {
    const game = await createGame();
    const embed = await call(`/embed/${game.id}`);
    expect(embed.status).toBe(200);
    // "frame-ancestors *" would refuse file: and data: pages, such as a draft previewed from disk
    expect(embed.headers.get("Content-Security-Policy")).not.toContain("frame-ancestors");
    expect(embed.headers.get("X-Frame-Options")).toBeNull();
    const page = await call(`/g/${game.id}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("Content-Security-Policy")).toMatch(/; frame-ancestors 'none'$/);
    expect(page.headers.get("X-Frame-Options")).toBe("DENY");
  });

  it("sends a strict policy on every page and nosniff / no-referrer on every answer", async () => {
    const game = await createGame();
    for (const path of [`/g/${game.id}`, `/embed/${game.id}`]) {
      const policy = (await call(path)).headers.get("Content-Security-Policy") ?? "";
      // only the app's own scripts, no inline script or style, its own socket
      expect(policy, path).toContain("default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self';");
      expect(policy, path).not.toContain("unsafe-inline");
      expect(policy, path).toContain("object-src 'none'; base-uri 'none'");
    }
    for (const path of ["/api/variants", `/api/games/${game.id}`, "/api/games/abcdefghij", `/og/${game.id}.png`, `/og/${game.id}.png`, `/g/${game.id}`, "/oembed?url=x", "/nothing"]) {
      const res = await call(path);
      expect(res.headers.get("X-Content-Type-Options"), path).toBe("nosniff");
      expect(res.headers.get("Referrer-Policy"), path).toBe("no-referrer");
      await res.body?.cancel();
    }
  });

  it("puts preview tags and the oEmbed discovery link on game pages", async () => {
    const game = await createGame({ variant: "the-pit", names: { white: "Ann <b>", black: "Bo" } });
    const html = await (await call(`/g/${game.id}`)).text();
    expect(html).toContain('property="og:title" content="Ann &lt;b&gt; vs Bo · The Pit"');
    // the page holds the board's room before the game arrives (issue 20, item 13)
    expect(html).toContain(`<meta name="pigeon-post:variant" content="the-pit" data-game="${game.id}">`);
    expect(html).toContain(`property="og:image" content="${ORIGIN}/og/${game.id}.png?ply=0&amp;w=1200&amp;lang=en"`);
    expect(html).toContain('name="twitter:card" content="summary_large_image"');
    expect(html).toContain('type="application/json+oembed"');
    expect(html).not.toContain("<b>");
  });

  it("writes the game's snapshot into its page, the API's answer word for word, as data nothing in it can close", async () => {
    const game = await createGame({ variant: "the-pit", names: { white: "</script><script>alert(1)</script>", black: "Bo <!--" } });
    await playAll(game, ["e2-e3"]);
    const html = await (await call(`/g/${game.id}`)).text();
    const block = new RegExp(`<script type="application/json" id="pigeon-post-snapshot" data-game="${game.id}">(.*?)</script>`, "s").exec(html);
    expect(block, "the data block").not.toBeNull();
    expect(block![1]).not.toContain("<");
    const api = (await (await call(`/api/games/${game.id}`)).json()) as GameSnapshot;
    expect(JSON.parse(block![1])).toEqual(api);
    // one script element of its own: the name closed nothing
    expect(html.match(/<script/g)).toHaveLength(html.match(/<\/script>/g)!.length);
    expect(html).not.toContain("alert(1)</script>");
  });

  it("preloads the reader's catalog on a game's page, and the game page's own chunks, so they come with the entry script", async () => {
    const game = await createGame({ variant: "the-pit" });
    const html = await (await call(`/g/${game.id}`, { headers: { "Accept-Language": "ja" } })).text();
    const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    expect(preloads.filter((path) => /\/assets\/ja-[\w-]{8}\.js$/.test(path))).toHaveLength(1);
    // the app's pages beyond the home page are one chunk (web/chunk-groups.ts)
    expect(preloads.some((path) => /\/assets\/pages-[\w-]{8}\.js$/.test(path))).toBe(true);
    // no other language's catalog, and the build's list itself is gone
    expect(preloads.some((path) => /\/assets\/(de|ar|en)-[\w-]{8}\.js$/.test(path))).toBe(false);
    expect(html).not.toContain("pigeon-post:preloads");
  });

  it("lets the sandboxed embed read games across origins", async () => {
    const game = await createGame();
    const res = await call(`/api/games/${game.id}`, { headers: { Origin: "null" } });
    expect(res.headers.get("Access-Control-Allow-Origin")).toBe("*");
    const snapshot = (await res.json()) as GameSnapshot;
    expect(snapshot.id).toBe(game.id);
  });
});


