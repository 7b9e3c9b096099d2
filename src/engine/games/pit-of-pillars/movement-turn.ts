/**
 * A whole movement-stage turn: the compulsory part, its capture, then the optional
 * pillar move (rulings 4-6). Listing builds every combination; playing checks the parts
 * of one text directly, so validating a turn never lists the others.
 */
import { sentencesOf } from "../../sentence-words.ts";
import type { Result, Sentence, Side } from "../../types.ts";
import { ok, opposite } from "../../types.ts";
import { squareName } from "./board.ts";
import type { Capture } from "./capture.ts";
import { captureIfOverloaded } from "./capture.ts";
import { applyCompulsoryPart, checkCompulsoryPart, listCompulsoryParts } from "./movement.ts";
import type { CompulsoryPart, MovementTurn, PillarMove } from "./notation.ts";
import { applyPillarMove, checkPillarMove, listPillarMoves } from "./pillars.ts";
import type { PitOfPillarsState } from "./state.ts";
import { SIDE_NAME } from "./state.ts";

const { said } = sentencesOf("pit-of-pillars");

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
export function playMovementTurn(state: PitOfPillarsState, turn: MovementTurn): Result<{ state: PitOfPillarsState; notes: Sentence[] }> {
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

/** The note of a capture (ruling 6): where, how many men go back to the mover's reserve and out of the game, the pillar left. */
function describeCapture(capture: Capture, mover: Side): Sentence {
  const opponent = opposite(mover);
  const moverName = SIDE_NAME[mover];
  const square = squareName(capture.at);
  return said(
    "note.stackCaptured",
    { square, returned: capture.returned, removed: capture.removed, side: mover, opponent },
    `Stack on ${square} captured: ${men(capture.returned, moverName)} back to ${moverName}'s reserve, ${men(capture.removed, SIDE_NAME[opponent])} out of the game; a ${moverName} pillar now stands on ${square}.`,
  );
}
