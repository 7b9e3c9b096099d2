/**
 * A deliberately naive move generator for The Pit, written straight from the rules to
 * check the engine's perft counts. It shares no code with the engine (not even the
 * position reader): every move is found by trying every from/to pair of squares and
 * asking the rules directly whether that piece may go there. Slow, and meant to be.
 */

const SIZE = 10;
const FILES = "abcdefghij";
const PROMOTIONS = ["Q", "R", "H", "C", "S"];

/** board[rank][file]: "" empty, "*" pit, a FEN letter otherwise (upper case White). */
type Board = string[][];

interface NaivePosition {
  readonly board: Board;
  readonly whiteToMove: boolean;
  /** The square a two-step advance has just passed, as given or made; legality is checked when used. */
  readonly enPassant: readonly [number, number] | undefined;
  readonly halfmoves: number;
  /** Repetition keys of every position of the line so far, this one included. */
  readonly keys: readonly string[];
}

interface NaiveMove {
  readonly from: readonly [number, number];
  readonly to: readonly [number, number];
  readonly promotion?: string;
  readonly enPassant: boolean;
}

/** Whether file/rank (from 0) is a pit square: d4-g7. */
export const inPit = (f: number, r: number): boolean => f >= 3 && f <= 6 && r >= 3 && r <= 6;
const onBoard = (f: number, r: number): boolean => f >= 0 && f < SIZE && r >= 0 && r < SIZE && !inPit(f, r);
const isWhite = (p: string): boolean => p !== "" && p !== "*" && p === p.toUpperCase();
const isBlack = (p: string): boolean => p !== "" && p !== "*" && p === p.toLowerCase();
const mine = (p: string, white: boolean): boolean => (white ? isWhite(p) : isBlack(p));
const square = (f: number, r: number): string => `${FILES[f]}${r + 1}`;

/** Whether every square strictly between two squares on a line is on the board and empty. */
function clearBetween(board: Board, f: number, r: number, f2: number, r2: number): boolean {
  const sx = Math.sign(f2 - f);
  const sy = Math.sign(r2 - r);
  for (let x = f + sx, y = r + sy; x !== f2 || y !== r2; x += sx, y += sy) {
    if (!onBoard(x, y) || board[y][x] !== "") return false;
  }
  return true;
}

/** Whether a non-pawn piece of this kind could go from one square to another, ignoring what stands on the target. */
function pieceReaches(board: Board, kind: string, f: number, r: number, f2: number, r2: number): boolean {
  const dx = Math.abs(f2 - f);
  const dy = Math.abs(r2 - r);
  const kingStep = Math.max(dx, dy) === 1;
  const knightLeap = (dx === 1 && dy === 2) || (dx === 2 && dy === 1);
  const straight = (dx === 0 || dy === 0) && clearBetween(board, f, r, f2, r2);
  const diagonal = dx === dy && clearBetween(board, f, r, f2, r2);
  const fiveLeap = (dx === 5 || dx === 0) && (dy === 5 || dy === 0);
  switch (kind) {
    case "K": return kingStep;
    case "Q": return straight || diagonal;
    case "R": return straight;
    case "H": return straight || knightLeap;
    case "C": return diagonal || knightLeap;
    case "S": return kingStep || fiveLeap;
    default: throw new Error(`unknown piece ${kind}`);
  }
}

/** Whether the piece on (f, r) attacks (f2, r2). */
function attacks(board: Board, f: number, r: number, f2: number, r2: number): boolean {
  const piece = board[r][f];
  if (piece.toUpperCase() === "P") return r2 - r === (isWhite(piece) ? 1 : -1) && Math.abs(f2 - f) === 1;
  return pieceReaches(board, piece.toUpperCase(), f, r, f2, r2);
}

function isAttacked(board: Board, f2: number, r2: number, byWhite: boolean): boolean {
  for (let r = 0; r < SIZE; r++) for (let f = 0; f < SIZE; f++) {
    if (mine(board[r][f], byWhite) && attacks(board, f, r, f2, r2)) return true;
  }
  return false;
}

function kingInCheck(board: Board, white: boolean): boolean {
  for (let r = 0; r < SIZE; r++) for (let f = 0; f < SIZE; f++) {
    if (board[r][f] === (white ? "K" : "k")) return isAttacked(board, f, r, !white);
  }
  throw new Error("no king");
}

/** The board after a move (no legality check). */
function boardAfter(board: Board, move: NaiveMove): Board {
  const next = board.map((row) => row.slice());
  const [f, r] = move.from;
  const [f2, r2] = move.to;
  const piece = next[r][f];
  next[r][f] = "";
  if (move.enPassant) next[r][f2] = "";
  next[r2][f2] = move.promotion === undefined ? piece : isWhite(piece) ? move.promotion : move.promotion.toLowerCase();
  return next;
}

/** The moves a pawn on (f, r) may make to (f2, r2), by the rules of ruling 3. */
function pawnMoves(pos: NaivePosition, f: number, r: number, f2: number, r2: number): NaiveMove[] {
  const { board, whiteToMove: white } = pos;
  const forward = white ? 1 : -1;
  const startRank = white ? 1 : 8;
  const thirdRank = white ? 2 : 7;
  const lastRank = white ? 9 : 0;
  const target = board[r2][f2];
  const dx = f2 - f;
  const dy = r2 - r;
  let ok = false;
  let enPassant = false;
  if (dx === 0 && dy === forward) ok = target === "";
  else if (dx === 0 && dy === 2 * forward) ok = r === startRank && onBoard(f, r + forward) && board[r + forward][f] === "" && target === "";
  else if (dy === 0 && Math.abs(dx) === 1) ok = target === "";
  else if (dy === 0 && Math.abs(dx) === 2) ok = r === thirdRank && onBoard(f + dx / 2, r) && board[r][f + dx / 2] === "" && target === "";
  else if (Math.abs(dx) === 1 && dy === forward) {
    if (mine(target, !white)) ok = true;
    else if (target === "" && pos.enPassant !== undefined && pos.enPassant[0] === f2 && pos.enPassant[1] === r2) {
      ok = enPassant = board[r][f2] === (white ? "p" : "P");
    }
  }
  if (!ok) return [];
  if (r2 === lastRank) return PROMOTIONS.map((promotion) => ({ from: [f, r], to: [f2, r2], promotion, enPassant }));
  return [{ from: [f, r], to: [f2, r2], enPassant }];
}

