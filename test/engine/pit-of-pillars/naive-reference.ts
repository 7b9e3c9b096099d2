/**
 * A deliberately naive Pit of Pillars move generator, written from the rules for the
 * tests and sharing no code with the engine: its own position reader, square names,
 * neighbours and capacity, and brute force over all squares and pairs of squares where
 * the engine walks rays. Slow and simple on purpose; it only has to be obviously right.
 */

type Colour = "w" | "r";
interface Square {
  men: Colour[]; // bottom to top
  pillar: Colour | null;
}
export interface NaivePosition {
  squares: Map<string, Square>;
  toMove: Colour;
  entering: boolean;
  last: string | null; // entering stage: square of the opponent's last man
  reserve: Record<Colour, number>;
  out: Record<Colour, number>;
}

const FILES = ["a", "b", "c", "d", "e", "f", "g", "h"];
const CORNERS = ["a1", "h1", "a8", "h8"];

function name(file: number, rank: number): string | null {
  if (file < 0 || file > 7 || rank < 1 || rank > 8) return null;
  const n = FILES[file] + rank;
  return CORNERS.includes(n) ? null : n;
}

function fileOf(square: string): number {
  return FILES.indexOf(square[0]);
}

function rankOf(square: string): number {
  return Number(square.slice(1));
}

/** All 60 squares. */
export const ALL_SQUARES: string[] = [];
for (let rank = 1; rank <= 8; rank++) for (let file = 0; file < 8; file++) {
  const n = name(file, rank);
  if (n) ALL_SQUARES.push(n);
}

function neighbours(square: string): string[] {
  const f = fileOf(square);
  const r = rankOf(square);
  return [name(f + 1, r), name(f - 1, r), name(f, r + 1), name(f, r - 1)].filter((n): n is string => n !== null);
}

function other(colour: Colour): Colour {
  return colour === "w" ? "r" : "w";
}

function isEmpty(p: NaivePosition, square: string): boolean {
  const s = p.squares.get(square)!;
  return s.men.length === 0 && s.pillar === null;
}

function capacityOf(p: NaivePosition, square: string): number {
  return neighbours(square).filter((n) => p.squares.get(n)!.pillar === null).length;
}

function copy(p: NaivePosition): NaivePosition {
  const squares = new Map<string, Square>();
  for (const [k, v] of p.squares) squares.set(k, { men: [...v.men], pillar: v.pillar });
  return { ...p, squares, reserve: { ...p.reserve }, out: { ...p.out } };
}

/** Reads the position text written in docs/engine/pit-of-pillars.md. Throws on anything odd: test data only. */
export function readPosition(text: string): NaivePosition {
  const [board, side, stage, reserves, outs] = text.trim().split(/\s+/);
  const squares = new Map<string, Square>();
  const rows = board.split("/");
  for (let i = 0; i < 8; i++) {
    const rank = 8 - i;
    let file = 0;
    const row = rows[i];
    let j = 0;
    while (j < row.length) {
      const c = row[j];
      if (c === "*") {
        file++;
        j++;
      } else if (c >= "1" && c <= "8") {
        for (let k = 0; k < Number(c); k++) squares.set(name(file++, rank)!, { men: [], pillar: null });
        j++;
      } else if (c === "(") {
        const end = row.indexOf(")", j);
        squares.set(name(file++, rank)!, { men: row.slice(j + 1, end).split("") as Colour[], pillar: null });
        j = end + 1;
      } else if (c === "w" || c === "r") {
        squares.set(name(file++, rank)!, { men: [c], pillar: null });
        j++;
      } else if (c === "W" || c === "R") {
        squares.set(name(file++, rank)!, { men: [], pillar: c === "W" ? "w" : "r" });
        j++;
      } else throw new Error(`bad board sign ${c}`);
    }
  }
  if (squares.size !== 60) throw new Error(`board has ${squares.size} squares`);
  const [rw, rr] = reserves.split(",").map(Number);
  const [ow, or] = outs.split(",").map(Number);
  return {
    squares,
    toMove: side as Colour,
    entering: stage !== "m",
    last: stage.startsWith("e:") && stage !== "e:-" ? stage.slice(2) : null,
    reserve: { w: rw, r: rr },
    out: { w: ow, r: or },
  };
}

function controls(p: NaivePosition, colour: Colour): boolean {
  for (const s of p.squares.values()) if (s.men.length > 0 && s.men[s.men.length - 1] === colour) return true;
  return false;
}

/** A turn's text and, computed only when asked, the position it leads to. */
export interface NaiveTurn {
  text: string;
  next: () => NaivePosition;
}

/** Is the game over for the side to move (no legal turn, or the previous mover left it without stacks)? */
export function isOver(p: NaivePosition): boolean {
  if (p.entering) return false;
  return !controls(p, p.toMove) || naiveTurns(p).length === 0;
}

function enteringTurns(p: NaivePosition): NaiveTurn[] {
  const me = p.toMove;
  const place = (squares: string[], endsStage: boolean, last: string | null): NaiveTurn => ({
    text: squares.join(","),
    next: () => {
      const next = copy(p);
      for (const s of squares) next.squares.get(s)!.men.push(me);
      next.toMove = other(me);
      next.entering = !endsStage;
      next.last = endsStage ? null : last;
      return next;
    },
  });
  if (p.last === null) return ALL_SQUARES.map((s) => place([s], false, s));
  const full: NaiveTurn[] = [];
  const firsts = ALL_SQUARES.filter((a) => isEmpty(p, a) && neighbours(a).includes(p.last!));
  for (const a of firsts) {
    for (const b of ALL_SQUARES) {
      if (b === a || !isEmpty(p, b)) continue;
      if (neighbours(b).every((n) => n !== a && isEmpty(p, n))) full.push(place([a, b], false, b));
    }
  }
  if (full.length > 0) return full;
  return firsts.map((a) => place([a], true, null));
}

