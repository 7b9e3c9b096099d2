/**
 * Studies (issue 32; docs/api.md "Studies"): shared analysis by link, in chapters. What
 * the Worker answers and the pages read: the study, its chapters as trees of nodes, the
 * edits an editor sends, and the socket's messages. A study is one Durable Object
 * (src/worker/study/), the only writer; every edit names the version it was made on.
 */

/** The bounds of a study (each refused with its own clear error). */
export const STUDY_LIMITS = {
  chapters: 64,
  /** Moves in one chapter, in all its lines (the annotated record reader's own bound). */
  nodes: 3_000,
  /** Characters of a comment. */
  comment: 2_000,
  /** Characters of a study's or a chapter's name. */
  name: 100,
  /** Shapes (arrows and circles together) on one node. */
  shapes: 64,
  /** Marks (NAGs) on one node. */
  nags: 8,
  /** Edits a study accepts from all its editors within `editWindowMs`. */
  editsPerWindow: 120,
  editWindowMs: 60_000,
  /** Versions back that an edit made on an old version can still be rebased over. */
  rebaseDepth: 500,
  /** Characters of a record imported as a study or a chapter (the import's own limit). */
  record: 256 * 1024,
  /**
   * Moves in all the games of one study import: each is checked by its game's rules, about
   * 0.1 ms a move on a busy machine, so that an import is answered within a second or so
   * (256 KiB of bare moves is about 28,000 moves: 3-4 s).
   */
  importMoves: 10_000,
} as const;

/** How a chapter shows its moves: analysis to read, or a quiz on its main line ("Find the move"). */
export type ChapterMode = "analysis" | "interactive";

/** A chapter as the study lists it. */
export interface ChapterSummary {
  readonly id: string;
  readonly name: string;
  /** The game's id (as in /rules/<id>). */
  readonly variant: string;
}

