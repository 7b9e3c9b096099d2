/**
 * Test helpers for The Pit. `board` writes a position text from a list of pieces so
 * that tests read as positions, not as FEN arithmetic; it is written apart from the
 * engine's own position code (the pit comes from the naive reference), so the two
 * check each other.
 */
import { expect } from "vitest";
import { thePit } from "../../../src/engine/games/the-pit/index.ts";
import type { ThePitState } from "../../../src/engine/games/the-pit/index.ts";
import type { RuleError } from "../../../src/engine/types.ts";
import { inPit } from "./naive-reference.ts";

const FILES = "abcdefghij";

/**
 * A position text from pieces such as "Kf1 Ra1 kf10 pb4": a FEN letter (upper case
 * White, lower case Black) and a square each. `rest` holds the fields after the board.
 */
export function board(pieces: string, rest = "w - - 0 1"): string {
  const cells: string[][] = Array.from({ length: 10 }, (_, rank) => Array.from({ length: 10 }, (_, file) => (inPit(file, rank) ? "*" : "")));
  for (const token of pieces.trim().split(/\s+/)) {
    const match = /^([KQRHCSPkqrhcsp])([a-j])(10|[1-9])$/.exec(token);
    if (!match) throw new Error(`bad piece token ${token}`);
    const file = FILES.indexOf(match[2]);
    const rank = Number(match[3]) - 1;
    if (inPit(file, rank)) throw new Error(`${token} is in the pit`);
    cells[rank][file] = match[1];
  }
  const rows: string[] = [];
  for (let rank = 9; rank >= 0; rank--) {
    let row = "";
    let empty = 0;
    for (const cell of cells[rank]) {
      if (cell === "") {
        empty++;
        continue;
      }
      if (empty) row += String(empty);
      empty = 0;
      row += cell;
    }
    if (empty) row += String(empty);
    rows.push(row);
  }
  return `${rows.join("/")} ${rest}`;
}

/** The state of a position text; fails the test if it does not parse. */
export function at(position: string): ThePitState {
  const parsed = thePit.parsePosition(position);
  if (!parsed.ok) throw new Error(`${position}: ${parsed.error.message}`);
  return parsed.value;
}

/** Plays move texts one after another; fails the test on the first refusal. */
export function play(state: ThePitState, ...texts: string[]): ThePitState {
  for (const text of texts) {
    const played = thePit.play(state, text);
    if (!played.ok) throw new Error(`${text}: ${played.error.message}`);
    state = played.value.state;
  }
  return state;
}

/** The legal move texts of the piece on `square`, sorted. */
export function movesFrom(state: ThePitState, square: string): string[] {
  return thePit
    .legalMoves(state)
    .filter((move) => move.path[0] === square)
    .map((move) => move.text)
    .sort();
}

/** The destination squares of the piece on `square`, sorted. */
export function targetsFrom(state: ThePitState, square: string): string[] {
  return [...new Set(thePit.legalMoves(state).filter((move) => move.path[0] === square).map((move) => move.path[1]))].sort();
}

/** The refusal of a move text; fails the test if the move is accepted. */
export function refusal(state: ThePitState, text: string): RuleError {
  const played = thePit.play(state, text);
  expect(played.ok, `${text} should be refused`).toBe(false);
  return played.ok ? { code: "illegal_move", message: "" } : played.error;
}

/** Sorted square names. */
export function squares(names: string): string[] {
  return names.trim().split(/\s+/).sort();
}
