/** Small helpers shared by the Pit of Pillars tests. */
import { expect } from "vitest";
import type { PitOfPillarsState } from "../../../src/engine/games/pit-of-pillars/index.ts";
import { pitOfPillars } from "../../../src/engine/games/pit-of-pillars/index.ts";
import type { Played, RuleErrorCode } from "../../../src/engine/types.ts";

export const game = pitOfPillars;

/** The start position's text. */
export const START = "*6*/8/8/8/8/8/8/*6* w e:- 0,0 0,0";

/** A state from its position text; a bad text is a bug in the test. */
export function position(text: string): PitOfPillarsState {
  const parsed = game.parsePosition(text);
  if (!parsed.ok) throw new Error(`bad test position ${text}: ${parsed.error.message}`);
  return parsed.value;
}

/** Plays turns that must be legal, one after another. */
export function playAll(state: PitOfPillarsState, ...texts: string[]): PitOfPillarsState {
  for (const text of texts) state = playOk(state, text).state;
  return state;
}

export function playOk(state: PitOfPillarsState, text: string): Played<PitOfPillarsState> {
  const played = game.play(state, text);
  if (!played.ok) throw new Error(`${text} refused in ${game.makePosition(state)}: ${played.error.message}`);
  return played.value;
}

/** Asserts that a text is refused with this code and a message matching `why`. */
export function expectRefused(state: PitOfPillarsState, text: string, code: RuleErrorCode, why?: RegExp): void {
  const played = game.play(state, text);
  expect(played.ok, `${text} should be refused`).toBe(false);
  if (played.ok) return;
  expect(played.error.code).toBe(code);
  if (why) expect(played.error.message).toMatch(why);
}

export function legalTexts(state: PitOfPillarsState): string[] {
  return game.legalMoves(state).map((move) => move.text);
}

/** The stack on a square as its position-text letters, bottom to top ("" for none). */
export function stackAt(state: PitOfPillarsState, square: string): string {
  const piece = game.view(state).pieces.find((p) => p.at === square && p.kind === "stack");
  return piece?.stack?.map((side) => (side === "white" ? "w" : "r")).join("") ?? "";
}

/** The colour of the pillar on a square, or undefined. */
export function pillarAt(state: PitOfPillarsState, square: string): string | undefined {
  return game.view(state).pieces.find((p) => p.at === square && p.kind === "pillar")?.side;
}

/** The capacity the view shows for a square. */
export function capacityAt(state: PitOfPillarsState, square: string): number {
  return Number(game.view(state).cells.find((c) => c.id === square)!.hint);
}

/**
 * A state from a readable list of squares: `{ d4: "rw", c1: "W" }` puts a stack (men
 * bottom to top, `w`/`r`) or a pillar (`W`/`R`) on each; `rest` is the position text
 * after the board (side, stage, reserves, men out).
 */
export function build(squares: Record<string, string>, rest = "w m 0,0 0,0"): PitOfPillarsState {
  const ranks: string[] = [];
  for (let rank = 8; rank >= 1; rank--) {
    let text = "";
    let vacant = 0;
    for (const file of "abcdefgh") {
      const square = `${file}${rank}`;
      const corner = (file === "a" || file === "h") && (rank === 1 || rank === 8);
      const content = squares[square];
      if (!corner && content === undefined) {
        vacant++;
        continue;
      }
      if (vacant > 0) text += String(vacant);
      vacant = 0;
      text += corner ? "*" : content.length > 1 ? `(${content})` : content;
    }
    if (vacant > 0) text += String(vacant);
    ranks.push(text);
  }
  return position(`${ranks.join("/")} ${rest}`);
}
