// The study page's holdings (web/src/study/sync.ts): edits are applied only as the server
// announces them, in version order, with the server's ids; a missed version or an edit
// that does not fit asks for a re-read; following goes with the editor and stops when the
// reader steps away. And the shapes an editor draws (web/src/study/shapes.ts).
import { describe, expect, it } from "vitest";
import type { ChapterView, StudyEdit, StudyView } from "../../../src/contract/study.ts";
import { applyNodeEdit, studyNodesOf } from "../../../src/contract/study-tree.ts";
import { getGame } from "../../../src/engine/registry.ts";
import { createTree, nodeOf, ROOT, type VariationTree } from "../../../src/engine/variations.ts";
import { createSync, editorMoved, setFollowing, stepTo, takeEdit, takeRead, takeStudy, type StudySync } from "../../../web/src/study/sync.ts";
import { brushOf, readShapeList, shapeArrows, shapeText, toggleShape } from "../../../web/src/study/shapes.ts";

const game = getGame("the-pit")!;
const setup = game.setup({});
if (!setup.ok) throw new Error(setup.error.message);
const start: unknown = setup.value;
const startText = game.makePosition(start);

/** The server's side: one tree the edits go through, as the study's object applies them. */
class Writer {
  tree: VariationTree = createTree(game, start);
  version = 3;
  edit(edit: StudyEdit & { node: number }): { version: number; edit: StudyEdit; result: { node?: number } } {
    const applied = applyNodeEdit(this.tree, game, edit as never);
    if (!applied.ok) throw new Error(applied.error.message);
    this.tree = applied.value.tree;
    return { version: ++this.version, edit, result: applied.value.result };
  }
  /** The first legal move from `node`, as text. */
  moveFrom(node: number, which = 0): string {
    return game.legalMoves(nodeOf(this.tree, node).state)[which].text;
  }
  study(): StudyView {
    return { id: "s1", name: "Openings", version: this.version, chapters: [{ id: "c1", name: "One", variant: "the-pit" }, { id: "c2", name: "Two", variant: "the-pit" }], createdAt: "", updatedAt: "" };
  }
  chapter(): ChapterView {
    return { id: "c1", name: "One", variant: "the-pit", version: this.version, options: {}, start: startText, orientation: "white", mode: "analysis", nodes: studyNodesOf(this.tree), nextId: this.tree.nextId, record: "" };
  }
}

function readerOf(writer: Writer, editor = false): StudySync {
  const sync = createSync(editor);
  expect(takeRead(sync, writer.study(), writer.chapter(), game)).toBe(true);
  return sync;
}

describe("study page: announced edits", () => {
  it("applies edits in version order with the server's ids, and reaches the server's tree", () => {
    const writer = new Writer();
    const page = readerOf(writer);
    const first = writer.edit({ kind: "move", chapter: "c1", node: ROOT, move: writer.moveFrom(ROOT) });
    const reply = writer.edit({ kind: "move", chapter: "c1", node: first.result.node!, move: writer.moveFrom(first.result.node!) });
    const side = writer.edit({ kind: "move", chapter: "c1", node: ROOT, move: writer.moveFrom(ROOT, 1) });
    const words = writer.edit({ kind: "comment", chapter: "c1", node: side.result.node!, text: "Also good." });
    for (const announced of [first, reply, side, words]) expect(takeEdit(page, announced)).toBe("applied");
    expect(page.version).toBe(writer.version);
    expect(studyNodesOf(page.chapter!.tree)).toEqual(studyNodesOf(writer.tree));
  });

  it("ignores an edit it already has (the socket and the POST's answer both tell of it)", () => {
    const writer = new Writer();
    const page = readerOf(writer);
    const first = writer.edit({ kind: "move", chapter: "c1", node: ROOT, move: writer.moveFrom(ROOT) });
    expect(takeEdit(page, first)).toBe("applied");
    expect(takeEdit(page, first)).toBe("stale");
    expect(page.chapter!.tree.nodes.size).toBe(2);
  });

  it("asks for a re-read when a version is missed, and catches up from it", () => {
    const writer = new Writer();
    const page = readerOf(writer);
    writer.edit({ kind: "move", chapter: "c1", node: ROOT, move: writer.moveFrom(ROOT) });
    const second = writer.edit({ kind: "move", chapter: "c1", node: 1, move: writer.moveFrom(1) });
    expect(takeEdit(page, second)).toBe("reread");
    expect(page.chapter!.tree.nodes.size).toBe(1);
    expect(takeRead(page, writer.study(), writer.chapter(), game)).toBe(true);
    expect(studyNodesOf(page.chapter!.tree)).toEqual(studyNodesOf(writer.tree));
    expect(takeStudy(page, writer.study())).toBe("same");
    expect(takeStudy(page, { ...writer.study(), version: writer.version + 1 })).toBe("reread");
  });

  it("asks for a re-read when an edit names a node the page does not hold", () => {
    const writer = new Writer();
    const page = readerOf(writer);
    expect(takeEdit(page, { version: writer.version + 1, edit: { kind: "comment", chapter: "c1", node: 42, text: "x" }, result: {} })).toBe("reread");
    expect(page.version).toBe(writer.version);
  });

  it("keeps the board on the nearest surviving move when its line is deleted", () => {
    const writer = new Writer();
    const page = readerOf(writer);
    const first = writer.edit({ kind: "move", chapter: "c1", node: ROOT, move: writer.moveFrom(ROOT) });
    const reply = writer.edit({ kind: "move", chapter: "c1", node: first.result.node!, move: writer.moveFrom(first.result.node!) });
    takeEdit(page, first);
    takeEdit(page, reply);
    stepTo(page, reply.result.node!);
    expect(takeEdit(page, writer.edit({ kind: "delete", chapter: "c1", node: first.result.node! }))).toBe("applied");
    expect(page.at).toBe(ROOT);
  });

  it("follows the study's list: renamed, reordered, added, deleted; the chapter shown deleted says so", () => {
    const writer = new Writer();
    const page = readerOf(writer);
    let version = writer.version;
    expect(takeEdit(page, { version: ++version, edit: { kind: "chapter", chapter: "c1", name: "First", orientation: "black" }, result: {} })).toBe("applied");
    expect(page.chapter!.orientation).toBe("black");
    expect(takeEdit(page, { version: ++version, edit: { kind: "add-chapter", chapter: { id: "c3", name: "Three", variant: "ben39" } }, result: {} })).toBe("applied");
    expect(takeEdit(page, { version: ++version, edit: { kind: "order", chapters: ["c3", "c2", "c1"] }, result: {} })).toBe("applied");
    expect(takeEdit(page, { version: ++version, edit: { kind: "rename", name: "Endgames" }, result: {} })).toBe("applied");
    expect(page.study!.name).toBe("Endgames");
    expect(page.study!.chapters.map((c) => `${c.id}:${c.name}`)).toEqual(["c3:Three", "c2:Two", "c1:First"]);
    expect(takeEdit(page, { version: ++version, edit: { kind: "delete-chapter", chapter: "c1" }, result: {} })).toBe("chapterGone");
    expect(page.study!.chapters.map((c) => c.id)).toEqual(["c3", "c2"]);
  });
});

