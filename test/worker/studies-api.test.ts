// The study API's contract (issue 32; docs/api.md "Studies"): create, chapters, read, edits, and each route's refusals.
import { describe, expect, it } from "vitest";
import { getGame } from "../../src/engine/registry.ts";
import { call, errorOf, ORIGIN } from "./client.ts";
import { addChapter, createStudy, edit, getChapter, getStudy, postChapter, postEdit } from "./study-client.ts";

const pit = getGame("the-pit")!;
const start = pit.setup({});
if (!start.ok) throw new Error(start.error.message);
const [first, second] = pit.legalMoves(start.value).map((move) => move.text);

describe("studies: create and read", () => {
  it("creates a study with an editor link and a view link, and reads it back", async () => {
    const res = await call("/api/studies", { method: "POST", json: { name: "  Openings  " } });
    expect(res.status).toBe(201);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const created = (await res.json()) as { id: string; editor: { token: string; url: string }; viewUrl: string };
    expect(created.id).toMatch(/^[a-km-np-z2-9]{10}$/);
    expect(created.editor.url).toBe(`${ORIGIN}/s/${created.id}#editor=${created.editor.token}`);
    expect(created.viewUrl).toBe(`${ORIGIN}/s/${created.id}`);
    const study = await getStudy(created.id);
    expect(study).toMatchObject({ id: created.id, name: "Openings", version: 0, chapters: [] });
  });

  it("refuses a bad name, an unknown study and a malformed id", async () => {
    expect(await errorOf(await call("/api/studies", { method: "POST", json: { name: "" } }))).toMatchObject({ status: 400, code: "bad_request" });
    expect(await errorOf(await call("/api/studies", { method: "POST", json: { name: "x".repeat(101) } }))).toMatchObject({ status: 400 });
    expect(await errorOf(await call("/api/studies/abcdefghij"))).toMatchObject({ status: 404, code: "not_found" });
    expect(await errorOf(await call("/api/studies/nope"))).toMatchObject({ status: 404, code: "not_found" });
  });
});

