/**
 * The drawing of a position: the 60 squares (the missing corners are simply not there,
 * unlike The Pit's pit, which is part of the picture) with each square's current
 * capacity as its hint, stacks and pillars, the two reserves and the men out of the game.
 */
import type { AreaView, BoardView, CellView, PieceView, Side } from "../../types.ts";
import { SIDES } from "../../types.ts";
import { BOARD, capacity } from "./board.ts";
import { reserveAreaId } from "./notation.ts";
import type { PitOfPillarsState } from "./state.ts";
import { MAN, SIDE_NAME, topSide } from "./state.ts";

function cellView(state: PitOfPillarsState, cell: number): CellView {
  const file = BOARD.file(cell);
  const rank = BOARD.rank(cell);
  const base = { id: BOARD.name(cell), x: file, y: BOARD.height - 1 - rank, w: 1, h: 1 };
  return { ...base, shape: "square", shade: (file + rank) % 2 === 0 ? "dark" : "light", hint: String(capacity(state.pillars, cell)) };
}

function pieceViews(state: PitOfPillarsState): PieceView[] {
  const pieces: PieceView[] = [];
  for (const cell of BOARD.cells) {
    const at = BOARD.name(cell);
    const pillar = state.pillars[cell];
    const stack = state.stacks[cell];
    if (pillar !== undefined) pieces.push({ at, side: pillar, kind: "pillar" });
    else if (stack !== "") {
      const men = [...stack].map((man): Side => (man === MAN.white ? "white" : "black"));
      pieces.push({ at, side: topSide(stack)!, kind: "stack", stack: men });
    }
  }
  return pieces;
}

function areaViews(state: PitOfPillarsState): AreaView[] {
  const reserves = SIDES.map((side) => {
    const id = reserveAreaId(side);
    return { id, label: `${SIDE_NAME[side]} reserve`, where: `in ${SIDE_NAME[side]}'s reserve`, side, items: [{ kind: "man", count: state.reserves[side], id }] };
  });
  const out = SIDES.map((side) => {
    const id = `out:${side}`;
    return { id, label: `${SIDE_NAME[side]} men out of the game`, where: "out of the game", side, items: [{ kind: "man", count: state.out[side], id }] };
  });
  return [...reserves, ...out];
}

/** The view of a position for rendering: x is the file, y is 7 minus the rank (White at the bottom). */
export function view(state: PitOfPillarsState): BoardView {
  const cells = BOARD.cells.map((cell) => cellView(state, cell));
  return { width: BOARD.width, height: BOARD.height, cells, pieces: pieceViews(state), areas: areaViews(state) };
}

/** The board with the first man of an entering turn already standing, while the second is chosen. */
export function partialView(state: PitOfPillarsState, path: readonly string[]): BoardView | undefined {
  if (state.stage !== "entering" || path.length !== 1) return undefined;
  const cell = BOARD.parse(path[0]);
  if (cell === undefined || state.stacks[cell] !== "") return undefined;
  const stacks = state.stacks.slice();
  stacks[cell] = MAN[state.turn];
  return view({ ...state, stacks });
}
