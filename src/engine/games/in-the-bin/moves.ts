/**
 * In The Bin's moves: every candidate the pieces' geometry allows (board moves and
 * captures, selections onto the mover's empty hot spots, the push), each with the board
 * and bin it would leave, then the rules that may forbid it (rules 7-9): the bin-state
 * rule, the board-state rule and the mover's king safety. Listing and refusing use the
 * same candidates, so a move is listed exactly when `play` takes it.
 */
import { attackersOf, isAttacked, type AttackReader } from "../../chess/attacks.ts";
import { forEachDestination } from "../../chess/movement.ts";
import { makeLongMove } from "../../chess/notation.ts";
import { lookup } from "../../persistent-map.ts";
import type { AttackedKing, Move, Sentence, Side } from "../../types.ts";
import { opposite, said } from "../../types.ts";
import { BOARD, HOT_SPOTS, isHotSpot } from "./board.ts";
import { ATTACKS, BIN_KINDS, binIndex, EMPTY, kindOf, makePiece, MOVEMENT, sideOf, type Piece } from "./pieces.ts";
import { binKey, type InTheBinState } from "./state.ts";
import { inTheBinWords } from "./words.ts";
import { toggle, type BoardHash } from "./zobrist.ts";

export interface Candidate {
  readonly move: Move;
  readonly board: Uint8Array;
  readonly bin: readonly number[];
  readonly hash: BoardHash;
  /** The move put a piece into the bin: a capture or a push (rule 6's extra move follows). */
  readonly addsToBin: boolean;
  readonly changesBin: boolean;
}

/** Why a candidate breaks a rule, in a player's words, or undefined when it does not. */
export function ruleBroken(state: InTheBinState, candidate: Candidate, mover: Side): Sentence | undefined {
  if (candidate.changesBin) {
    const when = lookup(state.bins, 0, binKey(candidate.bin));
    if (when !== undefined) return repeated("bin", `The bin held exactly these pieces before (${momentWords(when)}): the bin-state rule forbids it.`, when);
  }
  const stood = lookup(state.boards, candidate.hash[0], candidate.hash[1]);
  if (stood !== undefined) return repeated("board", `This board stood before (${momentWords(stood)}): the board-state rule forbids it.`, stood);
  if (isInCheck(candidate.board, mover)) return said("Your king would be in check.", inTheBinWords("kingInCheck"));
  return undefined;
}

function momentWords(moveNumber: number): string {
  return moveNumber === 0 ? "at the start" : `after move ${moveNumber}`;
}

/** A repeated bin or board, with its words: one sentence for the start and one after a numbered move, so each language words both. */
function repeated(what: "bin" | "board", english: string, moveNumber: number): Sentence {
  return said(english, moveNumber === 0 ? inTheBinWords(`${what}RepeatedFromStart`) : inTheBinWords(`${what}Repeated`, { move: moveNumber }));
}

/** Whether `side`'s king is attacked on `board` (pure geometry: pinned pieces attack too). */
export function isInCheck(board: Uint8Array, side: Side): boolean {
  const king = board.indexOf(makePiece(side, "K"));
  return king >= 0 && isAttacked(ATTACKS, king, opposite(side), readerOf(board));
}

/** Each side's king in check (during an extra move the opponent's may be), with the pieces that give it. */
export function kingsInCheck(board: Uint8Array): AttackedKing[] {
  const found: AttackedKing[] = [];
  for (const side of ["white", "black"] as const) {
    const king = board.indexOf(makePiece(side, "K"));
    if (king < 0) continue;
    const attackers = attackersOf(ATTACKS, king, opposite(side), readerOf(board));
    if (attackers.length > 0) found.push({ side, king: BOARD.name(king), attackers: attackers.map((cell) => BOARD.name(cell)) });
  }
  return found;
}

function readerOf(board: Uint8Array): AttackReader {
  return { sideAt: (cell) => sideOf(board[cell]), movementAt: (cell) => MOVEMENT[kindOf(board[cell])] };
}

function withBin(bin: readonly number[], index: number, delta: number): number[] {
  const next = [...bin];
  next[index] += delta;
  return next;
}

/** Every candidate of the side to move, rules 7-9 not yet applied; with `wanted`, only the one written so. */
export function generateCandidates(state: InTheBinState, wanted?: string): Candidate[] {
  const candidates: Candidate[] = [];
  forEachCandidate(state, wanted, (candidate) => void candidates.push(candidate));
  return candidates;
}

/**
 * Visits the candidates of the side to move until `visit` returns true. With `wanted`,
 * only the one written so is built (building boards is most of a move's cost, and
 * `hasLegalMove` usually stops at the first).
 */
