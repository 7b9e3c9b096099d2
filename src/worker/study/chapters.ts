/**
 * Making a study's chapter (issue 32): from the game's start, from a position, from an
 * annotated record (its variations, comments, marks and shapes kept) or from a game's
 * record (its moves as the main line); and a chapter as its view and its record. A tree
 * is built once as the wire and storage give it back (study-tree.ts), so a chapter read
 * from storage after an eviction is the chapter that was made.
 */
import type { ChapterMode, ChapterView, NewChapter } from "../../contract/study.ts";
import { STUDY_LIMITS, studyChapterPath } from "../../contract/study.ts";
import { studyNodeOf, studyNodesOf, studyTreeOf, treeFromStudyNodes } from "../../contract/study-tree.ts";
import { countMoves, MAX_ANNOTATED_MOVES, treeFromMoves } from "../../engine/annotated-tree.ts";
import { parseAnnotatedRecord, parseOptionsTag, startTags, type AnnotatedGameRecord } from "../../engine/record.ts";
import { resolveOptions } from "../../engine/options.ts";
import { recordStart } from "../../engine/record-start.ts";
import { getGame } from "../../engine/registry.ts";
import type { AnyGame, GameOptions } from "../../engine/types.ts";
import { addLine, createTree, makeTreeRecord, ROOT, type VariationTree } from "../../engine/variations.ts";
import { apiError, type Outcome } from "../errors.ts";
import type { ChapterRow, NodeRow } from "./study-store.ts";

/** A chapter's settings and its tree, as the Study object keeps it in memory. */
export interface Chapter {
  readonly row: ChapterRow;
  readonly tree: VariationTree;
}

/** What a chapter is made from: the API's body, and a game's record when it names a game (the route reads it). */
export interface ChapterSource extends NewChapter {
  readonly gameRecord?: string;
}

const TOO_MANY_MOVES = `A chapter holds at most ${STUDY_LIMITS.nodes} moves in all its lines.`;

