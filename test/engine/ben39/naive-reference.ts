/**
 * An independent, deliberately naive Ben39 move generator for checking the engine's perft
 * counts and move lists. Written from the seed and RULINGS.md alone; it shares no code
 * with src/engine/games/ben39: places are names ("f4"), pieces strings ("wR", "bCd" for a
 * Black castle stepping diagonally next), the geometry is asked afresh every time (is
 * there a square here?), and every move is made by copying a Map.
 */

type Side = "w" | "b";
type Hand = Record<string, number>;

export interface NaiveState {
  readonly pieces: ReadonlyMap<string, string>;
  /** The two movable squares' locations, by name. */
  readonly movable: readonly string[];
  readonly hands: Readonly<Record<Side, Hand>>;
  readonly turn: Side;
  readonly over: boolean;
}

const FILES = "abcdefghijklmno";
const FIXED = new Set(["f2", "h2", "j2", "d4", "f4", "h4", "j4", "l4", ...[6, 8, 10].flatMap((r) => ["b", "d", "f", "h", "j", "l", "n"].map((f) => `${f}${r}`)), "d12", "f12", "h12", "j12", "l12", "f14", "h14", "j14"]);
const RING = ["d2", "l2", "n4", "n12", "l14", "d14", "b12", "b4"];
const OUTSIDE: Record<string, string> = { d2: "c1", l2: "m1", n4: "o3", n12: "o13", l14: "m15", d14: "c15", b12: "a13", b4: "a3" };
const HAND_ORDER = ["R", "B", "N", "G", "S", "P", "X", "I", "W", "Z", "C"];
const LINE = new Set(["X", "I", "W", "Z", "C"]);

const nm = (f: number, r: number): string | undefined => (f >= 1 && f <= 15 && r >= 1 && r <= 15 ? `${FILES[f - 1]}${r}` : undefined);
const fr = (name: string): [number, number] => [FILES.indexOf(name[0]) + 1, Number(name.slice(1))];
const opp = (side: Side): Side => (side === "w" ? "b" : "w");
const sideOf = (piece: string): Side => piece[0] as Side;
const kindOf = (piece: string): string => piece[1];

function isSquare(s: NaiveState, name: string | undefined): name is string {
  if (!name) return false;
  const [f, r] = fr(name);
  return f % 2 === 0 && r % 2 === 0 && (FIXED.has(name) || s.movable.includes(name));
}

function isPoint(s: NaiveState, name: string | undefined): name is string {
  if (!name) return false;
  const [f, r] = fr(name);
  if (f % 2 === 0 || r % 2 === 0) return false;
  return [[-1, -1], [1, -1], [-1, 1], [1, 1]].some(([df, dr]) => isSquare(s, nm(f + df, r + dr)));
}

/** The lines between two intersections one step apart: an edge of a square, or a diagonal across one. */
function joined(s: NaiveState, a: string, b: string): boolean {
  const [f1, r1] = fr(a);
  const [f2, r2] = fr(b);
  if (!isPoint(s, a) || !isPoint(s, b)) return false;
  if (Math.abs(f2 - f1) === 2 && Math.abs(r2 - r1) === 2) return isSquare(s, nm((f1 + f2) / 2, (r1 + r2) / 2));
  if (f1 === f2 && Math.abs(r2 - r1) === 2) return isSquare(s, nm(f1 - 1, (r1 + r2) / 2)) || isSquare(s, nm(f1 + 1, (r1 + r2) / 2));
  if (r1 === r2 && Math.abs(f2 - f1) === 2) return isSquare(s, nm((f1 + f2) / 2, r1 - 1)) || isSquare(s, nm((f1 + f2) / 2, r1 + 1));
  return false;
}

function corners(square: string): string[] {
  const [f, r] = fr(square);
  return [nm(f - 1, r + 1)!, nm(f + 1, r + 1)!, nm(f + 1, r - 1)!, nm(f - 1, r - 1)!];
}

