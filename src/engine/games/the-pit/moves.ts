/**
 * Move generation: every pseudo-legal move from the shared movement data plus the
 * pawn's own rules (en passant, promotion), then the legal ones (the mover's king not
 * left attacked). Legal moves are generated once per state and remembered.
 */
import { forEachDestination } from "../../chess/movement.ts";
import type { Move, Side } from "../../types.ts";
import { opposite } from "../../types.ts";
import { BOARD } from "./board.ts";
import { attackReader, findKing, isAttackedBy, mayExpose } from "./check.ts";
import type { MoveParts } from "./notation.ts";
import { makeMoveText, parseMoveText } from "./notation.ts";
import { PAWN_RANKS, PROMOTION_KINDS, movementOn } from "./pieces.ts";
import type { Board, ThePitState } from "./state.ts";

/** Move categories, for the UI and for counting. */
export type MoveKind = "move" | "capture" | "en-passant" | "promotion" | "capture-promotion";

/** A move with everything needed to write and apply it. */
export interface Candidate extends MoveParts {
  /** Where the captured piece stands: `to`, or the passed pawn's cell for en passant. */
  readonly captureAt: number | undefined;
  readonly kind: MoveKind;
}

/** What move generation reads from a state. */
export type Position = Pick<ThePitState, "board" | "turn" | "enPassant">;

/**
 * The en passant captures onto `target` for `turn`: its pawns beside the pawn that
 * has just passed `target`. Legality (the mover's king) is not checked here.
 */
function enPassantCaptures(board: Board, turn: Side, target: number): Candidate[] {
  const { forward } = PAWN_RANKS[turn];
  const passed = BOARD.at(BOARD.file(target), BOARD.rank(target) - forward);
  if (passed === undefined || board[passed]?.kind !== "P" || board[passed]?.side === turn) return [];
  const captures: Candidate[] = [];
  for (const dx of [-1, 1]) {
    const from = BOARD.at(BOARD.file(target) + dx, BOARD.rank(passed));
    const piece = from === undefined ? undefined : board[from];
    if (from === undefined || piece === undefined || piece.kind !== "P" || piece.side !== turn) continue;
    captures.push({ from, to: target, piece, isCapture: true, captureAt: passed, promotion: undefined, kind: "en-passant" });
  }
  return captures;
}

/**
 * Calls `visit` for every move that follows the pieces' movement, whether or not it
 * leaves the mover's king attacked, until a `visit` returns true; says whether one did.
 */
function forEachCandidate(position: Position, visit: (candidate: Candidate) => boolean | void, onlyFrom?: number): boolean {
  const { board, turn } = position;
  const sideAt = (cell: number): Side | undefined => board[cell]?.side;
  const lastRank = PAWN_RANKS[turn].last;
  for (const from of onlyFrom === undefined ? BOARD.cells : [onlyFrom]) {
    const piece = board[from];
    if (piece === undefined || piece.side !== turn) continue;
    const stopped = forEachDestination(BOARD, from, movementOn(piece, BOARD.rank(from)), turn, sideAt, (to, isCapture) => {
      const captureAt = isCapture ? to : undefined;
      if (piece.kind === "P" && BOARD.rank(to) === lastRank) {
        const kind = isCapture ? "capture-promotion" : "promotion";
        for (const promotion of PROMOTION_KINDS) if (visit({ from, to, piece, isCapture, captureAt, promotion, kind })) return true;
        return false;
      }
      return visit({ from, to, piece, isCapture, captureAt, promotion: undefined, kind: isCapture ? "capture" : "move" });
    });
    if (stopped) return true;
  }
  if (position.enPassant !== undefined) {
    for (const candidate of enPassantCaptures(board, turn, position.enPassant)) {
      if ((onlyFrom === undefined || candidate.from === onlyFrom) && visit(candidate)) return true;
    }
  }
  return false;
}

/** Every move that follows the pieces' movement, whether or not it leaves the mover's king attacked. */
export function pseudoLegalMoves(position: Position): Candidate[] {
  const candidates: Candidate[] = [];
  forEachCandidate(position, (candidate) => {
    candidates.push(candidate);
  });
  return candidates;
}

