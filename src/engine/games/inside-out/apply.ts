/** Applying a legal move: the board change, promotion, the refill, the history the reverse rule needs. */
import { opposite } from "../../types.ts";
import { GRID } from "./board.ts";
import { makeFieldId } from "./field-names.ts";
import type { FieldMoveInfo } from "./moves.ts";
import type { Piece } from "./pieces.ts";
import { EMPTY, kindOf } from "./pieces.ts";
import { refillPawns } from "./refill.ts";
import type { InsideOutState } from "./state.ts";
import { SIDE_NAME } from "./state.ts";

export interface Applied {
  readonly state: InsideOutState;
  readonly notes: readonly string[];
}

/** Plays a move that `generateMoves` listed for this state. */
export function applyMove(state: InsideOutState, move: FieldMoveInfo): Applied {
  const board: Piece[] = state.board.slice();
  board[move.to] = move.arriving;
  board[move.from] = EMPTY;
  const notes: string[] = [];
  if (move.captured !== EMPTY && kindOf(move.captured) === "K") {
    const placed = refillPawns(board);
    const returned = (["white", "black"] as const)
      .filter((side) => placed[side].length > 0)
      .map((side) => `${SIDE_NAME[side]} ${placed[side].map((cell) => GRID.name(cell)).join(", ")}`);
    const where = makeFieldId(state.layout, move.to);
    notes.push(`King captured on ${where}. ${returned.length > 0 ? `Pawns return: ${returned.join("; ")}` : "No pawns return"}.`);
  }
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
