/**
 * What a study page holds and how it stays the server's (issue 32, item 2), pure: the
 * study (name, chapters) at a version, the chapter shown as a variation tree, the node on
 * the board, and where the editor is for "Follow the editor". The page never changes its
 * tree by itself: it applies an edit only as the server announces it (the socket's `edit`
 * messages, or the POST's answer when it comes first), in version order, with the ids the
 * server gave; a message that skips a version means one was missed, and the page reads
 * the study and the chapter again. So every page watching reaches the server's tree.
 */
import type { ChapterAdded, ChapterSummary, ChapterView, EditResult, StudyEdit, StudyView } from "../../../src/contract/study.ts";
import { applyNodeEdit, isNodeEdit, treeFromStudyNodes } from "../../../src/contract/study-tree.ts";
import type { AnyGame, Side } from "../../../src/engine/types.ts";
import { ROOT, type VariationTree } from "../../../src/engine/variations.ts";

/** The chapter on the page, its tree rebuilt from the server's nodes. */
export interface ShownChapter {
  readonly id: string;
  readonly variant: string;
  readonly game: AnyGame;
  readonly options: Readonly<Record<string, string>>;
  /** The position text it starts from. */
  readonly start: string;
  name: string;
  orientation: Side;
  mode: ChapterView["mode"];
  tree: VariationTree;
}

/** Where an editor's board is (the socket's `at`). */
export interface EditorPlace {
  readonly chapter: string;
  readonly node: number;
}

export interface StudySync {
  /** The study as last read, its chapter list kept up to date by the edits since. */
  study: StudyView | undefined;
  /** The version every edit up to which is in `study` and `chapter`. */
  version: number;
  chapter: ShownChapter | undefined;
  /** The node on the board. */
  at: number;
  /** The board goes where the editor's goes. */
  following: boolean;
  /** Where an editor's board was last seen. */
  editorAt: EditorPlace | undefined;
}

/** An accepted edit as the server announces it (socket) or answers it (POST). */
export interface AnnouncedEdit {
  readonly version: number;
  readonly edit: StudyEdit | ChapterAdded;
  readonly result: EditResult;
}

/**
 * What an announced edit did: `applied`, `stale` (already in: the socket and the POST's
 * answer both tell of one edit), or `reread` (a version was missed, or the edit does
 * not fit what the page holds: read the study and the chapter again). `chapterGone`:
 * the chapter shown was deleted, show another.
 */
export type EditOutcome = "applied" | "stale" | "reread" | "chapterGone";

/** A page's holdings before the first read: a reader follows the editor from the start, as lichess's sync is on. */
export function createSync(editor: boolean): StudySync {
  return { study: undefined, version: -1, chapter: undefined, at: ROOT, following: !editor, editorAt: undefined };
}

/**
 * Takes a fresh read of the study and a chapter. The board stays on its node when the
 * chapter is the same and the node is still in it. Returns false when the two were read
 * at different versions (an edit came between the reads: read again) or the chapter's
 * nodes do not make a tree (never from a working server).
 */
export function takeRead(sync: StudySync, study: StudyView, chapter: ChapterView, game: AnyGame): boolean {
  const start = game.parsePosition(chapter.start);
  if (!start.ok) return false;
  const tree = treeFromStudyNodes(game, start.value, chapter.nodes, chapter.nextId);
  if (!tree.ok) return false;
  const same = sync.chapter?.id === chapter.id;
  sync.study = study;
  sync.version = chapter.version;
  sync.chapter = { id: chapter.id, variant: chapter.variant, game, options: chapter.options, start: chapter.start, name: chapter.name, orientation: chapter.orientation, mode: chapter.mode, tree: tree.value };
  if (!same || !tree.value.nodes.has(sync.at)) sync.at = ROOT;
  return study.version === chapter.version;
}

/** The socket's first message on each connection: the study as it is now. */
export function takeStudy(sync: StudySync, study: StudyView): "same" | "reread" {
  if (study.version !== sync.version) return "reread";
  sync.study = study;
  return "same";
}

