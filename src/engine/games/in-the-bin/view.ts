/**
 * The drawing of a position: 81 cells, the bin (e5) as a hole, the six hot spots shaded
 * apart (each side's in its own tint), the pieces, and the bin's contents as an area whose items are the selection's
 * first click (`bin:Q`).
 */
import type { BoardView, CellView, PieceView } from "../../types.ts";
import { SIDES } from "../../types.ts";
import { BIN_CELL, BOARD, HOT_SPOTS } from "./board.ts";
import { BIN_KINDS, EMPTY, kindOf, sideOf } from "./pieces.ts";
import type { InTheBinState } from "./state.ts";

const ownerOf = (cell: number) => SIDES.find((side) => HOT_SPOTS[side].includes(cell));

function makeCells(): readonly CellView[] {
  const cells: CellView[] = [];
  for (let rank = BOARD.height - 1; rank >= 0; rank--) {
    for (let file = 0; file < BOARD.width; file++) {
      const cell = rank * BOARD.width + file;
      const geometry = { id: BOARD.name(cell), x: file, y: BOARD.height - 1 - rank, w: 1, h: 1 };
      if (cell === BIN_CELL) cells.push({ ...geometry, shape: "hole", shade: "special" });
      else {
        const owner = ownerOf(cell);
        cells.push({ ...geometry, shape: "square", shade: owner ? "special" : (file + rank) % 2 === 0 ? "dark" : "light", ...(owner ? { owner } : {}) });
      }
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
  return { width: BOARD.width, height: BOARD.height, cells: CELLS, pieces, areas: [bin], holeName: "the bin", ownedCells: "hot spots" };
}
