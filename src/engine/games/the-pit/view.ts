/** The drawing of a position: 100 cells (the pit's 16 as holes), White at the bottom. */
import type { BoardView, CellView, PieceView } from "../../types.ts";
import { BOARD, isPit } from "./board.ts";
import type { ThePitState } from "./state.ts";

function makeCells(): readonly CellView[] {
  const cells: CellView[] = [];
  for (let rank = BOARD.height - 1; rank >= 0; rank--) {
    for (let file = 0; file < BOARD.width; file++) {
      const geometry = { id: BOARD.name(rank * BOARD.width + file), x: file, y: BOARD.height - 1 - rank, w: 1, h: 1 };
      // a1 is dark, as on a chessboard.
      cells.push(isPit(file, rank) ? { ...geometry, shape: "hole" } : { ...geometry, shape: "square", shade: (file + rank) % 2 === 0 ? "dark" : "light" });
    }
  }
  return cells;
}

/** The cells never change: built once. */
const CELLS = makeCells();

/** The board view of a state: cells, and the pieces on them; no off-board areas. */
export function viewPosition(state: ThePitState): BoardView {
  const pieces: PieceView[] = [];
  for (const cell of BOARD.cells) {
    const piece = state.board[cell];
    if (piece !== undefined) pieces.push({ at: BOARD.name(cell), side: piece.side, kind: piece.kind });
  }
  return { width: BOARD.width, height: BOARD.height, cells: CELLS, pieces, areas: [], holeName: "the pit" };
}
