// The pages the Worker serves for studies (issue 32, item 5; routes/study-pages.ts): the
// framable study embed, oEmbed for study links beside the leagues' and games' own, the
// study page's preview tags, and a chapter's preview picture (the end of its main line,
// with that move's shapes) drawn by the diagram endpoint.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { getGame } from "../../src/engine/registry.ts";
import { call, createGame, ORIGIN } from "./client.ts";
import { addChapter, createStudy, edit, getChapter } from "./study-client.ts";
import { FUZZ_SEED, fuzzRuns, hostileText, JSON_SYNTAX, OTHER_LAYERS, UNICODE_EDGES, wellFormed } from "../fuzz/corpus.ts";

const pit = getGame("the-pit")!;
const setup = pit.setup({});
if (!setup.ok) throw new Error(setup.error.message);
const start = setup.value;
const firstMove = pit.legalMoves(start)[0].text;

/** A study with one chapter of one move, circled and commented: its name has markup to escape. */
async function studyWithMove() {
  const study = await createStudy("Traps <1>");
  const chapter = await addChapter(study, { name: "Opening", variant: "the-pit", orientation: "black" });
  const moved = await edit(study, chapter.version, { kind: "move", chapter: chapter.id, node: 0, move: firstMove });
  const cell = pit.view(start).cells[0].id;
  await edit(study, moved.version, { kind: "shapes", chapter: chapter.id, node: moved.result.node!, shapes: [`R${cell}`] });
  return { study, chapter, cell };
}

const oembed = (path: string, extra = "") => call(`/oembed?url=${encodeURIComponent(ORIGIN + path)}&format=json${extra}`);

