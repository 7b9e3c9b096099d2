/** Applying a legal move: the board change, promotion, the refill, the history the reverse rule needs. */
import { sentencesOf } from "../../sentence-words.ts";
import type { BySide, Sentence, Side } from "../../types.ts";
import { opposite, SIDES } from "../../types.ts";
import { GRID } from "./board.ts";
import { makeFieldId } from "./field-names.ts";
import type { FieldMoveInfo } from "./moves.ts";
import type { Piece } from "./pieces.ts";
import { EMPTY, kindOf } from "./pieces.ts";
import { refillPawns } from "./refill.ts";
import type { InsideOutState } from "./state.ts";
import { SIDE_NAME } from "./state.ts";

const { said } = sentencesOf("inside-out");

export interface Applied {
  readonly state: InsideOutState;
  readonly notes: readonly Sentence[];
}

/**
 * The note of a king's capture: where, and where each side's pawns came back (S-pawn
 * rule), e.g. "King captured on e4. Pawns return: White c2, e2; Black d7." One message
 * for each case (no pawns, one side's, both sides'), so a language orders its own words.
 */
function kingCapturedNote(field: string, placed: BySide<readonly number[]>): Sentence {
  const cells = (side: Side): string => placed[side].map((cell) => GRID.name(cell)).join(", ");
  const returning = SIDES.filter((side) => placed[side].length > 0);
  const english = `King captured on ${field}. ${returning.length > 0 ? `Pawns return: ${returning.map((side) => `${SIDE_NAME[side]} ${cells(side)}`).join("; ")}` : "No pawns return"}.`;
  if (returning.length === 0) return said("note.kingCapturedNoPawns", { field }, english);
  if (returning.length === 1) return said("note.kingCapturedPawnsReturn", { field, side: returning[0], cells: cells(returning[0]) }, english);
  return said("note.kingCapturedBothPawnsReturn", { field, white: cells("white"), black: cells("black") }, english);
}

/** Plays a move that `generateMoves` listed for this state. */
export function applyMove(state: InsideOutState, move: FieldMoveInfo): Applied {
  const board: Piece[] = state.board.slice();
  board[move.to] = move.arriving;
  board[move.from] = EMPTY;
  const notes: Sentence[] = [];
  if (move.captured !== EMPTY && kindOf(move.captured) === "K") notes.push(kingCapturedNote(makeFieldId(state.layout, move.to), refillPawns(board)));
  const mover = state.turn;
  return {
    state: {
      layout: state.layout,
      board,
      turn: opposite(mover),
      previous: { ...state.previous, [mover]: { from: move.from, to: move.to } },
    },
    notes,
  };
}
