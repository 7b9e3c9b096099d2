/**
 * The study calls of the HTTP API (docs/api.md, "Studies"; issue 32). Same client as
 * api.ts: every refusal is an `ApiError` in the server's words. The study page, the
 * embed, the viewer and "Add to a study" all go through here.
 */
import { request } from "./api.ts";
import type { ChapterView, CreatedStudy, EditAccepted, NewChapter, StudyEdit, StudyView } from "../../src/contract/study.ts";

export type { ChapterView, CreatedStudy, EditAccepted, NewChapter, StudyEdit, StudyView };

const path = (id: string, rest = ""): string => `/api/studies/${encodeURIComponent(id)}${rest}`;
const post = (value: unknown): RequestInit => ({ method: "POST", body: JSON.stringify(value) });

export function createStudy(name: string): Promise<CreatedStudy> {
  return request<CreatedStudy>("/api/studies", post({ name }));
}

/** A multi-game record as a new study, one chapter a game. */
export function importStudy(record: string, name?: string): Promise<CreatedStudy> {
  return request<CreatedStudy>("/api/studies/import", post(name === undefined ? { record } : { name, record }));
}

export function fetchStudy(id: string): Promise<StudyView> {
  return request<StudyView>(path(id));
}

export function fetchChapter(id: string, chapter: string): Promise<ChapterView> {
  return request<ChapterView>(path(id, `/chapters/${encodeURIComponent(chapter)}`));
}

export function addChapter(id: string, editorToken: string, chapter: NewChapter): Promise<{ id: string; version: number }> {
  return request<{ id: string; version: number }>(path(id, "/chapters"), post(chapter), editorToken);
}

/** One edit, made on `version` (the server rebases it over later edits when it still applies, else refuses with 409 `conflict`). */
export function sendEdit(id: string, editorToken: string, version: number, edit: StudyEdit): Promise<EditAccepted> {
  return request<EditAccepted>(path(id, "/edits"), post({ version, edit }), editorToken);
}

/** Where the study's multi-game record downloads from. */
export const studyExportPath = (id: string): string => path(id, "/export");

/** The study's socket URL (ws: or wss: as the page). */
export function studySocketUrl(id: string): string {
  const url = new URL(path(id, "/socket"), location.href);
  url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
  return url.href;
}