describe("study embed, oEmbed and preview", () => {
  it("serves the study embed, whole or one chapter, to any page's frame", async () => {
    for (const path of ["/embed/study/abcdefghij", "/embed/study/abcdefghij/chapter1"]) {
      const res = await call(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("X-Frame-Options")).toBeNull();
      expect(res.headers.get("Content-Security-Policy")).not.toContain("frame-ancestors");
      await res.body?.cancel();
    }
  });

  it("answers oEmbed for a study's links with the embed, titled by the study (and the chapter), its thumbnail the preview picture", async () => {
    const { study, chapter } = await studyWithMove();
    for (const path of [`/s/${study.id}`, `/embed/study/${study.id}`]) {
      const res = await oembed(path);
      expect(res.status, path).toBe(200);
      const body = (await res.json()) as Record<string, unknown>;
      expect(body).toMatchObject({ version: "1.0", type: "rich", provider_name: "Pigeon Post", title: "Traps <1>", width: 640, height: 480, thumbnail_width: 630 });
      expect(String(body.html)).toContain(`src="${ORIGIN}/embed/study/${study.id}"`);
      expect(String(body.html)).toContain('title="Traps &lt;1&gt;"');
      expect(String(body.thumbnail_url)).toMatch(new RegExp(`^${ORIGIN}/og/study/${study.id}\\.png\\?chapter=${chapter.id}&v=\\d+$`));
    }
    // the language a link fixes (?lang=) goes on to the frame
    const one = (await (await oembed(`/s/${study.id}/${chapter.id}?lang=de`)).json()) as Record<string, unknown>;
    expect(one.title).toBe("Traps <1> · Opening");
    expect(String(one.html)).toContain(`src="${ORIGIN}/embed/study/${study.id}/${chapter.id}?lang=de"`);
    // a frame made small drops the thumbnail, which would not fit
    const small = (await (await oembed(`/s/${study.id}`, "&maxwidth=300&maxheight=300")).json()) as Record<string, unknown>;
    expect([small.width, small.height, small.thumbnail_url]).toEqual([300, 300, undefined]);
  });

  it("refuses an unknown study or chapter (404), other formats and frames too small (501), and still answers for games", async () => {
    const { study } = await studyWithMove();
    expect((await oembed("/s/abcdefghij")).status).toBe(404);
    expect((await oembed(`/s/${study.id}/nochapter`)).status).toBe(404);
    expect((await call(`/oembed?url=${encodeURIComponent(`${ORIGIN}/s/${study.id}`)}&format=xml`)).status).toBe(501);
    expect((await oembed(`/s/${study.id}`, "&maxwidth=100")).status).toBe(501);
    const game = await createGame();
    const res = await oembed(`/g/${game.id}`);
    expect(res.status).toBe(200);
    expect(String(((await res.json()) as { html: string }).html)).toContain(`/embed/${game.id}"`);
  });

  it("gives the study page its title, preview tags and oEmbed link", async () => {
    const { study, chapter } = await studyWithMove();
    const html = await (await call(`/s/${study.id}/${chapter.id}`)).text();
    expect(html).toContain("<title>Traps &lt;1&gt; · Opening · Pigeon Post</title>");
    expect(html).toContain(`<meta property="og:url" content="${ORIGIN}/s/${study.id}/${chapter.id}">`);
    expect(html).toContain(`<meta property="og:image" content="${ORIGIN}/og/study/${study.id}.png?chapter=${chapter.id}&amp;v=`);
    expect(html).toContain(`/oembed?url=${encodeURIComponent(`${ORIGIN}/s/${study.id}/${chapter.id}`)}`);
    // the embed, pasted as a link, is a page with the same tags, still framable by any page
    const embed = await call(`/embed/study/${study.id}`);
    expect(embed.headers.get("Content-Security-Policy")).not.toContain("frame-ancestors");
    const embedHtml = await embed.text();
    expect(embedHtml).toContain("<title>Traps &lt;1&gt; · Pigeon Post</title>");
    expect(embedHtml).toContain(`<meta property="og:url" content="${ORIGIN}/embed/study/${study.id}">`);
    expect(embedHtml).toContain('<meta property="og:description" content="1. Opening">');
    // a study that is not there still gets the page, which says so itself
    const missing = await call("/s/abcdefghij");
    expect(missing.status).toBe(200);
    expect(await missing.text()).not.toContain("og:title");
  });

  it("draws a chapter's preview: the main line's end, that move's shapes, turned as the chapter is, through the diagram endpoint", async () => {
    const { study, chapter, cell } = await studyWithMove();
    const res = await call(`/og/study/${study.id}.png?chapter=${chapter.id}`, { redirect: "manual" });
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get("Location")!);
    expect(location.pathname).toBe("/diagram/the-pit.png");
    const after = pit.play(start, firstMove);
    if (!after.ok) throw new Error(after.error.message);
    expect(location.searchParams.get("position")).toBe(pit.makePosition(after.value.state));
    expect(location.searchParams.get("circles")).toBe(`R${cell}`);
    expect(location.searchParams.get("flip")).toBe("1");
    const png = await call(location.pathname + location.search);
    expect(png.status).toBe(200);
    expect(png.headers.get("Content-Type")).toBe("image/png");
    await png.body?.cancel();
    // the first chapter when none is named; none for an unknown study or chapter
    expect((await call(`/og/study/${study.id}.png`, { redirect: "manual" })).status).toBe(302);
    expect((await call(`/og/study/${study.id}.png?chapter=nochapter`)).status).toBe(404);
    expect((await call("/og/study/abcdefghij.png")).status).toBe(404);
    // the chapter itself is unchanged by being drawn
    expect((await getChapter(study.id, chapter.id)).nodes).toHaveLength(2);
  });

  it("answers hostile study links, chapter ids and queries without a 5xx, errors in the JSON shape, the study unchanged (HOSTILE.md)", async () => {
    const { study, chapter } = await studyWithMove();
    const before = await getChapter(study.id, chapter.id);
    const segments = hostileText([chapter.id, study.id, "abcdefghij"], ["/", "%2F", "..", "?", "#", "&", ...JSON_SYNTAX, ...UNICODE_EDGES, ...OTHER_LAYERS]);
    await fc.assert(
      fc.asyncProperty(segments, fc.constantFrom("page", "oembed", "og", "embed"), async (segment, kind) => {
        // a URL carries no lone surrogate: it comes as the bytes no UTF-8 reader accepts, as broken percent-escapes do
        const piece = segment.includes("%") ? segment.replace(/[\ud800-\udfff]/g, "%ED%A0%80") : encodeURIComponent(wellFormed(segment));
        const path =
          kind === "page" ? `/s/${study.id}/${piece}`
          : kind === "oembed" ? `/oembed?url=${encodeURIComponent(`${ORIGIN}/s/${study.id}/`)}${piece}&maxwidth=${piece}`
          : kind === "og" ? `/og/study/${study.id}.png?chapter=${piece}`
          : `/embed/study/${study.id}/${piece}`;
        const res = await call(path, { redirect: "manual" });
        expect(res.status, path).toBeLessThan(500);
        if (res.status >= 400) expect(((await res.json()) as { error: { code: string } }).error.code, path).toBeTypeOf("string");
        else await res.body?.cancel();
      }),
      { numRuns: fuzzRuns(30), seed: FUZZ_SEED },
    );
    expect(await getChapter(study.id, chapter.id)).toEqual(before);
  });
});
