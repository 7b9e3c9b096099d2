// A study's chapters from games, and the whole study as one multi-game record and back (issue 32; docs/api.md "Studies").
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { ChapterView, CreatedStudy, StudyNode } from "../../src/contract/study.ts";
import { STUDY_LIMITS } from "../../src/contract/study.ts";
import { makeRandom, randomPlayout } from "../../src/engine/random-playout.ts";
import { getGame } from "../../src/engine/registry.ts";
import { archiveGame } from "../../src/worker/archive.ts";
import { contentId } from "../../src/worker/tokens.ts";
import { call, createGame, errorOf, playAll } from "./client.ts";
import { addChapter, createStudy, edit, getChapter, getStudy, postChapter } from "./study-client.ts";

const pit = getGame("the-pit")!;
const setup = pit.setup({});
if (!setup.ok) throw new Error(setup.error.message);
const [first, second] = pit.legalMoves(setup.value).map((move) => move.text);

/** A chapter's tree without its ids: each node by the moves that reach it (ids are the study's own, renumbered by an import). */
function treeShape(chapter: ChapterView): unknown[] {
  const paths = new Map<number, string>();
  return chapter.nodes.map((node: StudyNode) => {
    const path = node.parent === null ? "" : `${paths.get(node.parent)} ${node.move}`;
    paths.set(node.id, path);
    return { path, nags: node.nags, comment: node.comment, shapes: node.shapes };
  });
}

describe("a chapter from a game", () => {
  it("takes a live game's moves as its main line", async () => {
    const game = await createGame();
    const moves = randomPlayout(pit, setup.value, makeRandom(3), { plies: 6, avoidEnding: true }).moves;
    await playAll(game, moves);
    const study = await createStudy();
    const chapter = await addChapter(study, { name: "Our game", variant: "the-pit", gameId: game.id });
    const read = await getChapter(study.id, chapter.id);
    expect(read.nodes.map((node) => node.move)).toEqual(["", ...moves]);
    expect(read.nodes.every((node) => node.comment === "")).toBe(true);
  });

  it("takes an archived game's moves, and refuses an unknown game (404) and another game's variant (400)", async () => {
    const moves = randomPlayout(pit, setup.value, makeRandom(5), { plies: 8, avoidEnding: true }).moves;
    const id = await contentId("study chapter from an archived game");
    await archiveGame(env.DB, { id, variant: "the-pit", options: "", white: "W", black: "B", result: "0-1", termination: "resignation", plies: moves.length, moves: moves.join(" "), createdAt: 1, endedAt: 2 });
    const study = await createStudy();
    const chapter = await addChapter(study, { name: "Archived", variant: "the-pit", gameId: id });
    expect((await getChapter(study.id, chapter.id)).nodes.map((node) => node.move)).toEqual(["", ...moves]);
    expect(await errorOf(await postChapter(study.id, study.editor.token, { name: "None", variant: "the-pit", gameId: "abcdefghij" }))).toMatchObject({ status: 404, code: "no_game" });
    expect(await errorOf(await postChapter(study.id, study.editor.token, { name: "Other", variant: "ben39", gameId: id }))).toMatchObject({ status: 400 });
    const other = await createStudy();
    expect(await errorOf(await postChapter(study.id, other.editor.token, { name: "X", variant: "the-pit", gameId: id }))).toMatchObject({ status: 403 });
  });
});

describe("export and import", () => {
  it("exports every chapter as one record, and importing it gives back the same chapters", async () => {
    const study = await createStudy("Round trip");
    const a = await addChapter(study, { name: "Annotated", variant: "the-pit", record: `{Intro} 1. ${first}! {Good [%cal Ge2e4] [%csl Rd4]} (1. ${second}?! {Also}) *` });
    const b = await addChapter(study, { name: "Quiz", variant: "ben39", mode: "interactive", orientation: "black" });
    const c = await addChapter(study, { name: "Empty pit", variant: "the-pit" });
    await edit(study, 3, { kind: "marks", chapter: a.id, node: 2, nags: [4, 22] });
    await edit(study, 4, { kind: "delete-chapter", chapter: c.id });
    const res = await call(`/api/studies/${study.id}/export`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(res.headers.get("Content-Disposition")).toBe(`attachment; filename="pigeon-post-study-${study.id}.pgn"`);
    const text = await res.text();
    expect(text.match(/\[Event /g)).toHaveLength(2);

    const imported = await call("/api/studies/import", { method: "POST", json: { record: text } });
    expect(imported.status, await imported.clone().text()).toBe(201);
    const created = (await imported.json()) as CreatedStudy;
    expect(created.chapters?.map(({ name, variant }) => ({ name, variant }))).toEqual([
      { name: "Annotated", variant: "the-pit" },
      { name: "Quiz", variant: "ben39" },
    ]);
    expect(await getStudy(created.id)).toMatchObject({ name: "Round trip", version: 2 });
    for (const [before, after] of [[a.id, created.chapters![0].id], [b.id, created.chapters![1].id]]) {
      const old = await getChapter(study.id, before);
      const copy = await getChapter(created.id, after);
      expect(treeShape(copy)).toEqual(treeShape(old));
      expect({ ...copy, id: "", nodes: [], record: "", version: 0, nextId: 0 }).toEqual({ ...old, id: "", nodes: [], record: "", version: 0, nextId: 0 });
    }
    // the importer is its editor
    await edit(created, 2, { kind: "rename", name: "Mine now" });
  });

  it("names an import as asked, and refuses a game without a Variant, a bad move and more than 64 games (422)", async () => {
    const named = await call("/api/studies/import", { method: "POST", json: { name: "Mine", record: `[Variant "the-pit"]\n\n1. ${first} *\n\n[Variant "ben39"]\n\n*` } });
    expect(named.status).toBe(201);
    const created = (await named.json()) as CreatedStudy;
    expect(await getStudy(created.id)).toMatchObject({ name: "Mine", chapters: [{ name: "Chapter 1" }, { name: "Chapter 2" }] });
    const refuse = async (record: string) => errorOf(await call("/api/studies/import", { method: "POST", json: { record } }));
    expect(await refuse("1. e2-e3 *")).toMatchObject({ status: 422, code: "malformed_record" });
    const bad = await refuse(`[Variant "the-pit"]\n\n*\n\n[Variant "the-pit"]\n\n1. z9-z9 *`);
    expect(bad).toMatchObject({ status: 422 });
    expect(bad.message).toMatch(/^Game 2: /);
    expect(await refuse('[Variant "ben39"]\n\n*\n\n'.repeat(65))).toMatchObject({ status: 422, code: "malformed_record" });
    expect(await refuse("")).toMatchObject({ status: 422 });
  });

  it(`refuses an import of more than ${STUDY_LIMITS.importMoves} moves in all its games (409 too_many)`, async () => {
    const games: string[] = [];
    let total = 0;
    for (let seed = 1; total <= STUDY_LIMITS.importMoves; seed++) {
      const { moves } = randomPlayout(pit, setup.value, makeRandom(seed), { plies: 700, avoidEnding: true });
      games.push(`[Variant "the-pit"]\n\n${moves.join(" ")} *`);
      total += moves.length;
    }
    const refused = await errorOf(await call("/api/studies/import", { method: "POST", json: { record: games.join("\n\n") } }));
    expect(refused).toMatchObject({ status: 409, code: "too_many" });
    expect(refused.message).toMatch(/^Game \d+: An import reads at most 10000 moves/);
    // one game fewer is read
    expect((await call("/api/studies/import", { method: "POST", json: { record: games.slice(0, -1).join("\n\n") } })).status).toBe(201);
  });
});
