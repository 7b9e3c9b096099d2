/**
 * The study API's request bodies as zod schemas (issue 32; docs/api.md "Studies"). The
 * tree edits' own rules (a comment's text, marks, shapes, a move's legality) are the
 * shared study-tree.ts's, so that a page and the object refuse alike; here only the form.
 */
import * as z from "zod/mini";
import { STUDY_LIMITS } from "../contract/study.ts";
import { textRule, toNfc } from "./inputs.ts";

/** A study's or a chapter's name: one line of at most 100 characters, trimmed, not empty. */
const studyName = z.string().check(z.trim(), textRule({ subject: "A name", max: STUDY_LIMITS.name, whenEmpty: "A name is needed." }), toNfc);

/** The form of chapter ids (tokens.ts newChapterId). */
export const CHAPTER_ID = /^[a-km-np-z2-9]{8}$/;
const chapterId = z.string().check(z.regex(CHAPTER_ID, "This is not a chapter's id."));
const nodeId = z.int().check(z.minimum(0, "A node's id is 0 or more."), z.maximum(1_000_000_000));
const orientation = z.enum(["white", "black"]);
const mode = z.enum(["analysis", "interactive"]);
const recordText = z.string().check(z.maxLength(STUDY_LIMITS.record, `A record may have at most ${STUDY_LIMITS.record} characters.`));

/** `POST /api/studies`. */
export const createStudyInput = z.strictObject({ name: studyName });

/** `POST /api/studies/:id/chapters`: at most one of position, record and gameId. */
export const newChapterInput = z
  .strictObject({
    name: studyName,
    variant: z.string().check(z.minLength(1), z.maxLength(40)),
    position: z.optional(z.string().check(z.minLength(1), z.maxLength(2_000))),
    record: z.optional(recordText),
    gameId: z.optional(z.string().check(z.regex(/^[a-km-np-z2-9]{10}$/, "This is not a game's id."))),
    orientation: z.optional(orientation),
    mode: z.optional(mode),
  })
  .check(
    z.refine((chapter) => [chapter.position, chapter.record, chapter.gameId].filter((given) => given !== undefined).length <= 1, {
      message: "A chapter starts from one of position, record and gameId, not several.",
      path: ["position"],
    }),
  );

/** `POST /api/studies/import`: a multi-game record, and a name (else the first game's Event). */
export const importStudyInput = z.strictObject({ name: z.optional(studyName), record: recordText });

const move = z.string().check(z.minLength(1, "The move is empty."), z.maxLength(200, "That is not a move."));

const studyEdit = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("move"), chapter: chapterId, node: nodeId, move }),
  z.strictObject({ kind: z.literal("delete"), chapter: chapterId, node: nodeId }),
  z.strictObject({ kind: z.literal("promote"), chapter: chapterId, node: nodeId }),
  // the text's rule (its length, what it may hold) is the shared COMMENT_RULE's, answered as bad_text
  z.strictObject({ kind: z.literal("comment"), chapter: chapterId, node: nodeId, text: z.string() }),
  z.strictObject({ kind: z.literal("marks"), chapter: chapterId, node: nodeId, nags: z.array(z.number()).check(z.maxLength(64)) }),
  z.strictObject({ kind: z.literal("shapes"), chapter: chapterId, node: nodeId, shapes: z.array(z.string().check(z.maxLength(40))).check(z.maxLength(256)) }),
  z.strictObject({ kind: z.literal("chapter"), chapter: chapterId, name: z.optional(studyName), orientation: z.optional(orientation), mode: z.optional(mode) }),
  z.strictObject({ kind: z.literal("delete-chapter"), chapter: chapterId }),
  z.strictObject({ kind: z.literal("order"), chapters: z.array(chapterId).check(z.maxLength(STUDY_LIMITS.chapters)) }),
  z.strictObject({ kind: z.literal("rename"), name: studyName }),
]);

/** `POST /api/studies/:id/edits`: an edit and the version it was made on. */
export const editInput = z.strictObject({ version: z.int().check(z.minimum(0), z.maximum(Number.MAX_SAFE_INTEGER)), edit: studyEdit });

export type NewChapterInput = z.infer<typeof newChapterInput>;
export type EditInput = z.infer<typeof editInput>;
