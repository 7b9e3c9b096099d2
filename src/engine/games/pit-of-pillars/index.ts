/**
 * Pit of Pillars (Christian Freeling): an elimination game of stacks on an 8x8 board
 * without corners. Rules and rulings: docs/rules/pit-of-pillars.md.
 *
 * Turns are whole turns: an entering-stage pair of men, or a movement-stage compulsory
 * part with its optional pillar move. `play` checks a text part by part and never lists
 * the turns; `legalMoves` lists them once per state (memoized), since a turn list is the
 * compulsory parts times the pillar moves each allows and can run to thousands.
 */
import type { Game, Move, Played, Result } from "../../types.ts";
import { fail, ok } from "../../types.ts";
import { applyEnteringTurn, checkEnteringTurn, listEnteringTurns } from "./entering.ts";
import { listMovementTurns, playMovementTurn } from "./movement-turn.ts";
import type { Turn } from "./notation.ts";
import { makeTurn, parseTurn, turnKind, turnPath } from "./notation.ts";
import { outcome } from "./outcome.ts";
import { makePosition, parsePosition } from "./position.ts";
import type { PitOfPillarsState } from "./state.ts";
import { initialState, SIDE_NAME } from "./state.ts";
import { view } from "./view.ts";

export type { PitOfPillarsState } from "./state.ts";

function toMove(turn: Turn, state: PitOfPillarsState): Move {
  return { text: makeTurn(turn), path: turnPath(turn, state.turn), kind: turnKind(turn) };
}

const legalMovesCache = new WeakMap<PitOfPillarsState, readonly Move[]>();

function legalMoves(state: PitOfPillarsState): readonly Move[] {
  let moves = legalMovesCache.get(state);
  if (moves === undefined) {
    if (outcome(state).status !== "ongoing") moves = [];
    else {
      const turns: readonly Turn[] = state.stage === "entering" ? listEnteringTurns(state) : listMovementTurns(state);
      moves = turns.map((turn) => toMove(turn, state));
    }
    legalMovesCache.set(state, moves);
  }
  return moves;
}

function playTurn(state: PitOfPillarsState, turn: Turn): Result<{ state: PitOfPillarsState; notes: string[] }> {
  if (state.stage === "entering") {
    if (turn.stage !== "entering") return fail("illegal_move", "The entering stage is still on: enter men from the supply, e.g. c4,f7.");
    const checked = checkEnteringTurn(state, turn);
    if (!checked.ok) return checked;
    const next = applyEnteringTurn(state, turn);
    const notes =
      next.stage === "movement" ? [`The entering stage is over: ${SIDE_NAME[next.turn]} makes the first move of the movement stage.`] : [];
    return ok({ state: next, notes });
  }
  if (turn.stage !== "movement") {
    return fail("illegal_move", "The entering stage is over: move a stack (c3-c6) or enter a man from reserve (@d4).");
  }
  return playMovementTurn(state, turn);
}

function play(state: PitOfPillarsState, text: string): Result<Played<PitOfPillarsState>> {
  const status = outcome(state);
  if (status.status !== "ongoing") return fail("game_over", "The game is over; no more turns can be played.");
  const turn = parseTurn(text);
  if (!turn.ok) return turn;
  const played = playTurn(state, turn.value);
  if (!played.ok) return played;
  return ok({ state: played.value.state, move: toMove(turn.value, state), notes: played.value.notes });
}

/** The game as the registry offers it. */
export const pitOfPillars: Game<PitOfPillarsState> = {
  id: "pit-of-pillars",
  name: "Pit of Pillars",
  summary:
    "Stacks on an 8x8 board without corners: overload a mixed stack beyond its square's capacity to capture it and raise a pillar. Leave your opponent without a stack to win.",
  sideNames: SIDE_NAME,
  options: {},
  setup(options = {}) {
    const unknown = Object.keys(options);
    if (unknown.length > 0) return fail("bad_options", `Pit of Pillars has no options; got ${unknown.join(", ")}.`);
    return ok(initialState());
  },
  parsePosition,
  makePosition,
  turn: (state) => state.turn,
  legalMoves,
  play,
  outcome,
  view,
};
