/** A study chapter's tree and its edits (src/contract/study-tree.ts): the writer's and every reader's trees agree, ids and all. */
import { describe, expect, it } from "vitest";
import { getGame } from "../../../src/engine/registry.ts";
import { makeTreeRecord, nodeOf, ROOT } from "../../../src/engine/variations.ts";
import { createTree } from "../../../src/engine/variations.ts";
import { parseAnnotatedRecord } from "../../../src/engine/record.ts";
import { treeFromMoves } from "../../../src/engine/annotated-tree.ts";
import { applyNodeEdit, conflicts, undoesLaterWork, foldCommentsBefore, studyNodesOf, studyTreeOf, treeFromStudyNodes, type NodeEdit } from "../../../src/contract/study-tree.ts";
import type { StudyEdit } from "../../../src/contract/study.ts";

const game = getGame("the-pit")!;
const setup = game.setup({});
if (!setup.ok) throw new Error(setup.error.message);
const start = setup.value;
const moveTexts = (state: unknown) => game.legalMoves(state).map((move) => move.text);

function edited(edits: NodeEdit[]) {
  let tree = createTree(game, start);
  const results = [];
  for (const edit of edits) {
    const applied = applyNodeEdit(tree, game, edit);
    if (!applied.ok) throw new Error(applied.error.message);
    tree = applied.value.tree;
    results.push(applied.value.result);
  }
  return { tree, results };
}

describe("a study chapter's tree", () => {
  const [first, second] = moveTexts(start);
  const c = "c1";

  it("a move from a node makes a variation; the same move is reused, not doubled", () => {
    const { tree, results } = edited([
      { kind: "move", chapter: c, node: ROOT, move: first },
      { kind: "move", chapter: c, node: ROOT, move: second },
      { kind: "move", chapter: c, node: ROOT, move: first },
    ]);
    expect(results.map((r) => r.node)).toEqual([1, 2, 1]);
    expect(nodeOf(tree, ROOT).children).toEqual([1, 2]);
  });

  it("comments, marks and shapes go onto the node and into the record as [%cal]/[%csl]", () => {
    const { tree } = edited([
      { kind: "move", chapter: c, node: ROOT, move: first },
      { kind: "comment", chapter: c, node: 1, text: "A quiet start." },
      { kind: "marks", chapter: c, node: 1, nags: [1] },
      { kind: "shapes", chapter: c, node: 1, shapes: ["Ge2e4", "Rd4"] },
    ]);
    const [, node] = studyNodesOf(tree);
    expect(node).toMatchObject({ id: 1, parent: 0, comment: "A quiet start.", nags: [1], shapes: ["Ge2e4", "Rd4"] });
    const record = makeTreeRecord(tree, new Map([["Variant", "the-pit"]]));
    expect(record).toContain("[%cal Ge2e4]");
    expect(record).toContain("[%csl Rd4]");
    expect(record).toContain("A quiet start.");
  });

  it("a bad shape, a bad move, a missing node and too long a comment are refused with reasons", () => {
    const tree = createTree(game, start);
    const refused = (edit: NodeEdit) => {
      const applied = applyNodeEdit(tree, game, edit);
      return applied.ok ? "applied" : applied.error.code;
    };
    expect(refused({ kind: "shapes", chapter: c, node: ROOT, shapes: ["Xe2e4"] })).toBe("bad_shape");
    expect(refused({ kind: "move", chapter: c, node: ROOT, move: "z9-z9" })).toBe("illegal_move");
    expect(refused({ kind: "comment", chapter: c, node: 7, text: "x" })).toBe("no_node");
    expect(refused({ kind: "comment", chapter: c, node: ROOT, text: "x".repeat(2001) })).toBe("bad_text");
    expect(refused({ kind: "delete", chapter: c, node: ROOT })).toBe("no_node");
  });

  it("a reader rebuilds the writer's tree from its nodes, ids kept after deletions, and goes on in step", () => {
    const { tree } = edited([
      { kind: "move", chapter: c, node: ROOT, move: first },
      { kind: "move", chapter: c, node: ROOT, move: second },
      { kind: "delete", chapter: c, node: 1 },
      { kind: "promote", chapter: c, node: 2 },
      { kind: "comment", chapter: c, node: ROOT, text: "Intro" },
    ]);
    const read = treeFromStudyNodes(game, start, studyNodesOf(tree), tree.nextId);
    expect(read.ok && studyNodesOf(read.value)).toEqual(studyNodesOf(tree));
    if (!read.ok) return;
    const next = moveTexts(nodeOf(tree, 2).state)[0];
    const writer = applyNodeEdit(tree, game, { kind: "move", chapter: c, node: 2, move: next });
    const reader = applyNodeEdit(read.value, game, { kind: "move", chapter: c, node: 2, move: next }, writer.ok ? writer.value.result.node : undefined);
    expect(writer.ok && reader.ok && studyNodesOf(reader.value.tree)).toEqual(writer.ok && studyNodesOf(writer.value.tree));
  });
});

