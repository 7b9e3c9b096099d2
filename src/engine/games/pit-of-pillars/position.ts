/**
 * The position text: FEN-like, five fields separated by spaces. The start is the board
 * written as the ranks `*6*`, `8` (six times), `*6*` joined by slashes, then `w e:- 0,0 0,0`.
 * docs/engine/pit-of-pillars.md has more examples.
 *
 * 1. The board, rank 8 first, ranks separated by `/`, files a to h within a rank:
 *    `*` a cut-off corner (exactly a1, h1, a8, h8), a digit 1-8 that many vacant squares
 *    (never two digits in a row), `w` or `r` a single White or Red man, `(rww)` a stack of
 *    several men from bottom to top, `W` or `R` a White or Red pillar.
 * 2. The side to move: `w` (White) or `r` (Red).
 * 3. The stage: `e:-` the entering stage before White's first man, `e:c4` the entering
 *    stage where the opponent's last man stands on c4, `m` the movement stage.
 * 4. Reserves, White's then Red's: `2,0`.
 * 5. Men out of the game, White's then Red's: `0,3`.
 */
import type { BySide, Result, Side } from "../../types.ts";
import { fail, ok, opposite } from "../../types.ts";
import { BOARD, CELL_COUNT, NEIGHBOURS, squareName } from "./board.ts";
import type { PitOfPillarsState, Stack, Stage } from "./state.ts";
import { MAN, topSide } from "./state.ts";

const SIZE = BOARD.width;
const PILLAR_LETTER: BySide<string> = { white: "W", black: "R" };
const CELL_TOKEN = /\*|[1-8]|[wr]|\([wr]+\)|[WR]/y;

function bad(message: string): Result<never> {
  return fail("malformed_position", message);
}

function sideOfLetter(letter: string, letters: BySide<string>): Side {
  return letter === letters.white ? "white" : "black";
}

/** Writes the position text of a state. */
export function makePosition(state: PitOfPillarsState): string {
  const ranks: string[] = [];
  for (let rank = SIZE - 1; rank >= 0; rank--) {
    let text = "";
    let vacant = 0;
    for (let file = 0; file < SIZE; file++) {
      const cell = rank * SIZE + file;
      const stack = state.stacks[cell];
      const pillar = state.pillars[cell];
      let token: string;
      if (!BOARD.isOnBoard(cell)) token = "*";
      else if (pillar !== undefined) token = PILLAR_LETTER[pillar];
      else if (stack.length === 1) token = stack;
      else if (stack.length > 1) token = `(${stack})`;
      else {
        vacant++;
        continue;
      }
      if (vacant > 0) text += String(vacant);
      vacant = 0;
      text += token;
    }
    if (vacant > 0) text += String(vacant);
    ranks.push(text);
  }
  const stage = state.stage === "movement" ? "m" : `e:${state.lastEntered === undefined ? "-" : squareName(state.lastEntered)}`;
  const pair = (counts: BySide<number>) => `${counts.white},${counts.black}`;
  return `${ranks.join("/")} ${MAN[state.turn]} ${stage} ${pair(state.reserves)} ${pair(state.out)}`;
}

function parseBoard(text: string): Result<{ stacks: Stack[]; pillars: (Side | undefined)[] }> {
  const rows = text.split("/");
  if (rows.length !== SIZE) return bad(`The board needs ${SIZE} ranks separated by "/"; found ${rows.length}.`);
  const stacks = Array<Stack>(CELL_COUNT).fill("");
  const pillars = Array<Side | undefined>(CELL_COUNT).fill(undefined);
  for (let row = 0; row < SIZE; row++) {
    const rank = SIZE - 1 - row;
    const rankText = rows[row];
    let file = 0;
    let previousWasDigit = false;
    CELL_TOKEN.lastIndex = 0;
    while (CELL_TOKEN.lastIndex < rankText.length) {
      const at = CELL_TOKEN.lastIndex;
      const match = CELL_TOKEN.exec(rankText);
      if (match === null) return bad(`Rank ${rank + 1} has an unknown sign at "${rankText.slice(at)}".`);
      const token = match[0];
      const isDigit = token >= "1" && token <= "8";
      if (isDigit && previousWasDigit) return bad(`Rank ${rank + 1} has two digits in a row; write one number of vacant squares.`);
      previousWasDigit = isDigit;
      const width = isDigit ? Number(token) : 1;
      if (file + width > SIZE) return bad(`Rank ${rank + 1} is longer than ${SIZE} squares.`);
      const cell = rank * SIZE + file;
      if (token === "*") {
        if (BOARD.isOnBoard(cell)) return bad(`"*" marks a cut-off corner, and ${squareName(cell)} is a square of the board.`);
      } else {
        for (let i = 0; i < width; i++) {
          if (!BOARD.isOnBoard(cell + i)) return bad(`Rank ${rank + 1}: the corners a1, h1, a8 and h8 are cut off and must be written "*".`);
        }
        if (token === "W" || token === "R") pillars[cell] = sideOfLetter(token, PILLAR_LETTER);
        else if (!isDigit) {
          // one way to write each position: parentheses only around two or more men
          if (token.length === 3) return bad(`Rank ${rank + 1}: a single man is written without parentheses, as ${token[1]}.`);
          stacks[cell] = token.replace(/[()]/g, "");
        }
      }
      file += width;
    }
    if (file !== SIZE) return bad(`Rank ${rank + 1} has ${file} squares instead of ${SIZE}.`);
  }
  return ok({ stacks, pillars });
}

