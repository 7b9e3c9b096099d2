/**
 * Position text (ruling 12): the board as FEN with `*` for the bin, the side to move
 * (`w`/`b`), `x` when it plays an extra move (else `-`), and the bin's contents as
 * letters and counts in the order Q R B N M F W, zero counts left out (`-` for an empty
 * bin). The start: `4k4/9/9/9/4*4/9/9/9/4K4 w - Q2R4B4N6M2F8W10`. A state read from text
 * knows only itself as earlier history.
 */
import { makePlacement, parsePlacement } from "../../geometry/placement.ts";
import type { Result, Side } from "../../types.ts";
import { fail, ok, opposite, SIDES } from "../../types.ts";
import { BOARD, isHotSpot } from "./board.ts";
import { hasLegalMove, isInCheck } from "./moves.ts";
import { BIN_KINDS, EMPTY, kindOf, KIND_NAME, pieceFromLetter, pieceLetter, sideOf, START_BIN } from "./pieces.ts";
import { freshState, type InTheBinState } from "./state.ts";

const SIDE_NAME: Readonly<Record<Side, string>> = { white: "White", black: "Black" };

export function makeBinText(bin: readonly number[]): string {
  const text = BIN_KINDS.map((kind, i) => (bin[i] > 0 ? `${kind}${bin[i]}` : "")).join("");
  return text === "" ? "-" : text;
}

export function parseBinText(text: string): Result<number[]> {
  if (text === "-") return ok(BIN_KINDS.map(() => 0));
  const bin = BIN_KINDS.map(() => 0);
  let last = -1;
  const pattern = /([A-Z])(\d+)/gy;
  let read = 0;
  for (const match of text.matchAll(pattern)) {
    read += match[0].length;
    const index = BIN_KINDS.indexOf(match[1] as (typeof BIN_KINDS)[number]);
    if (index < 0) return fail("malformed_position", `"${match[1]}" is no kind the bin holds (Q R B N M F W).`);
    if (index <= last) return fail("malformed_position", "The bin's kinds are written once each, in the order Q R B N M F W.");
    const count = Number(match[2]);
    if (count < 1 || String(count) !== match[2]) return fail("malformed_position", `"${match[0]}" is not a count of at least 1.`);
    bin[index] = count;
    last = index;
  }
  if (read !== text.length) return fail("malformed_position", `The bin "${text}" is not letters and counts, like Q2R4B4N6M2F8W10 (or - when empty).`);
  return ok(bin);
}

/** The position text; it reads only the board, bin, turn and extra flag (the fast path writes it from its own board). */
export function makePosition(state: Pick<InTheBinState, "board" | "bin" | "turn" | "extra">): string {
  const placement = makePlacement(BOARD, (cell) => (state.board[cell] === EMPTY ? undefined : pieceLetter(state.board[cell])));
  return `${placement} ${state.turn === "white" ? "w" : "b"} ${state.extra ? "x" : "-"} ${makeBinText(state.bin)}`;
}

/** Checks what a position must be to arise in a game: one king a side off the hot spots, every piece accounted for, no impossible check. */
function checkPosition(board: Uint8Array, bin: readonly number[], turn: Side, extra: boolean): Result<true> {
  for (const side of SIDES) {
    const kings = BOARD.cells.filter((cell) => board[cell] !== EMPTY && sideOf(board[cell]) === side && kindOf(board[cell]) === "K");
    if (kings.length !== 1) return fail("malformed_position", `${SIDE_NAME[side]} must have exactly one king, not ${kings.length}.`);
    if (isHotSpot(kings[0])) return fail("malformed_position", `The ${SIDE_NAME[side]} king stands on the hot spot ${BOARD.name(kings[0])}, where kings may not stand.`);
  }
  for (const [i, kind] of BIN_KINDS.entries()) {
    const onBoard = BOARD.cells.filter((cell) => board[cell] !== EMPTY && kindOf(board[cell]) === kind).length;
    if (onBoard + bin[i] !== START_BIN[i]) {
      return fail("malformed_position", `The board and the bin hold ${onBoard + bin[i]} of the ${KIND_NAME[kind]} kind; a game has exactly ${START_BIN[i]}.`);
    }
  }
  // the opponent may be in check only while the mover plays the extra move its capture or push earned
  if (!extra && isInCheck(board, opposite(turn))) {
    return fail("malformed_position", `${SIDE_NAME[opposite(turn)]} is in check but it is ${SIDE_NAME[turn]}'s turn (and not an extra move).`);
  }
  return ok(true);
}

export function parsePosition(text: string): Result<InTheBinState> {
  const fields = text.trim().split(/\s+/);
  if (fields.length !== 4) return fail("malformed_position", "A position has four fields: the board, the side to move (w or b), x for an extra move or -, and the bin.");
  const [placement, turnText, extraText, binText] = fields;
  const read = parsePlacement(BOARD, placement, pieceFromLetter, { holeName: "the bin", letters: "K Q R B N M F W" });
  if (!read.ok) return read;
  if (turnText !== "w" && turnText !== "b") return fail("malformed_position", `The side to move must be "w" or "b", not "${turnText}".`);
  if (extraText !== "x" && extraText !== "-") return fail("malformed_position", `The extra-move field must be "x" or "-", not "${extraText}".`);
  const bin = parseBinText(binText);
  if (!bin.ok) return bin;
  const board = new Uint8Array(BOARD.width * BOARD.height);
  for (const [cell, piece] of read.value) board[cell] = piece;
  const turn: Side = turnText === "w" ? "white" : "black";
  const checked = checkPosition(board, bin.value, turn, extraText === "x");
  if (!checked.ok) return checked;
  const state = freshState(board, bin.value, turn, extraText === "x");
  if (state.extra && !hasLegalMove(state)) {
    return fail("malformed_position", `${SIDE_NAME[turn]} has no legal extra move: it lapses, so the position has ${SIDE_NAME[opposite(turn)]} to move.`);
  }
  return ok(state);
}
