/**
 * Pit of Pillars (Christian Freeling): an elimination game of stacks on an 8x8 board
 * without corners. Rules: docs/rules/pit-of-pillars.md; sources, rulings and
 * decisions: docs/engine/pit-of-pillars.md.
 *
 * Turns are whole turns: an entering-stage pair of men, or a movement-stage compulsory
 * part with its optional pillar move. `play` checks a text part by part and never lists
 * the turns; `legalMoves` lists them once per state (memoized), since a turn list is the
 * compulsory parts times the pillar moves each allows and can run to thousands.
 */
import { evaluate } from "./evaluate.ts";
import type { Game, Move, Played, Result, Sentence } from "../../types.ts";
import { explainTurnClicks } from "./explain.ts";
import { promptFor } from "./prompt.ts";
import { fail, ok } from "../../types.ts";
import { sentencesOf } from "../../sentence-words.ts";
import { listEnteringTurns, playEnteringTurn } from "./entering.ts";
import { listMovementTurns, playMovementTurn } from "./movement-turn.ts";
import type { Turn } from "./notation.ts";
import { addPillarMove, makeMove, parseTurn } from "./notation.ts";
import { outcome } from "./outcome.ts";
import { makePosition, parsePosition } from "./position.ts";
import type { PitOfPillarsState } from "./state.ts";
import { initialState, SIDE_NAME } from "./state.ts";
import { partialView, view } from "./view.ts";
import { checkStep } from "./invariants.ts";

export type { PitOfPillarsState } from "./state.ts";

const { illegal } = sentencesOf("pit-of-pillars");

// The UI, perft and the outcome's callers ask for the same state's list again; states are immutable.
const legalMovesCache = new WeakMap<PitOfPillarsState, readonly Move[]>();

function listLegalMoves(state: PitOfPillarsState): Move[] {
  if (outcome(state).status !== "ongoing") return [];
  if (state.stage === "entering") return listEnteringTurns(state).map((turn) => makeMove(turn, state.turn));
  const moves: Move[] = [];
  for (const { part, pillarMoves } of listMovementTurns(state)) {
    const base = makeMove({ stage: "movement", part }, state.turn);
    moves.push(base);
    for (const pillar of pillarMoves) moves.push(addPillarMove(base, part.kind, pillar));
  }
  return moves;
}

function legalMoves(state: PitOfPillarsState): readonly Move[] {
  let moves = legalMovesCache.get(state);
  if (moves === undefined) {
    moves = listLegalMoves(state);
    legalMovesCache.set(state, moves);
  }
  return moves;
}

function playTurn(state: PitOfPillarsState, turn: Turn): Result<{ state: PitOfPillarsState; notes: Sentence[] }> {
  if (state.stage === "entering") {
    if (turn.stage === "entering") return playEnteringTurn(state, turn);
    return illegal("enteringStillOn", {}, "The entering stage is still on: enter men from the supply, e.g. c4,f7.");
  }
  if (turn.stage === "movement") return playMovementTurn(state, turn);
  return illegal("enteringOver", {}, "The entering stage is over: move a stack (c3-c6) or enter a man from reserve (@d4).");
}

function play(state: PitOfPillarsState, text: string): Result<Played<PitOfPillarsState>> {
  const status = outcome(state);
  if (status.status !== "ongoing") return fail("game_over", "The game is over; no more turns can be played.");
  const turn = parseTurn(text);
  if (!turn.ok) return turn;
  const played = playTurn(state, turn.value);
  if (!played.ok) return played;
  return ok({ state: played.value.state, move: makeMove(turn.value, state.turn), notes: played.value.notes });
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
  evaluate,
  checkStep,
  view,
  partialView,
  prompt: (state, path) => promptFor(state, path, legalMoves(state)),
  hintLabel: "Capacities",
  explainPath(state, path) {
    return explainTurnClicks(state, path, legalMoves(state), (text) => {
      const refused = play(state, text);
      return refused.ok ? undefined : refused.error;
    });
  },
  pieces: [
    { kind: "stack", name: "Stack", moves: "Men of both colours in any order; the top man's colour controls it. Take the top k men and move them exactly k squares along a rank or file, over or onto anything but a pillar." },
    { kind: "pillar", name: "Pillar", moves: "Raised where an overloaded mixed stack is captured. After your move you may move one like a queen through empty squares. Blocks stacks; lowers the capacity of the squares beside it." },
  ],
};