describe("study page: following the editor", () => {
  it("is on for readers and off for editors; the board goes where the editor's goes", () => {
    const writer = new Writer();
    expect(readerOf(writer, true).following).toBe(false);
    const page = readerOf(writer);
    expect(page.following).toBe(true);
    const first = writer.edit({ kind: "move", chapter: "c1", node: ROOT, move: writer.moveFrom(ROOT) });
    // the editor's place may come before the move's edit: the board gets there with the edit
    expect(editorMoved(page, { chapter: "c1", node: first.result.node! })).toEqual({ kind: "stay" });
    takeEdit(page, first);
    expect(editorMoved(page, { chapter: "c1", node: first.result.node! })).toEqual({ kind: "node", node: first.result.node! });
    expect(page.at).toBe(first.result.node);
    expect(editorMoved(page, { chapter: "c2", node: ROOT })).toEqual({ kind: "chapter", chapter: "c2" });
  });

  it("stops when the reader steps away, and comes back to the editor's place when switched on", () => {
    const writer = new Writer();
    const page = readerOf(writer);
    const first = writer.edit({ kind: "move", chapter: "c1", node: ROOT, move: writer.moveFrom(ROOT) });
    takeEdit(page, first);
    editorMoved(page, { chapter: "c1", node: first.result.node! });
    stepTo(page, first.result.node!);
    expect(page.following).toBe(true);
    stepTo(page, ROOT);
    expect(page.following).toBe(false);
    expect(editorMoved(page, { chapter: "c1", node: first.result.node! })).toEqual({ kind: "stay" });
    expect(page.at).toBe(ROOT);
    expect(setFollowing(page, true)).toEqual({ kind: "node", node: first.result.node! });
    expect(page.at).toBe(first.result.node);
  });
});

describe("study page: shapes", () => {
  const cells = new Set(game.view(start).cells.map((cell) => cell.id));

  it("chooses lichess's brush by modifier keys", () => {
    expect(brushOf({ shiftKey: false, altKey: false })).toBe("G");
    expect(brushOf({ shiftKey: true, altKey: false })).toBe("R");
    expect(brushOf({ shiftKey: false, altKey: true })).toBe("B");
    expect(brushOf({ shiftKey: true, altKey: true })).toBe("Y");
  });

  it("adds a shape, repaints it in another colour, and takes it off when drawn again", () => {
    const arrow = { colour: "G" as const, from: "e2", to: "e4" };
    const added = toggleShape([], arrow);
    expect(added.map(shapeText)).toEqual(["Ge2-e4"]);
    expect(toggleShape(added, { ...arrow, colour: "R" }).map(shapeText)).toEqual(["Re2-e4"]);
    expect(toggleShape(added, arrow)).toEqual([]);
    const circled = toggleShape(added, { colour: "B", from: "d4", to: "d4" });
    expect(circled.map(shapeText)).toEqual(["Ge2-e4", "Bd4"]);
    expect(shapeArrows(circled)).toEqual([{ from: "e2", to: "e4", tone: "green" }, { from: "d4", to: "d4", tone: "blue" }]);
  });

  it("reads the server's shape texts back, the glued and the dashed alike", () => {
    expect(readShapeList(["Ge2e4", "Ra1-b3", "Yd4", "nonsense"], cells)).toEqual([
      { colour: "G", from: "e2", to: "e4" },
      { colour: "R", from: "a1", to: "b3" },
      { colour: "Y", from: "d4", to: "d4" },
    ]);
  });
});