describe("studies: chapters", () => {
  it("adds a chapter from the start, counts a version, and reads it with its nodes and record", async () => {
    const study = await createStudy("Lines");
    const added = await addChapter(study, { name: "Main", variant: "the-pit" });
    expect(added).toMatchObject({ version: 1 });
    expect(added.id).toMatch(/^[a-km-np-z2-9]{8}$/);
    expect((await getStudy(study.id)).chapters).toEqual([{ id: added.id, name: "Main", variant: "the-pit" }]);
    const chapter = await getChapter(study.id, added.id);
    expect(chapter).toMatchObject({ id: added.id, version: 1, orientation: "white", mode: "analysis", nextId: 1, start: pit.makePosition(start.value) });
    expect(chapter.nodes).toEqual([{ id: 0, parent: null, move: "", nags: [], comment: "", shapes: [] }]);
    expect(chapter.record).toContain('[Event "Lines"]');
    expect(chapter.record).toContain(`[Site "${ORIGIN}/s/${study.id}/${added.id}"]`);
    expect(chapter.record).toContain('[Variant "the-pit"]');
    expect(chapter.record).toContain('[ChapterName "Main"]');
  });

  it("adds a chapter from a position, and refuses a position the game cannot read, naming it", async () => {
    const study = await createStudy();
    const position = pit.makePosition(pit.play(start.value, first).ok ? (pit.play(start.value, first) as { value: { state: unknown } }).value.state : start.value);
    const added = await addChapter(study, { name: "From here", variant: "the-pit", position, orientation: "black" });
    const chapter = await getChapter(study.id, added.id);
    expect(chapter).toMatchObject({ start: position, orientation: "black" });
    expect(chapter.record).toContain(`[FEN "${position}"]`);
    const refused = await errorOf(await postChapter(study.id, study.editor.token, { name: "Bad", variant: "the-pit", position: "not a position" }));
    expect(refused).toMatchObject({ status: 400 });
    expect(refused.message).toMatch(/^position: /);
  });

  it("adds a chapter from an annotated record, keeping variations, comments, marks and shapes", async () => {
    const study = await createStudy();
    const record = `[Variant "the-pit"]\n\n{Intro} 1. ${first}! {Good [%cal Ge2e4] [%csl Rd4]} (1. ${second}?! {Also}) *`;
    const added = await addChapter(study, { name: "Annotated", variant: "the-pit", record });
    const chapter = await getChapter(study.id, added.id);
    expect(chapter.nodes).toEqual([
      { id: 0, parent: null, move: "", nags: [], comment: "Intro", shapes: [] },
      { id: 1, parent: 0, move: first, nags: [1], comment: "Good", shapes: ["Ge2e4", "Rd4"] },
      { id: 2, parent: 0, move: second, nags: [6], comment: "Also", shapes: [] },
    ]);
    expect(chapter.record).toContain("[%cal Ge2e4]");
  });

  it("refuses a record of another game, a malformed record and more than one start (422, 422, 400)", async () => {
    const study = await createStudy();
    const token = study.editor.token;
    expect(await errorOf(await postChapter(study.id, token, { name: "X", variant: "the-pit", record: '[Variant "ben39"]\n\n*' }))).toMatchObject({ status: 422, code: "malformed_record" });
    const bad = await errorOf(await postChapter(study.id, token, { name: "X", variant: "the-pit", record: "1. z9-z9 *" }));
    expect(bad).toMatchObject({ status: 422, code: "malformed_record" });
    expect(bad.message).toContain("z9-z9");
    expect(await errorOf(await postChapter(study.id, token, { name: "X", variant: "the-pit", record: "*", position: "x" }))).toMatchObject({ status: 400, code: "bad_request" });
    expect(await errorOf(await postChapter(study.id, token, { name: "X", variant: "chess" }))).toMatchObject({ status: 400 });
  });

  it("answers 401 without the editor's bearer, 403 with another token, 404 for no study", async () => {
    const study = await createStudy();
    const other = await createStudy();
    const chapter = { name: "X", variant: "the-pit" };
    expect(await errorOf(await postChapter(study.id, undefined, chapter))).toMatchObject({ status: 401 });
    expect(await errorOf(await postChapter(study.id, other.editor.token, chapter))).toMatchObject({ status: 403, code: "wrong_token" });
    expect(await errorOf(await postChapter("abcdefghij", study.editor.token, chapter))).toMatchObject({ status: 404 });
    expect((await getStudy(study.id)).version).toBe(0);
  });

  it("reads an unknown chapter as 404", async () => {
    const study = await createStudy();
    expect(await errorOf(await call(`/api/studies/${study.id}/chapters/abcdefgh`))).toMatchObject({ status: 404, code: "no_chapter" });
    expect(await errorOf(await call(`/api/studies/${study.id}/chapters/x`))).toMatchObject({ status: 404 });
  });
});

describe("studies: an edit", () => {
  it("is applied on the current version, counts one, and its move's node comes back", async () => {
    const study = await createStudy();
    const chapter = await addChapter(study);
    const moved = await edit(study, 1, { kind: "move", chapter: chapter.id, node: 0, move: first });
    expect(moved).toEqual({ version: 2, result: { node: 1 }, rebased: false });
    expect((await getChapter(study.id, chapter.id)).nodes.map((node) => node.move)).toEqual(["", first]);
  });

  it("refuses without a bearer (401), with another's (403), on no study (404), from the future (400), malformed (400)", async () => {
    const study = await createStudy();
    const other = await createStudy();
    const chapter = await addChapter(study);
    const change = { kind: "move", chapter: chapter.id, node: 0, move: first };
    expect(await errorOf(await postEdit(study.id, undefined, 1, change))).toMatchObject({ status: 401 });
    expect(await errorOf(await postEdit(study.id, other.editor.token, 1, change))).toMatchObject({ status: 403 });
    expect(await errorOf(await postEdit("abcdefghij", study.editor.token, 1, change))).toMatchObject({ status: 404 });
    expect(await errorOf(await postEdit(study.id, study.editor.token, 2, change))).toMatchObject({ status: 400, code: "bad_request" });
    expect(await errorOf(await postEdit(study.id, study.editor.token, 1, { kind: "fly", chapter: chapter.id }))).toMatchObject({ status: 400 });
    expect((await getStudy(study.id)).version).toBe(1);
  });
});
