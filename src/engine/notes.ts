/**
 * Notes under a move that more than one game writes in the same words ("Check.",
 * "Checkmate: White wins."): one message each (`engine.note.<id>`), so a translator
 * writes them once. A game's own notes are under its own prefix (`engine.<game>.note.*`).
 */
import { sentencesOf } from "./sentence-words.ts";
import type { Sentence, Side } from "./types.ts";

const { said } = sentencesOf("note");

/** The move leaves the other side's king in check. */
export const CHECK_NOTE: Sentence = said("check", undefined, "Check.");

/** Checkmate: `winnerName` (the winner's side name as the game writes it, White or Black) wins. */
export function checkmateNote(winner: Side, winnerName: string): Sentence {
  return said("checkmate", { side: winner }, `Checkmate: ${winnerName} wins.`);
}
