/**
 * Position text: FEN with `*` for each pit square (ruling 6). Placement from rank 10
 * down to rank 1, side to move, castling (always `-`), en passant square, halfmove
 * clock, fullmove number. The start:
 * `rchsqkshcr/pppppppppp/10/3****3/3****3/3****3/3****3/10/PPPPPPPPPP/RCHSQKSHCR w - - 0 1`.
 *
 * The en passant square is written only when an en passant capture is legal, as
 * chessops does: two positions that the repetition rule counts as the same have the
 * same text. An en passant square that is well formed but gives no legal capture is
 * dropped when read.
 */
import type { Result, Side } from "../../types.ts";
import { fail, ok, opposite } from "../../types.ts";
import { makePlacement as makeGridPlacement, parsePlacement as parseGridPlacement } from "../../geometry/placement.ts";
import { BOARD } from "./board.ts";
import { isInCheck } from "./check.ts";
import { hasLegalEnPassant } from "./moves.ts";
import { FIFTY_MOVE_PLIES } from "./outcome.ts";
import type { Piece } from "./pieces.ts";
import { PAWN_RANKS, pieceFromLetter, pieceLetter } from "./pieces.ts";
import type { Board, ThePitState } from "./state.ts";
import { extendRepetition } from "./state.ts";

const SIDE_LETTERS: Readonly<Record<Side, string>> = { white: "w", black: "b" };
const SIDE_NAMES: Readonly<Record<Side, string>> = { white: "White", black: "Black" };

/** The board part of the position text. */
export function makePlacement(board: Board): string {
  return makeGridPlacement(BOARD, (cell) => {
    const piece = board[cell];
    return piece === undefined ? undefined : pieceLetter(piece);
  });
}

function makeEnPassant(enPassant: number | undefined): string {
  return enPassant === undefined ? "-" : BOARD.name(enPassant);
}

/**
 * What the repetition rule compares: placement, side to move and en passant
 * possibility (the state keeps an en passant square only when the capture is legal).
 */
export function positionKey(board: Board, turn: Side, enPassant: number | undefined): string {
  return `${makePlacement(board)} ${SIDE_LETTERS[turn]} ${makeEnPassant(enPassant)}`;
}

/** Writes the position text of a state. */
export function makePosition(state: ThePitState): string {
  const { board, turn, enPassant, halfmoveClock, fullmoveNumber } = state;
  return `${makePlacement(board)} ${SIDE_LETTERS[turn]} - ${makeEnPassant(enPassant)} ${halfmoveClock} ${fullmoveNumber}`;
}

function parsePlacement(text: string): Result<Board> {
  const read = parseGridPlacement(BOARD, text, pieceFromLetter, { holeName: "the pit", letters: "K Q R H C S P" });
  if (!read.ok) return read;
  const board: (Piece | undefined)[] = new Array(BOARD.width * BOARD.height).fill(undefined);
  for (const [cell, piece] of read.value) board[cell] = piece;
  return ok(board);
}

function checkPieces(board: Board, turn: Side): Result<true> {
  for (const side of ["white", "black"] as const) {
    const kings = BOARD.cells.filter((cell) => board[cell]?.kind === "K" && board[cell]?.side === side).length;
    if (kings !== 1) return fail("malformed_position", `${SIDE_NAMES[side]} must have exactly one king, not ${kings}.`);
  }
  for (const cell of BOARD.cells) {
    const rank = BOARD.rank(cell);
    if (board[cell]?.kind === "P" && (rank === 0 || rank === BOARD.height - 1)) {
      return fail("malformed_position", `A pawn cannot stand on ${BOARD.name(cell)}: pawns never stand on the first or last rank.`);
    }
  }
  if (isInCheck(board, opposite(turn))) return fail("malformed_position", `${SIDE_NAMES[opposite(turn)]} is in check but it is ${SIDE_NAMES[turn]}'s turn.`);
  return ok(true);
}

/** Reads the en passant field: the square must be the one a two-step advance of the opponent has just passed. */
function parseEnPassant(text: string, board: Board, turn: Side): Result<number | undefined> {
  if (text === "-") return ok(undefined);
  const target = BOARD.parse(text);
  const mover = opposite(turn);
  const { forward, start } = PAWN_RANKS[mover];
  const bad = fail("malformed_position", `The en passant square "${text}" does not follow a two-step advance by ${SIDE_NAMES[mover]}.`);
  if (target === undefined || BOARD.rank(target) !== start + forward) return bad;
  const origin = BOARD.at(BOARD.file(target), start);
  const passed = BOARD.at(BOARD.file(target), start + 2 * forward);
  if (origin === undefined || passed === undefined) return bad;
  if (board[origin] !== undefined || board[target] !== undefined) return bad;
  if (board[passed]?.kind !== "P" || board[passed]?.side !== mover) return bad;
  return ok(hasLegalEnPassant(board, turn, target) ? target : undefined);
}

/**
 * No rule bounds the length of a game (a pawn's sidestep resets the fifty-move count, and
 * threefold repetition allows astronomically many positions), so the move number is bounded
 * by what reads back exactly: a whole number a double holds, at most 15 digits.
 */
const MAX_MOVE_NUMBER = 999_999_999_999_999;

function parseCount(text: string | undefined, fallback: number, range: readonly [number, number], what: string): Result<number> {
  if (text === undefined) return ok(fallback);
  const [min, max] = range;
  if (!/^\d+$/.test(text) || Number(text) < min || Number(text) > max) {
    return fail("malformed_position", `The ${what} "${text}" is not a whole number from ${min} to ${max}.`);
  }
  return ok(Number(text));
}

/**
 * Reads a position text. Fields after the placement may be left out (defaults: White
 * to move, `-`, `-`, 0, 1). The position's history starts with itself.
 */
export function parsePosition(text: string): Result<ThePitState> {
  const fields = text.trim().split(/\s+/);
  if (fields[0] === "" || fields.length > 6) return fail("malformed_position", "A position has the board and at most five more fields: side, castling, en passant, halfmove clock, move number.");
  const [placement, turnText = "w", castling = "-", enPassantText = "-", halfmoveText, fullmoveText] = fields;
  const board = parsePlacement(placement);
  if (!board.ok) return board;
  if (turnText !== "w" && turnText !== "b") return fail("malformed_position", `The side to move must be "w" or "b", not "${turnText}".`);
  const turn: Side = turnText === "w" ? "white" : "black";
  if (castling !== "-") return fail("malformed_position", 'There is no castling in The Pit: the castling field must be "-".');
  const pieces = checkPieces(board.value, turn);
  if (!pieces.ok) return pieces;
  const enPassant = parseEnPassant(enPassantText, board.value, turn);
  if (!enPassant.ok) return enPassant;
  // the clock stops at 100: the fifty-move rule has then ended the game
  const halfmoveClock = parseCount(halfmoveText, 0, [0, FIFTY_MOVE_PLIES], "halfmove clock");
  if (!halfmoveClock.ok) return halfmoveClock;
  const fullmoveNumber = parseCount(fullmoveText, 1, [1, MAX_MOVE_NUMBER], "move number");
  if (!fullmoveNumber.ok) return fullmoveNumber;
  return ok({
    board: board.value,
    turn,
    enPassant: enPassant.value,
    halfmoveClock: halfmoveClock.value,
    fullmoveNumber: fullmoveNumber.value,
    repetition: extendRepetition(undefined, positionKey(board.value, turn, enPassant.value)),
  });
}
