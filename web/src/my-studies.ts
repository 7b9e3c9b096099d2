/**
 * Studies this browser can edit (issue 32): the editor links it created or opened, kept in
 * localStorage as league links are (my-leagues.ts), so "Add to a study" can offer them and
 * the study page knows its editor without the link's fragment. An editor link is a key: it
 * never leaves the browser except as the bearer of that study's own requests.
 */
import { studyItem } from "./pocket/items.ts";
import { notePocketChange, notePocketItem } from "./pocket/outbox.ts";

export interface MyStudy {
  readonly id: string;
  readonly name: string;
  /** The editor's secret (the `#editor=` of its link). */
  readonly token: string;
  readonly savedAt: string;
}

const KEY = "pigeon-post:my-studies";
const LIMIT = 50;

/** Newest first; an unreadable store reads as empty. */
export function listMyStudies(): MyStudy[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? "[]");
    return Array.isArray(value) ? (value as MyStudy[]).filter((s) => s && typeof s.id === "string" && typeof s.token === "string") : [];
  } catch {
    return [];
  }
}

function store(studies: readonly MyStudy[]): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(studies.slice(0, LIMIT)));
  } catch {
    // Storage full or disabled: the link itself still works.
  }
}

/**
 * Saves a study's editor link (again), moving it to the top; a link new to this browser (or
 * a study's name learnt) goes into its pocket too (issue 33), unless it came from there.
 */
export function rememberStudy(study: Omit<MyStudy, "savedAt"> & { readonly savedAt?: string }, fromPocket = false): void {
  const studies = listMyStudies();
  const before = studies.find((s) => s.id === study.id);
  const saved: MyStudy = { ...study, savedAt: study.savedAt ?? new Date().toISOString() };
  store([saved, ...studies.filter((s) => s.id !== study.id)]);
  if (!fromPocket && (before?.token !== study.token || before.name !== study.name)) notePocketItem(studyItem(saved));
}

/** The editor's token for study `id`, if this browser holds it. */
export function editorTokenOf(id: string): string | undefined {
  return listMyStudies().find((s) => s.id === id)?.token;
}

export function forgetStudy(id: string, fromPocket = false): void {
  const studies = listMyStudies();
  store(studies.filter((s) => s.id !== id));
  if (!fromPocket && studies.some((s) => s.id === id)) notePocketChange({ kind: "study", key: id }, null);
}
