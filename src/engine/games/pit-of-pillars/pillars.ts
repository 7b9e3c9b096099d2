/**
 * The optional pillar move (ruling 5): after the compulsory part and its capture, the
 * mover may move one of his own pillars like a queen, through vacant squares only, onto
 * a vacant square. Only the squares on the line count: a diagonal passes between two
 * occupied squares.
 */
import type { Result, Side } from "../../types.ts";
import { ok } from "../../types.ts";
import { sentencesOf } from "../../sentence-words.ts";
import { KING_STEPS } from "../../geometry/grid.ts";
import { BOARD, squareName } from "./board.ts";
import type { PillarMove } from "./notation.ts";
import type { PitOfPillarsState } from "./state.ts";

const { illegal } = sentencesOf("pit-of-pillars");

function isVacant(state: PitOfPillarsState, cell: number): boolean {
  return state.stacks[cell] === "" && state.pillars[cell] === undefined;
}

/** Every pillar move `side` can make on this board. */
export function listPillarMoves(state: PitOfPillarsState, side: Side): PillarMove[] {
  const moves: PillarMove[] = [];
  for (const from of BOARD.cells) {
    if (state.pillars[from] !== side) continue;
    for (const step of KING_STEPS) {
      for (const to of BOARD.ray(from, step)) {
        if (!isVacant(state, to)) break;
        moves.push({ from, to });
      }
    }
  }
  return moves;
}

/** Checks a pillar move for `side` without listing them all. */
export function checkPillarMove(state: PitOfPillarsState, side: Side, move: PillarMove): Result<true> {
  const { from, to } = move;
  if (state.pillars[from] !== side) return illegal("noPillar", { square: squareName(from) }, `There is no pillar of yours on ${squareName(from)} to move.`);
  const df = BOARD.file(to) - BOARD.file(from);
  const dr = BOARD.rank(to) - BOARD.rank(from);
  const inLine = (df === 0) !== (dr === 0) || (df !== 0 && Math.abs(df) === Math.abs(dr));
  if (!inLine) return illegal("pillarNotStraight", { from: squareName(from), to: squareName(to) }, `Pillars move like queens: ${squareName(from)}-${squareName(to)} is not a straight line.`);
  const line = BOARD.ray(from, [Math.sign(df), Math.sign(dr)]).slice(0, Math.max(Math.abs(df), Math.abs(dr)));
  const blocked = line.find((cell) => !isVacant(state, cell));
  if (blocked !== undefined) {
    return illegal("pillarBlocked", { square: squareName(blocked) }, `A pillar moves only through and onto vacant squares, and ${squareName(blocked)} is occupied.`);
  }
  return ok(true);
}

/** Applies a checked pillar move. It never captures (ruling 6). */
export function applyPillarMove(state: PitOfPillarsState, move: PillarMove): PitOfPillarsState {
  const pillars = state.pillars.slice();
  pillars[move.to] = pillars[move.from];
  pillars[move.from] = undefined;
  return { ...state, pillars };
}
