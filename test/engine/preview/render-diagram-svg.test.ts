// The diagram's SVG (src/pictures/render-diagram-svg.ts): a file that stands alone and
// escapes every piece of text it writes, whatever a view or a title holds.
import { describe, expect, it } from "vitest";
import { getGame } from "../../../src/engine/registry.ts";
import type { BoardView } from "../../../src/engine/types.ts";
import { escapeXml, renderDiagramSvg } from "../../../src/pictures/render-diagram-svg.ts";
import { OTHER_LAYERS, UNICODE_EDGES } from "../../fuzz/corpus.ts";

function startView(id: string): BoardView {
  const game = getGame(id)!;
  const setup = game.setup({});
  if (!setup.ok) throw new Error(setup.error.message);
  return game.view(setup.value);
}

const OPTIONS = { size: 480, flip: false, theme: "light", title: "The Pit: White to move" } as const;

describe("the diagram's SVG", () => {
  it("escapes markup and drops what XML cannot hold", () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe("&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;");
    expect(escapeXml("a\u0000b\u0007c\ufffe")).toBe("abc");
  });

  it("writes hostile text in the title, the areas' labels and the pieces' letters as text, never as markup", () => {
    const view = startView("in-the-bin");
    for (const hostile of [...OTHER_LAYERS, ...UNICODE_EDGES, `</title><script>alert(1)</script>`, `"><svg onload=alert(1)>`]) {
      const marked = hostile.replace(/[\ud800-\udfff]/g, "?");
      const evil: BoardView = {
        ...view,
        areas: view.areas.map((area) => ({ ...area, label: hostile, items: area.items.map((item) => ({ ...item, count: 1 })) })),
        pieces: [...view.pieces, { at: view.cells[0].id, side: "neutral", kind: hostile.slice(0, 2) }],
      };
      const svg = renderDiagramSvg(evil, { ...OPTIONS, title: hostile });
      expect(svg, marked).not.toMatch(/<script|<img|<\/title><s/i);
      expect(svg.match(/<svg[\s>]/g), marked).toHaveLength(1);
      // every attribute is name="value" with the value escaped, and none is a handler
      const names = [...svg.matchAll(/<[a-zA-Z]+((?:\s[a-zA-Z:-]+="[^"<>]*")*)\s*\/?>/g)].flatMap(([, list]) => [...list.matchAll(/\s([a-zA-Z:-]+)="[^"]*"/g)].map(([, name]) => name));
      expect(names.filter((name) => /^on/i.test(name)), marked).toEqual([]);
      expect(svg.match(/<[a-zA-Z]/g)!.length, marked).toBe(svg.match(/<[a-zA-Z]+((?:\s[a-zA-Z:-]+="[^"<>]*")*)\s*\/?>/g)!.length);
      // one title, one root element, and every tag closed in order
      expect(svg.match(/<title>/g)).toHaveLength(1);
      const stack: string[] = [];
      for (const [, close, name, self] of svg.replace(/^<\?xml[^>]*>\n/, "").matchAll(/<(\/?)([a-zA-Z]+)(?:\s[^<>]*?)?(\/?)>/g)) {
        if (self) continue;
        if (close) expect(stack.pop(), marked).toBe(name);
        else stack.push(name);
      }
      expect(stack).toEqual([]);
    }
  });

  it("is sized by its longer side, and turns the board for flip", () => {
    const view = startView("the-pit");
    const svg = renderDiagramSvg(view, { ...OPTIONS, size: 300 });
    const [, width, height] = /<svg [^>]*width="(\d+)" height="(\d+)"/.exec(svg)!;
    expect(Math.max(Number(width), Number(height))).toBe(300);
    expect(renderDiagramSvg(view, { ...OPTIONS, flip: true })).not.toBe(renderDiagramSvg(view, OPTIONS));
  });

  it("writes each piece's drawing once and places it with <use>", () => {
    const svg = renderDiagramSvg(startView("the-pit"), OPTIONS);
    // 40 pieces of 8 looks a side (pawn, rook, castle, hero, sorceror, queen, king... in both colours)
    expect(svg.match(/<use /g)).toHaveLength(40);
    expect(svg.match(/<g id="piece-/g)!.length).toBeLessThan(20);
  });
});
