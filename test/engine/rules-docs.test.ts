// The rules pages (/rules/<id>) show docs/rules/<id>.md with its diagrams drawn from
// position texts: every game has a document, and every diagram in it is a position the
// game reads, its marks cells of the board. The document is written for players (issue
// 20, item 2): the goal first, then "Your first moves" with one diagram, the full rules
// and "Typing moves"; where the rules come from, the engine, its tests and position
// texts are in the developers' document, docs/engine/<id>.md, which the app never shows.
import { describe, expect, it } from "vitest";
import { listGames } from "../../src/engine/registry.ts";
import { parseDiagram } from "../../web/src/rules/diagram-source.ts";
import { readFixture } from "./fixture-files.ts";

const GAMES = listGames().map((game) => [game.id, game] as const);

/** Words that belong to the developers' document: sources, code, tests, position texts. */
const DEVELOPERS_ONLY: readonly RegExp[] = [
  /RULINGS/i,
  /\bruling/i,
  /\bseeds?\b/i,
  /\d{3}_[0-9a-f]{16}/,
  /\bengine\b/i,
  /position text/i,
  /\bperft\b/i,
  /\b(src|test|docs|web)\//,
  /\w\.(ts|md|txt|perft|json)\b/,
];

/** The level-2 sections of a document, in order, each with its text. */
function sections(text: string): { title: string; body: string }[] {
  return text
    .split(/^## /m)
    .slice(1)
    .map((part) => ({ title: part.slice(0, part.indexOf("\n")).trim(), body: part.slice(part.indexOf("\n") + 1) }));
}

/** The document's text outside its diagram blocks, which are data for the board, not words. */
function prose(text: string): string {
  return text.replace(/```diagram\n[\s\S]*?```/g, "");
}

describe("rules documents", () => {
  it.each(GAMES)("%s: a document with diagrams that parse", (_, game) => {
    const text = readFixture(`../../docs/rules/${game.id}.md`);
    const blocks = [...text.matchAll(/```diagram\n([\s\S]*?)```/g)].map((match) => parseDiagram(match[1]));
    expect(blocks.length).toBeGreaterThan(0);
    for (const block of blocks) {
      const parsed = game.parsePosition(block.position);
      expect(parsed.ok, `${block.position}: ${parsed.ok ? "" : parsed.error.message}`).toBe(true);
      if (!parsed.ok) continue;
      const cells = new Set(game.view(parsed.value).cells.map((cell) => cell.id));
      for (const mark of block.marks) expect(cells.has(mark), `${game.id} mark ${mark}`).toBe(true);
      expect(block.caption.length).toBeGreaterThan(0);
    }
  });

  it.each(GAMES)("%s: written for players, the goal first, then the first moves with a diagram, the rules and typing moves", (_, game) => {
    const text = readFixture(`../../docs/rules/${game.id}.md`);
    const titles = sections(text).map((section) => section.title);
    expect(text.startsWith(`# ${game.name}\n\n## The goal\n`)).toBe(true);
    expect(titles.slice(0, 3)).toEqual(["The goal", "Your first moves", "The rules"]);
    expect(titles).toContain("Typing moves");
    expect(titles.indexOf("Typing moves")).toBeGreaterThan(titles.indexOf("The rules"));
    const first = sections(text)[1].body;
    expect([...first.matchAll(/```diagram\n/g)]).toHaveLength(1);
    // short enough to read on one phone screen beside its diagram (the browser test measures it)
    expect(prose(first).split(/\s+/).length).toBeLessThan(90);
    // "Typing moves" shows examples in code
    expect([...sections(text)[titles.indexOf("Typing moves")].body.matchAll(/`[^`]+`/g)].length).toBeGreaterThan(3);
    for (const word of DEVELOPERS_ONLY) expect(prose(text), `${game.id}: ${word}`).not.toMatch(word);
  });

  it.each(GAMES)("%s: a developers' document names the sources and holds the position text", (_, game) => {
    const text = readFixture(`../../docs/engine/${game.id}.md`);
    expect(text).toMatch(/seeds\/\d{3}_[0-9a-f]{16}\.txt/);
    expect(text).toContain("RULINGS.md");
    expect(text).toContain(`src/engine/games/${game.id}/`);
    expect(text).toContain("## Position text");
    expect(text).toContain(`(../rules/${game.id}.md)`);
  });
});
