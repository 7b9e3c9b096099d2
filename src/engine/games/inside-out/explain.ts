/**
 * Why a written move cannot be played, in a player's words. `checkMove` matches a text
 * against the legal moves; only when it does not match does this file look for the
 * reason, walking the same movement data and the same landing and passing rules as the
 * generator (moves.ts), so the two cannot disagree about what is legal.
 */
import type { MoveComponent } from "../../chess/movement.ts";
import type { Result } from "../../types.ts";
import { ok } from "../../types.ts";
import { sentencesOf } from "../../sentence-words.ts";
import { GRID, isDual, isInnerField, squareOf, START_RANK } from "./board.ts";
import { makeFieldId } from "./field-names.ts";
import type { FieldMoveInfo } from "./moves.ts";
import { isPassable, isReverseOfPrevious, landingField, reachableFields } from "./moves.ts";
import type { WrittenMove } from "./notation.ts";
import { makeMoveText } from "./notation.ts";
import { describePiece, EMPTY, KIND_NAME, kindOf, movementOf, sideOf } from "./pieces.ts";
import type { InsideOutState } from "./state.ts";
import { SIDE_NAME } from "./state.ts";

const { illegal, malformed } = sentencesOf("inside-out");

/** The component of a movement that covers (dx, dy), with its number of steps. */
function componentFor(components: readonly MoveComponent[], dx: number, dy: number): { component: MoveComponent; steps: number } | undefined {
  for (const component of components) {
    for (const [sx, sy] of component.steps) {
      const n = sx !== 0 ? dx / sx : dy / sy;
      if (!Number.isInteger(n) || n < 1 || sx * n !== dx || sy * n !== dy) continue;
      const range = component.kind === "leap" ? 1 : (component.range ?? Infinity);
      if (n <= range) return { component, steps: n };
    }
  }
  return undefined;
}

/** Why the piece on `from` (an ordinary square or outer field) cannot reach `to` under the piece rules. */
function explainPieceMove(state: InsideOutState, from: number, to: number): Result<never> {
  const { layout, board } = state;
  const piece = board[from];
  const mover = sideOf(piece)!;
  const kind = kindOf(piece);
  const id = (field: number): string => makeFieldId(layout, field);
  const target = squareOf(to);
  const onStartRank = kind === "P" && GRID.rank(from) === START_RANK[mover];
  const dx = GRID.file(target) - GRID.file(from);
  const dy = GRID.rank(target) - GRID.rank(from);
  const found = componentFor(movementOf(kind, mover, onStartRank), dx, dy);
  if (found === undefined) {
    if (kind === "P" && componentFor(movementOf(kind, mover, true), dx, dy) !== undefined) {
      return illegal("pawnTwoSteps", {}, "A pawn steps two squares only from its start rank.");
    }
    return illegal("cannotMove", { piece: KIND_NAME[kind], from: id(from), to: GRID.name(target) }, `A ${KIND_NAME[kind]} cannot move from ${id(from)} to ${GRID.name(target)}.`);
  }
  const { component, steps } = found;
  const step = component.steps.find(([sx, sy]) => sx * steps === dx && sy * steps === dy)!;
  for (let i = 1; i < steps; i++) {
    const passed = GRID.at(GRID.file(from) + step[0] * i, GRID.rank(from) + step[1] * i)!;
    if (isPassable(layout, board, passed)) continue;
    if (isDual(layout, passed)) {
      return illegal(
        "blockedAtDual",
        { square: GRID.name(passed), field: id(landingField(layout, passed)) },
        `The way is blocked at ${GRID.name(passed)}: a move may pass a dual square only when both its fields are empty, so it can go no further than ${id(landingField(layout, passed))}.`,
      );
    }
    return illegal("blocked", { from: id(from), to: id(to), square: GRID.name(passed) }, `The way from ${id(from)} to ${id(to)} is blocked at ${GRID.name(passed)}.`);
  }
  const occupant = sideOf(board[to]);
  if (occupant === mover) return illegal("ownPiece", { field: id(to) }, `Your own piece stands on ${id(to)}.`);
  if (occupant !== undefined && component.mode === "move-only") return illegal("pawnStraight", {}, "A pawn cannot capture straight ahead.");
  if (occupant === undefined && component.mode === "capture-only") {
    const outerEnemy = isDual(layout, target) && sideOf(board[target]) !== undefined && sideOf(board[target]) !== mover;
    return outerEnemy
      ? illegal(
          "pawnDiagonalOuter",
          { to: id(to), outer: `${GRID.name(target)}o` },
          `A pawn moves diagonally only to capture, and ${id(to)} is empty: the piece on ${GRID.name(target)}o can only be taken from ${id(to)}.`,
        )
      : illegal("pawnDiagonal", { to: id(to) }, `A pawn moves diagonally only to capture, and ${id(to)} is empty.`);
  }
  // The generator and this walk share their rules; reaching here is a bug.
  throw new Error(`no reason found for ${id(from)}-${id(to)}`);
}