/** A test of whether a candidate leaves the mover's king unattacked, prepared for one position. */
function legalityTest(board: Board, turn: Side): (candidate: Candidate) => boolean {
  const scratch = board.slice();
  const reader = attackReader(scratch);
  const enemy = opposite(turn);
  const king = findKing(board, turn);
  if (king === undefined) return () => true;
  const inCheck = isAttackedBy(reader, king, enemy);
  return (candidate) => {
    const { from, to, piece, captureAt } = candidate;
    // Out of check, a piece leaving a square off every line to its king exposes nothing.
    // (En passant also empties the passed pawn's square, so it is always tested.)
    if (!inCheck && piece.kind !== "K" && candidate.kind !== "en-passant" && !mayExpose(king, from)) return true;
    const captured = captureAt === undefined ? undefined : scratch[captureAt];
    if (captureAt !== undefined) scratch[captureAt] = undefined;
    scratch[from] = undefined;
    scratch[to] = piece;
    const legal = !isAttackedBy(reader, piece.kind === "K" ? to : king, enemy);
    scratch[to] = undefined;
    if (captureAt !== undefined) scratch[captureAt] = captured;
    scratch[from] = piece;
    return legal;
  };
}

/** Whether `turn` has a legal en passant capture onto `target`. */
export function hasLegalEnPassant(board: Board, turn: Side, target: number): boolean {
  return enPassantCaptures(board, turn, target).some(legalityTest(board, turn));
}

/** A state's legal moves in generation order: `moves[i]` is `candidates[i]` written out. */
export interface LegalMoves {
  readonly moves: readonly Move[];
  readonly candidates: readonly Candidate[];
  /** The index of each move text. */
  readonly byText: ReadonlyMap<string, number>;
}

function toMove(candidate: Candidate): Move {
  const text = makeMoveText(candidate);
  const path = [BOARD.name(candidate.from), BOARD.name(candidate.to)];
  return candidate.promotion === undefined
    ? { text, path, kind: candidate.kind }
    : { text, path, choice: candidate.promotion, kind: candidate.kind };
}

const remembered = new WeakMap<ThePitState, LegalMoves>();

/** How many legal moves a state has by the movement rules, without writing them out (perft's last ply). */
export function countLegalMoves(state: ThePitState): number {
  const known = remembered.get(state);
  if (known) return known.moves.length;
  const legal = legalityTest(state.board, state.turn);
  let count = 0;
  forEachCandidate(state, (candidate) => {
    if (legal(candidate)) count++;
  });
  return count;
}

/** The legal moves of a state by the movement rules alone (draw rules not applied), generated once per state. */
export function generateLegalMoves(state: ThePitState): LegalMoves {
  let legal = remembered.get(state);
  if (legal === undefined) {
    const candidates = pseudoLegalMoves(state).filter(legalityTest(state.board, state.turn));
    const moves = candidates.map(toMove);
    legal = { moves, candidates, byText: new Map(moves.map((move, index) => [move.text, index])) };
    remembered.set(state, legal);
  }
  return legal;
}

/**
 * The legal move whose text is `text`, or undefined. The text names the square it starts
 * from, so only that piece's moves are written out and only the one that matches is tested
 * for the king's safety: a move is checked without listing all forty-odd of the position's
 * (generateLegalMoves). The same moves are accepted: a text is legal exactly when it is the
 * text of a legal move, and every such text names its own starting square.
 */
export function findLegalMove(state: ThePitState, text: string): { candidate: Candidate; move: Move } | undefined {
  // moves listed already (a page asked for them): the very move listed
  const listed = remembered.get(state);
  if (listed !== undefined) {
    const index = listed.byText.get(text);
    return index === undefined ? undefined : { candidate: listed.candidates[index], move: listed.moves[index] };
  }
  const parsed = parseMoveText(text);
  const from = parsed === undefined ? undefined : BOARD.parse(parsed.from);
  if (from === undefined) return undefined;
  let found: Candidate | undefined;
  forEachCandidate(
    state,
    (candidate) => {
      if (makeMoveText(candidate) !== text) return false;
      found = candidate;
      return true;
    },
    from,
  );
  return found !== undefined && legalityTest(state.board, state.turn)(found) ? { candidate: found, move: toMove(found) } : undefined;
}

/**
 * Whether the side to move has any legal move. Cheaper than listing them (no texts, and
 * it stops at the first), which is all the outcome needs.
 */
export function hasLegalMove(state: ThePitState): boolean {
  const listed = remembered.get(state);
  if (listed !== undefined) return listed.moves.length > 0;
  // stops at the first legal move: most positions have one among their first few
  return forEachCandidate(state, legalityTest(state.board, state.turn));
}
