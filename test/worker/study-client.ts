/** A small client for the study API under test (docs/api.md "Studies"): create, chapters, edits, sockets. */
import { env } from "cloudflare:workers";
import { expect } from "vitest";
import type { ChapterView, CreatedStudy, EditAccepted, NewChapter, StudyEdit, StudySocketMessage, StudyView } from "../../src/contract/study.ts";
import type { Study } from "../../src/worker/study/study.ts";
import { call, openSocketAt, type OpenSocket } from "./client.ts";

export async function createStudy(name = "Openings"): Promise<CreatedStudy> {
  const res = await call("/api/studies", { method: "POST", json: { name } });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as CreatedStudy;
}

export function postChapter(study: string, token: string | undefined, chapter: NewChapter | Record<string, unknown>): Promise<Response> {
  return call(`/api/studies/${study}/chapters`, { method: "POST", token, json: chapter });
}

export async function addChapter(study: CreatedStudy, chapter: NewChapter = { name: "Main", variant: "the-pit" }): Promise<{ id: string; version: number }> {
  const res = await postChapter(study.id, study.editor.token, chapter);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as { id: string; version: number };
}

export async function getStudy(id: string): Promise<StudyView> {
  const res = await call(`/api/studies/${id}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as StudyView;
}

export async function getChapter(id: string, chapter: string): Promise<ChapterView> {
  const res = await call(`/api/studies/${id}/chapters/${chapter}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as ChapterView;
}

export function postEdit(study: string, token: string | undefined, version: number, edit: StudyEdit | Record<string, unknown>): Promise<Response> {
  return call(`/api/studies/${study}/edits`, { method: "POST", token, json: { version, edit } });
}

/** An edit that must be accepted. */
export async function edit(study: CreatedStudy, version: number, change: StudyEdit): Promise<EditAccepted> {
  const res = await postEdit(study.id, study.editor.token, version, change);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as EditAccepted;
}

export function studyStub(id: string): DurableObjectStub<Study> {
  const ns = env.STUDY as DurableObjectNamespace<Study>;
  return ns.get(ns.idFromName(id));
}

/** A study's socket, keeping every message it receives. */
export type StudySocket = OpenSocket<StudySocketMessage>;

export function openStudySocket(id: string): Promise<StudySocket> {
  return openSocketAt<StudySocketMessage>(`/api/studies/${id}/socket`);
}
