/** Small helpers that keep the Inside-out Chess tests reading as rules. */
import { expect } from "vitest";
import { insideOut } from "../../../src/engine/games/inside-out/index.ts";
import type { InsideOutState } from "../../../src/engine/games/inside-out/index.ts";
import type { RuleError } from "../../../src/engine/types.ts";

export const game = insideOut;

/** A state from a position text; the text must be valid. */
export function position(text: string): InsideOutState {
  const parsed = insideOut.parsePosition(text);
  if (!parsed.ok) throw new Error(`bad test position ${text}: ${parsed.error.message}`);
  return parsed.value;
}

export function start(layout?: string): InsideOutState {
  const state = insideOut.setup(layout === undefined ? {} : { layout });
  if (!state.ok) throw new Error(state.error.message);
  return state.value;
}

/** The legal move texts, sorted. */
export function moveTexts(state: InsideOutState): string[] {
  return insideOut.legalMoves(state).map((move) => move.text).sort();
}

/** The legal move texts of the piece on one field. */
export function movesFrom(state: InsideOutState, field: string): string[] {
  return insideOut
    .legalMoves(state)
    .filter((move) => move.path[0] === field)
    .map((move) => move.text)
    .sort();
}

/** Plays moves that must be legal; returns the final state. */
export function playAll(state: InsideOutState, ...texts: string[]): InsideOutState {
  for (const text of texts) {
    const played = insideOut.play(state, text);
    if (!played.ok) throw new Error(`${text} refused: ${played.error.message}`);
    state = played.value.state;
  }
  return state;
}

/** The notes `play` gives for a legal move, in the engine's English. */
export function notesOf(state: InsideOutState, text: string): readonly string[] {
  const played = insideOut.play(state, text);
  if (!played.ok) throw new Error(`${text} refused: ${played.error.message}`);
  return played.value.notes.map((note) => note.message);
}

/** The error for a move that must be refused. */
export function refusal(state: InsideOutState, text: string): RuleError {
  const played = insideOut.play(state, text);
  expect(played.ok, `${text} should be refused`).toBe(false);
  if (played.ok) throw new Error("unreachable");
  return played.error;
}

/** The occupant (FEN letter, "" for empty) of every field of the position, by field id. */
export function occupants(state: InsideOutState): Map<string, string> {
  const view = insideOut.view(state);
  const map = new Map<string, string>(view.cells.map((cell) => [cell.id, ""]));
  for (const piece of view.pieces) map.set(piece.at, piece.side === "white" ? piece.kind : piece.kind.toLowerCase());
  return map;
}

export const pieceOn = (state: InsideOutState, field: string): string => occupants(state).get(field) ?? "";