function parseCounts(text: string, what: string): Result<BySide<number>> {
  const match = /^(0|[1-9]\d{0,3}),(0|[1-9]\d{0,3})$/.exec(text);
  if (!match) return bad(`${what} are written as two numbers, White's then Red's, e.g. 2,0; found "${text}".`);
  return ok({ white: Number(match[1]), black: Number(match[2]) });
}

/**
 * The most men a game holds: each is entered on a vacant square in the entering stage
 * (ruling 3) and none is made after it, so never more than the board's squares. This
 * bounds the reserves, the men out and the stacks alike.
 */
const MAX_MEN = BOARD.cells.length;

function checkMen(state: PitOfPillarsState): Result<true> {
  let men = state.reserves.white + state.reserves.black + state.out.white + state.out.black;
  for (const stack of state.stacks) men += stack.length;
  if (men > MAX_MEN) return bad(`The board, the reserves and the men out hold ${men} men; a game has at most ${MAX_MEN}, one entered on each square.`);
  return ok(true);
}

/** The entering stage has only single men from the supply: no stacks, pillars, reserves or captures yet. */
function checkEnteringStage(state: PitOfPillarsState): Result<PitOfPillarsState> {
  if (state.stacks.some((stack) => stack.length > 1)) return bad("The entering stage has no stacks of several men.");
  if (state.pillars.some((pillar) => pillar !== undefined)) return bad("The entering stage has no pillars.");
  if (state.reserves.white + state.reserves.black + state.out.white + state.out.black > 0) {
    return bad("The entering stage has no reserves and no men out of the game.");
  }
  const last = state.lastEntered;
  if (last === undefined) {
    if (state.turn !== "white" || state.stacks.some((stack) => stack !== "")) return bad('"e:-" is the empty board before White\'s first man, White to move.');
    return ok(state);
  }
  if (topSide(state.stacks[last]) !== opposite(state.turn)) return bad(`The last man entered, on ${squareName(last)}, must belong to the player who is not to move.`);
  if (!NEIGHBOURS[last].some((cell) => state.stacks[cell] === "")) {
    return bad(`The last man entered, on ${squareName(last)}, has no vacant neighbour, so no first man could be entered.`);
  }
  return ok(state);
}

/** Reads a position text; the result is a state every rule can be applied to. */
export function parsePosition(text: string): Result<PitOfPillarsState> {
  const fields = text.trim().split(/\s+/);
  if (fields.length !== 5) return bad(`A position has 5 fields (board, side to move, stage, reserves, men out); found ${fields.length}.`);
  const [boardText, sideText, stageText, reservesText, outText] = fields;
  const board = parseBoard(boardText);
  if (!board.ok) return board;
  if (sideText !== MAN.white && sideText !== MAN.black) return bad(`The side to move is "w" or "r"; found "${sideText}".`);
  let stage: Stage;
  let lastEntered: number | undefined;
  if (stageText === "m") stage = "movement";
  else if (stageText.startsWith("e:")) {
    stage = "entering";
    const square = stageText.slice(2);
    if (square !== "-") {
      lastEntered = BOARD.parse(square);
      if (lastEntered === undefined) return bad(`The stage names the last man entered by its square; "${square}" is not a square.`);
    }
  } else return bad(`The stage is "e:-", "e:<square of the last man entered>" or "m"; found "${stageText}".`);
  const reserves = parseCounts(reservesText, "Reserves");
  if (!reserves.ok) return reserves;
  const out = parseCounts(outText, "Men out of the game");
  if (!out.ok) return out;
  const state: PitOfPillarsState = {
    ...board.value,
    reserves: reserves.value,
    out: out.value,
    turn: sideOfLetter(sideText, MAN),
    stage,
    lastEntered,
  };
  const counted = checkMen(state);
  if (!counted.ok) return counted;
  return stage === "entering" ? checkEnteringStage(state) : ok(state);
}