/** Every legal move, by the movement rules alone, found by trying every pair of squares. */
function movementLegalMoves(pos: NaivePosition): NaiveMove[] {
  const { board, whiteToMove: white } = pos;
  const moves: NaiveMove[] = [];
  for (let r = 0; r < SIZE; r++) for (let f = 0; f < SIZE; f++) {
    const piece = board[r][f];
    if (!mine(piece, white)) continue;
    for (let r2 = 0; r2 < SIZE; r2++) for (let f2 = 0; f2 < SIZE; f2++) {
      if (!onBoard(f2, r2) || (f === f2 && r === r2) || mine(board[r2][f2], white)) continue;
      const candidates = piece.toUpperCase() === "P"
        ? pawnMoves(pos, f, r, f2, r2)
        : pieceReaches(board, piece.toUpperCase(), f, r, f2, r2) ? [{ from: [f, r] as const, to: [f2, r2] as const, enPassant: false }] : [];
      for (const move of candidates) if (!kingInCheck(boardAfter(board, move), white)) moves.push(move);
    }
  }
  return moves;
}

function placementOf(board: Board): string {
  return board.map((row) => row.map((p) => p || ".").join("")).reverse().join("/");
}

function keyOf(board: Board, whiteToMove: boolean, enPassant: readonly [number, number] | undefined): string {
  const probe: NaivePosition = { board, whiteToMove, enPassant, halfmoves: 0, keys: [] };
  const possible = enPassant !== undefined && movementLegalMoves(probe).some((move) => move.enPassant);
  return `${placementOf(board)} ${whiteToMove ? "w" : "b"} ${possible ? square(...enPassant) : "-"}`;
}

function onlyKings(board: Board): boolean {
  return board.every((row) => row.every((p) => p === "" || p === "*" || p.toUpperCase() === "K"));
}

/** The moves a player may make: none once the game is over by mate, stalemate or an automatic draw. */
export function naiveLegalMoves(pos: NaivePosition): NaiveMove[] {
  if (onlyKings(pos.board) || pos.halfmoves >= 100) return [];
  const key = pos.keys[pos.keys.length - 1];
  if (pos.keys.filter((k) => k === key).length >= 3) return [];
  return movementLegalMoves(pos);
}

export function naivePlay(pos: NaivePosition, move: NaiveMove): NaivePosition {
  const [f, r] = move.from;
  const [f2, r2] = move.to;
  const piece = pos.board[r][f];
  const isPawn = piece.toUpperCase() === "P";
  const isCapture = move.enPassant || pos.board[r2][f2] !== "";
  const board = boardAfter(pos.board, move);
  const whiteToMove = !pos.whiteToMove;
  const enPassant: [number, number] | undefined = isPawn && Math.abs(r2 - r) === 2 ? [f, (r + r2) / 2] : undefined;
  return {
    board,
    whiteToMove,
    enPassant,
    halfmoves: isPawn || isCapture ? 0 : pos.halfmoves + 1,
    keys: [...pos.keys, keyOf(board, whiteToMove, enPassant)],
  };
}

/** Long algebraic text of a move, for comparing move lists with the engine's. */
export function naiveMoveText(pos: NaivePosition, move: NaiveMove): string {
  const [f, r] = move.from;
  const [f2, r2] = move.to;
  const piece = pos.board[r][f].toUpperCase();
  const capture = move.enPassant || pos.board[r2][f2] !== "";
  return `${piece === "P" ? "" : piece}${square(f, r)}${capture ? "x" : "-"}${square(f2, r2)}${move.promotion ? `=${move.promotion}` : ""}`;
}

/** Reads a position text (FEN with `*` for pit squares). Trusts its input: the fixtures are checked by the engine too. */
export function naiveParse(text: string): NaivePosition {
  const [placement, turn = "w", , ep = "-", halfmoves = "0"] = text.trim().split(/\s+/);
  const board: Board = placement.split("/").reverse().map((row) => {
    const cells: string[] = [];
    for (const token of row.match(/\d+|./g) ?? []) {
      if (/^\d+$/.test(token)) for (let i = 0; i < Number(token); i++) cells.push("");
      else cells.push(token);
    }
    if (cells.length !== SIZE) throw new Error(`bad rank ${row}`);
    return cells;
  });
  const whiteToMove = turn === "w";
  const enPassant: [number, number] | undefined = ep === "-" ? undefined : [FILES.indexOf(ep[0]), Number(ep.slice(1)) - 1];
  return { board, whiteToMove, enPassant, halfmoves: Number(halfmoves), keys: [keyOf(board, whiteToMove, enPassant)] };
}

export function naivePerft(pos: NaivePosition, depth: number): number {
  if (depth === 0) return 1;
  const moves = naiveLegalMoves(pos);
  if (depth === 1) return moves.length;
  let nodes = 0;
  for (const move of moves) nodes += naivePerft(naivePlay(pos, move), depth - 1);
  return nodes;
}
