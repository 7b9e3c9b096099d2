/**
 * Study: one Durable Object per study (issue 32; docs/api.md "Studies"), the only writer
 * of its chapters, as the GameRoom is of a game. It orchestrates; its modules sit beside
 * it: storage (study-store.ts), making chapters (chapters.ts), the edits' version rule and
 * rate (edits.ts), sockets (study-sockets.ts) and export/import (transfer.ts).
 *
 * Edits are applied one at a time: after the editor's token is checked, everything an edit
 * reads and writes is synchronous SQLite inside one transaction, so no other request runs
 * in between (the object's input gate) and no edit is lost or applied twice. Chapters'
 * trees are kept in memory as a cache and rebuilt from their rows after an eviction.
 */
import { DurableObject } from "cloudflare:workers";
import type { ChapterAdded, ChapterSummary, ChapterView, CreatedStudy, EditAccepted, StudyEdit, StudySocketMessage, StudyView } from "../../contract/study.ts";
import { STUDY_LIMITS, studyEditorPath, studyPath } from "../../contract/study.ts";
import { apiError, type ApiError, type Outcome } from "../errors.ts";
import { hashToken, newChapterId, newSeatToken, sameDigest } from "../tokens.ts";
import { allRows, chapterFromRows, chapterView, makeChapter, type Chapter, type ChapterSource } from "./chapters.ts";
import { applyEdit, overEditRate, type EditOutcome } from "./edits.ts";
import { StudyStore, type StudyMeta } from "./study-store.ts";
import { closeQuietly } from "../room-sockets.ts";
import { acceptStudySocket, isEditorSocket, readSocketRequest, sendAll, type StudySocketAttachment } from "./study-sockets.ts";
import { exportRecord, importedChapters } from "./transfer.ts";

const NOT_FOUND = apiError(404, "not_found", "There is no study with this id.");
const WRONG_TOKEN = apiError(403, "wrong_token", "This link is not this study's editor link.");

/** A 409 `conflict` carries the study as it is now, so that the editor can catch up. */
export type EditAnswer = Outcome<EditAccepted> | { readonly ok: false; readonly error: ApiError; readonly study: StudyView };

