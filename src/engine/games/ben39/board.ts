/**
 * Ben39's geometry (rulings 1 and 10): a 15x15 lattice, files a-o and ranks 1-15.
 * Squares sit where file and rank are both even (b2, d4...), intersections where both are
 * odd. 37 squares are fixed; two more move along a cycle of eight locations. Which
 * intersections, line segments and diagonals exist depends on where the two movable
 * squares stand, so every question about them takes the pair of locations; the answers
 * for each of the 28 pairs are worked out once.
 */
import { makeGrid } from "../../geometry/grid.ts";

/** The lattice: cells `rank * 15 + file` from 0, named a1..o15. */
export const LATTICE = makeGrid(15, 15);
export const SIZE = 15;

/** The cell at 1-based file and rank (b2 is (2, 2)), or undefined off the lattice. */
export function cellAt(file: number, rank: number): number | undefined {
  return file >= 1 && file <= SIZE && rank >= 1 && rank <= SIZE ? (rank - 1) * SIZE + (file - 1) : undefined;
}
/** 1-based file and rank of a cell. */
export function fileOf(cell: number): number {
  return (cell % SIZE) + 1;
}
export function rankOf(cell: number): number {
  return Math.floor(cell / SIZE) + 1;
}
export function nameOf(cell: number): string {
  return LATTICE.name(cell);
}
export function parseCell(name: string): number | undefined {
  return LATTICE.parse(name);
}
/** Whether a cell is a square location (even/even) or an intersection location (odd/odd). */
export function isSquareLocation(cell: number): boolean {
  return fileOf(cell) % 2 === 0 && rankOf(cell) % 2 === 0;
}
export function isPointLocation(cell: number): boolean {
  return fileOf(cell) % 2 === 1 && rankOf(cell) % 2 === 1;
}

const named = (name: string): number => {
  const cell = parseCell(name);
  if (cell === undefined) throw new Error(`no cell ${name}`);
  return cell;
};

/** The 37 fixed squares (ruling 1). */
export const FIXED_SQUARES: readonly number[] = (() => {
  const rows: Record<number, readonly string[]> = {
    2: ["f", "h", "j"],
    4: ["d", "f", "h", "j", "l"],
    6: ["b", "d", "f", "h", "j", "l", "n"],
    8: ["b", "d", "f", "h", "j", "l", "n"],
    10: ["b", "d", "f", "h", "j", "l", "n"],
    12: ["d", "f", "h", "j", "l"],
    14: ["f", "h", "j"],
  };
  return Object.entries(rows).flatMap(([rank, files]) => files.map((file) => named(`${file}${rank}`)));
})();

/** The movable squares' eight locations, in cycle order (ruling 1). */
export const CYCLE: readonly number[] = ["d2", "l2", "n4", "n12", "l14", "d14", "b12", "b4"].map(named);
/** Each location's outside corner: the one corner no other possible square shares (ruling 10). */
export const OUTSIDE_CORNER: readonly number[] = ["c1", "m1", "o3", "o13", "m15", "c15", "a13", "a3"].map(named);
/** Where the movable squares start: l2 and d14 (cycle positions 1 and 5). */
export const START_MOVABLE: readonly [number, number] = [1, 5];

/** The four corners of a square location: NW, NE, SE, SW. */
export function cornersOf(square: number): readonly [number, number, number, number] {
  const f = fileOf(square);
  const r = rankOf(square);
  return [cellAt(f - 1, r + 1)!, cellAt(f + 1, r + 1)!, cellAt(f + 1, r - 1)!, cellAt(f - 1, r - 1)!];
}

/** The four squares around an intersection, NW, NE, SE, SW (some may be off the lattice). */
export function squaresAround(point: number): readonly (number | undefined)[] {
  const f = fileOf(point);
  const r = rankOf(point);
  return [cellAt(f - 1, r + 1), cellAt(f + 1, r + 1), cellAt(f + 1, r - 1), cellAt(f - 1, r - 1)];
}

/** What exists for one placement of the two movable squares. */
export interface Geometry {
  /** The two cycle positions, lower first. */
  readonly movable: readonly [number, number];
  /** Per lattice cell: 1 when it is an existing square. */
  readonly square: Uint8Array;
  /** Per lattice cell: 1 when it is an existing intersection (a corner of an existing square). */
  readonly point: Uint8Array;
  readonly squares: readonly number[];
  readonly points: readonly number[];
  /** Whether the line segment or diagonal between two neighbouring intersections exists. */
  link(from: number, to: number): boolean;
  /** Orthogonal segments and diagonals, each once, for drawing. */
  readonly segments: readonly (readonly [number, number])[];
}

const geometries = new Map<number, Geometry>();

/** The geometry for movable squares at cycle positions `a` and `b`. */
export function geometryOf(a: number, b: number): Geometry {
  const lo = Math.min(a, b);
  const hi = Math.max(a, b);
  const key = lo * 8 + hi;
  let found = geometries.get(key);
  if (!found) {
    found = buildGeometry(lo, hi);
    geometries.set(key, found);
  }
  return found;
}

function buildGeometry(lo: number, hi: number): Geometry {
  const square = new Uint8Array(SIZE * SIZE);
  const point = new Uint8Array(SIZE * SIZE);
  const squares = [...FIXED_SQUARES, CYCLE[lo], CYCLE[hi]].sort((x, y) => x - y);
  for (const s of squares) square[s] = 1;
  for (const s of squares) for (const corner of cornersOf(s)) point[corner] = 1;
  const points: number[] = [];
  for (let cell = 0; cell < SIZE * SIZE; cell++) if (point[cell]) points.push(cell);
  const isSquare = (f: number, r: number): boolean => {
    const cell = cellAt(f, r);
    return cell !== undefined && square[cell] === 1;
  };
  const link = (from: number, to: number): boolean => {
    const f1 = fileOf(from), r1 = rankOf(from), f2 = fileOf(to), r2 = rankOf(to);
    const df = f2 - f1, dr = r2 - r1;
    if (Math.abs(df) > 2 || Math.abs(dr) > 2 || (df === 0 && dr === 0) || df % 2 !== 0 || dr % 2 !== 0) return false;
    if (!point[from] || !point[to]) return false;
    const mf = f1 + df / 2, mr = r1 + dr / 2;
    // a diagonal crosses the square it cuts; a segment is the edge of a square on either side
    if (df !== 0 && dr !== 0) return isSquare(mf, mr);
    if (df === 0) return isSquare(f1 - 1, mr) || isSquare(f1 + 1, mr);
    return isSquare(mf, r1 - 1) || isSquare(mf, r1 + 1);
  };
  const segments: [number, number][] = [];
  for (const from of points) {
    for (const [df, dr] of [[2, 0], [0, 2], [2, 2], [2, -2]] as const) {
      const to = cellAt(fileOf(from) + df, rankOf(from) + dr);
      if (to !== undefined && link(from, to)) segments.push([from, to]);
    }
  }
  return { movable: [lo, hi], square, point, squares, points, link, segments };
}
