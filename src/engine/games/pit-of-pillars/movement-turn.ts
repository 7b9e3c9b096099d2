/**
 * A whole movement-stage turn: the compulsory part, its capture, then the optional
 * pillar move (rulings 4-6). Listing builds every combination; playing checks the parts
 * of one text directly, so validating a turn never lists the others.
 */
import type { Result, Side } from "../../types.ts";
import { ok, opposite } from "../../types.ts";
import { squareName } from "./board.ts";
import type { Capture } from "./capture.ts";
import { captureIfOverloaded } from "./capture.ts";
import { applyCompulsoryPart, checkCompulsoryPart, listCompulsoryParts } from "./movement.ts";
import type { CompulsoryPart, MovementTurn, PillarMove } from "./notation.ts";
import { applyPillarMove, checkPillarMove, listPillarMoves } from "./pillars.ts";
import type { PitOfPillarsState } from "./state.ts";
import { SIDE_NAME } from "./state.ts";

/** The position after the compulsory part and its capture, before any pillar move; the turn has not passed yet. */
function afterCompulsoryPart(state: PitOfPillarsState, part: CompulsoryPart): { state: PitOfPillarsState; capture?: Capture } {
  const placed = applyCompulsoryPart(state, part);
  return captureIfOverloaded(placed.state, placed.receiving, state.turn);
}

/**
 * Every legal movement-stage turn, grouped: each compulsory part is a turn alone and
 * with each pillar move the board after it allows.
 */
export function listMovementTurns(state: PitOfPillarsState): { part: CompulsoryPart; pillarMoves: PillarMove[] }[] {
  return listCompulsoryParts(state).map((part) => ({
    part,
    pillarMoves: listPillarMoves(afterCompulsoryPart(state, part).state, state.turn),
  }));
}

/** Checks one turn part by part and plays it; the result says why when a part is illegal. */
export function playMovementTurn(state: PitOfPillarsState, turn: MovementTurn): Result<{ state: PitOfPillarsState; notes: string[] }> {
  const compulsory = checkCompulsoryPart(state, turn.part);
  if (!compulsory.ok) return compulsory;
  const after = afterCompulsoryPart(state, turn.part);
  let next = after.state;
  if (turn.pillar !== undefined) {
    const pillar = checkPillarMove(next, state.turn, turn.pillar);
    if (!pillar.ok) return pillar;
    next = applyPillarMove(next, turn.pillar);
  }
  const notes = after.capture === undefined ? [] : [describeCapture(after.capture, state.turn)];
  return ok({ state: { ...next, turn: opposite(state.turn) }, notes });
}

function men(count: number, side: string): string {
  return `${count} ${side} ${count === 1 ? "man" : "men"}`;
}

function describeCapture(capture: Capture, mover: Side): string {
  const moverName = SIDE_NAME[mover];
  const opponentName = SIDE_NAME[opposite(mover)];
  return `Stack on ${squareName(capture.at)} captured: ${men(capture.returned, moverName)} back to ${moverName}'s reserve, ${men(capture.removed, opponentName)} out of the game; a ${moverName} pillar now stands on ${squareName(capture.at)}.`;
}
