// The Worker's own pages in the reader's language (issue 31, item 3): the game, embed and
// league pages say `<html lang dir>`, and their link-preview title and tags, in the
// language of `?lang=`, else of Accept-Language, and say that their answer varies by it.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LOCALES, PSEUDO_LOCALE } from "../../src/i18n/locales.ts";
import type { CreatedLeague } from "../../src/contract/league.ts";
import { call, createGame, playAll } from "./client.ts";
import { getLeague, joinLeague, startLeague } from "./league-client.ts";

async function page(path: string, acceptLanguage?: string): Promise<{ html: string; headers: Headers }> {
  const res = await call(path, acceptLanguage ? { headers: { "Accept-Language": acceptLanguage } } : {});
  expect(res.status, path).toBe(200);
  return { html: await res.text(), headers: res.headers };
}

/** The content of one preview tag. */
function tag(html: string, key: string): string | undefined {
  return new RegExp(`(?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
}

function htmlTag(html: string): string {
  return /<html[^>]*>/.exec(html)![0];
}

describe("the server's pages in the reader's language", () => {
  it("gives a game page the language of Accept-Language: html lang, title and preview tags", async () => {
    const game = await createGame({ variant: "the-pit", names: { white: "Ann", black: "Bo" } });
    await playAll(game, ["a2-a3"]);
    const de = await page(`/g/${game.id}`, "de-DE,de;q=0.9,en;q=0.5");
    expect(htmlTag(de.html)).toBe('<html lang="de" dir="ltr">');
    expect(tag(de.html, "og:title")).toBe("Ann gegen Bo · The Pit");
    expect(tag(de.html, "og:description")).toBe("The Pit auf Pigeon Post. Schwarz am Zug, nach 1 Zug.");
    expect(tag(de.html, "twitter:description")).toBe(tag(de.html, "og:description"));
    expect(de.html).toContain("<title>Ann gegen Bo · The Pit · Pigeon Post</title>");
    expect(de.headers.get("Vary")).toContain("Accept-Language");

    // no language of ours asked for: English, exactly as before
    const en = await page(`/g/${game.id}`, "nl");
    expect(htmlTag(en.html)).toBe('<html lang="en" dir="ltr">');
    expect(tag(en.html, "og:title")).toBe("Ann vs Bo · The Pit");
    expect(tag(en.html, "og:description")).toBe("The Pit on Pigeon Post. Black to move, after 1 move.");
  });

  it("takes ?lang= over Accept-Language, and writes Arabic right to left with the Latin names isolated", async () => {
    const game = await createGame({ variant: "the-pit", names: { white: "Ann", black: "Bo" } });
    await call(`/api/games/${game.id}/resign`, { method: "POST", token: game.seats.black.token, json: {} });
    const ar = await page(`/g/${game.id}?lang=ar`, "de");
    expect(htmlTag(ar.html)).toBe('<html lang="ar" dir="rtl">');
    expect(tag(ar.html, "og:title")).toBe("\u2068Ann\u2069 ضد \u2068Bo\u2069 · \u2068The Pit\u2069");
    expect(tag(ar.html, "og:description")).toBe("\u2068The Pit\u2069 على Pigeon Post. \u20681-0\u2069 (\u2068استسلام\u2069)، دون نقلات بعد.");
    // the pseudo-locale, made from compiled English: every word bracketed and accented, the names as they are
    const pseudo = await page(`/g/${game.id}?lang=en-XA`);
    expect(htmlTag(pseudo.html)).toBe('<html lang="en-XA" dir="ltr">');
    expect(tag(pseudo.html, "og:description")).toMatch(/^\[The Pit öñ Pígéöñ Pöšt\. 1-0 bý \[réšígñátíöñ~+\] áftér ñö mövéš ýét\.~+\]$/u);
    const ja = await page(`/g/${game.id}?lang=ja`);
    expect(tag(ja.html, "og:description")).toBe("Pigeon Post の The Pit。まだ指し手なし、1-0（投了）。");
  });

  it("gives the embed page the reader's html lang and preview tags, game and league alike", async () => {
    const game = await createGame({ variant: "the-pit", names: { white: "Ann", black: "Bo" } });
    const fr = await page(`/embed/${game.id}?ply=0`, "fr-CA,fr;q=0.9");
    expect(htmlTag(fr.html)).toMatch(/^<html lang="fr" .*dir="ltr">$/);
    expect(tag(fr.html, "og:description")).toBe("The Pit sur Pigeon Post. Trait aux Blancs, aucun coup joué.");
    expect(fr.headers.get("Vary")).toContain("Accept-Language");
    const league = await page("/embed/league/abcdefghij?lang=zh-CN");
    expect(htmlTag(league.html)).toMatch(/^<html lang="zh-CN" .*dir="ltr">$/);
  });

  it("gives the league page the reader's language and its plurals", async () => {
    const res = await call("/api/leagues", { method: "POST", json: { name: "Club", variant: "the-pit", format: "round-robin", timeControl: null, maxPlayers: 8 } });
    const league = (await res.json()) as CreatedLeague;
    for (const name of ["Ann", "Bo", "Cy"]) await joinLeague(league, name);
    const ru = await page(`/l/${league.id}`, "ru-RU,ru;q=0.9");
    expect(htmlTag(ru.html)).toBe('<html lang="ru" dir="ltr">');
    expect(tag(ru.html, "og:title")).toBe("Club · лига The Pit");
    expect(tag(ru.html, "og:description")).toBe("Круговой турнир по The Pit на Pigeon Post, 3 игрока, идёт набор игроков.");
    expect(ru.headers.get("Vary")).toContain("Accept-Language");
    const pl = await page(`/l/${league.id}?lang=pl`);
    expect(tag(pl.html, "og:description")).toBe("System kołowy w The Pit w Pigeon Post, 3 graczy, otwarta dla graczy.");

    // under way, the leader is named: English exactly as before, German in its own words
    await startLeague(league, { createGames: false });
    const leader = (await getLeague(league.id)).standings[0].name;
    expect(tag((await page(`/l/${league.id}`)).html, "og:description")).toBe(`Round-robin of The Pit on Pigeon Post, 3 players, under way. Leading: ${leader} (0 points).`);
    expect(tag((await page(`/l/${league.id}`, "de")).html, "og:description")).toBe(`Rundenturnier in The Pit auf Pigeon Post, 3 Spieler, läuft. In Führung: ${leader} (0 Punkte).`);
  });

  it("stands any Accept-Language header and any ?lang= (HOSTILE.md): a page in one of our languages, never an error", async () => {
    const game = await createGame({ variant: "the-pit", names: { white: "Ann", black: "Bo" } });
    const ours = new Set<string>([...LOCALES.map((l) => l.code), PSEUDO_LOCALE]);
    const header = fc.oneof(
      fc.string({ maxLength: 300 }),
      fc.array(fc.tuple(fc.constantFrom("de", "ar", "zh-TW", "zh-Hant-HK", "pt", "*", "x-klingon", "en-GB", ""), fc.option(fc.double({ noNaN: false }))), { maxLength: 40 }).map((parts) => parts.map(([tag, q]) => (q === null ? tag : `${tag};q=${q}`)).join(", ")),
    );
    const lang = fc.option(fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom("AR", "pt-br", "en-XA", "zh", "ja-JP", "%00", "de\u0000")));
    await fc.assert(
      fc.asyncProperty(header, lang, fc.constantFrom(`/g/${game.id}`, `/embed/${game.id}`, "/l/nosuchleague"), async (accept, asked, path) => {
        const url = asked === null ? path : `${path}?lang=${encodeURIComponent(asked)}`;
        // a header value fetch would refuse (a control character) never reaches the Worker
        const headers = /^[\t\x20-\x7e]*$/.test(accept) ? { "Accept-Language": accept } : undefined;
        const res = await call(url, headers ? { headers } : {});
        expect(res.status).toBe(200);
        const lang = /<html lang="([^"]*)"/.exec(await res.text())?.[1];
        expect(ours.has(lang ?? "")).toBe(true);
      }),
      { numRuns: 150, seed: 20261127 },
    );
  });
});
