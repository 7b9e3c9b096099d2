// A study's socket (issue 32; docs/api.md "Studies"): the study first, every accepted edit to everyone, and an
// editor's place passed on to the others ("Follow the editor"), a follower's never.
import { describe, expect, it } from "vitest";
import { getGame } from "../../src/engine/registry.ts";
import type { StudySocketMessage } from "../../src/contract/study.ts";
import { call } from "./client.ts";
import { addChapter, createStudy, edit, openStudySocket } from "./study-client.ts";

const pit = getGame("the-pit")!;
const start = pit.setup({});
if (!start.ok) throw new Error(start.error.message);
const [first] = pit.legalMoves(start.value).map((move) => move.text);

const isAt = (chapter: string, node: number) => (m: StudySocketMessage) => m.type === "at" && m.chapter === chapter && m.node === node;

describe("a study's socket", () => {
  it("two editors and a follower: each sees the study, every edit, and only an editor's place", async () => {
    const study = await createStudy("Live");
    const chapter = await addChapter(study);
    const [ann, bo, follower] = [await openStudySocket(study.id), await openStudySocket(study.id), await openStudySocket(study.id)];
    for (const socket of [ann, bo, follower]) expect(await socket.waitFor((m) => m.type === "study")).toMatchObject({ study: { id: study.id, version: 1 } });
    ann.ws.send(JSON.stringify({ type: "hello", token: study.editor.token }));
    bo.ws.send(JSON.stringify({ type: "hello", token: study.editor.token }));
    follower.ws.send(JSON.stringify({ type: "hello", token: "not-the-token" }));

    await edit(study, 1, { kind: "move", chapter: chapter.id, node: 0, move: first });
    for (const socket of [ann, bo, follower]) {
      expect(await socket.waitFor((m) => m.type === "edit" && m.version === 2)).toEqual({
        type: "edit",
        version: 2,
        edit: { kind: "move", chapter: chapter.id, node: 0, move: first },
        result: { node: 1 },
      });
    }

    // a follower's place is not passed on; an editor's is, to everyone but itself
    follower.ws.send(JSON.stringify({ type: "at", chapter: chapter.id, node: 0 }));
    ann.ws.send(JSON.stringify({ type: "at", chapter: chapter.id, node: 1 }));
    await bo.waitFor(isAt(chapter.id, 1));
    await follower.waitFor(isAt(chapter.id, 1));
    expect(bo.messages.some(isAt(chapter.id, 0))).toBe(false);
    expect(ann.messages.some((m) => m.type === "at")).toBe(false);

    // a chapter added is announced with its summary
    const added = await addChapter(study, { name: "Second", variant: "ben39" });
    expect(await follower.waitFor((m) => m.type === "edit" && m.version === 3)).toEqual({
      type: "edit",
      version: 3,
      edit: { kind: "add-chapter", chapter: { id: added.id, name: "Second", variant: "ben39" } },
      result: {},
    });

    // a newcomer learns where the editor is, right after the study
    const late = await openStudySocket(study.id);
    await late.waitFor(isAt(chapter.id, 1));
    expect(late.messages[0].type).toBe("study");
    for (const socket of [ann, bo, follower, late]) socket.ws.close();
  });

  it("ignores long and malformed messages, and refuses a non-upgrade and an unknown study", async () => {
    const study = await createStudy();
    const chapter = await addChapter(study);
    const editor = await openStudySocket(study.id);
    const other = await openStudySocket(study.id);
    editor.ws.send(JSON.stringify({ type: "hello", token: study.editor.token, pad: "x".repeat(400) }));
    editor.ws.send("{not json");
    editor.ws.send(JSON.stringify({ type: "at", chapter: chapter.id, node: 0 }));
    editor.ws.send(JSON.stringify({ type: "hello", token: study.editor.token }));
    editor.ws.send(JSON.stringify({ type: "at", chapter: chapter.id, node: -1 }));
    editor.ws.send(JSON.stringify({ type: "at", chapter: chapter.id, node: 0 }));
    await other.waitFor(isAt(chapter.id, 0));
    expect(other.messages.filter((m) => m.type === "at")).toHaveLength(1);
    expect((await call(`/api/studies/${study.id}/socket`)).status).toBe(400);
    expect((await call("/api/studies/abcdefghij/socket", { headers: { Upgrade: "websocket" } })).status).toBe(404);
    editor.ws.close();
    other.ws.close();
  });
});
