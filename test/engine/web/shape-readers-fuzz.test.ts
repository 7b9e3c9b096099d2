// Standing fuzz of the readers of shapes (issue 32; HOSTILE.md): an editor's arrows and
// circles (`Ge2e4`, `Ga1-b3`, `Rd4`) as a study's edit sends them (readShapes), as the
// diagram's query and a record's [%cal]/[%csl] carry them (readArrowShape,
// readCircleShape), and as a page draws them (readShapeList). Each answers shapes of the
// board's own cells, or a refusal, within the budget, for every game's board.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readShapes } from "../../../src/contract/study-tree.ts";
import { readArrowShape, readCircleShape } from "../../../src/diagram/query.ts";
import { listGames } from "../../../src/engine/registry.ts";
import { readShapeList } from "../../../web/src/study/shapes.ts";
import { FUZZ_SEED, fuzzRuns, hostileText, readWithinBudget, sizes } from "../../fuzz/corpus.ts";

const RUNS = fuzzRuns(200);
const SHAPE_SYNTAX = ["G", "R", "Y", "B", "g", "-", ",", "a1", "e2", "e4", "j10", "b3o", "c4i", "10", "0", " ", "--", "é", "\u0301", "\u202e"];
const SEEDS = ["Ge2e4", "Ga1-b3", "Rd4", "Bj10", "Ye2e3", "Gb3o-c4i", "Rh10-i8"];

describe("the readers of shapes answer any text with a shape of the board or a refusal, within the budget", () => {
  for (const game of listGames()) {
    const setup = game.setup({});
    if (!setup.ok) throw new Error(setup.error.message);
    const state = setup.value;
    const cells = new Set(game.view(state).cells.map((cell) => cell.id));
    const texts = hostileText(SEEDS, SHAPE_SYNTAX, sizes(200));

    it(`${game.id}: readArrowShape and readCircleShape (${RUNS} texts)`, () => {
      fc.assert(
        fc.property(texts, (text) => {
          const arrow = readWithinBudget(text, () => readArrowShape(text, cells));
          if (arrow?.ok) expect(cells.has(arrow.value.from) && cells.has(arrow.value.to) && arrow.value.from !== arrow.value.to).toBe(true);
          const circle = readWithinBudget(text, () => readCircleShape(text, cells));
          if (circle?.ok) expect(cells.has(circle.value.at)).toBe(true);
        }),
        { numRuns: RUNS, seed: FUZZ_SEED },
      );
    });

    it(`${game.id}: readShapes (a study's edit) and readShapeList (the page) agree on what they keep (${RUNS} lists)`, () => {
      fc.assert(
        fc.property(fc.array(texts, { maxLength: 70 }), (list) => {
          const read = readWithinBudget(list, () => readShapes(game, state, list));
          const drawn = readWithinBudget(list, () => readShapeList(list, cells));
          if (!read || !drawn) return;
          if (read.ok) {
            // what an edit keeps, written back, the page draws whole
            const kept = [...read.value.arrows, ...read.value.circles];
            expect(readShapeList(kept, cells)).toHaveLength(kept.length);
          } else expect(read.error.code).toBe("bad_shape");
          for (const shape of drawn) expect(cells.has(shape.from) && cells.has(shape.to)).toBe(true);
        }),
        { numRuns: RUNS, seed: FUZZ_SEED },
      );
    });
  }
});