/** The chapters after an edit of the list (a rename, an order, a deletion, an addition). */
function chaptersAfter(chapters: readonly ChapterSummary[], edit: StudyEdit | ChapterAdded): ChapterSummary[] {
  switch (edit.kind) {
    case "add-chapter":
      return [...chapters, edit.chapter];
    case "delete-chapter":
      return chapters.filter((chapter) => chapter.id !== edit.chapter);
    case "chapter":
      return chapters.map((chapter) => (chapter.id === edit.chapter && edit.name !== undefined ? { ...chapter, name: edit.name } : chapter));
    case "order": {
      const byId = new Map(chapters.map((chapter) => [chapter.id, chapter]));
      const ordered = edit.chapters.flatMap((id) => byId.get(id) ?? []);
      return ordered.length === chapters.length ? ordered : [...chapters];
    }
    default:
      return [...chapters];
  }
}

/** The nearest of `id` and its ancestors that `tree` still holds (the board's place after a deletion). */
function survivor(before: VariationTree, after: VariationTree, id: number): number {
  for (let at: number | undefined = id; at !== undefined; at = before.nodes.get(at)?.parent) if (after.nodes.has(at)) return at;
  return ROOT;
}

/** Applies one announced edit, in version order (see EditOutcome). */
export function takeEdit(sync: StudySync, announced: AnnouncedEdit): EditOutcome {
  if (announced.version <= sync.version) return "stale";
  if (announced.version !== sync.version + 1 || !sync.study) return "reread";
  const { edit } = announced;
  const chapter = sync.chapter;
  if (edit.kind !== "add-chapter" && isNodeEdit(edit)) {
    if (chapter && edit.chapter === chapter.id) {
      const applied = applyNodeEdit(chapter.tree, chapter.game, edit, announced.result.node);
      if (!applied.ok) return "reread";
      const before = chapter.tree;
      chapter.tree = applied.value.tree;
      sync.at = survivor(before, chapter.tree, sync.at);
      if (sync.editorAt?.chapter === chapter.id) sync.editorAt = { chapter: chapter.id, node: survivor(before, chapter.tree, sync.editorAt.node) };
    }
  } else if (edit.kind === "chapter" && chapter && edit.chapter === chapter.id) {
    if (edit.name !== undefined) chapter.name = edit.name;
    if (edit.orientation !== undefined) chapter.orientation = edit.orientation;
    if (edit.mode !== undefined) chapter.mode = edit.mode;
  }
  const name = edit.kind === "rename" ? edit.name : sync.study.name;
  sync.study = { ...sync.study, name, version: announced.version, chapters: chaptersAfter(sync.study.chapters, edit) };
  sync.version = announced.version;
  return edit.kind === "delete-chapter" && edit.chapter === chapter?.id ? "chapterGone" : "applied";
}

/**
 * Where the board goes for the editor's place: `node` (this chapter, a node it holds),
 * `chapter` (another chapter: open it, then `followEditor` again), or `stay`.
 */
export type FollowStep = { readonly kind: "node"; readonly node: number } | { readonly kind: "chapter"; readonly chapter: string } | { readonly kind: "stay" };

function followStep(sync: StudySync): FollowStep {
  const place = sync.editorAt;
  if (!sync.following || !place || !sync.chapter) return { kind: "stay" };
  if (place.chapter !== sync.chapter.id) return sync.study?.chapters.some((c) => c.id === place.chapter) ? { kind: "chapter", chapter: place.chapter } : { kind: "stay" };
  // a node not here yet (its edit on its way) is reached when that edit comes
  if (!sync.chapter.tree.nodes.has(place.node)) return { kind: "stay" };
  sync.at = place.node;
  return { kind: "node", node: place.node };
}

/** The socket said where an editor's board is now. */
export function editorMoved(sync: StudySync, place: EditorPlace): FollowStep {
  sync.editorAt = place;
  return followStep(sync);
}

/** Goes on following after an edit or a chapter opened (the editor's node may have just arrived). */
export function followEditor(sync: StudySync): FollowStep {
  return followStep(sync);
}

/** The reader moved the board (a move clicked, a step, a chapter chosen): away from the editor, following stops. */
export function stepTo(sync: StudySync, node: number, chapter = sync.chapter?.id): void {
  if (chapter === sync.chapter?.id) sync.at = node;
  const place = sync.editorAt;
  if (sync.following && place && (place.chapter !== chapter || place.node !== node)) sync.following = false;
}

/** The "Follow the editor" switch: on again jumps to the editor's place. */
export function setFollowing(sync: StudySync, on: boolean): FollowStep {
  sync.following = on;
  return followStep(sync);
}