/** A record with its Variant tag put in when it has none (a chapter's record may leave it to the chapter's variant). */
function withVariant(record: string, variant: string): string {
  return /^\s*\[Variant\s/m.test(record) ? record : `[Variant "${variant}"]\n${record}`;
}

/** A record's tags and moves, or the reader's refusal (422), or 409 past a chapter's bound. */
function readRecord(text: string): Outcome<AnnotatedGameRecord> {
  const parsed = parseAnnotatedRecord(text);
  // the reader stops counting at its bound, which is a chapter's: past it the record is too long for a chapter, not malformed
  if (!parsed.ok && parsed.error.message.startsWith(`The record has more than ${MAX_ANNOTATED_MOVES} moves`)) return apiError(409, "too_many", TOO_MANY_MOVES);
  if (!parsed.ok) return apiError(422, "malformed_record", parsed.error.message);
  return parsed;
}

/** What a record gives a chapter: its options, start and tree (or the reader's refusal, 422; 409 past the bound, or past what is left of an import's). */
export function readChapterRecord(record: string, variant: string, importLeft = Infinity): Outcome<{ game: AnyGame; options: GameOptions; start: unknown; setUp: boolean; tree: VariationTree; tags: ReadonlyMap<string, string> }> {
  const parsed = readRecord(withVariant(record, variant));
  if (!parsed.ok) return parsed;
  const { tags, moves } = parsed.value;
  if (tags.get("Variant") !== variant) return apiError(422, "malformed_record", `The record's Variant tag is "${tags.get("Variant")}", not the chapter's "${variant}".`);
  const game = getGame(variant);
  if (!game) return apiError(400, "bad_request", `variant: there is no game "${variant}".`);
  const count = countMoves(moves.line);
  if (count > STUDY_LIMITS.nodes) return apiError(409, "too_many", TOO_MANY_MOVES);
  if (count > importLeft) return apiError(409, "too_many", `An import reads at most ${STUDY_LIMITS.importMoves} moves in all its games together.`);
  const start = recordStart(game, tags);
  if (!start.ok) return apiError(422, "malformed_record", start.error.message);
  const tree = treeFromMoves(game, start.value, moves);
  if (!tree.ok) return apiError(422, "malformed_record", tree.error.message);
  const options = parseOptionsTag(tags.get("Options"));
  return { ok: true, value: { game, options, start: start.value, setUp: tags.has("FEN"), tree: studyTreeOf(game, tree.value), tags } };
}

/** A game's record as a chapter: its main line's moves only (a game's clock notes are not the author's words). */
function readGameRecord(record: string, variant: string): Outcome<{ game: AnyGame; options: GameOptions; start: unknown; setUp: boolean; tree: VariationTree }> {
  const parsed = readRecord(record);
  if (!parsed.ok) return parsed;
  const { tags, moves } = parsed.value;
  if (tags.get("Variant") !== variant) return apiError(400, "bad_request", `variant: the game is one of ${tags.get("Variant")}, not ${variant}.`);
  const game = getGame(variant)!;
  if (moves.line.length > STUDY_LIMITS.nodes) return apiError(409, "too_many", TOO_MANY_MOVES);
  const start = recordStart(game, tags);
  if (!start.ok) throw new Error(`a game's own record did not start: ${start.error.message}`);
  const tree = addLine(createTree(game, start.value), game, ROOT, moves.line.map((move) => move.move));
  if (!tree.ok) throw new Error(`a game's own moves did not replay: ${tree.error.message}`);
  return { ok: true, value: { game, options: parseOptionsTag(tags.get("Options")), start: start.value, setUp: tags.has("FEN"), tree: tree.value.tree } };
}

/** A new chapter with id `id`, from at most one of a position, a record or a game's record. */
export function makeChapter(id: string, source: ChapterSource): Outcome<Chapter> {
  const game = getGame(source.variant);
  if (!game) return apiError(400, "bad_request", `variant: there is no game "${source.variant}".`);
  const settings = { id, name: source.name, variant: source.variant, orientation: source.orientation ?? "white", mode: source.mode ?? ("analysis" as ChapterMode) };
  let made: Outcome<{ options: GameOptions; start: unknown; setUp: boolean; tree: VariationTree }>;
  if (source.record !== undefined) made = readChapterRecord(source.record, source.variant);
  else if (source.gameRecord !== undefined) made = readGameRecord(source.gameRecord, source.variant);
  else if (source.position !== undefined) {
    const start = game.parsePosition(source.position);
    if (!start.ok) return apiError(400, "bad_position", `position: ${start.error.message}`);
    made = { ok: true, value: { options: {}, start: start.value, setUp: true, tree: createTree(game, start.value) } };
  } else {
    const options = resolveOptions(game, {});
    const start = options.ok ? game.setup(options.value) : options;
    if (!start.ok) throw new Error(`${game.id} has no start: ${start.error.message}`);
    made = { ok: true, value: { options: {}, start: start.value, setUp: false, tree: createTree(game, start.value) } };
  }
  if (!made.ok) return made;
  const { options, start, setUp, tree } = made.value;
  const row: ChapterRow = { ...settings, options, start: game.makePosition(start), setUp, nextId: tree.nextId };
  return { ok: true, value: { row, tree } };
}

/** The chapter's tree rebuilt from its stored nodes (after an eviction or a restart). */
export function chapterFromRows(row: ChapterRow, rows: readonly NodeRow[]): Chapter {
  const game = getGame(row.variant)!;
  const start = game.parsePosition(row.start);
  if (!start.ok) throw new Error(`chapter ${row.id}'s stored start did not read: ${start.error.message}`);
  const byId = new Map(rows.map((node) => [node.id, node]));
  const ordered: NodeRow[] = [];
  const walk = [ROOT];
  while (walk.length > 0) {
    const node = byId.get(walk.pop() as number);
    if (!node) continue;
    ordered.push(node);
    for (let i = node.children.length - 1; i >= 0; i--) walk.push(node.children[i]);
  }
  const tree = treeFromStudyNodes(game, start.value, ordered, row.nextId);
  if (!tree.ok) throw new Error(`chapter ${row.id}'s stored nodes did not rebuild: ${tree.error.message}`);
  return { row, tree: tree.value };
}

/** The rows of the nodes an edit changed (the tree is immutable: a node untouched is the same object), and the ids it removed. */
export function changedRows(before: VariationTree, after: VariationTree): { write: NodeRow[]; remove: number[] } {
  const write: NodeRow[] = [];
  for (const [id, node] of after.nodes) if (before.nodes.get(id) !== node) write.push({ ...studyNodeOf(node), children: node.children });
  const remove = [...before.nodes.keys()].filter((id) => !after.nodes.has(id));
  return { write, remove };
}

/** Every node's row (a new chapter's). */
export function allRows(tree: VariationTree): NodeRow[] {
  return [...tree.nodes.values()].map((node) => ({ ...studyNodeOf(node), children: node.children }));
}

/** Where a study is, for a chapter's record. */
export interface StudyPlace {
  readonly id: string;
  readonly name: string;
  readonly origin: string;
}

/** The chapter as an annotated record: Event the study, Site the chapter's link, the start's tags, and the chapter's own. */
export function chapterRecord(chapter: Chapter, study: StudyPlace): string {
  const { row } = chapter;
  const tags = new Map<string, string>([
    ["Event", study.name],
    ["Site", `${study.origin}${studyChapterPath(study.id, row.id)}`],
    ...startTags(row.variant, row.options, row.setUp ? row.start : undefined),
    ["ChapterName", row.name],
    ["Orientation", row.orientation],
  ]);
  if (row.mode !== "analysis") tags.set("ChapterMode", row.mode);
  tags.set("Result", "*");
  return makeTreeRecord(chapter.tree, tags);
}

export function chapterView(chapter: Chapter, version: number, study: StudyPlace): ChapterView {
  const { row, tree } = chapter;
  return {
    id: row.id,
    name: row.name,
    variant: row.variant,
    version,
    options: row.options,
    start: row.start,
    orientation: row.orientation,
    mode: row.mode,
    nodes: studyNodesOf(tree),
    nextId: tree.nextId,
    record: chapterRecord(chapter, study),
  };
}