function forEachCandidate(state: InTheBinState, wanted: string | undefined, visit: (candidate: Candidate) => boolean | void): void {
  const { board, bin, hash, turn: mover } = state;
  let stopped = false;
  const emit = (candidate: Candidate): void => {
    stopped ||= visit(candidate) === true;
  };
  const sideAt = (cell: number): Side | undefined => sideOf(board[cell]);

  for (const from of BOARD.cells) {
    if (stopped) return;
    const piece = board[from];
    if (sideOf(piece) !== mover) continue;
    const kind = kindOf(piece);
    forEachDestination(BOARD, from, MOVEMENT[kind], mover, sideAt, (to, isCapture) => {
      if (stopped || (kind === "K" && isHotSpot(to))) return; // ruling 2 for kings
      const captured = board[to];
      if (isCapture && kindOf(captured) === "K") return; // a king is never captured (ruling 9)
      const text = makeLongMove({ piece: kind, from: BOARD.name(from), capture: isCapture, to: BOARD.name(to) });
      if (wanted !== undefined && text !== wanted) return;
      const next = board.slice();
      next[to] = piece;
      next[from] = EMPTY;
      let nextHash = toggle(toggle(hash, piece, from), piece, to);
      if (isCapture) nextHash = toggle(nextHash, captured, to);
      emit({
        move: { text, path: [BOARD.name(from), BOARD.name(to)], kind: isCapture ? "capture" : "move" },
        board: next,
        bin: isCapture ? withBin(bin, binIndex(kindOf(captured)), 1) : bin,
        hash: nextHash,
        addsToBin: isCapture,
        changesBin: isCapture,
      });
      return stopped;
    });
  }

  // Selection: a kind the bin holds onto an empty hot spot of the mover (ruling 4).
  for (const [index, kind] of BIN_KINDS.entries()) {
    if (stopped) return;
    if (bin[index] === 0) continue;
    const piece = makePiece(mover, kind);
    for (const spot of HOT_SPOTS[mover]) {
      if (stopped || board[spot] !== EMPTY) continue;
      const text = `${kind}@${BOARD.name(spot)}`;
      if (wanted !== undefined && text !== wanted) continue;
      const next = board.slice();
      next[spot] = piece;
      emit({
        move: { text, path: [`bin:${kind}`, BOARD.name(spot)], kind: "selection" },
        board: next,
        bin: withBin(bin, index, -1),
        hash: toggle(hash, piece, spot),
        addsToBin: false,
        changesBin: true,
      });
    }
  }

  // Push: every piece on the mover's hot spots, either colour, into the bin (ruling 5).
  const pushed = HOT_SPOTS[mover].filter((spot) => board[spot] !== EMPTY);
  if (!stopped && pushed.length > 0 && (wanted === undefined || wanted === "push")) {
    const next = board.slice();
    let nextBin = [...bin];
    let nextHash = hash;
    for (const spot of pushed) {
      const piece: Piece = board[spot];
      nextBin = withBin(nextBin, binIndex(kindOf(piece)), 1);
      nextHash = toggle(nextHash, piece, spot);
      next[spot] = EMPTY;
    }
    emit({ move: { text: "push", path: ["push"], kind: "push" }, board: next, bin: nextBin, hash: nextHash, addsToBin: true, changesBin: true });
  }
}

export interface Generated {
  readonly moves: readonly Move[];
  readonly legal: readonly Candidate[];
  readonly byText: ReadonlyMap<string, Candidate>;
  /** Every candidate with the rule it breaks, for refusals. */
  readonly all: readonly { readonly candidate: Candidate; readonly broken: Sentence | undefined }[];
}

const cache = new WeakMap<InTheBinState, Generated>();

/** The legal moves of a state (remembered per state object: play and outcome ask again). */
export function generate(state: InTheBinState): Generated {
  let found = cache.get(state);
  if (found === undefined) {
    const all = generateCandidates(state).map((candidate) => ({ candidate, broken: ruleBroken(state, candidate, state.turn) }));
    const legal = all.filter((entry) => entry.broken === undefined).map((entry) => entry.candidate);
    found = { moves: legal.map((c) => c.move), legal, byText: new Map(legal.map((c) => [c.move.text, c])), all };
    cache.set(state, found);
  }
  return found;
}

/** Whether the side to move has any legal move, without listing them all when one is found early. */
export function hasLegalMove(state: InTheBinState): boolean {
  const known = cache.get(state);
  if (known) return known.legal.length > 0;
  let found = false;
  forEachCandidate(state, undefined, (candidate) => (found = ruleBroken(state, candidate, state.turn) === undefined));
  return found;
}

/** The legal candidate written `text`, or undefined (then `refuseMove` says why). */
export function findLegal(state: InTheBinState, text: string): Candidate | undefined {
  const known = cache.get(state);
  if (known) return known.byText.get(text);
  const [candidate] = generateCandidates(state, text);
  return candidate && ruleBroken(state, candidate, state.turn) === undefined ? candidate : undefined;
}
