/**
 * A study's durable storage inside its Durable Object (SQLite): its name and version, its
 * chapters, their nodes (one row a node, so that an edit writes only the rows it changes)
 * and the last accepted edits, which an edit made on an older version is rebased over.
 * Every statement uses bound parameters; the Study object is the only writer.
 */
import { LazySchema } from "../lazy-schema.ts";
import type { ChapterMode, StudyEdit, StudyNode } from "../../contract/study.ts";
import { STUDY_LIMITS, type ChapterAdded } from "../../contract/study.ts";
import type { GameOptions } from "../../engine/types.ts";

export interface StudyMeta {
  readonly id: string;
  readonly name: string;
  /** The site's origin, for the links the study writes (records' Site tags). */
  readonly origin: string;
  /** SHA-256 of the editor's token (src/worker/tokens.ts). */
  readonly editorHash: string;
  readonly version: number;
  readonly createdAt: number;
  readonly updatedAt: number;
}

/** A chapter's settings (its moves are its nodes). */
export interface ChapterRow {
  readonly id: string;
  readonly name: string;
  readonly variant: string;
  readonly options: GameOptions;
  /** The position text it starts from. */
  readonly start: string;
  /** Whether it starts from a set position (its record then has a FEN tag). */
  readonly setUp: boolean;
  readonly orientation: "white" | "black";
  readonly mode: ChapterMode;
  readonly nextId: number;
}

/** One node as stored: the wire's node with its continuations in order. */
export interface NodeRow extends StudyNode {
  readonly children: readonly number[];
}

/** An accepted edit as kept for rebasing: the version it made, when, and what it was. */
export interface KeptEdit {
  readonly version: number;
  readonly at: number;
  readonly edit: StudyEdit | ChapterAdded;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (id INTEGER PRIMARY KEY CHECK (id = 1), json TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS chapters (id TEXT PRIMARY KEY, ord INTEGER NOT NULL, json TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS nodes (
  chapter TEXT NOT NULL,
  id INTEGER NOT NULL,
  json TEXT NOT NULL,
  PRIMARY KEY (chapter, id)
);
CREATE TABLE IF NOT EXISTS edits (version INTEGER PRIMARY KEY, at INTEGER NOT NULL, json TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS places (id INTEGER PRIMARY KEY CHECK (id = 1), chapter TEXT NOT NULL, node INTEGER NOT NULL);
`;

export class StudyStore {
  private readonly db: LazySchema;

  constructor(sql: SqlStorage) {
    this.db = new LazySchema(sql, SCHEMA);
  }

  readMeta(): StudyMeta | undefined {
    const [row] = this.db.rows("SELECT json FROM meta WHERE id = 1");
    return row ? (JSON.parse(row.json as string) as StudyMeta) : undefined;
  }

  writeMeta(meta: StudyMeta): void {
    this.db.run("INSERT OR REPLACE INTO meta (id, json) VALUES (1, ?)", JSON.stringify(meta));
  }

  /** The chapters in their order. */
  readChapters(): ChapterRow[] {
    return this.db.rows("SELECT json FROM chapters ORDER BY ord").map((row) => JSON.parse(row.json as string) as ChapterRow);
  }

  /** Writes a chapter's settings; a new one goes last. */
  writeChapter(chapter: ChapterRow): void {
    const [known] = this.db.rows("SELECT ord FROM chapters WHERE id = ?", chapter.id);
    const ord = known ? (known.ord as number) : ((this.db.rows("SELECT COALESCE(MAX(ord), -1) + 1 AS next FROM chapters")[0].next as number));
    this.db.run("INSERT OR REPLACE INTO chapters (id, ord, json) VALUES (?, ?, ?)", chapter.id, ord, JSON.stringify(chapter));
  }

  deleteChapter(id: string): void {
    this.db.run("DELETE FROM chapters WHERE id = ?", id);
    this.db.run("DELETE FROM nodes WHERE chapter = ?", id);
  }

  writeOrder(ids: readonly string[]): void {
    for (const [ord, id] of ids.entries()) this.db.run("UPDATE chapters SET ord = ? WHERE id = ?", ord, id);
  }

  readNodes(chapter: string): NodeRow[] {
    return this.db.rows("SELECT json FROM nodes WHERE chapter = ?", chapter).map((row) => JSON.parse(row.json as string) as NodeRow);
  }

  /** Writes nodes' rows in one statement, not one a node (a new chapter has up to 3,001). */
  writeNodes(chapter: string, nodes: readonly NodeRow[]): void {
    if (nodes.length === 0) return;
    this.db.run(
      "INSERT OR REPLACE INTO nodes (chapter, id, json) SELECT ?, json_extract(value, '$.id'), value FROM json_each(?)",
      chapter,
      JSON.stringify(nodes),
    );
  }

  deleteNodes(chapter: string, ids: readonly number[]): void {
    if (ids.length === 0) return;
    this.db.run("DELETE FROM nodes WHERE chapter = ? AND id IN (SELECT value FROM json_each(?))", chapter, JSON.stringify(ids));
  }

  /** Keeps an accepted edit, dropping those older than the rebase depth. */
  keepEdit(kept: KeptEdit): void {
    this.db.run("INSERT INTO edits (version, at, json) VALUES (?, ?, ?)", kept.version, kept.at, JSON.stringify(kept.edit));
    this.db.run("DELETE FROM edits WHERE version <= ?", kept.version - STUDY_LIMITS.rebaseDepth);
  }

  /** The edits accepted after `version`, oldest first. */
  editsAfter(version: number): KeptEdit[] {
    return this.db.rows("SELECT version, at, json FROM edits WHERE version > ? ORDER BY version", version).map((row) => ({
      version: row.version as number,
      at: row.at as number,
      edit: JSON.parse(row.json as string) as StudyEdit | ChapterAdded,
    }));
  }

  /** When the edits accepted since `since` were made, oldest first (the rate's window). */
  editTimesSince(since: number): number[] {
    return this.db.rows("SELECT at FROM edits WHERE at > ? ORDER BY at", since).map((row) => row.at as number);
  }

  readPlace(): { chapter: string; node: number } | undefined {
    const [row] = this.db.rows("SELECT chapter, node FROM places WHERE id = 1");
    return row ? { chapter: row.chapter as string, node: row.node as number } : undefined;
  }

  writePlace(chapter: string, node: number): void {
    this.db.run("INSERT OR REPLACE INTO places (id, chapter, node) VALUES (1, ?, ?)", chapter, node);
  }
}