function frozen(s: NaiveState, square: string): boolean {
  const piece = s.pieces.get(square);
  if (!piece) return false;
  return corners(square).some((c) => {
    const other = s.pieces.get(c);
    return other !== undefined && kindOf(other) === "I" && sideOf(other) !== sideOf(piece);
  });
}

function castled(pieces: ReadonlyMap<string, string>, square: string, side: Side): boolean {
  return corners(square).some((c) => {
    const other = pieces.get(c);
    return other !== undefined && kindOf(other) === "C" && sideOf(other) === side;
  });
}

interface Next {
  text: string;
  after: NaiveState;
}

/** Builds the position after a move from a list of edits. */
function edit(s: NaiveState, changes: (pieces: Map<string, string>, hands: Record<Side, Hand>) => void, movable = s.movable): NaiveState {
  const pieces = new Map(s.pieces);
  const hands = { w: { ...s.hands.w }, b: { ...s.hands.b } };
  changes(pieces, hands);
  let over = false;
  for (const side of ["w", "b"] as const) if (![...pieces.values()].includes(`${side}K`)) over = true;
  return { pieces, movable, hands, turn: opp(s.turn), over };
}

/** A captured (or sent-off) piece into a hand: a queen as a pawn, a king nowhere. */
function bank(hands: Record<Side, Hand>, side: Side, piece: string): void {
  const k = kindOf(piece) === "Q" ? "P" : kindOf(piece);
  if (k !== "K") hands[side][k] = (hands[side][k] ?? 0) + 1;
}

/** A square piece arriving: a pawn on its last rank is a queen. */
function land(pieces: Map<string, string>, square: string, piece: string): void {
  const r = fr(square)[1];
  const promote = kindOf(piece) === "P" && r === (sideOf(piece) === "w" ? 14 : 2);
  pieces.set(square, promote ? `${sideOf(piece)}Q` : piece);
}

