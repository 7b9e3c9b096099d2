// A study's bounds (issue 32; docs/api.md "Studies"): 64 chapters, 3,000 moves a chapter, 120 edits a minute,
// each refused with its own error; and its storage survives an eviction.
import { evictDurableObject, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { STUDY_LIMITS } from "../../src/contract/study.ts";
import { getGame } from "../../src/engine/registry.ts";
import { addMove, createTree, makeTreeRecord, ROOT, type VariationTree } from "../../src/engine/variations.ts";
import { errorOf } from "./client.ts";
import { addChapter, createStudy, edit, getChapter, getStudy, postChapter, postEdit, studyStub } from "./study-client.ts";

const pit = getGame("the-pit")!;
const setup = pit.setup({});
if (!setup.ok) throw new Error(setup.error.message);
const start = setup.value;

/** A tree of exactly `moves` moves: random lines from the start (a fixed seed), merged where they meet. */
function treeOf(moves: number): VariationTree {
  let tree = createTree(pit, start);
  let seed = 7;
  const random = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed % n;
  };
  while (tree.nodes.size <= moves) {
    let at = ROOT;
    for (let depth = 0; depth < 60 && tree.nodes.size <= moves; depth++) {
      const legal = pit.legalMoves(tree.nodes.get(at)!.state);
      if (legal.length === 0) break;
      const added = addMove(tree, pit, at, legal[random(legal.length)].text);
      if (!added.ok) throw new Error(added.error.message);
      tree = added.value.tree;
      at = added.value.node;
    }
  }
  return tree;
}

describe("a study's bounds", () => {
  it(`holds ${STUDY_LIMITS.chapters} chapters, and refuses one more with 409 too_many`, async () => {
    const study = await createStudy();
    for (let i = 0; i < STUDY_LIMITS.chapters; i++) await addChapter(study, { name: `Chapter ${i + 1}`, variant: "ben39" });
    const refused = await errorOf(await postChapter(study.id, study.editor.token, { name: "One more", variant: "ben39" }));
    expect(refused).toMatchObject({ status: 409, code: "too_many" });
    expect((await getStudy(study.id)).chapters).toHaveLength(STUDY_LIMITS.chapters);
  });

  it(`takes a record of ${STUDY_LIMITS.nodes} moves but no move more, and refuses a record of one more`, async () => {
    const study = await createStudy();
    const full = treeOf(STUDY_LIMITS.nodes);
    const chapter = await addChapter(study, { name: "Full", variant: "the-pit", record: makeTreeRecord(full, new Map([["Variant", "the-pit"]])) });
    const read = await getChapter(study.id, chapter.id);
    expect(read.nodes).toHaveLength(STUDY_LIMITS.nodes + 1);
    const leaf = read.nodes.find((node) => node.id === full.nextId - 1)!;
    const next = pit.legalMoves(full.nodes.get(leaf.id)!.state)[0].text;
    const refused = await errorOf(await postEdit(study.id, study.editor.token, 1, { kind: "move", chapter: chapter.id, node: leaf.id, move: next }));
    expect(refused).toMatchObject({ status: 409, code: "too_many_nodes" });
    const longer = addMove(full, pit, leaf.id, next);
    if (!longer.ok) throw new Error(longer.error.message);
    const over = makeTreeRecord(longer.value.tree, new Map([["Variant", "the-pit"]]));
    expect(await errorOf(await postChapter(study.id, study.editor.token, { name: "Over", variant: "the-pit", record: over }))).toMatchObject({ status: 409, code: "too_many" });
  });

  it(`takes ${STUDY_LIMITS.editsPerWindow} edits a minute, then answers 429 with Retry-After`, async () => {
    const study = await createStudy();
    const chapter = await addChapter(study);
    // the chapter counted one
    for (let version = 1; version < STUDY_LIMITS.editsPerWindow; version++) {
      await edit(study, version, { kind: "comment", chapter: chapter.id, node: 0, text: `Edit ${version}` });
    }
    const res = await postEdit(study.id, study.editor.token, STUDY_LIMITS.editsPerWindow, { kind: "comment", chapter: chapter.id, node: 0, text: "One too many" });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(Number(res.headers.get("Retry-After"))).toBeLessThanOrEqual(60);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("rate_limited");
    expect(await errorOf(await postChapter(study.id, study.editor.token, { name: "Later", variant: "the-pit" }))).toMatchObject({ status: 429 });
    expect((await getStudy(study.id)).version).toBe(STUDY_LIMITS.editsPerWindow);
  });
});

