// The How to play pages in other languages (issue 31): docs/rules/<locale>/<id>.md is the
// English docs/rules/<id>.md in the player's language. Only the words change: the
// sections keep their order, every diagram block is the English one byte for byte but
// its caption, and every move text, square and link target is the same, so a translated
// page can never show a different position or teach a different notation than the game
// reads. Each locale folder present is checked in full (every game, every block).
import { describe, expect, it } from "vitest";
import { LOCALES } from "../../src/i18n/locales.ts";
import { listGames } from "../../src/engine/registry.ts";
import { parseDiagram } from "../../web/src/rules/diagram-source.ts";
import { listFixtures, readFixture } from "./fixture-files.ts";

/** The locales with a folder of rules documents, English aside. */
function translatedLocales(): string[] {
  return LOCALES.map((locale) => locale.code)
    .filter((code) => code !== "en")
    .filter((code) => {
      try {
        return listFixtures(`../../docs/rules/${code}/`, ".md").length > 0;
      } catch {
        return false;
      }
    });
}

const CASES = translatedLocales().flatMap((locale) => listGames().map((game) => [locale, game.id, game.name] as const));

/** Everything in a document that is data rather than words, in order. */
function skeleton(text: string) {
  const fences = [...text.matchAll(/^```(\w*)\n([\s\S]*?)^```$/gm)].map((match) => ({
    info: match[1],
    // a caption is words; every other line of a block is read by the board
    lines: match[2].split("\n").map((line) => (line.startsWith("caption:") ? "caption:" : line)),
    caption: match[1] === "diagram" ? parseDiagram(match[2]).caption : "",
  }));
  const prose = text.replace(/^```\w*\n[\s\S]*?^```$/gm, "");
  return {
    fences,
    headingLevels: [...prose.matchAll(/^(#{1,4}) /gm)].map((match) => match[1].length),
    code: [...prose.matchAll(/`([^`]+)`/g)].map((match) => match[1]).sort(),
    links: [...prose.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]),
    tableRows: prose.split("\n").filter((line) => /^\|.*\|\s*$/.test(line)).map((line) => line.split("|").length),
    topItems: prose.split("\n").filter((line) => /^(-|\d+\.) /.test(line)).length,
    subItems: prose.split("\n").filter((line) => /^\s+(-|\d+\.) /.test(line)).length,
  };
}

describe.runIf(CASES.length > 0)("translated rules documents", () => {
  it.each(CASES)("%s %s: the English document's diagrams, notation and sections, in other words", (locale, id, name) => {
    const english = skeleton(readFixture(`../../docs/rules/${id}.md`));
    const text = readFixture(`../../docs/rules/${locale}/${id}.md`);
    const translated = skeleton(text);
    // the game's name stays as it is
    expect(text.startsWith(`# ${name}\n\n## `)).toBe(true);
    expect(translated.headingLevels).toEqual(english.headingLevels);
    expect(translated.fences.map((fence) => [fence.info, fence.lines])).toEqual(english.fences.map((fence) => [fence.info, fence.lines]));
    translated.fences.forEach((fence, index) => {
      if (fence.info !== "diagram") return;
      expect(fence.caption.length, `${locale}/${id} caption ${index + 1}`).toBeGreaterThan(0);
      expect(fence.caption, `${locale}/${id} caption ${index + 1} is translated`).not.toBe(english.fences[index].caption);
    });
    expect(translated.code).toEqual(english.code);
    expect(translated.links).toEqual(english.links);
    expect(translated.tableRows).toEqual(english.tableRows);
    expect([translated.topItems, translated.subItems]).toEqual([english.topItems, english.subItems]);
  });

  // The rules reader joins a paragraph's lines with a space: between two Chinese or
  // Japanese characters that space shows as a gap, so those documents keep each
  // paragraph and list item on one line.
  it.each(CASES.filter(([locale]) => locale === "zh-CN" || locale === "ja"))("%s %s: no line break inside Chinese or Japanese text", (locale, id) => {
    const prose = readFixture(`../../docs/rules/${locale}/${id}.md`).replace(/^```\w*\n[\s\S]*?^```$/gm, "");
    expect(prose).not.toMatch(/[\u3000-\u30ff\u3400-\u9fff\uff00-\uffef]\n[ \t]*[\u3000-\u30ff\u3400-\u9fff\uff00-\uffef]/);
  });
});