export function naiveMoves(s: NaiveState): Next[] {
  if (s.over) return [];
  const me = s.turn;
  const out: Next[] = [];
  const fwd = me === "w" ? 2 : -2;
  const at = (name: string | undefined) => (name ? s.pieces.get(name) : undefined);
  const squarePieceTo = (from: string, to: string, piece: string) => {
    if (kindOf(piece) === "K" && !(castled(s.pieces, from, me) && castled(s.pieces, to, me))) return;
    const victim = at(to);
    const letter = kindOf(piece) === "P" ? "" : kindOf(piece);
    out.push({
      text: `${letter}${from}${victim ? "x" : "-"}${to}`,
      after: edit(s, (p, h) => {
        if (victim) bank(h, me, victim);
        p.delete(from);
        land(p, to, piece);
      }),
    });
  };

  for (const [from, piece] of s.pieces) {
    if (sideOf(piece) !== me) continue;
    const kind = kindOf(piece);
    const [f, r] = fr(from);
    if (!LINE.has(kind)) {
      if (frozen(s, from)) continue;
      const target = (df: number, dr: number) => nm(f + df, r + dr);
      const open = (name: string | undefined) => isSquare(s, name) && !at(name);
      const takeable = (name: string | undefined) => isSquare(s, name) && at(name) !== undefined && sideOf(at(name)!) !== me;
      const rideAll = (dirs: number[][]) => {
        for (const [df, dr] of dirs) {
          for (let i = 1; ; i++) {
            const t = target(df * i, dr * i);
            if (open(t)) squarePieceTo(from, t!, piece);
            else {
              if (takeable(t)) squarePieceTo(from, t!, piece);
              break;
            }
          }
        }
      };
      const stepAll = (dirs: number[][], capture = true) => {
        for (const [df, dr] of dirs) {
          const t = target(df, dr);
          if (open(t) || (capture && takeable(t))) squarePieceTo(from, t!, piece);
        }
      };
      const rook = [[2, 0], [-2, 0], [0, 2], [0, -2]];
      const bishop = [[2, 2], [2, -2], [-2, 2], [-2, -2]];
      if (kind === "R") rideAll(rook);
      if (kind === "Q") rideAll([...rook, ...bishop]);
      if (kind === "B") {
        rideAll(bishop);
        stepAll(rook, false);
      }
      if (kind === "N") rideAll([[2, 4], [4, 2], [4, -2], [2, -4], [-2, -4], [-4, -2], [-4, 2], [-2, 4]]);
      if (kind === "K") stepAll([...rook, ...bishop]);
      if (kind === "G") stepAll([...rook, [2, fwd], [-2, fwd]]);
      if (kind === "S") stepAll([...bishop, [0, fwd]]);
      if (kind === "P") {
        if (open(target(0, fwd))) squarePieceTo(from, target(0, fwd)!, piece);
        for (const df of [-2, 2]) if (takeable(target(df, fwd))) squarePieceTo(from, target(df, fwd)!, piece);
      }
      continue;
    }
    // line pieces
    const lineTo = (to: string, moved = piece) =>
      out.push({
        text: `${kind}${from}-${to}`,
        after: edit(s, (p) => {
          p.delete(from);
          p.set(to, moved);
        }),
      });
    const walk = (dirs: number[][], far: boolean, moved?: string) => {
      for (const [df, dr] of dirs) {
        let prev = from;
        for (let i = 1; ; i++) {
          const t = nm(f + df * i, r + dr * i);
          if (!t || !joined(s, prev, t) || at(t)) break;
          lineTo(t, moved);
          if (!far) break;
          prev = t;
        }
      }
    };
    const ortho = [[2, 0], [-2, 0], [0, 2], [0, -2]];
    const diag = [[2, 2], [2, -2], [-2, 2], [-2, -2]];
    if (kind === "X") walk(ortho, true);
    if (kind === "I") walk([...ortho, ...diag], true);
    if (kind === "W") walk([...ortho, ...diag], false);
    if (kind === "C") walk(piece.endsWith("d") ? diag : ortho, false, `${me}C${piece.endsWith("d") ? "o" : "d"}`);
    if (kind === "Z") {
      for (const [df, dr] of [[2, 4], [4, 2], [4, -2], [2, -4], [-2, -4], [-4, -2], [-4, 2], [-2, 4]]) {
        const t = nm(f + df, r + dr);
        if (isPoint(s, t) && !at(t)) lineTo(t);
      }
      // rotations: NW NE SE SW clockwise
      const ring = [nm(f - 1, r + 1), nm(f + 1, r + 1), nm(f + 1, r - 1), nm(f - 1, r - 1)];
      const mine = [0, 1, 2, 3].filter((i) => isSquare(s, ring[i]) && at(ring[i]) !== undefined && sideOf(at(ring[i])!) === me);
      if (mine.length > 0 && !mine.some((i) => frozen(s, ring[i]!))) {
        for (const [sign, turn] of [["+", 1], ["-", 3]] as const) {
          const dest = (i: number) => ring[(i + turn) % 4];
          const ok = mine.every((i) => {
            const p = at(ring[i])!;
            if (kindOf(p) !== "K") return true;
            const d = dest(i);
            return isSquare(s, d) && castled(s.pieces, ring[i]!, me) && castled(s.pieces, d!, me);
          });
          if (!ok) continue;
          out.push({
            text: `Z${from}${sign}`,
            after: edit(s, (p, h) => {
              const moving = mine.map((i) => [ring[i]!, p.get(ring[i]!)!] as const);
              for (const [sq] of moving) p.delete(sq);
              mine.forEach((i, n) => {
                const d = dest(i);
                if (!isSquare(s, d)) return bank(h, me, moving[n][1]);
                const there = p.get(d!);
                if (there) bank(h, me, there);
                land(p, d!, moving[n][1]);
              });
            }),
          });
        }
      }
    }
    if (kind === "W") {
      const wizards = [...s.pieces].filter(([, p]) => p === `${me}W`).map(([n]) => n);
      if (wizards.length === 2) {
        const [g, h2] = fr(wizards.find((w) => w !== from)!);
        for (const [df, dr] of [[-1, 1], [1, 1], [1, -1], [-1, -1]]) {
          const src = nm(f + df, r + dr);
          if (!isSquare(s, src)) continue;
          const moving = at(src);
          if (!moving || sideOf(moving) !== me || frozen(s, src)) continue;
          const dst = nm(g + df, h2 + dr);
          const onBoard = isSquare(s, dst);
          if (!onBoard && kindOf(moving) === "K") continue;
          if (onBoard && kindOf(moving) === "K" && !(castled(s.pieces, src, me) && castled(s.pieces, dst!, me))) continue;
          const there = onBoard ? at(dst) : undefined;
          if (there && sideOf(there) === me) {
            if (frozen(s, dst!)) continue;
            if (kindOf(there) === "K" && !(castled(s.pieces, dst!, me) && castled(s.pieces, src, me))) continue;
          }
          out.push({
            text: `W${from}:${src}`,
            after: edit(s, (p, h) => {
              p.delete(src);
              if (!onBoard) return bank(h, me, moving);
              if (there && sideOf(there) === me) land(p, src, there);
              else if (there) bank(h, me, there);
              land(p, dst!, moving);
            }),
          });
        }
      }
    }
  }

  // drops
  for (const k of HAND_ORDER) {
    if (!(s.hands[me][k] > 0)) continue;
    for (let f = 1; f <= 15; f++) {
      for (let r = 1; r <= 15; r++) {
        const place = nm(f, r)!;
        if (at(place)) continue;
        if (LINE.has(k)) {
          if (!isPoint(s, place)) continue;
          if (k === "I" && [nm(f - 1, r + 1), nm(f + 1, r + 1), nm(f + 1, r - 1), nm(f - 1, r - 1)].some((q) => q && at(q) && sideOf(at(q)!) !== me)) continue;
        } else {
          if (!isSquare(s, place)) continue;
          const steps: Record<string, number[][]> = {
            R: [[2, 0], [-2, 0], [0, 2], [0, -2]],
            B: [[2, 2], [2, -2], [-2, 2], [-2, -2], [2, 0], [-2, 0], [0, 2], [0, -2]],
            N: [[2, 4], [4, 2], [4, -2], [2, -4], [-2, -4], [-4, -2], [-4, 2], [-2, 4]],
            G: [[2, 0], [-2, 0], [0, 2], [0, -2], [2, fwd], [-2, fwd]],
            S: [[2, 2], [2, -2], [-2, 2], [-2, -2], [0, fwd]],
            P: [[0, fwd]],
          };
          if (!steps[k].some(([df, dr]) => isSquare(s, nm(f + df, r + dr)))) continue;
        }
        for (const first of k === "C" ? ["o", "d"] : [""]) {
          out.push({
            text: `${k}@${place}${first ? `:${first}` : ""}`,
            after: edit(s, (p, h) => {
              h[me][k]--;
              p.set(place, `${me}${k}${first}`);
            }),
          });
        }
      }
    }
  }

  // movable squares
  for (const loc of s.movable) {
    const otherLoc = s.movable.find((m) => m !== loc)!;
    const resident = at(loc);
    if (resident && (frozen(s, loc) || (kindOf(resident) === "K" && !castled(s.pieces, loc, sideOf(resident))))) continue;
    const tally = (side: Side) =>
      (resident && sideOf(resident) === side && !frozen(s, loc) && !(kindOf(resident) === "K" && !castled(s.pieces, loc, side)) ? 1 : 0) +
      corners(loc).filter((c) => at(c) !== undefined && sideOf(at(c)!) === side).length;
    if (tally(me) <= tally(opp(me))) continue;
    const i = RING.indexOf(loc);
    for (const step of [1, 7]) {
      let j = (i + step) % 8;
      if (RING[j] === otherLoc) j = (j + step) % 8;
      const dest = RING[j];
      const [lf, lr] = fr(loc);
      const [df, dr] = fr(dest);
      const shift = (n: string) => {
        const [a, b] = fr(n);
        return nm(a + df - lf, b + dr - lr)!;
      };
      const must = [loc, OUTSIDE[loc]].filter((n) => at(n) !== undefined);
      const may = corners(loc).filter((c) => c !== OUTSIDE[loc] && at(c) !== undefined && sideOf(at(c)!) === me);
      for (let mask = 0; mask < 1 << may.length; mask++) {
        const chosen = may.filter((_, b) => mask & (1 << b));
        const movers = [...must, ...chosen];
        if (!movers.every((m) => !at(shift(m)) || movers.includes(shift(m)))) continue;
        const after = edit(
          s,
          (p) => {
            const lifted = movers.map((m) => [m, p.get(m)!] as const);
            for (const [m] of lifted) p.delete(m);
            for (const [m, piece] of lifted) {
              if (m === loc) land(p, shift(m), piece);
              else p.set(shift(m), piece);
            }
          },
          [dest, otherLoc],
        );
        if (resident && kindOf(resident) === "K" && !castled(after.pieces, dest, sideOf(resident))) continue;
        const names = [...chosen].sort((a, b) => FILES.indexOf(a[0]) - FILES.indexOf(b[0]) || Number(a.slice(1)) - Number(b.slice(1)));
        out.push({ text: `#${loc}-${dest}${names.length ? `:${names.join(",")}` : ""}`, after });
      }
    }
  }
  return out;
}

