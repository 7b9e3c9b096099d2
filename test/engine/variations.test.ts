// The analysis board's variation tree (issue 13, item 1) and its record export.
import { describe, expect, it } from "vitest";
import { getGame } from "../../src/engine/registry.ts";
import { addLine, addMove, createTree, deleteLine, mainLineFrom, makeTreeRecord, nodeOf, pathTo, promote, ROOT, type VariationTree } from "../../src/engine/variations.ts";

const pit = getGame("the-pit")!;
const start = (() => {
  const s = pit.setup();
  if (!s.ok) throw new Error(s.error.message);
  return s.value;
})();

function line(tree: VariationTree, at: number, moves: string[]): { tree: VariationTree; node: number } {
  const added = addLine(tree, pit, at, moves);
  if (!added.ok) throw new Error(added.error.message);
  return added.value;
}

const TAGS = new Map([["Variant", "the-pit"], ["Result", "*"]]);

describe("variation tree", () => {
  it("checks every move by the rules and names the one refused", () => {
    const tree = createTree(pit, start);
    const bad = addLine(tree, pit, ROOT, ["a2-a3", "a9-a8", "a3-a9"]);
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.error.message).toMatch(/^Move 3 of the line \(a3-a9\): /);
  });

  it("branches, reuses a move already there, and exports variations in parentheses", () => {
    let { tree } = line(createTree(pit, start), ROOT, ["a2-a3", "a9-a8", "b2-b3"]);
    const first = nodeOf(tree, ROOT).children[0];
    ({ tree } = line(tree, first, ["j9-j8", "c2-c3"])); // Black's alternative at move 1
    ({ tree } = line(tree, ROOT, ["j2-j3"])); // White's alternative at move 1
    const again = addMove(tree, pit, ROOT, "a2-a3");
    expect(again.ok && again.value.tree).toBe(tree);
    expect(again.ok && again.value.node).toBe(first);
    expect(makeTreeRecord(tree, TAGS)).toBe('[Variant "the-pit"]\n[Result "*"]\n\n1. a2-a3 (1. j2-j3) 1... a9-a8 (1... j9-j8 2. c2-c3) 2. b2-b3 *\n');
  });

  it("deletes a line with everything after it, and promotes a variation to the main line", () => {
    let { tree } = line(createTree(pit, start), ROOT, ["a2-a3", "a9-a8"]);
    const side = line(tree, ROOT, ["j2-j3", "j9-j8"]);
    tree = side.tree;
    const sideStart = nodeOf(tree, ROOT).children[1];
    tree = promote(tree, sideStart);
    expect(mainLineFrom(tree, ROOT).map((id) => nodeOf(tree, id).move)).toEqual(["j2-j3", "j9-j8"]);
    expect(pathTo(tree, side.node)).toEqual(["j2-j3", "j9-j8"]);
    tree = deleteLine(tree, sideStart);
    expect(mainLineFrom(tree, ROOT).map((id) => nodeOf(tree, id).move)).toEqual(["a2-a3", "a9-a8"]);
    expect(tree.nodes.has(side.node)).toBe(false);
    expect(deleteLine(tree, ROOT)).toBe(tree);
  });

  it("numbers a line that starts with Black's move", () => {
    const afterOne = pit.play(start, "a2-a3");
    if (!afterOne.ok) throw new Error("a2-a3");
    const { tree } = line(createTree(pit, afterOne.value.state), ROOT, ["a9-a8", "b2-b3"]);
    expect(makeTreeRecord(tree, TAGS).split("\n\n")[1]).toBe("1... a9-a8 2. b2-b3 *\n");
  });
});

describe("lines as whole turns, for conditional moves", () => {
  it("gives one line per leaf below a node, turn by turn", async () => {
    const { turnLinesFrom } = await import("../../src/engine/variations.ts");
    let { tree, node } = line(createTree(pit, start), ROOT, ["a2-a3", "a9-a8"]);
    const at = node;
    ({ tree } = line(tree, at, ["b2-b3", "b9-b8", "c2-c3", "c9-c8"]));
    ({ tree } = line(tree, at, ["h2-h3", "h9-h8"]));
    expect(turnLinesFrom(tree, at)).toEqual([
      [["b2-b3"], ["b9-b8"], ["c2-c3"], ["c9-c8"]],
      [["h2-h3"], ["h9-h8"]],
    ]);
    expect(turnLinesFrom(tree, node === at ? mainLineFrom(tree, at).at(-1)! : at)).toEqual([]);
  });
});
