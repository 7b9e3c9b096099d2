/**
 * A study's edits (issue 32; docs/api.md "Studies"): the version rule, the rate, and each
 * kind applied to the chapters. One counter per study counts every accepted edit and every
 * chapter added. An edit made on the current version is applied; one made on an older
 * version is rebased over the edits accepted since when none of them conflicts with it
 * (study-tree.ts `conflicts`) and it still applies, else refused with 409 `conflict`, so
 * that no editor's accepted work is undone by another's stale edit.
 */
import type { EditAccepted, EditResult, StudyEdit } from "../../contract/study.ts";
import { STUDY_LIMITS } from "../../contract/study.ts";
import { applyNodeEdit, conflicts, undoesLaterWork, isNodeEdit, type StudyEditError } from "../../contract/study-tree.ts";
import { getGame } from "../../engine/registry.ts";
import { apiError, rateLimited, type ApiError, type ApiStatus } from "../errors.ts";
import { changedRows, type Chapter } from "./chapters.ts";
import type { StudyMeta, StudyStore } from "./study-store.ts";

/** What an edit came to: accepted (with the chapter it changed, for the cache), or refused; a conflict is answered with the study. */
export type EditOutcome =
  | { readonly ok: true; readonly value: EditAccepted; readonly chapter?: Chapter; readonly dropped?: string }
  | { readonly ok: false; readonly error: ApiError; readonly conflict?: boolean };

/** Where the edit is applied: the study's storage and its chapters (read through the object's cache). */
export interface EditPlace {
  readonly store: StudyStore;
  readonly meta: StudyMeta;
  chapter(id: string): Chapter | undefined;
  readonly now: number;
}

const conflict = (message: string): EditOutcome => ({ ...apiError(409, "conflict", message), conflict: true });

const STATUS_OF: Record<StudyEditError["code"], ApiStatus> = {
  illegal_move: 422,
  no_node: 404,
  too_many_nodes: 409,
  bad_text: 400,
  bad_shape: 400,
  bad_marks: 400,
};

/** A 429 when the study has accepted its budget of edits within the window, saying when the oldest leaves it. */
export function overEditRate(store: StudyStore, now: number): ApiError | undefined {
  const { editsPerWindow, editWindowMs } = STUDY_LIMITS;
  const times = store.editTimesSince(now - editWindowMs);
  if (times.length < editsPerWindow) return undefined;
  const wait = Math.max(1, Math.ceil((times[times.length - editsPerWindow] + editWindowMs - now) / 1000));
  return rateLimited(`This study has taken ${editsPerWindow} edits in the last minute, its most; try again in ${wait} s.`, wait).error;
}

/** Checks the version rule and applies `edit`, made on `version`; the caller counts the version and broadcasts. */
export function applyEdit(place: EditPlace, version: number, edit: StudyEdit): EditOutcome {
  const { store, meta } = place;
  if (version > meta.version) return apiError(400, "bad_request", `version: the study is at version ${meta.version}; ${version} is not one of its versions yet.`);
  const limited = overEditRate(store, place.now);
  if (limited) return { ok: false, error: limited };
  const rebased = version < meta.version;
  if (rebased) {
    if (meta.version - version > STUDY_LIMITS.rebaseDepth) return conflict(`This edit was made on version ${version}, more than ${STUDY_LIMITS.rebaseDepth} versions ago; read the study again.`);
    const tree = edit.kind === "delete" || edit.kind === "promote" ? place.chapter(edit.chapter)?.tree : undefined;
    const later = store
      .editsAfter(version)
      .find((kept) => kept.edit.kind !== "add-chapter" && (conflicts(edit, kept.edit) || (tree !== undefined && undoesLaterWork(tree, edit, kept.edit))));
    if (later) return conflict(`Another editor changed the same thing since version ${version} (at version ${later.version}); your edit was not applied.`);
  }
  const applied = applyToChapters(place, edit, rebased);
  if (!applied.ok) return applied;
  return { ok: true, value: { version: meta.version + 1, result: applied.result, rebased }, chapter: applied.chapter, dropped: applied.dropped };
}

type Applied = { ok: true; result: EditResult; chapter?: Chapter; dropped?: string } | { ok: false; error: ApiError; conflict?: boolean };

function applyToChapters(place: EditPlace, edit: StudyEdit, rebased: boolean): Applied {
  const { store, meta } = place;
  if (edit.kind === "rename") {
    store.writeMeta({ ...meta, name: edit.name });
    return { ok: true, result: {} };
  }
  if (edit.kind === "order") {
    const ids = store.readChapters().map((chapter) => chapter.id);
    const permutation = edit.chapters.length === ids.length && new Set(edit.chapters).size === ids.length && edit.chapters.every((id) => ids.includes(id));
    if (!permutation) {
      const message = "chapters: the new order names every chapter of the study once.";
      return rebased ? { ...apiError(409, "conflict", `${message} Chapters were added or removed since your version.`), conflict: true } : apiError(400, "bad_request", message);
    }
    store.writeOrder(edit.chapters);
    return { ok: true, result: {} };
  }
  const chapter = place.chapter(edit.chapter);
  if (!chapter) return rebased ? { ...apiError(409, "conflict", "This chapter was deleted since your version."), conflict: true } : apiError(404, "no_chapter", `There is no chapter ${edit.chapter} in this study.`);
  if (edit.kind === "delete-chapter") {
    store.deleteChapter(chapter.row.id);
    return { ok: true, result: {}, dropped: chapter.row.id };
  }
  if (edit.kind === "chapter") {
    const row = { ...chapter.row, ...(edit.name !== undefined && { name: edit.name }), ...(edit.orientation && { orientation: edit.orientation }), ...(edit.mode && { mode: edit.mode }) };
    store.writeChapter(row);
    return { ok: true, result: {}, chapter: { row, tree: chapter.tree } };
  }
  if (!isNodeEdit(edit)) throw new Error(`an edit of no known kind: ${JSON.stringify(edit)}`);
  const made = applyNodeEdit(chapter.tree, getGame(chapter.row.variant)!, edit);
  if (!made.ok) {
    const { code, message } = made.error;
    // a node deleted since the editor's version: their edit no longer applies, and they are shown why
    if (code === "no_node" && rebased) return { ...apiError(409, "conflict", `${message} (changed since your version)`), conflict: true };
    return apiError(STATUS_OF[code], code, message);
  }
  const { tree, result } = made.value;
  const { write, remove } = changedRows(chapter.tree, tree);
  store.writeNodes(chapter.row.id, write);
  store.deleteNodes(chapter.row.id, remove);
  const row = tree.nextId === chapter.row.nextId ? chapter.row : { ...chapter.row, nextId: tree.nextId };
  if (row !== chapter.row) store.writeChapter(row);
  return { ok: true, result, chapter: { row, tree } };
}
