// The board's arrow keys in each game's own geometry (web/src/board/keyboard.ts, pure):
// every cell reachable, holes skipped, both fields of a dual square reachable.
import { describe, expect, it } from "vitest";
import { focusableCells, neighbourInDirection, stepInDirection } from "../../../web/src/board/keyboard.ts";
import { getGame, listGames } from "../../../src/engine/registry.ts";
import type { BoardView, CellView } from "../../../src/engine/types.ts";

const place = (cell: CellView) => ({ x: cell.x, y: cell.y, w: cell.w, h: cell.h });

function viewOf(id: string, options = {}): BoardView {
  const game = getGame(id)!;
  const start = game.setup(options);
  if (!start.ok) throw new Error(start.error.message);
  return game.view(start.value);
}

/** Every cell the arrow keys reach from the first one. */
function reachable(view: BoardView): Set<string> {
  const cells = focusableCells(view);
  const seen = new Set([cells[0].id]);
  const queue = [cells[0].id];
  while (queue.length > 0) {
    const from = queue.shift()!;
    for (const key of ["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown"]) {
      for (const otherLayer of [false, true]) {
        const next = neighbourInDirection(view, place, from, key, otherLayer);
        if (next && !seen.has(next)) {
          seen.add(next);
          queue.push(next);
        }
      }
    }
  }
  return seen;
}

describe("board keyboard", () => {
  it.each(listGames().map((game) => [game.id] as const))("%s: the arrow keys reach every cell", (id) => {
    const view = viewOf(id);
    expect(reachable(view).size).toBe(focusableCells(view).length);
  });

  it("The Pit: an arrow across the pit goes straight on to the far side, and says so", () => {
    const view = viewOf("the-pit");
    expect(stepInDirection(view, place, "e3", "ArrowUp")).toEqual({ id: "e8", across: "the pit" });
    // these turned aside to the nearest cell within 45 degrees (h4, c7) before
    expect(stepInDirection(view, place, "g3", "ArrowUp")).toEqual({ id: "g8", across: "the pit" });
    expect(stepInDirection(view, place, "d8", "ArrowDown")).toEqual({ id: "d3", across: "the pit" });
    expect(stepInDirection(view, place, "c5", "ArrowRight")).toEqual({ id: "h5", across: "the pit" });
    // an ordinary step says nothing
    expect(stepInDirection(view, place, "c5", "ArrowUp")).toEqual({ id: "c6" });
  });

  it("In The Bin: an arrow over the bin names it", () => {
    expect(stepInDirection(viewOf("in-the-bin"), place, "e4", "ArrowUp")).toEqual({ id: "e6", across: "the bin" });
  });

  it("Ben39: arrows keep to squares or to points; Shift+arrow crosses between them", () => {
    const view = viewOf("ben39");
    expect(neighbourInDirection(view, place, "f4", "ArrowUp")).toBe("f6");
    expect(neighbourInDirection(view, place, "e5", "ArrowRight")).toBe("g5");
    expect(["f6", "f4"]).toContain(neighbourInDirection(view, place, "e5", "ArrowRight", true));
    expect(["e5", "g5"]).toContain(neighbourInDirection(view, place, "f4", "ArrowUp", true));
  });

  it("Inside-out Chess: a dual square's inner and outer fields are each reachable", () => {
    const view = viewOf("inside-out", { layout: "as-printed" });
    expect(neighbourInDirection(view, place, "b3", "ArrowRight")).toBe("c3i");
    expect(neighbourInDirection(view, place, "c3i", "ArrowUp")).toBe("c3o");
    expect(neighbourInDirection(view, place, "c3o", "ArrowDown")).toBe("c3i");
  });
});