/** Why `from` -> `to` is not a legal move for the side to move. */
function explainIllegal(state: InsideOutState, from: number, to: number): Result<never> {
  const { layout, turn } = state;
  const id = (field: number): string => makeFieldId(layout, field);
  if (from === to) return illegal("mustLeave", {}, "A move must leave its field.");
  if (reachableFields(state, from).includes(to) && isReverseOfPrevious(state, turn, from, to)) {
    return illegal("noReverse", { move: `${id(to)}-${id(from)}` }, `You may not reverse your previous move (${id(to)}-${id(from)}).`);
  }
  if (isInnerField(from)) {
    const outer = squareOf(from);
    if (to !== outer) return illegal("innerStepsOut", { field: id(outer) }, `A piece on an inner field can only step out to ${id(outer)}.`);
    return illegal("ownPiece", { field: id(outer) }, `Your own piece stands on ${id(outer)}.`);
  }
  const target = squareOf(to);
  if (to === landingField(layout, from)) return illegal("notBackIn", { from: id(from), to: id(to) }, `From ${id(from)} a piece may not go back into ${id(to)}.`);
  if (isDual(layout, target) && !isInnerField(to)) {
    return illegal("endsInner", { square: GRID.name(target), field: id(landingField(layout, target)), to: id(to) }, `A move that ends on ${GRID.name(target)} ends on its inner field: only a piece on ${id(landingField(layout, target))} can move to ${id(to)}.`);
  }
  return explainPieceMove(state, from, to);
}

/**
 * The legal move a written move names, or why there is none. The text must be the
 * canonical one: the right piece letter, `x` exactly for a capture, `=K` exactly for a
 * promotion.
 */
export function checkMove(state: InsideOutState, written: WrittenMove, legal: readonly FieldMoveInfo[]): Result<FieldMoveInfo> {
  const { layout, board, turn } = state;
  const piece = board[written.from];
  const from = makeFieldId(layout, written.from);
  if (piece === EMPTY) return illegal("noPiece", { from }, `There is no piece on ${from}.`);
  if (sideOf(piece) !== turn) return illegal("notYourPiece", { from, owner: sideOf(piece)!, side: turn }, `The piece on ${from} is ${SIDE_NAME[sideOf(piece)!]}'s; it is ${SIDE_NAME[turn]}'s turn.`);
  const kind = kindOf(piece);
  if (kind === "P" && written.letter !== undefined) return malformed("pawnWithLetter", {}, "Pawns are written without a letter, e.g. b2-b4.");
  if (kind !== "P" && written.letter !== kind) {
    return written.letter === undefined
      ? malformed("letterMissing", { from, piece: KIND_NAME[kind], letter: kind }, `Write the piece letter: the piece on ${from} is a ${KIND_NAME[kind]} (${kind}).`)
      : illegal("wrongLetter", { from, piece: KIND_NAME[kind], letter: kind, written: written.letter }, `The piece on ${from} is a ${KIND_NAME[kind]} (${kind}), not ${written.letter}.`);
  }
  const move = legal.find((candidate) => candidate.from === written.from && candidate.to === written.to);
  if (move === undefined) return explainIllegal(state, written.from, written.to);
  const canonical = makeMoveText(layout, move);
  const to = makeFieldId(layout, move.to);
  const captures = move.captured !== EMPTY;
  if (written.capture !== captures) {
    return captures
      ? malformed(
          "captureWritten",
          { to, side: sideOf(move.captured)!, piece: KIND_NAME[kindOf(move.captured)], move: canonical },
          `${to} holds a ${describePiece(move.captured)}: write the capture as ${canonical}.`,
        )
      : malformed("noEnemy", { to, move: canonical }, `${to} holds no enemy: write ${canonical}, with - not x.`);
  }
  const promotes = move.arriving !== move.piece;
  if (written.promotion !== undefined && written.promotion !== "K") {
    return promotes
      ? illegal("onlyKing", { move: canonical }, `A pawn can only become a king: write ${canonical}.`)
      : illegal("noPromotion", { move: canonical }, `Only a pawn reaching the last rank promotes: write ${canonical}.`);
  }
  if (promotes !== (written.promotion !== undefined)) {
    return promotes
      ? malformed("becomesKing", { move: canonical }, `A pawn reaching the last rank becomes a king: write ${canonical}.`)
      : malformed("noPromotion", { move: canonical }, `Only a pawn reaching the last rank promotes: write ${canonical}.`);
  }
  return ok(move);
}
