/**
 * The position text, FEN-like (docs/engine/inside-out.md has the full description):
 *
 *     rbkknr/pppppp/6/6/PPPPPP/RNKKBR w - - centred
 *
 * 1. The board, rank 6 down to rank 1, files a to f, as in FEN: a piece letter (upper
 *    case White, lower case Black) or a digit for a run of empty squares. A dual square
 *    whose inner field is empty is written like an ordinary square (by its outer
 *    field's occupant); one whose inner field holds a piece is written `[IO]`, inner
 *    field first, then outer, `.` for empty: `[Np]` is a White knight inside and a Black
 *    pawn outside. Inside first, then out: the game's name.
 * 2. The side to move, `w` or `b`.
 * 3. and 4. White's and Black's previous move as `from-to` field ids (`b1-c3i`), or `-`,
 *    for the reverse rule (ruling 8).
 * 5. The layout, `centred` or `as-printed` (ruling 1).
 */
import type { Result, Side } from "../../types.ts";
import { fail, ok } from "../../types.ts";
import type { Layout } from "./board.ts";
import { FIELD_COUNT, GRID, innerField, isDual, isLayoutName, LAST_RANK, LAYOUT_NAMES, LAYOUTS } from "./board.ts";
import { makeFieldId, parseFieldId } from "./field-names.ts";
import { hasKing } from "./outcome.ts";
import type { Piece } from "./pieces.ts";
import { EMPTY, isKind, kindOf, sideOf } from "./pieces.ts";
import type { FieldMove, InsideOutState } from "./state.ts";

const malformed = (message: string): Result<never> => fail("malformed_position", message);

function parsePiece(letter: string): Piece | undefined {
  if (letter === ".") return EMPTY;
  return isKind(letter.toUpperCase()) ? letter : undefined;
}

/** Reads one rank into `board`; `rank` is 0-based. */
function parseRank(layout: Layout, text: string, rank: number, board: Piece[]): Result<true> {
  let file = 0;
  let i = 0;
  const where = `rank ${rank + 1}`;
  while (i < text.length) {
    if (file >= GRID.width) return malformed(`${where} has more than ${GRID.width} squares.`);
    const char = text[i];
    const square = GRID.at(file, rank)!;
    if (char >= "1" && char <= "6") {
      file += Number(char);
      i++;
      continue;
    }
    if (char === "[") {
      const group = /^\[(.)(.)\]/.exec(text.slice(i));
      if (group === null) return malformed(`${where}: a dual square is written [IO], e.g. [N.] or [Np].`);
      if (!isDual(layout, square)) return malformed(`${GRID.name(square)} is not a dual square in the ${layout.name} layout.`);
      const inner = parsePiece(group[1]);
      const outer = parsePiece(group[2]);
      if (inner === undefined || outer === undefined) return malformed(`${where}: unknown piece in ${group[0]}.`);
      board[innerField(square)] = inner;
      board[square] = outer;
      file++;
      i += group[0].length;
      continue;
    }
    const piece = parsePiece(char);
    if (piece === undefined || piece === EMPTY) return malformed(`${where}: "${char}" is not a piece letter (K R N B P, upper case White).`);
    board[square] = piece;
    file++;
    i++;
  }
  if (file !== GRID.width) return malformed(`${where} has ${file} squares, not ${GRID.width}.`);
  return ok(true);
}

function parsePrevious(layout: Layout, text: string, side: Side): Result<FieldMove | undefined> {
  if (text === "-") return ok(undefined);
  const parts = text.split("-");
  if (parts.length !== 2) return malformed(`${side === "white" ? "White" : "Black"}'s previous move "${text}" should look like b1-c3i, or be -.`);
  const from = parseFieldId(layout, parts[0]);
  const to = parseFieldId(layout, parts[1]);
  if (!from.ok) return malformed(from.error.message);
  if (!to.ok) return malformed(to.error.message);
  if (from.value === to.value) return malformed(`The previous move ${text} does not move.`);
  return ok({ from: from.value, to: to.value });
}

/** Reads a position text. */
export function parsePosition(text: string): Result<InsideOutState> {
  const fields = text.trim().split(/\s+/);
  if (fields.length !== 5) {
    return malformed("A position has five parts: board, side to move, White's and Black's previous moves, layout.");
  }
  const [boardText, turnText, whiteText, blackText, layoutText] = fields;
  if (!isLayoutName(layoutText)) return malformed(`The layout must be one of: ${LAYOUT_NAMES.join(", ")}.`);
  const layout = LAYOUTS[layoutText];
  const ranks = boardText.split("/");
  if (ranks.length !== GRID.height) return malformed(`The board has ${GRID.height} ranks separated by /.`);
  const board: Piece[] = Array<Piece>(FIELD_COUNT).fill(EMPTY);
  for (let row = 0; row < ranks.length; row++) {
    const parsed = parseRank(layout, ranks[row], GRID.height - 1 - row, board);
    if (!parsed.ok) return parsed;
  }
  for (const cell of GRID.cells) {
    for (const field of [cell, innerField(cell)]) {
      const piece = board[field];
      if (piece === EMPTY || kindOf(piece) !== "P") continue;
      const side = sideOf(piece)!;
      if (GRID.rank(cell) === LAST_RANK[side]) return malformed(`A pawn cannot stand on ${GRID.name(cell)}: it would have become a king.`);
    }
  }
  if (!hasKing(board, "white") && !hasKing(board, "black")) return malformed("At least one side must have a king.");
  if (turnText !== "w" && turnText !== "b") return malformed('The side to move is "w" or "b".');
  const white = parsePrevious(layout, whiteText, "white");
  if (!white.ok) return white;
  const black = parsePrevious(layout, blackText, "black");
  if (!black.ok) return black;
  return ok({ layout, board, turn: turnText === "w" ? "white" : "black", previous: { white: white.value, black: black.value } });
}

function makeRank(state: InsideOutState, rank: number): string {
  const { layout, board } = state;
  let text = "";
  let empty = 0;
  for (let file = 0; file < GRID.width; file++) {
    const square = GRID.at(file, rank)!;
    const inner = isDual(layout, square) ? board[innerField(square)] : EMPTY;
    const token = inner !== EMPTY ? `[${inner}${board[square] || "."}]` : board[square];
    if (token === EMPTY) {
      empty++;
      continue;
    }
    if (empty > 0) text += String(empty);
    empty = 0;
    text += token;
  }
  return empty > 0 ? text + String(empty) : text;
}

function makePrevious(state: InsideOutState, move: FieldMove | undefined): string {
  return move === undefined ? "-" : `${makeFieldId(state.layout, move.from)}-${makeFieldId(state.layout, move.to)}`;
}

/** Writes the canonical position text. */
export function makePosition(state: InsideOutState): string {
  const ranks: string[] = [];
  for (let rank = GRID.height - 1; rank >= 0; rank--) ranks.push(makeRank(state, rank));
  return [
    ranks.join("/"),
    state.turn === "white" ? "w" : "b",
    makePrevious(state, state.previous.white),
    makePrevious(state, state.previous.black),
    state.layout.name,
  ].join(" ");
}
