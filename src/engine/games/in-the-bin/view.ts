/**
 * The drawing of a position: 81 cells, the bin (e5) as a hole, the six hot spots shaded
 * apart, the pieces, and the bin's contents as an area whose items are the selection's
 * first click (`bin:Q`).
 */
import type { BoardView, CellView, PieceView } from "../../types.ts";
import { BIN_CELL, BOARD, isHotSpot } from "./board.ts";
import { BIN_KINDS, EMPTY, kindOf, sideOf } from "./pieces.ts";
import type { InTheBinState } from "./state.ts";

function makeCells(): readonly CellView[] {
  const cells: CellView[] = [];
  for (let rank = BOARD.height - 1; rank >= 0; rank--) {
    for (let file = 0; file < BOARD.width; file++) {
      const cell = rank * BOARD.width + file;
      const geometry = { id: BOARD.name(cell), x: file, y: BOARD.height - 1 - rank, w: 1, h: 1 };
      if (cell === BIN_CELL) cells.push({ ...geometry, shape: "hole", shade: "special" });
      else cells.push({ ...geometry, shape: "square", shade: isHotSpot(cell) ? "special" : (file + rank) % 2 === 0 ? "dark" : "light" });
    }
  }
  return cells;
}

const CELLS = makeCells();

export function viewPosition(state: InTheBinState): BoardView {
  const pieces: PieceView[] = [];
  for (const cell of BOARD.cells) {
    const piece = state.board[cell];
    if (piece !== EMPTY) pieces.push({ at: BOARD.name(cell), side: sideOf(piece) ?? "neutral", kind: kindOf(piece) });
  }
  const bin = { id: "bin", label: "The bin", items: BIN_KINDS.map((kind, i) => ({ kind, count: state.bin[i], id: `bin:${kind}` })) };
  return { width: BOARD.width, height: BOARD.height, cells: CELLS, pieces, areas: [bin], holeName: "the bin" };
}
