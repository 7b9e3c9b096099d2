// The pictures' own words in the reader's language (issue 31): a link preview, a GIF and
// a league's standings picture say their words in `?lang=`'s language, else in the
// request's Accept-Language's, else in English; each language is its own picture in
// the cache (a German picture is never served for an English address), and an answer
// whose language came from Accept-Language says it varies by it. The pages that link
// pictures put their own language in the address.
import { describe, expect, it } from "vitest";
import { call, createGame, ORIGIN, playAll } from "./client.ts";
import { createLeague, joinLeague, startLeague } from "./league-client.ts";

async function bytesOf(res: Response): Promise<Uint8Array> {
  expect(res.status, res.headers.get("Content-Type") ?? "").toBe(200);
  return new Uint8Array(await res.arrayBuffer());
}

const get = async (path: string, language?: string) => {
  const res = await call(path, language ? { headers: { "Accept-Language": language } } : {});
  return { vary: res.headers.get("Vary"), bytes: await bytesOf(res) };
};

describe("a game's pictures in the reader's language", () => {
  it("draws a preview's words in German, Japanese and Arabic, each its own picture, and a German one never for an English address", async () => {
    const game = await createGame();
    await playAll(game, ["a2-a4", "a9-a7"]);
    // an earlier ply: the status line has the most words ("Black to move · after ply 1 of 2")
    const path = `/og/${game.id}.png?ply=1&w=600`;
    // the German picture first: were the cache keyed without the language, the English address would get it
    const german = await get(`${path}&lang=de`);
    const japanese = await get(`${path}&lang=ja`);
    const arabic = await get(`${path}&lang=ar`);
    const english = await get(path);
    for (const other of [german, japanese, arabic]) expect(other.bytes).not.toEqual(english.bytes);
    expect(japanese.bytes).not.toEqual(german.bytes);
    expect(arabic.bytes).not.toEqual(japanese.bytes);
    // the same address again: the same picture (from the cache now)
    expect((await get(`${path}&lang=de`)).bytes).toEqual(german.bytes);
    expect((await get(path)).bytes).toEqual(english.bytes);
    // ?lang= fixes the language: no Vary; without it the answer varies by Accept-Language
    expect(german.vary).toBeNull();
    expect(english.vary).toBe("Accept-Language");
  });

  it("takes the language from Accept-Language when the address names none, and ?lang= over it", async () => {
    const game = await createGame();
    await playAll(game, ["a2-a4"]);
    const path = `/og/${game.id}.png?w=300`;
    const german = await get(`${path}&lang=de`);
    const english = await get(`${path}&lang=en`);
    const byHeader = await get(path, "de-DE,de;q=0.9,en;q=0.5");
    expect(byHeader.bytes).toEqual(german.bytes);
    expect(byHeader.vary).toBe("Accept-Language");
    // from the cache too, the answer says it varies
    expect((await get(path, "de")).vary).toBe("Accept-Language");
    expect((await get(`${path}&lang=en`, "de")).bytes).toEqual(english.bytes);
    // a language we do not have: the header decides, else English
    expect((await get(`${path}&lang=xx`)).bytes).toEqual(english.bytes);
    expect((await get(path, "sw")).bytes).toEqual(english.bytes);
  });

  it("writes a GIF's captions in the language asked for, cached apart", async () => {
    const game = await createGame();
    await playAll(game, ["a2-a4"]);
    const path = `/gif/${game.id}.gif?to=1&delay=300`;
    const japanese = await get(`${path}&lang=ja`);
    const english = await get(path);
    expect(japanese.bytes).not.toEqual(english.bytes);
    expect((await get(`${path}&lang=ja`)).bytes).toEqual(japanese.bytes);
    expect(english.vary).toBe("Accept-Language");
    expect((await get(`${path}&lang=en`)).bytes).toEqual(english.bytes);
  });

  it("links the page's language from the game page's and the embed's preview tags", async () => {
    const game = await createGame();
    const html = await (await call(`/g/${game.id}?lang=ja`)).text();
    expect(html).toContain(`property="og:image" content="${ORIGIN}/og/${game.id}.png?ply=0&amp;w=1200&amp;lang=ja"`);
    expect(html).toContain(`name="twitter:image" content="${ORIGIN}/og/${game.id}.png?ply=0&amp;w=1200&amp;lang=ja"`);
    const byHeader = await (await call(`/embed/${game.id}`, { headers: { "Accept-Language": "ar" } })).text();
    expect(byHeader).toContain(`property="og:image" content="${ORIGIN}/og/${game.id}.png?ply=0&amp;w=1200&amp;lang=ar"`);
  });
});

describe("a league's standings picture in the reader's language", () => {
  it("draws the table's headings and subtitle in German, Japanese and Arabic, each cached apart, and links the page's language", async () => {
    const league = await createLeague({ name: "Club night" });
    await joinLeague(league, "Ann");
    await joinLeague(league, "Bo");
    await startLeague(league);
    const html = await (await call(`/l/${league.id}?lang=de`)).text();
    const image = new RegExp(`<meta property="og:image" content="${ORIGIN}(/og/league/${league.id}\\.png\\?v=[a-z0-9]+&amp;lang=de)">`).exec(html)?.[1];
    expect(image, "og:image in German").toBeDefined();
    const german = await get(image!.replaceAll("&amp;", "&"));
    const path = image!.replaceAll("&amp;", "&").replace("&lang=de", "");
    const japanese = await get(`${path}&lang=ja`);
    const arabic = await get(`${path}&lang=ar`);
    const english = await get(path);
    for (const other of [german, japanese, arabic]) expect(other.bytes).not.toEqual(english.bytes);
    expect(arabic.bytes).not.toEqual(japanese.bytes);
    expect((await get(`${path}&lang=de`)).bytes).toEqual(german.bytes);
    expect(english.vary).toBe("Accept-Language");
    expect((await get(path, "ja")).bytes).toEqual(japanese.bytes);
  });
});