function captureAt(p: NaivePosition, square: string): void {
  const s = p.squares.get(square)!;
  const colours = new Set(s.men);
  if (colours.size < 2 || s.men.length <= capacityOf(p, square)) return;
  const me = p.toMove;
  p.reserve[me] += s.men.filter((m) => m === me).length;
  p.out[other(me)] += s.men.filter((m) => m !== me).length;
  s.men = [];
  s.pillar = me;
}

function between(a: string, b: string): string[] | null {
  // squares strictly between a and b on a queen line, or null when not on one
  const df = fileOf(b) - fileOf(a);
  const dr = rankOf(b) - rankOf(a);
  if (df === 0 && dr === 0) return null;
  if (df !== 0 && dr !== 0 && Math.abs(df) !== Math.abs(dr)) return null;
  const n = Math.max(Math.abs(df), Math.abs(dr));
  const out: string[] = [];
  for (let i = 1; i < n; i++) out.push(name(fileOf(a) + (i * df) / n, rankOf(a) + (i * dr) / n)!);
  return out;
}

function pillarMoves(p: NaivePosition, me: Colour): [string, string][] {
  const moves: [string, string][] = [];
  for (const from of ALL_SQUARES) {
    if (p.squares.get(from)!.pillar !== me) continue;
    for (const to of ALL_SQUARES) {
      const via = between(from, to);
      if (via === null || !isEmpty(p, to) || !via.every((s) => isEmpty(p, s))) continue;
      moves.push([from, to]);
    }
  }
  return moves;
}

function withPillarMoves(p: NaivePosition, text: string, after: NaivePosition): NaiveTurn[] {
  after.toMove = other(p.toMove);
  const result: NaiveTurn[] = [{ text, next: () => after }];
  for (const [from, to] of pillarMoves(after, p.toMove)) {
    const next = () => {
      const moved = copy(after);
      moved.squares.get(to)!.pillar = moved.squares.get(from)!.pillar;
      moved.squares.get(from)!.pillar = null;
      return moved;
    };
    result.push({ text: `${text}/P${from}-${to}`, next });
  }
  return result;
}

function movementTurns(p: NaivePosition): NaiveTurn[] {
  const me = p.toMove;
  const turns: NaiveTurn[] = [];
  for (const from of ALL_SQUARES) {
    const men = p.squares.get(from)!.men;
    if (men.length === 0 || men[men.length - 1] !== me) continue;
    for (let k = 1; k <= men.length; k++) {
      for (const [dx, dy] of [[0, 1], [0, -1], [1, 0], [-1, 0]]) {
        const path: (string | null)[] = [];
        for (let i = 1; i <= k; i++) path.push(name(fileOf(from) + i * dx, rankOf(from) + i * dy));
        if (path.some((s) => s === null || p.squares.get(s)!.pillar !== null)) continue;
        const to = path[k - 1]!;
        const after = copy(p);
        const moving = after.squares.get(from)!.men.splice(men.length - k, k);
        after.squares.get(to)!.men.push(...moving);
        captureAt(after, to);
        turns.push(...withPillarMoves(p, `${from}-${to}`, after));
      }
    }
  }
  if (p.reserve[me] > 0) {
    for (const to of ALL_SQUARES) {
      if (p.squares.get(to)!.pillar !== null) continue;
      const after = copy(p);
      after.reserve[me]--;
      after.squares.get(to)!.men.push(me);
      captureAt(after, to);
      turns.push(...withPillarMoves(p, `@${to}`, after));
    }
  }
  return turns;
}

/** Every legal turn with the position it leads to; empty when the game is over. */
export function naiveTurns(p: NaivePosition): NaiveTurn[] {
  if (p.entering) return enteringTurns(p);
  if (!controls(p, p.toMove)) return [];
  return movementTurns(p);
}

/** Leaf count of the turn tree to `depth` turns. */
export function naivePerft(p: NaivePosition, depth: number): number {
  if (depth === 0) return 1;
  const turns = naiveTurns(p);
  if (depth === 1) return turns.length;
  let total = 0;
  for (const t of turns) total += naivePerft(t.next(), depth - 1);
  return total;
}

/** Writes a position in the same text format, for comparing the positions both generators reach. */
export function writePosition(p: NaivePosition): string {
  const rows: string[] = [];
  for (let rank = 8; rank >= 1; rank--) {
    let row = "";
    let gap = 0;
    for (let file = 0; file < 8; file++) {
      const n = name(file, rank);
      const s = n === null ? null : p.squares.get(n)!;
      let sign: string;
      if (s === null) sign = "*";
      else if (s.pillar !== null) sign = s.pillar.toUpperCase();
      else if (s.men.length === 0) {
        gap++;
        continue;
      } else sign = s.men.length === 1 ? s.men[0] : `(${s.men.join("")})`;
      if (gap > 0) row += gap;
      gap = 0;
      row += sign;
    }
    if (gap > 0) row += gap;
    rows.push(row);
  }
  const stage = p.entering ? `e:${p.last ?? "-"}` : "m";
  return `${rows.join("/")} ${p.toMove} ${stage} ${p.reserve.w},${p.reserve.r} ${p.out.w},${p.out.r}`;
}
