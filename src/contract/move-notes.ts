/**
 * Notes the server adds under a move beside the engine's own (a reply played from a
 * conditional line). The move log and snapshots keep every note as its English string
 * (`notes: string[][]`); the page, which replays the engine's notes itself, knows these
 * by their English and says them in its reader's language (`engine.note.<id>`).
 */
import { sentencesOf } from "../engine/sentence-words.ts";
import type { Sentence } from "../engine/types.ts";

const { said } = sentencesOf("note");

/** A reply the server played for its seat from the seat's conditional line. */
export const PLAYED_FROM_CONDITIONAL_LINE: Sentence = said("playedFromConditionalLine", undefined, "Played from a conditional line.");

/** The notes a server may add, by their English. */
export const SERVER_NOTES: readonly Sentence[] = [PLAYED_FROM_CONDITIONAL_LINE];