/** Reads the engine's position text, independently. */
export function naiveFromPosition(text: string): NaiveState {
  const [placement, turn, squares, white, black] = text.split(" ");
  const pieces = new Map<string, string>();
  placement.split("/").forEach((row, i) => {
    const r = 15 - i;
    let f = 1;
    for (const token of row.match(/\d+|[A-Za-z]/g) ?? []) {
      if (/\d/.test(token)) {
        f += Number(token);
        continue;
      }
      const side: Side = token === token.toUpperCase() ? "w" : "b";
      const up = token.toUpperCase();
      pieces.set(nm(f, r)!, up === "C" ? `${side}Co` : up === "D" ? `${side}Cd` : `${side}${up}`);
      f++;
    }
  });
  const hand = (t: string): Hand => Object.fromEntries(t === "-" ? [] : (t.match(/[A-Z]\d+/g) ?? []).map((part) => [part[0], Number(part.slice(1))]));
  const state = { pieces, movable: squares.split(","), hands: { w: hand(white), b: hand(black) }, turn: turn as Side, over: false };
  return { ...state, over: ![...pieces.values()].includes("wK") || ![...pieces.values()].includes("bK") };
}

export function naiveMoveTexts(s: NaiveState): string[] {
  return naiveMoves(s).map((m) => m.text).sort();
}