describe("a record's tree as a study keeps it", () => {
  it("studyTreeOf gives, without replaying, what the wire's nodes rebuild: words folded after, other commands dropped", () => {
    const [first, second] = moveTexts(start);
    const parsed = parseAnnotatedRecord(`[Variant "the-pit"]\n\n{Intro [%clk 1:00:00]} 1. ${first}!? {Before} {Words [%cal Ge2e4] [%eval 0.3]} (1. {Why not} ${second} $14) *`);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const read = treeFromMoves(game, start, parsed.value.moves);
    if (!read.ok) throw new Error(read.error.message);
    const kept = studyTreeOf(game, read.value);
    const wire = studyNodesOf(foldCommentsBefore(read.value));
    const rebuilt = treeFromStudyNodes(game, start, wire, read.value.nextId);
    expect(rebuilt.ok && studyNodesOf(rebuilt.value)).toEqual(studyNodesOf(kept));
    expect(rebuilt.ok && makeTreeRecord(rebuilt.value, new Map([["Variant", "the-pit"]]))).toBe(makeTreeRecord(kept, new Map([["Variant", "the-pit"]])));
    expect(studyNodesOf(kept)).toEqual([
      { id: 0, parent: null, move: "", nags: [], comment: "Intro Why not", shapes: [] },
      { id: 1, parent: 0, move: first, nags: [5], comment: "Before Words", shapes: ["Ge2e4"] },
      { id: 2, parent: 0, move: second, nags: [14], comment: "", shapes: [] },
    ]);
  });
});

describe("rebasing an edit made on an older version", () => {
  const c = "c1";
  const cases: [string, StudyEdit, StudyEdit, boolean][] = [
    ["a comment over another node's comment", { kind: "comment", chapter: c, node: 3, text: "a" }, { kind: "comment", chapter: c, node: 4, text: "b" }, false],
    ["a comment over the same node's comment", { kind: "comment", chapter: c, node: 3, text: "a" }, { kind: "comment", chapter: c, node: 3, text: "b" }, true],
    ["a comment over the same node's shapes", { kind: "comment", chapter: c, node: 3, text: "a" }, { kind: "shapes", chapter: c, node: 3, shapes: [] }, false],
    ["a move over a move from the same node", { kind: "move", chapter: c, node: 3, move: "a" }, { kind: "move", chapter: c, node: 3, move: "b" }, false],
    ["anything in a chapter deleted since", { kind: "marks", chapter: c, node: 3, nags: [1] }, { kind: "delete-chapter", chapter: c }, true],
    ["a chapter's settings over the same", { kind: "chapter", chapter: c, name: "x" }, { kind: "chapter", chapter: c, mode: "interactive" }, true],
    ["an order over an order", { kind: "order", chapters: [] }, { kind: "order", chapters: [] }, true],
    ["a rename over a move", { kind: "rename", name: "x" }, { kind: "move", chapter: c, node: 0, move: "a" }, false],
    ["the same node in another chapter", { kind: "comment", chapter: c, node: 3, text: "a" }, { kind: "comment", chapter: "c2", node: 3, text: "b" }, false],
    ["a chapter's deletion over a later edit in it", { kind: "delete-chapter", chapter: c }, { kind: "comment", chapter: c, node: 3, text: "b" }, true],
    ["a chapter's deletion over an edit in another chapter", { kind: "delete-chapter", chapter: c }, { kind: "comment", chapter: "c2", node: 3, text: "b" }, false],
  ];
  for (const [name, edit, later, expected] of cases) {
    it(`${name}: ${expected ? "refused" : "rebased"}`, () => expect(conflicts(edit, later)).toBe(expected));
  }

  it("a deletion over later work below the deleted node, and a promotion over a sibling's later one, are refused; over work elsewhere rebased", () => {
    const [first, second] = moveTexts(start);
    const { tree } = edited([
      { kind: "move", chapter: c, node: ROOT, move: first },
      { kind: "move", chapter: c, node: ROOT, move: second },
      { kind: "move", chapter: c, node: 1, move: moveTexts(nodeOf(edited([{ kind: "move", chapter: c, node: ROOT, move: first }]).tree, 1).state)[0] },
    ]);
    const remove: StudyEdit = { kind: "delete", chapter: c, node: 1 };
    expect(undoesLaterWork(tree, remove, { kind: "comment", chapter: c, node: 3, text: "below" })).toBe(true);
    expect(undoesLaterWork(tree, remove, { kind: "move", chapter: c, node: 1, move: "x" })).toBe(true);
    expect(undoesLaterWork(tree, remove, { kind: "comment", chapter: c, node: 2, text: "beside" })).toBe(false);
    expect(undoesLaterWork(tree, remove, { kind: "comment", chapter: "c2", node: 3, text: "elsewhere" })).toBe(false);
    // a promotion over a later promotion of its sibling would demote the line another editor chose
    expect(undoesLaterWork(tree, { kind: "promote", chapter: c, node: 1 }, { kind: "promote", chapter: c, node: 2 })).toBe(true);
    expect(undoesLaterWork(tree, { kind: "promote", chapter: c, node: 2 }, { kind: "promote", chapter: c, node: 3 })).toBe(false);
    expect(undoesLaterWork(tree, { kind: "promote", chapter: c, node: 2 }, { kind: "comment", chapter: c, node: 1, text: "x" })).toBe(false);
  });
});
