// Every kind of study edit, and the version rule (issue 32; docs/api.md "Studies"): an edit on the current
// version is applied, a stale one rebased when nothing since conflicts, else refused with the study.
import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { STUDY_LIMITS } from "../../src/contract/study.ts";
import { StudyStore } from "../../src/worker/study/study-store.ts";
import { getGame } from "../../src/engine/registry.ts";
import { errorOf } from "./client.ts";
import { addChapter, createStudy, edit, getChapter, getStudy, postEdit, studyStub } from "./study-client.ts";

const pit = getGame("the-pit")!;
const start = pit.setup({});
if (!start.ok) throw new Error(start.error.message);
const [first, second] = pit.legalMoves(start.value).map((move) => move.text);

/** A study with one chapter and two first moves: 1 (main) and 2 (a variation); version 3. */
async function twoLines() {
  const study = await createStudy();
  const chapter = await addChapter(study);
  await edit(study, 1, { kind: "move", chapter: chapter.id, node: 0, move: first });
  await edit(study, 2, { kind: "move", chapter: chapter.id, node: 0, move: second });
  return { study, chapter: chapter.id };
}

describe("study edits, each kind", () => {
  it("move (reused when already there), promote, comment, marks, shapes, delete", async () => {
    const { study, chapter } = await twoLines();
    expect(await edit(study, 3, { kind: "move", chapter, node: 0, move: first })).toEqual({ version: 4, result: { node: 1 }, rebased: false });
    await edit(study, 4, { kind: "promote", chapter, node: 2 });
    await edit(study, 5, { kind: "comment", chapter, node: 2, text: "Better" });
    await edit(study, 6, { kind: "marks", chapter, node: 2, nags: [3, 3, 14] });
    await edit(study, 7, { kind: "shapes", chapter, node: 2, shapes: ["Ya1-a2", "Bb2"] });
    let read = await getChapter(study.id, chapter);
    expect(read.nodes).toEqual([
      { id: 0, parent: null, move: "", nags: [], comment: "", shapes: [] },
      { id: 2, parent: 0, move: second, nags: [3, 14], comment: "Better", shapes: ["Ya1a2", "Bb2"] },
      { id: 1, parent: 0, move: first, nags: [], comment: "", shapes: [] },
    ]);
    expect(read.record).toContain("[%cal Ya1a2]");
    await edit(study, 8, { kind: "delete", chapter, node: 1 });
    read = await getChapter(study.id, chapter);
    expect(read.nodes.map((node) => node.id)).toEqual([0, 2]);
    expect(read).toMatchObject({ version: 9, nextId: 3 });
  });

  it("chapter settings, rename, order and delete-chapter", async () => {
    const study = await createStudy("Old");
    const a = await addChapter(study, { name: "A", variant: "the-pit" });
    const b = await addChapter(study, { name: "B", variant: "ben39" });
    await edit(study, 2, { kind: "chapter", chapter: a.id, name: "Renamed", orientation: "black", mode: "interactive" });
    await edit(study, 3, { kind: "rename", name: "New" });
    await edit(study, 4, { kind: "order", chapters: [b.id, a.id] });
    expect(await getStudy(study.id)).toMatchObject({ name: "New", version: 5, chapters: [{ id: b.id }, { id: a.id, name: "Renamed" }] });
    expect(await getChapter(study.id, a.id)).toMatchObject({ orientation: "black", mode: "interactive" });
    expect((await getChapter(study.id, a.id)).record).toContain('[ChapterMode "interactive"]');
    expect(await errorOf(await postEdit(study.id, study.editor.token, 5, { kind: "order", chapters: [a.id] }))).toMatchObject({ status: 400 });
    await edit(study, 5, { kind: "delete-chapter", chapter: a.id });
    expect((await getStudy(study.id)).chapters.map((c) => c.id)).toEqual([b.id]);
    expect(await errorOf(await postEdit(study.id, study.editor.token, 6, { kind: "comment", chapter: a.id, node: 0, text: "x" }))).toMatchObject({ status: 404, code: "no_chapter" });
  });

  it("refuses an illegal move (422), a missing node (404), a bad shape, bad marks and a long comment (400), changing nothing", async () => {
    const { study, chapter } = await twoLines();
    const token = study.editor.token;
    const refused = async (change: Record<string, unknown>) => errorOf(await postEdit(study.id, token, 3, { chapter, ...change }));
    expect(await refused({ kind: "move", node: 0, move: "z9-z9" })).toMatchObject({ status: 422, code: "illegal_move" });
    expect(await refused({ kind: "comment", node: 99, text: "x" })).toMatchObject({ status: 404, code: "no_node" });
    expect(await refused({ kind: "shapes", node: 1, shapes: ["Xz1z2"] })).toMatchObject({ status: 400, code: "bad_shape" });
    expect(await refused({ kind: "marks", node: 1, nags: [1, 2, 3, 4, 5, 6, 7, 8, 9] })).toMatchObject({ status: 400, code: "bad_marks" });
    const long = await refused({ kind: "comment", node: 1, text: "x".repeat(2001) });
    expect(long).toMatchObject({ status: 400, code: "bad_text" });
    await edit(study, 3, { kind: "comment", chapter, node: 1, text: "x".repeat(2000) });
    expect((await getStudy(study.id)).version).toBe(4);
  });
});

