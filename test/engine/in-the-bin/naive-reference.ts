/**
 * An independent, deliberately naive In The Bin move generator for checking the engine's
 * perft counts. Written from the seed and RULINGS.md alone; it shares no code with
 * src/engine/games/in-the-bin (nor with the shared chess helpers): squares are [file, rank]
 * pairs, pieces strings like "wQ", the history two plain Sets of text keys, and every
 * attack is found by walking from every enemy piece.
 */

type Side = "w" | "b";
type Square = [number, number];

export interface NaiveState {
  readonly board: readonly string[]; // 81 entries, index rank * 9 + file; "" empty
  readonly bin: Readonly<Record<string, number>>;
  readonly turn: Side;
  readonly extra: boolean;
  readonly boards: ReadonlySet<string>;
  readonly bins: ReadonlySet<string>;
}

const BIN: Square = [4, 4];
const KINDS = ["Q", "R", "B", "N", "M", "F", "W"];
const ORTHO: Square[] = [[1, 0], [-1, 0], [0, 1], [0, -1]];
const DIAG: Square[] = [[1, 1], [1, -1], [-1, 1], [-1, -1]];
const KNIGHT: Square[] = [[1, 2], [2, 1], [2, -1], [1, -2], [-1, -2], [-2, -1], [-2, 1], [-1, 2]];
/** [steps, rides] per kind. */
const MOVES: Record<string, [Square[], boolean]> = {
  K: [[...ORTHO, ...DIAG], false],
  Q: [[...ORTHO, ...DIAG], true],
  R: [ORTHO, true],
  B: [DIAG, true],
  N: [KNIGHT, false],
  M: [KNIGHT, true],
  F: [DIAG, false],
  W: [ORTHO, false],
};

const inside = (f: number, r: number): boolean => f >= 0 && f < 9 && r >= 0 && r < 9 && !(f === BIN[0] && r === BIN[1]);
const index = (f: number, r: number): number => r * 9 + f;
const name = (f: number, r: number): string => "abcdefghi"[f] + String(r + 1);
const hot = (side: Side): Square[] => [3, 4, 5].map((f) => [f, side === "w" ? 3 : 5] as Square);
const isHot = (f: number, r: number): boolean => (r === 3 || r === 5) && f >= 3 && f <= 5;
const other = (side: Side): Side => (side === "w" ? "b" : "w");
const boardKey = (board: readonly string[]): string => board.join(",");
const binKey = (bin: Readonly<Record<string, number>>): string => KINDS.map((k) => bin[k] ?? 0).join(",");

/** Squares a piece on (f, r) reaches (empty ones, and occupied ones as the end of a ride). */
function reach(board: readonly string[], f: number, r: number): Square[] {
  const [steps, rides] = MOVES[board[index(f, r)][1]];
  const found: Square[] = [];
  for (const [dx, dy] of steps) {
    let x = f + dx;
    let y = r + dy;
    while (inside(x, y)) {
      found.push([x, y]);
      if (!rides || board[index(x, y)] !== "") break;
      x += dx;
      y += dy;
    }
  }
  return found;
}

function attacked(board: readonly string[], side: Side): boolean {
  const king = board.indexOf(`${side}K`);
  for (let i = 0; i < 81; i++) {
    if (board[i] === "" || board[i][0] === side) continue;
    if (reach(board, i % 9, Math.floor(i / 9)).some(([x, y]) => index(x, y) === king)) return true;
  }
  return false;
}

interface Next {
  readonly text: string;
  readonly board: string[];
  readonly bin: Record<string, number>;
  readonly addsToBin: boolean;
  readonly changesBin: boolean;
}

function candidates(state: NaiveState): Next[] {
  const { board, bin, turn } = state;
  const found: Next[] = [];
  for (let i = 0; i < 81; i++) {
    if (board[i] === "" || board[i][0] !== turn) continue;
    const f = i % 9;
    const r = Math.floor(i / 9);
    const kind = board[i][1];
    for (const [x, y] of reach(board, f, r)) {
      const target = board[index(x, y)];
      if (target !== "" && (target[0] === turn || target[1] === "K")) continue;
      if (kind === "K" && isHot(x, y)) continue;
      const next = [...board];
      next[index(x, y)] = board[i];
      next[i] = "";
      const capture = target !== "";
      const nextBin = { ...bin };
      if (capture) nextBin[target[1]] = (nextBin[target[1]] ?? 0) + 1;
      found.push({ text: `${kind}${name(f, r)}${capture ? "x" : "-"}${name(x, y)}`, board: next, bin: nextBin, addsToBin: capture, changesBin: capture });
    }
  }
  for (const kind of KINDS) {
    if ((bin[kind] ?? 0) === 0) continue;
    for (const [x, y] of hot(turn)) {
      if (board[index(x, y)] !== "") continue;
      const next = [...board];
      next[index(x, y)] = `${turn}${kind}`;
      found.push({ text: `${kind}@${name(x, y)}`, board: next, bin: { ...bin, [kind]: bin[kind] - 1 }, addsToBin: false, changesBin: true });
    }
  }
  const spots = hot(turn).filter(([x, y]) => board[index(x, y)] !== "");
  if (spots.length > 0) {
    const next = [...board];
    const nextBin = { ...bin };
    for (const [x, y] of spots) {
      nextBin[board[index(x, y)][1]] = (nextBin[board[index(x, y)][1]] ?? 0) + 1;
      next[index(x, y)] = "";
    }
    found.push({ text: "push", board: next, bin: nextBin, addsToBin: true, changesBin: true });
  }
  return found;
}

function legal(state: NaiveState): Next[] {
  return candidates(state).filter(
    (next) =>
      !(next.changesBin && state.bins.has(binKey(next.bin))) && !state.boards.has(boardKey(next.board)) && !attacked(next.board, state.turn),
  );
}

function play(state: NaiveState, next: Next): NaiveState {
  const boards = new Set(state.boards).add(boardKey(next.board));
  const bins = next.changesBin ? new Set(state.bins).add(binKey(next.bin)) : state.bins;
  const base = { board: next.board, bin: next.bin, boards, bins };
  if (next.addsToBin) {
    const extra: NaiveState = { ...base, turn: state.turn, extra: true };
    if (legal(extra).length > 0) return extra;
  }
  return { ...base, turn: other(state.turn), extra: false };
}

/** Reads the engine's position text format (written independently of the engine's parser). */
export function naiveFromPosition(text: string): NaiveState {
  const [placement, turn, extra, binText] = text.split(" ");
  const board: string[] = new Array(81).fill("");
  placement.split("/").forEach((row, i) => {
    const r = 8 - i;
    let f = 0;
    for (const token of row.match(/\d|./g) ?? []) {
      if (/\d/.test(token)) f += Number(token);
      else {
        if (token !== "*") board[index(f, r)] = (token === token.toUpperCase() ? "w" : "b") + token.toUpperCase();
        f++;
      }
    }
  });
  const bin: Record<string, number> = {};
  for (const match of binText.matchAll(/([A-Z])(\d+)/g)) bin[match[1]] = Number(match[2]);
  return { board, bin, turn: turn as Side, extra: extra === "x", boards: new Set([boardKey(board)]), bins: new Set([binKey(bin)]) };
}

export function naivePerft(state: NaiveState, depth: number): number {
  if (depth === 0) return 1;
  const moves = legal(state);
  if (depth === 1) return moves.length;
  let total = 0;
  for (const next of moves) total += naivePerft(play(state, next), depth - 1);
  return total;
}

export function naiveMoveTexts(state: NaiveState): string[] {
  return legal(state).map((next) => next.text).sort();
}
