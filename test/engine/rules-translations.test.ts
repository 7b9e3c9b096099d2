// The rules pages in other languages (issue 31): docs/rules/<locale>/<id>.md translates
// docs/rules/<id>.md. The words change; what the app and the player rely on does not: the
// title (game names stay), the order and levels of the headings, every diagram block line
// for line apart from its caption (the position and marks are read by the board), the
// tables' shape, the list structure, and every piece of notation in code (`Hc1-c4`,
// `push`, `c3i`). A translation that drops a ruling, breaks a diagram or retypes a move
// example fails here. Every language of the service has its five pages.
import { describe, expect, it } from "vitest";
import { listGames } from "../../src/engine/registry.ts";
import { LOCALES } from "../../src/i18n/locales.ts";
import { parseDiagram } from "../../web/src/rules/diagram-source.ts";
import { listFixtures, readFixture } from "./fixture-files.ts";

const GAMES = listGames();
const TRANSLATED = LOCALES.map((locale) => locale.code).filter((code) => code !== "en");

/** The folders beside the English documents: one per translated language. */
const FOLDERS = listFixtures("../../docs/rules", "").filter((name) => !name.endsWith(".md"));

const CASES = FOLDERS.flatMap((locale) => GAMES.map((game) => [locale, game.id, game] as const));

/** What a translation must keep from its English original, as comparable lists. */
function skeleton(text: string): { structure: string[]; code: string[]; links: string[]; captions: string[] } {
  const structure: string[] = [];
  const code: string[] = [];
  const links: string[] = [];
  const captions: string[] = [];
  let inFence = false;
  for (const line of text.replace(/\r\n?/g, "\n").split("\n")) {
    if (/^```/.test(line)) {
      inFence = !inFence;
      structure.push(line);
      continue;
    }
    if (inFence) {
      // a diagram's caption is for people; every other line of a block is data
      if (line.startsWith("caption:")) {
        captions.push(line.slice("caption:".length).trim());
        structure.push("caption:");
      } else structure.push(line);
      continue;
    }
    const heading = /^(#{1,6})\s/.exec(line);
    if (heading) structure.push(`heading ${heading[1].length}`);
    const row = /^\|(.*)\|\s*$/.exec(line);
    if (row) structure.push(`row of ${row[1].split("|").length}`);
    const item = /^(\s*)([-*]|\d+\.)\s/.exec(line);
    if (item) structure.push(`item at ${item[1].length} ${/\d/.test(item[2]) ? item[2] : "-"}`);
    if (line.trim() === "") structure.push("");
    for (const span of line.matchAll(/`[^`]+`/g)) code.push(span[0]);
    for (const link of line.matchAll(/\]\(([^)\s]+)\)/g)) links.push(link[1]);
  }
  return { structure: structure.filter((entry, i, all) => entry !== "" || all[i - 1] !== ""), code: code.sort(), links, captions };
}

describe("translated rules documents", () => {
  it("each folder under docs/rules is a language of the service with all five documents", () => {
    const english = listFixtures("../../docs/rules", ".md");
    expect(english).toEqual(GAMES.map((game) => `${game.id}.md`).sort());
    expect([...FOLDERS].sort()).toEqual([...TRANSLATED].sort());
    for (const locale of FOLDERS) {
      expect(TRANSLATED, locale).toContain(locale);
      expect(listFixtures(`../../docs/rules/${locale}`, ".md"), locale).toEqual(english);
    }
  });

  it.each(CASES)("%s/%s: same title, headings, diagrams, tables, lists and notation as the English", (locale, id, game) => {
    const english = readFixture(`../../docs/rules/${id}.md`);
    const translated = readFixture(`../../docs/rules/${locale}/${id}.md`);
    expect(translated.startsWith(`# ${game.name}\n\n## `)).toBe(true);
    const original = skeleton(english);
    const copy = skeleton(translated);
    expect(copy.structure).toEqual(original.structure);
    expect(copy.code).toEqual(original.code);
    expect(copy.links).toEqual(original.links);
    // the captions are translated, not left in English, and never empty
    expect(copy.captions).toHaveLength(original.captions.length);
    copy.captions.forEach((caption, i) => {
      expect(caption.length).toBeGreaterThan(0);
      expect(caption).not.toBe(original.captions[i]);
    });
    // every diagram still reads as the board reads it
    for (const match of translated.matchAll(/```diagram\n([\s\S]*?)```/g)) {
      const block = parseDiagram(match[1]);
      expect(game.parsePosition(block.position).ok, block.position).toBe(true);
    }
  });

  // The rules reader joins a paragraph's lines with a space: between two Chinese or
  // Japanese characters that space shows as a gap, so those documents keep each
  // paragraph and list item on one line.
  it.each(CASES.filter(([locale]) => locale === "zh-CN" || locale === "ja"))("%s/%s: no line break inside Chinese or Japanese text", (locale, id) => {
    const prose = readFixture(`../../docs/rules/${locale}/${id}.md`).replace(/^```\w*\n[\s\S]*?^```$/gm, "");
    expect(prose).not.toMatch(/[\u3000-\u30ff\u3400-\u9fff\uff00-\uffef]\n[ \t]*[\u3000-\u30ff\u3400-\u9fff\uff00-\uffef]/);
  });
});
