/**
 * A study as one multi-game record and back (issue 32): the export writes every chapter's
 * record (chapters.ts chapterRecord: its tree, comments, marks, shapes, and the tags that
 * name the chapter), one after another; the import splits such a file into its games
 * (engine/multi-record.ts) and makes a chapter of each, so that export then import gives
 * back the same chapters.
 */
import { STUDY_LIMITS } from "../../contract/study.ts";
import { checkText, type TextRule } from "../../contract/text-rules.ts";
import { splitRecords } from "../../engine/multi-record.ts";
import { apiError, type Outcome } from "../errors.ts";
import { chapterRecord, readChapterRecord, type Chapter, type StudyPlace } from "./chapters.ts";

const NAME_RULE: TextRule = { subject: "A name", max: STUDY_LIMITS.name };

export function exportRecord(chapters: readonly Chapter[], study: StudyPlace): string {
  return chapters.map((chapter) => chapterRecord(chapter, study)).join("\n");
}

/** A tag's text as a name: trimmed and cut to the names' length, or undefined when the name rules refuse it or it is empty. */
function nameFrom(tag: string | undefined): string | undefined {
  if (tag === undefined) return undefined;
  const cut = [...tag.trim()].slice(0, STUDY_LIMITS.name).join("").trim();
  const checked = checkText(cut, NAME_RULE);
  return checked.ok && checked.text !== "" && cut !== "?" ? checked.text : undefined;
}

const VARIANT_TAG = /^\s*\[Variant\s+"([^"\\]*)"\]\s*$/m;

/** The chapters of a multi-game record, in order, and the study's name its first game's Event gives (or "Imported study"). */
export function importedChapters(record: string, freshId: () => string): Outcome<{ name: string; chapters: Chapter[] }> {
  const games = splitRecords(record, STUDY_LIMITS.chapters);
  if (!games.ok) return apiError(422, "malformed_record", games.error.message);
  const chapters: Chapter[] = [];
  let name: string | undefined;
  const used = new Set<string>();
  // every move is checked by its game's rules: the import's cost is bounded by its moves, not only its length
  let movesLeft: number = STUDY_LIMITS.importMoves;
  for (const [index, text] of games.value.entries()) {
    const where = games.value.length > 1 ? `Game ${index + 1}: ` : "";
    const variant = VARIANT_TAG.exec(text)?.[1];
    if (variant === undefined) return apiError(422, "malformed_record", `${where}The record has no [Variant "..."] tag.`);
    const read = readChapterRecord(text, variant, movesLeft);
    if (!read.ok) return { ok: false, error: { ...read.error, message: `${where}${read.error.message}` } };
    const { tags, options, start, setUp, tree, game } = read.value;
    movesLeft -= tree.nodes.size - 1;
    name ??= nameFrom(tags.get("Event"));
    let id = freshId();
    while (used.has(id)) id = freshId();
    used.add(id);
    chapters.push({
      row: {
        id,
        name: nameFrom(tags.get("ChapterName")) ?? `Chapter ${index + 1}`,
        variant,
        options,
        start: game.makePosition(start),
        setUp,
        orientation: tags.get("Orientation") === "black" ? "black" : "white",
        mode: tags.get("ChapterMode") === "interactive" ? "interactive" : "analysis",
        nextId: tree.nextId,
      },
      tree,
    });
  }
  return { ok: true, value: { name: name ?? "Imported study", chapters } };
}
