/**
 * A deliberately naive Inside-out Chess move generator, written from the rules text for
 * the tests and sharing no code with the engine: its own position reader, field names,
 * layouts and refill. Where the engine walks movement data along rays, this one asks,
 * for every pair of fields (from, to), "does the rule text allow this move?". Slow and
 * plain on purpose; it only has to be obviously right.
 */

type Colour = "w" | "b";

export interface NaivePosition {
  /** Occupied fields only, by field id (`a1`, `c3i`, `c3o`); a piece is a FEN letter. */
  pieces: Map<string, string>;
  dual: Set<string>;
  layout: string;
  toMove: Colour;
  /** Previous move of each side as [from, to] field ids. */
  previous: Record<Colour, [string, string] | null>;
}

const FILES = "abcdef";
const DUAL_BY_LAYOUT: Record<string, string[]> = {
  centred: ["b3", "b4", "c3", "c4", "d3", "d4", "e3", "e4"],
  "as-printed": ["c3", "c4", "d3", "d4", "e3", "e4", "f3", "f4"],
};

const squareName = (file: number, rank: number): string => FILES[file] + String(rank);
const fileOf = (field: string): number => FILES.indexOf(field[0]);
const rankOf = (field: string): number => Number(field[1]);
const squareOfField = (field: string): string => field.slice(0, 2);
const colourOf = (piece: string): Colour => (piece === piece.toUpperCase() ? "w" : "b");

/** All fields of a layout: 36 squares, the dual ones split into `i` and `o`. */
function allFields(dual: Set<string>): string[] {
  const fields: string[] = [];
  for (let rank = 1; rank <= 6; rank++) {
    for (let file = 0; file < 6; file++) {
      const sq = squareName(file, rank);
      if (dual.has(sq)) fields.push(sq + "i", sq + "o");
      else fields.push(sq);
    }
  }
  return fields;
}

/** Reads the documented position text without any engine code. */
export function naiveParse(text: string): NaivePosition {
  const [board, side, whitePrev, blackPrev, layout] = text.trim().split(/\s+/);
  const dual = new Set(DUAL_BY_LAYOUT[layout]);
  const pieces = new Map<string, string>();
  const rows = board.split("/");
  for (let r = 0; r < 6; r++) {
    const rank = 6 - r;
    let file = 0;
    const row = rows[r];
    for (let i = 0; i < row.length; i++) {
      const c = row[i];
      if (/[1-6]/.test(c)) {
        file += Number(c);
      } else if (c === "[") {
        const inner = row[i + 1];
        const outer = row[i + 2];
        const sq = squareName(file, rank);
        if (inner !== ".") pieces.set(sq + "i", inner);
        if (outer !== ".") pieces.set(sq + "o", outer);
        i += 3;
        file++;
      } else {
        const sq = squareName(file, rank);
        pieces.set(dual.has(sq) ? sq + "o" : sq, c);
        file++;
      }
    }
  }
  const prev = (t: string): [string, string] | null => (t === "-" ? null : (t.split("-") as [string, string]));
  return { pieces, dual, layout, toMove: side as Colour, previous: { w: prev(whitePrev), b: prev(blackPrev) } };
}

/** Is every field of this square empty? */
function squareEmpty(pos: NaivePosition, sq: string): boolean {
  if (pos.dual.has(sq)) return !pos.pieces.has(sq + "i") && !pos.pieces.has(sq + "o");
  return !pos.pieces.has(sq);
}

/** The squares strictly between two squares on a line. */
function between(from: string, to: string): string[] {
  const dx = Math.sign(fileOf(to) - fileOf(from));
  const dy = Math.sign(rankOf(to) - rankOf(from));
  const out: string[] = [];
  let f = fileOf(from) + dx;
  let r = rankOf(from) + dy;
  while (squareName(f, r) !== to) {
    out.push(squareName(f, r));
    f += dx;
    r += dy;
  }
  return out;
}

function hasKing(pos: NaivePosition, colour: Colour): boolean {
  for (const piece of pos.pieces.values()) if (piece === (colour === "w" ? "K" : "k")) return true;
  return false;
}

