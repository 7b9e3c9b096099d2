// oEmbed in the reader's language (issue 31): the answer's title (and its frame's title)
// in the language of the oEmbed URL's ?lang=, which a page's discovery link carries, else
// of the embedded link's ?lang=, else of Accept-Language; the frame is fixed in a language
// only when the pasted link fixed one. English stays as it was.
import { describe, expect, it } from "vitest";
import type { CreatedLeague } from "../../src/contract/league.ts";
import { call, createGame, ORIGIN } from "./client.ts";
import { joinLeague } from "./league-client.ts";

interface OEmbed {
  readonly title: string;
  readonly html: string;
  readonly thumbnail_url?: string;
}

async function oembed(url: string, query = "", acceptLanguage?: string): Promise<{ body: OEmbed; headers: Headers }> {
  const res = await call(`/oembed?url=${encodeURIComponent(url)}&format=json${query}`, acceptLanguage ? { headers: { "Accept-Language": acceptLanguage } } : {});
  expect(res.status, url).toBe(200);
  return { body: (await res.json()) as OEmbed, headers: res.headers };
}

describe("oEmbed in the reader's language", () => {
  it("titles a game in the oEmbed URL's ?lang=, else Accept-Language, and varies by it; English as before", async () => {
    const game = await createGame({ variant: "the-pit", names: { white: "Ann", black: "Bo" } });
    const link = `${ORIGIN}/g/${game.id}`;
    const de = await oembed(link, "&lang=de", "fr");
    expect(de.body.title).toBe("Ann gegen Bo · The Pit");
    expect(de.body.html).toContain('title="Ann gegen Bo · The Pit"');
    // the frame is not fixed: each reader of the blog gets their own language
    expect(de.body.html).toContain(`src="${ORIGIN}/embed/${game.id}"`);
    // the thumbnail's words are in the title's language
    expect(de.body.thumbnail_url).toBe(`${ORIGIN}/og/${game.id}.png?ply=0&w=1200&lang=de`);

    const fr = await oembed(link, "", "fr-CA,fr;q=0.9");
    expect(fr.body.title).not.toBe("Ann vs Bo · The Pit");
    expect(fr.body.title).toMatch(/Ann .* Bo · The Pit/);
    expect(fr.headers.get("Vary")).toContain("Accept-Language");

    const en = await oembed(link, "", "nl");
    expect(en.body.title).toBe("Ann vs Bo · The Pit");
    expect(en.body.html).toBe(
      `<iframe src="${ORIGIN}/embed/${game.id}" width="480" height="560" style="border:0;max-width:100%" sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox" title="Ann vs Bo · The Pit" loading="lazy"></iframe>`,
    );
  });

  it("keeps a language the pasted link fixed, for the words and for the frame, with its position", async () => {
    const game = await createGame({ variant: "the-pit", names: { white: "Ann", black: "Bo" } });
    const ja = await oembed(`${ORIGIN}/embed/${game.id}?ply=0&lang=ja`, "", "de");
    expect(ja.body.title).toBe("Ann 対 Bo · The Pit");
    expect(ja.body.html).toContain(`src="${ORIGIN}/embed/${game.id}?ply=0&amp;lang=ja"`);
    // an Arabic title isolates the Latin names
    const ar = await oembed(`${ORIGIN}/g/${game.id}`, "&lang=ar");
    expect(ar.body.title).toBe("\u2068Ann\u2069 ضد \u2068Bo\u2069 · \u2068The Pit\u2069");
  });

  it("titles a league in the reader's language, and the league page's discovery link carries the page's language", async () => {
    const res = await call("/api/leagues", { method: "POST", json: { name: "Club", variant: "the-pit", format: "round-robin", timeControl: null, maxPlayers: 8 } });
    const league = (await res.json()) as CreatedLeague;
    await joinLeague(league, "Ann");
    const ru = await oembed(`${ORIGIN}/l/${league.id}`, "", "ru-RU,ru;q=0.9");
    expect(ru.body.title).toBe("Club · лига The Pit");
    expect(ru.headers.get("Vary")).toContain("Accept-Language");
    const en = await oembed(`${ORIGIN}/l/${league.id}`);
    expect(en.body.title).toBe("Club · The Pit league");

    const page = await (await call(`/l/${league.id}?lang=pl`)).text();
    const discovery = /type="application\/json\+oembed" href="([^"]*)"/.exec(page)?.[1].replace(/&amp;/g, "&");
    expect(discovery).toBe(`${ORIGIN}/oembed?url=${encodeURIComponent(`${ORIGIN}/l/${league.id}`)}&format=json&lang=pl`);
    const pl = await call(discovery!.slice(ORIGIN.length), { headers: { "Accept-Language": "de" } });
    expect(((await pl.json()) as OEmbed).title).toBe("Club · liga The Pit");
  });

  it("carries the game page's language in its discovery link", async () => {
    const game = await createGame({ variant: "the-pit", names: { white: "Ann", black: "Bo" } });
    const page = await (await call(`/g/${game.id}`, { headers: { "Accept-Language": "zh-CN" } })).text();
    expect(page).toContain(`href="${ORIGIN}/oembed?url=${encodeURIComponent(`${ORIGIN}/g/${game.id}`)}&amp;format=json&amp;lang=zh-CN"`);
  });
});