export function naivePerft(s: NaiveState, depth: number): number {
  if (depth === 0) return 1;
  const moves = naiveMoves(s);
  if (depth === 1) return moves.length;
  let total = 0;
  for (const m of moves) total += naivePerft(m.after, depth - 1);
  return total;
}

/** Writes a position as the engine's position text, independently, to compare positions after each move. */
export function naiveToPosition(s: NaiveState): string {
  const rows: string[] = [];
  for (let r = 15; r >= 1; r--) {
    let row = "";
    let gap = 0;
    for (let f = 1; f <= 15; f++) {
      const piece = s.pieces.get(nm(f, r)!);
      if (!piece) {
        gap++;
        continue;
      }
      if (gap) row += String(gap);
      gap = 0;
      const letter = kindOf(piece) === "C" ? (piece.endsWith("d") ? "D" : "C") : kindOf(piece);
      row += sideOf(piece) === "w" ? letter : letter.toLowerCase();
    }
    if (gap) row += String(gap);
    rows.push(row);
  }
  const squares = [...s.movable].sort((a, b) => RING.indexOf(a) - RING.indexOf(b)).join(",");
  const hand = (h: Hand) => HAND_ORDER.filter((k) => (h[k] ?? 0) > 0).map((k) => `${k}${h[k]}`).join("") || "-";
  return `${rows.join("/")} ${s.turn} ${squares} ${hand(s.hands.w)} ${hand(s.hands.b)}`;
}