/** Whether the rules allow the piece on `from` to go to `to`, ignoring the reverse rule. */
function allowed(pos: NaivePosition, from: string, to: string): boolean {
  const piece = pos.pieces.get(from)!;
  const me = colourOf(piece);
  const target = pos.pieces.get(to);
  if (target !== undefined && colourOf(target) === me) return false;
  const fromSq = squareOfField(from);
  const toSq = squareOfField(to);
  // From an inner field: only out to the same square's outer field.
  if (from.endsWith("i")) return to === fromSq + "o";
  // Any other move ending on a dual square ends on its inner field.
  if (to.endsWith("o")) return false;
  if (fromSq === toSq) return false;
  const dx = fileOf(toSq) - fileOf(fromSq);
  const dy = rankOf(toSq) - rankOf(fromSq);
  const ax = Math.abs(dx);
  const ay = Math.abs(dy);
  switch (piece.toUpperCase()) {
    case "N":
      return (ax === 1 && ay === 2) || (ax === 2 && ay === 1);
    case "K":
      return ax <= 1 && ay <= 1;
    case "R":
      return (dx === 0 || dy === 0) && between(fromSq, toSq).every((sq) => squareEmpty(pos, sq));
    case "B":
      return ax === ay && between(fromSq, toSq).every((sq) => squareEmpty(pos, sq));
    case "P": {
      const forward = me === "w" ? 1 : -1;
      const startRank = me === "w" ? 2 : 5;
      if (dx === 0 && dy === forward) return target === undefined;
      if (dx === 0 && dy === 2 * forward && rankOf(fromSq) === startRank) {
        return target === undefined && between(fromSq, toSq).every((sq) => squareEmpty(pos, sq));
      }
      if (ax === 1 && dy === forward) return target !== undefined;
      return false;
    }
  }
  throw new Error(`unknown piece ${piece}`);
}

/** Legal moves as `from-to` field-id pairs; none once a side has no king. */
export function naiveMoves(pos: NaivePosition): string[] {
  if (!hasKing(pos, "w") || !hasKing(pos, "b")) return [];
  const fields = allFields(pos.dual);
  const moves: string[] = [];
  for (const [from, piece] of pos.pieces) {
    if (colourOf(piece) !== pos.toMove) continue;
    for (const to of fields) {
      if (!allowed(pos, from, to)) continue;
      const prev = pos.previous[pos.toMove];
      if (prev !== null && prev[0] === to && prev[1] === from) continue;
      moves.push(`${from}-${to}`);
    }
  }
  return moves.sort();
}

/** The position after a move given as `from-to`. */
export function naivePlay(pos: NaivePosition, move: string): NaivePosition {
  const [from, to] = move.split("-");
  const pieces = new Map(pos.pieces);
  const piece = pieces.get(from)!;
  const captured = pieces.get(to);
  pieces.delete(from);
  const lastRank = colourOf(piece) === "w" ? 6 : 1;
  pieces.set(to, piece.toUpperCase() === "P" && rankOf(to) === lastRank ? (colourOf(piece) === "w" ? "K" : "k") : piece);
  if (captured !== undefined && captured.toUpperCase() === "K") {
    for (const colour of ["w", "b"] as const) {
      const pawn = colour === "w" ? "P" : "p";
      const startRank = colour === "w" ? 2 : 5;
      for (let file = 0; file < 6; file++) {
        let hasPawn = false;
        for (const [field, p] of pieces) if (p === pawn && fileOf(field) === file) hasPawn = true;
        const start = squareName(file, startRank);
        if (!hasPawn && !pieces.has(start)) pieces.set(start, pawn);
      }
    }
  }
  const previous = { ...pos.previous, [pos.toMove]: [from, to] as [string, string] };
  return { ...pos, pieces, toMove: pos.toMove === "w" ? "b" : "w", previous };
}

export function naivePerft(pos: NaivePosition, depth: number): number {
  if (depth === 0) return 1;
  const moves = naiveMoves(pos);
  if (depth === 1) return moves.length;
  let total = 0;
  for (const move of moves) total += naivePerft(naivePlay(pos, move), depth - 1);
  return total;
}