/** `GET /api/studies/:id`. */
export interface StudyView {
  readonly id: string;
  readonly name: string;
  /** Counts every accepted edit (chapter additions included); an edit names the version it was made on. */
  readonly version: number;
  readonly chapters: readonly ChapterSummary[];
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** `POST /api/studies` and `POST /api/studies/import`. */
export interface CreatedStudy {
  readonly id: string;
  /** The editor's secret and link (`<origin>/s/<id>#editor=<token>`): as a seat link, whoever holds it edits. */
  readonly editor: { readonly token: string; readonly url: string };
  /** The link to read it (`<origin>/s/<id>`). */
  readonly viewUrl: string;
  /** Only from an import: the chapters made, in order. */
  readonly chapters?: readonly ChapterSummary[];
}

/**
 * One move of a chapter's tree (the root: `move` "" and `parent` null). Nodes come
 * parents first, each node's children in their order (the main continuation first), so
 * a reader builds the tree in one pass. Ids are the study's own and never reused.
 */
export interface StudyNode {
  readonly id: number;
  readonly parent: number | null;
  /** The move as the game writes it. */
  readonly move: string;
  /** Marks: 1 `!`, 2 `?`, 3 `!!`, 4 `??`, 5 `!?`, 6 `?!`, others as NAG numbers. */
  readonly nags: readonly number[];
  /** The words after the move (the root's: the chapter's introduction), or "". */
  readonly comment: string;
  /** Arrows `Ge2e4` (or `Ga1-b3`) and circles `Rd4`, in the brushes G, R, Y, B (the diagrams' grammar; `[%cal]`/`[%csl]` in records). */
  readonly shapes: readonly string[];
}

/** `GET /api/studies/:id/chapters/:chapterId`. */
export interface ChapterView extends ChapterSummary {
  /** The study's version this chapter was read at. */
  readonly version: number;
  /** The game's options (as in a game's snapshot). */
  readonly options: Readonly<Record<string, string>>;
  /** The position text the chapter starts from. */
  readonly start: string;
  /** Which side is at the bottom (and, in an interactive chapter, which side the reader plays). */
  readonly orientation: "white" | "black";
  readonly mode: ChapterMode;
  readonly nodes: readonly StudyNode[];
  /** The id the next new move gets (ids of deleted moves are not reused): a reader rebuilding the tree keeps it. */
  readonly nextId: number;
  /** The tree as an annotated record: comments, marks, variations, shapes as `[%cal]`/`[%csl]`. */
  readonly record: string;
}

/** A new chapter: from the game's start, a position, a record, or a game (one of them at most). */
export interface NewChapter {
  readonly name: string;
  readonly variant: string;
  readonly position?: string;
  readonly record?: string;
  readonly gameId?: string;
  readonly orientation?: "white" | "black";
  readonly mode?: ChapterMode;
}

/**
 * An edit, as `POST /api/studies/:id/edits` takes it inside `{ version, edit }`. Nodes are
 * named by id; a move is the game's move text, checked by its rules where it is played.
 */
export type StudyEdit =
  /** Plays a move from a node: a move already there is reused, a new one becomes that node's last continuation (a variation). */
  | { readonly kind: "move"; readonly chapter: string; readonly node: number; readonly move: string }
  /** Removes a node and everything after it (not the root). */
  | { readonly kind: "delete"; readonly chapter: string; readonly node: number }
  /** Makes a node its parent's main continuation. */
  | { readonly kind: "promote"; readonly chapter: string; readonly node: number }
  /** Sets the words after a node ("" removes them). */
  | { readonly kind: "comment"; readonly chapter: string; readonly node: number; readonly text: string }
  /** Sets a node's marks. */
  | { readonly kind: "marks"; readonly chapter: string; readonly node: number; readonly nags: readonly number[] }
  /** Sets a node's arrows and circles. */
  | { readonly kind: "shapes"; readonly chapter: string; readonly node: number; readonly shapes: readonly string[] }
  /** Renames a chapter, turns its board, or sets its mode. */
  | { readonly kind: "chapter"; readonly chapter: string; readonly name?: string; readonly orientation?: "white" | "black"; readonly mode?: ChapterMode }
  | { readonly kind: "delete-chapter"; readonly chapter: string }
  /** The chapters in a new order: every chapter's id, once. */
  | { readonly kind: "order"; readonly chapters: readonly string[] }
  | { readonly kind: "rename"; readonly name: string };

/** What an accepted edit made: the node a move reached (new or reused). */
export interface EditResult {
  readonly node?: number;
}

/** `POST /api/studies/:id/edits` answers 200 with this; 409 `conflict` carries `study` (the current state) beside `error`. */
export interface EditAccepted {
  readonly version: number;
  readonly result: EditResult;
  /** The edit was made on an older version and applied over the edits since (rebased). */
  readonly rebased: boolean;
}

/** A chapter added, as the socket announces it (its tree is read with GET). */
export interface ChapterAdded {
  readonly kind: "add-chapter";
  readonly chapter: ChapterSummary;
}

/**
 * What the study's socket (`GET /api/studies/:id/socket`) sends: the study first, then
 * each accepted edit with the version it made (a reader that missed one reads again),
 * and where the editors are (for "Follow the editor").
 */
export type StudySocketMessage =
  | { readonly type: "study"; readonly study: StudyView }
  | { readonly type: "edit"; readonly version: number; readonly edit: StudyEdit | ChapterAdded; readonly result: EditResult }
  | { readonly type: "at"; readonly chapter: string; readonly node: number };

/**
 * What a page sends on the socket: an editor's `{ type: "hello", token }` once, then
 * `{ type: "at", chapter, node }` as the editor's board moves (only an editor's are passed on).
 */
export type StudySocketRequest = { readonly type: "hello"; readonly token: string } | { readonly type: "at"; readonly chapter: string; readonly node: number };

/** The study's page, its editor's link and a chapter's own link. */
export const studyPath = (id: string): string => `/s/${id}`;
export const studyChapterPath = (id: string, chapter: string): string => `/s/${id}/${chapter}`;
export const studyEditorPath = (id: string, token: string): string => `/s/${id}#editor=${token}`;