export class Study extends DurableObject<Env> {
  private readonly store: StudyStore;
  /** Chapters' trees as last built (rebuilt from storage on first use after a wake). */
  private readonly chapters = new Map<string, Chapter>();

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.store = new StudyStore(ctx.storage.sql);
    // keep-alive pings are answered without waking a hibernated object, as the game's are
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair('{"type":"ping"}', '{"type":"pong"}'));
  }

  /** Creates the study, once, right after a fresh id was picked: the editor's link and the view link. */
  async create(id: string, name: string, origin: string): Promise<Outcome<CreatedStudy>> {
    if (this.store.readMeta()) return apiError(409, "exists", "A study with this id already exists.");
    const token = newSeatToken();
    const now = Date.now();
    this.store.writeMeta({ id, name, origin, editorHash: await hashToken(token), version: 0, createdAt: now, updatedAt: now });
    return { ok: true, value: { id, editor: { token, url: `${origin}${studyEditorPath(id, token)}` }, viewUrl: `${origin}${studyPath(id)}` } };
  }

  /** A multi-game record as a new study, one chapter a game (each counts a version). */
  async importStudy(id: string, name: string | undefined, record: string, origin: string): Promise<Outcome<CreatedStudy>> {
    if (this.store.readMeta()) return apiError(409, "exists", "A study with this id already exists.");
    const read = importedChapters(record, () => this.freshChapterId());
    if (!read.ok) return read;
    const created = await this.create(id, name ?? read.value.name, origin);
    if (!created.ok) return created;
    this.ctx.storage.transactionSync(() => {
      for (const chapter of read.value.chapters) this.storeNewChapter(chapter);
      this.store.writeMeta({ ...this.store.readMeta()!, version: read.value.chapters.length });
    });
    return { ok: true, value: { ...created.value, chapters: this.summaries() } };
  }

  async exists(): Promise<boolean> {
    return this.store.readMeta() !== undefined;
  }

  async view(): Promise<Outcome<StudyView>> {
    const meta = this.store.readMeta();
    return meta ? { ok: true, value: this.studyView(meta) } : NOT_FOUND;
  }

  async chapter(chapterId: string): Promise<Outcome<ChapterView>> {
    const meta = this.store.readMeta();
    if (!meta) return NOT_FOUND;
    const chapter = this.chapterOf(chapterId);
    if (!chapter) return apiError(404, "no_chapter", "There is no chapter with this id in this study.");
    return { ok: true, value: chapterView(chapter, meta.version, meta) };
  }

  /** Every chapter as one multi-game record. */
  async exportText(): Promise<Outcome<{ name: string; text: string }>> {
    const meta = this.store.readMeta();
    if (!meta) return NOT_FOUND;
    const chapters = this.store.readChapters().map((row) => this.chapterOf(row.id)!);
    return { ok: true, value: { name: meta.name, text: exportRecord(chapters, meta) } };
  }

  /** Whether `token` is the editor's (the route asks before it reads a game for a chapter). */
  async checkEditor(token: string): Promise<Outcome<null>> {
    const meta = this.store.readMeta();
    if (!meta) return NOT_FOUND;
    return (await this.isEditor(meta, token)) ? { ok: true, value: null } : WRONG_TOKEN;
  }

  async addChapter(token: string, source: ChapterSource): Promise<Outcome<{ id: string; version: number }>> {
    const checked = await this.checkEditor(token);
    if (!checked.ok) return checked;
    // from here on synchronous: no other request runs until the chapter is stored
    const meta = this.store.readMeta()!;
    if (this.store.readChapters().length >= STUDY_LIMITS.chapters) return apiError(409, "too_many", `A study holds at most ${STUDY_LIMITS.chapters} chapters.`);
    const limited = overEditRate(this.store, Date.now());
    if (limited) return { ok: false, error: limited };
    const made = makeChapter(this.freshChapterId(), source);
    if (!made.ok) return made;
    const chapter = made.value;
    const added: ChapterAdded = { kind: "add-chapter", chapter: summaryOf(chapter) };
    const version = this.ctx.storage.transactionSync(() => {
      this.storeNewChapter(chapter);
      return this.count(meta, added);
    });
    this.broadcast({ type: "edit", version, edit: added, result: {} });
    return { ok: true, value: { id: chapter.row.id, version } };
  }

  async edit(token: string, version: number, edit: StudyEdit): Promise<EditAnswer> {
    const checked = await this.checkEditor(token);
    if (!checked.ok) return checked;
    // from here on synchronous (see the class's comment)
    const outcome: EditOutcome = this.ctx.storage.transactionSync(() => {
      const meta = this.store.readMeta()!;
      const applied = applyEdit({ store: this.store, meta, chapter: (id) => this.chapterOf(id), now: Date.now() }, version, edit);
      // refused: nothing written stays (a refusal writes nothing, but a half-made write must not either)
      if (applied.ok) this.count(this.store.readMeta()!, edit);
      return applied;
    });
    if (!outcome.ok) {
      const meta = this.store.readMeta()!;
      return outcome.conflict ? { ok: false, error: outcome.error, study: this.studyView(meta) } : { ok: false, error: outcome.error };
    }
    if (outcome.dropped) this.chapters.delete(outcome.dropped);
    if (outcome.chapter) this.chapters.set(outcome.chapter.row.id, outcome.chapter);
    this.broadcast({ type: "edit", version: outcome.value.version, edit, result: outcome.value.result });
    return { ok: true, value: outcome.value };
  }

  /** WebSocket upgrade: the study, then every accepted edit (the route checks that the study exists). */
  override async fetch(): Promise<Response> {
    const meta = this.store.readMeta();
    if (!meta) return Response.json({ error: { code: "not_found", message: "There is no study with this id." } }, { status: 404 });
    return acceptStudySocket(this.ctx, this.studyView(meta), this.store.readPlace());
  }

  /** A hello with the editor's token makes the socket an editor's; an editor's `at` goes to every other socket. */
  override async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
    const request = readSocketRequest(message);
    const meta = this.store.readMeta();
    if (!request || !meta) return;
    if (request.type === "hello") {
      if (isEditorSocket(ws)) return;
      if (await this.isEditor(meta, request.token)) ws.serializeAttachment({ editor: true } satisfies StudySocketAttachment);
      return;
    }
    if (!isEditorSocket(ws)) return;
    this.store.writePlace(request.chapter, request.node);
    sendAll(this.ctx.getWebSockets(), { type: "at", chapter: request.chapter, node: request.node }, ws);
  }

  override async webSocketClose(ws: WebSocket, code: number, reason: string): Promise<void> {
    closeQuietly(ws, code, reason);
  }

  private async isEditor(meta: StudyMeta, token: string): Promise<boolean> {
    return sameDigest(await hashToken(token), meta.editorHash);
  }

  /** Counts an accepted edit: the next version, kept for rebasing. */
  private count(meta: StudyMeta, edit: StudyEdit | ChapterAdded): number {
    const now = Date.now();
    const version = meta.version + 1;
    this.store.writeMeta({ ...meta, version, updatedAt: now });
    this.store.keepEdit({ version, at: now, edit });
    return version;
  }

  private storeNewChapter(chapter: Chapter): void {
    this.store.writeChapter(chapter.row);
    this.store.writeNodes(chapter.row.id, allRows(chapter.tree));
    this.chapters.set(chapter.row.id, chapter);
  }

  /** A chapter id not yet used in this study. */
  private freshChapterId(): string {
    const used = new Set([...this.store.readChapters().map((row) => row.id), ...this.chapters.keys()]);
    let id = newChapterId();
    while (used.has(id)) id = newChapterId();
    return id;
  }

  /** A chapter from the cache, or rebuilt from storage. */
  private chapterOf(id: string): Chapter | undefined {
    const cached = this.chapters.get(id);
    if (cached) return cached;
    const row = this.store.readChapters().find((chapter) => chapter.id === id);
    if (!row) return undefined;
    const chapter = chapterFromRows(row, this.store.readNodes(id));
    this.chapters.set(id, chapter);
    return chapter;
  }

  private summaries(): ChapterSummary[] {
    return this.store.readChapters().map(({ id, name, variant }) => ({ id, name, variant }));
  }

  private studyView(meta: StudyMeta): StudyView {
    return {
      id: meta.id,
      name: meta.name,
      version: meta.version,
      chapters: this.summaries(),
      createdAt: new Date(meta.createdAt).toISOString(),
      updatedAt: new Date(meta.updatedAt).toISOString(),
    };
  }

  private broadcast(message: StudySocketMessage): void {
    sendAll(this.ctx.getWebSockets(), message);
  }
}

function summaryOf(chapter: Chapter): ChapterSummary {
  return { id: chapter.row.id, name: chapter.row.name, variant: chapter.row.variant };
}
