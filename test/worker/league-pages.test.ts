// The pages the Worker serves for leagues (issue 22, item 4): the framable standings at
// /embed/league/:id, oEmbed for league links beside the games' own, and the league
// page's preview tags.
import { describe, expect, it } from "vitest";
import type { CreatedLeague } from "../../src/contract/league.ts";
import { call, createGame, ORIGIN } from "./client.ts";
import { joinLeague, startLeague } from "./league-client.ts";

async function createLeague(name = "Club <night>"): Promise<CreatedLeague> {
  const res = await call("/api/leagues", { method: "POST", json: { name, variant: "the-pit", format: "round-robin", timeControl: null, maxPlayers: 8 } });
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as CreatedLeague;
}

describe("league embed and oEmbed", () => {
  it("serves the standings embed to any page's frame, as the game embed is", async () => {
    const res = await call("/embed/league/abcdefghij");
    expect(res.status).toBe(200);
    expect(res.headers.get("X-Frame-Options")).toBeNull();
    expect(res.headers.get("Content-Security-Policy")).not.toContain("frame-ancestors");
    await res.body?.cancel();
  });

  it("answers oEmbed for a league link with its live standings frame", async () => {
    const league = await createLeague();
    for (const path of [`/l/${league.id}`, `/embed/league/${league.id}`]) {
      const res = await call(`/oembed?url=${encodeURIComponent(ORIGIN + path)}&format=json`);
      expect(res.status, path).toBe(200);
      const body = (await res.json()) as Record<string, unknown>;
      expect(body).toMatchObject({ version: "1.0", type: "rich", provider_name: "Pigeon Post", width: 480, height: 420, title: "Club <night> · The Pit league" });
      expect(String(body.html)).toContain(`src="${ORIGIN}/embed/league/${league.id}"`);
      expect(String(body.html)).toContain('title="Club &lt;night&gt; · The Pit league"');
    }
    const small = (await (await call(`/oembed?url=${encodeURIComponent(`${ORIGIN}/l/${league.id}`)}&maxwidth=300&maxheight=250`)).json()) as Record<string, number>;
    expect([small.width, small.height]).toEqual([300, 250]);
  });

  it("refuses an unknown league (404), other formats (501), and still answers for games", async () => {
    expect((await call(`/oembed?url=${encodeURIComponent(`${ORIGIN}/l/nosuchleague`)}`)).status).toBe(404);
    const league = await createLeague();
    expect((await call(`/oembed?url=${encodeURIComponent(`${ORIGIN}/l/${league.id}`)}&format=xml`)).status).toBe(501);
    const game = await createGame();
    const res = await call(`/oembed?url=${encodeURIComponent(`${ORIGIN}/g/${game.id}`)}`);
    expect(res.status).toBe(200);
    expect(String(((await res.json()) as { html: string }).html)).toContain(`/embed/${game.id}"`);
  });

  it("gives the league page a picture of its standings, a large card, a new picture when the table changes (issue 30, item 6)", async () => {
    const league = await createLeague();
    const imageOf = async () => {
      const html = await (await call(`/l/${league.id}`)).text();
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
      // the picture in the page's language (English for a reader who names none)
      const url = new RegExp(`<meta property="og:image" content="(${ORIGIN}/og/league/${league.id}\\.png\\?v=[a-z0-9]+&amp;lang=en)">`).exec(html)?.[1];
      expect(url, "og:image").toBeDefined();
      expect(html).toContain('<meta property="og:image:width" content="1200">');
      return { url: url!.replaceAll("&amp;", "&"), html };
    };
    const open = await imageOf();
    // plurals at 0, 1 and 2
    expect(open.html).toContain("0 players, open for players.");
    await joinLeague(league, "Ann");
    const one = await imageOf();
    expect(one.html).toContain("1 player, open for players.");
    expect(one.url).not.toBe(open.url);
    await joinLeague(league, "Bo");
    expect((await imageOf()).html).toContain("2 players, open for players.");
    await startLeague(league);
    const started = await imageOf();
    expect(started.html).toMatch(/Leading: \w+ \(0 points\)\./);
    const res = await call(started.url.slice(ORIGIN.length));
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("image/png");
    const png = new Uint8Array(await res.arrayBuffer());
    const view = new DataView(png.buffer);
    expect([view.getUint32(16), view.getUint32(20)]).toEqual([1200, 630]);
    const unknown = await call("/og/league/nosuchleague.png");
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: { code: string } }).error.code).toBe("not_found");
    expect((await call(`/og/league/${league.id}.gif`)).status).toBe(404);
  });

  it("puts preview tags and the oEmbed discovery link on the league page, and opens an unknown league's page anyway", async () => {
    const league = await createLeague();
    const res = await call(`/l/${league.id}`);
    expect(res.headers.get("X-Frame-Options")).toBe("DENY");
    const html = await res.text();
    expect(html).toContain('property="og:title" content="Club &lt;night&gt; · The Pit league"');
    expect(html).toContain("Round-robin of The Pit on Pigeon Post, 0 players, open for players.");
    expect(html).toContain(`href="${ORIGIN}/oembed?url=${encodeURIComponent(`${ORIGIN}/l/${league.id}`)}&amp;format=json&amp;lang=en"`);
    const unknown = await call("/l/nosuchleague");
    expect(unknown.status).toBe(200);
    expect(await unknown.text()).not.toContain("og:title");
  });
});