describe("the version rule", () => {
  it("rebases a stale edit that nothing since conflicts with", async () => {
    const { study, chapter } = await twoLines();
    // made on version 2, before the second move: a comment on node 1 still applies
    expect(await edit(study, 2, { kind: "comment", chapter, node: 1, text: "Stale but fine" })).toEqual({ version: 4, result: {}, rebased: true });
    expect((await getChapter(study.id, chapter)).nodes[1]).toMatchObject({ id: 1, comment: "Stale but fine" });
  });

  it("refuses a stale edit that would overwrite another editor's, with the study as it is now", async () => {
    const { study, chapter } = await twoLines();
    await edit(study, 3, { kind: "comment", chapter, node: 1, text: "Ann's" });
    const res = await postEdit(study.id, study.editor.token, 3, { kind: "comment", chapter, node: 1, text: "Bo's" });
    expect(res.status).toBe(409);
    const body = (await res.json()) as { error: { code: string }; study: { version: number } };
    expect(body.error.code).toBe("conflict");
    expect(body.study).toMatchObject({ id: study.id, version: 4 });
    expect((await getChapter(study.id, chapter)).nodes[1].comment).toBe("Ann's");
  });

  it("refuses a stale deletion that would remove another editor's later work below it, or in its chapter", async () => {
    const { study, chapter } = await twoLines();
    const reply = pit.legalMoves((pit.play(start.value, first) as { ok: true; value: { state: unknown } }).value.state)[0].text;
    await edit(study, 3, { kind: "move", chapter, node: 1, move: reply });
    expect(await errorOf(await postEdit(study.id, study.editor.token, 3, { kind: "delete", chapter, node: 1 }))).toMatchObject({ status: 409, code: "conflict" });
    // work beside it is no reason: the deletion of the other line is rebased
    expect(await edit(study, 3, { kind: "delete", chapter, node: 2 })).toMatchObject({ rebased: true });
    expect((await getChapter(study.id, chapter)).nodes.map((node) => node.id)).toEqual([0, 1, 3]);
    expect(await errorOf(await postEdit(study.id, study.editor.token, 4, { kind: "delete-chapter", chapter }))).toMatchObject({ status: 409, code: "conflict" });
    expect((await getStudy(study.id)).chapters).toHaveLength(1);
  });

  it("refuses a stale edit whose node was deleted since (409), and one older than the rebase depth", async () => {
    const { study, chapter } = await twoLines();
    await edit(study, 3, { kind: "delete", chapter, node: 1 });
    const gone = await errorOf(await postEdit(study.id, study.editor.token, 3, { kind: "move", chapter, node: 1, move: first }));
    expect(gone).toMatchObject({ status: 409, code: "conflict" });
    expect((await getStudy(study.id)).version).toBe(4);
    // 501 versions later (set in storage: the edit rate would take minutes to get there), version 3 is too old to rebase
    await runInDurableObject(studyStub(study.id), (_, state) => {
      const store = new StudyStore(state.storage.sql);
      store.writeMeta({ ...store.readMeta()!, version: 3 + STUDY_LIMITS.rebaseDepth + 1 });
    });
    const old = await errorOf(await postEdit(study.id, study.editor.token, 3, { kind: "comment", chapter, node: 2, text: "late" }));
    expect(old).toMatchObject({ status: 409, code: "conflict" });
    expect(old.message).toContain("500 versions ago");
  });
});