describe("a study's storage", () => {
  it("an edit writes only the rows of the nodes it changes", async () => {
    const study = await createStudy();
    const [first, second] = pit.legalMoves(start).map((move) => move.text);
    const chapter = await addChapter(study, { name: "Rows", variant: "the-pit", record: `1. ${first} (1. ${second}) *` });
    const rows = () =>
      runInDurableObject(studyStub(study.id), (_, state) => new Map(state.storage.sql.exec<{ id: number; json: string }>("SELECT id, json FROM nodes").toArray().map((row) => [row.id, row.json])));
    const changed = async (change: Parameters<typeof edit>[2], version: number) => {
      const before = await rows();
      await edit(study, version, change);
      const after = await rows();
      return [...new Set([...before.keys(), ...after.keys()])].filter((id) => before.get(id) !== after.get(id)).sort();
    };
    expect(await changed({ kind: "comment", chapter: chapter.id, node: 2, text: "Only me" }, 1)).toEqual([2]);
    const reply = pit.legalMoves(pit.play(start, first).ok ? (pit.play(start, first) as { value: { state: unknown } }).value.state : start)[0].text;
    expect(await changed({ kind: "move", chapter: chapter.id, node: 1, move: reply }, 2)).toEqual([1, 3]);
    expect(await changed({ kind: "promote", chapter: chapter.id, node: 2 }, 3)).toEqual([0]);
    expect(await changed({ kind: "delete", chapter: chapter.id, node: 1 }, 4)).toEqual([0, 1, 3]);
  });

  it("survives an eviction: the same chapters, trees, ids and versions, and edits go on (rebased over the kept edits too)", async () => {
    const study = await createStudy("Kept");
    const a = await addChapter(study, { name: "A", variant: "the-pit", record: `[Variant "the-pit"]\n\n{Intro} 1. ${pit.legalMoves(start)[0].text}! {Words [%csl Ra1]} *` });
    const b = await addChapter(study, { name: "B", variant: "ben39", orientation: "black" });
    const [, second] = pit.legalMoves(start).map((move) => move.text);
    await edit(study, 2, { kind: "move", chapter: a.id, node: 0, move: second });
    await edit(study, 3, { kind: "delete", chapter: a.id, node: 2 });
    await edit(study, 4, { kind: "rename", name: "Kept still" });
    const before = { study: await getStudy(study.id), a: await getChapter(study.id, a.id), b: await getChapter(study.id, b.id) };
    await evictDurableObject(studyStub(study.id));
    expect(await getStudy(study.id)).toEqual(before.study);
    expect(await getChapter(study.id, a.id)).toEqual(before.a);
    expect(await getChapter(study.id, b.id)).toEqual(before.b);
    // ids are not reused after a deletion, and a stale edit is still rebased over the kept ones
    expect(await edit(study, 5, { kind: "move", chapter: a.id, node: 0, move: second })).toMatchObject({ result: { node: 3 } });
    expect(await edit(study, 4, { kind: "comment", chapter: a.id, node: 1, text: "Rebased" })).toMatchObject({ version: 7, rebased: true });
    await evictDurableObject(studyStub(study.id));
    const after = await getChapter(study.id, a.id);
    expect(after.nodes.map((node) => [node.id, node.comment])).toEqual([[0, "Intro"], [1, "Rebased"], [3, ""]]);
    expect(after.nodes[1].shapes).toEqual(["Ra1"]);
  });
});
