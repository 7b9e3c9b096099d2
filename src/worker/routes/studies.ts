/** /api/studies (issue 32; docs/api.md "Studies"): create, import, read, chapters, edits, the socket, export. */
import { Hono } from "hono";
import { errorBody } from "../errors.ts";
import { bearer, publicOrigin, readBody, refuse, respond, room, type App, type AppContext } from "../http.ts";
import { readArchivedGame } from "../archive.ts";
import { recordFromRow } from "../archived-game.ts";
import { CHAPTER_ID, createStudyInput, editInput, importStudyInput, newChapterInput } from "../study-inputs.ts";
import type { Study } from "../study/study.ts";
import { isGameId, newGameId } from "../tokens.ts";

export const studies = new Hono<App>();

function studyStub(env: Env, id: string): DurableObjectStub<Study> {
  const namespace = env.STUDY as DurableObjectNamespace<Study>;
  return namespace.get(namespace.idFromName(id));
}

const stubOf = (c: AppContext) => studyStub(c.env, c.req.param("id") ?? "");

// Study ids look like game ids; anything else never reaches (and never creates) an object.
for (const path of ["/studies/:id", "/studies/:id/*"]) {
  studies.use(path, async (c, next) => {
    if (c.req.param("id") === "import" && c.req.method === "POST") return next();
    if (!isGameId(c.req.param("id") ?? "")) return refuse(c, 404, "not_found", "There is no study with this id.");
    await next();
  });
}

// the answers that carry the editor's secret: no cache keeps them
for (const path of ["/studies", "/studies/import"]) {
  studies.use(path, async (c, next) => {
    await next();
    c.res.headers.set("Cache-Control", "private, no-store");
  });
}

// a study changes with every edit: readers always ask for the current one
for (const path of ["/studies/:id", "/studies/:id/chapters/:chapter", "/studies/:id/export"]) {
  studies.use(path, async (c, next) => {
    await next();
    if (c.req.method === "GET") c.res.headers.set("Cache-Control", "no-cache");
  });
}

studies.post("/studies", async (c) => {
  const input = await readBody(c, createStudyInput);
  if (input instanceof Response) return input;
  const id = newGameId();
  return respond(c, await studyStub(c.env, id).create(id, input.name, publicOrigin(c)), 201);
});

studies.post("/studies/import", async (c) => {
  const input = await readBody(c, importStudyInput);
  if (input instanceof Response) return input;
  const id = newGameId();
  return respond(c, await studyStub(c.env, id).importStudy(id, input.name, input.record, publicOrigin(c)), 201);
});

studies.get("/studies/:id", async (c) => respond(c, await stubOf(c).view()));

studies.get("/studies/:id/chapters/:chapter", async (c) => {
  const chapter = c.req.param("chapter");
  if (!CHAPTER_ID.test(chapter)) return refuse(c, 404, "no_chapter", "There is no chapter with this id in this study.");
  return respond(c, await stubOf(c).chapter(chapter));
});

/** A game's record for a chapter: the live game's, else the archived one's; undefined when there is no such game. */
async function gameRecord(c: AppContext, id: string): Promise<string | undefined> {
  const origin = publicOrigin(c);
  const live = await room(c.env, id).record(origin);
  if (live.ok) return live.value;
  const archived = await readArchivedGame(c.env.DB, id);
  return archived && recordFromRow(archived, origin);
}

studies.post("/studies/:id/chapters", async (c) => {
  const token = bearer(c);
  if (token instanceof Response) return token;
  const input = await readBody(c, newChapterInput);
  if (input instanceof Response) return input;
  const stub = stubOf(c);
  if (input.gameId === undefined) return respond(c, await stub.addChapter(token, input), 201);
  // the game is read only for the study's editor
  const editor = await stub.checkEditor(token);
  if (!editor.ok) return respond(c, editor);
  const record = await gameRecord(c, input.gameId);
  if (record === undefined) return refuse(c, 404, "no_game", `gameId: there is no game ${input.gameId}.`);
  return respond(c, await stub.addChapter(token, { ...input, gameRecord: record }), 201);
});

studies.post("/studies/:id/edits", async (c) => {
  const token = bearer(c);
  if (token instanceof Response) return token;
  const input = await readBody(c, editInput);
  if (input instanceof Response) return input;
  const answer = await stubOf(c).edit(token, input.version, input.edit);
  // a conflict carries the study as it is now, beside the error
  if (!answer.ok && "study" in answer) return c.json({ ...errorBody(answer.error), study: answer.study }, 409);
  return respond(c, answer);
});

studies.get("/studies/:id/export", async (c) => {
  const exported = await stubOf(c).exportText();
  if (!exported.ok) return respond(c, exported);
  return c.text(exported.value.text, 200, {
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Disposition": `attachment; filename="pigeon-post-study-${c.req.param("id")}.pgn"`,
  });
});

studies.get("/studies/:id/socket", async (c) => {
  if (c.req.header("Upgrade")?.toLowerCase() !== "websocket") {
    return refuse(c, 400, "bad_request", "This endpoint is a WebSocket; connect with an Upgrade request.");
  }
  const stub = stubOf(c);
  // workerd turns a non-101 answer to an upgrade into a 500, so refuse unknown studies here
  if (!(await stub.exists())) return refuse(c, 404, "not_found", "There is no study with this id.");
  return stub.fetch(c.req.raw);
});
