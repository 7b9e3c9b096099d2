// The rules pages (/rules/<id>) show docs/rules/<id>.md with its diagrams drawn from
// position texts: every game has a document, and every diagram in it is a position the
// game reads, its marks cells of the board.
import { describe, expect, it } from "vitest";
import { listGames } from "../../src/engine/registry.ts";
import { parseDiagram } from "../../web/src/rules/diagram-source.ts";
import { readFixture } from "./fixture-files.ts";


describe("rules documents", () => {
  it.each(listGames().map((game) => [game.id, game] as const))("%s: a document with diagrams that parse", (_, game) => {
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
});
