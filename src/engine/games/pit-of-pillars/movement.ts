/**
 * The compulsory part of a movement-stage turn (ruling 4): move the top k men of a stack
 * the mover controls exactly k squares in a straight orthogonal line, never over or onto
 * a pillar, or enter one man from the mover's reserves onto any square without a pillar.
 */
import type { Result } from "../../types.ts";
import { ok } from "../../types.ts";
import { sentencesOf } from "../../sentence-words.ts";
import { ORTHOGONAL } from "../../geometry/grid.ts";
import { BOARD, squareName } from "./board.ts";
import type { CompulsoryPart } from "./notation.ts";
import type { PitOfPillarsState } from "./state.ts";
import { MAN, topSide } from "./state.ts";

const { illegal } = sentencesOf("pit-of-pillars");

/** Every compulsory part open to the side to move: stack moves first, then reserve entries. */
export function listCompulsoryParts(state: PitOfPillarsState): CompulsoryPart[] {
  const { stacks, pillars, turn } = state;
  const parts: CompulsoryPart[] = [];
  for (const from of BOARD.cells) {
    if (topSide(stacks[from]) !== turn) continue;
    const height = stacks[from].length;
    for (const step of ORTHOGONAL) {
      const line = BOARD.ray(from, step);
      const reach = Math.min(height, line.length);
      for (let distance = 1; distance <= reach; distance++) {
        const to = line[distance - 1];
        if (pillars[to] !== undefined) break; // nothing moves over or onto a pillar
        parts.push({ kind: "move", from, to });
      }
    }
  }
  if (state.reserves[turn] > 0) {
    for (const to of BOARD.cells) if (pillars[to] === undefined) parts.push({ kind: "reserve", to });
  }
  return parts;
}

/** Is there at least one compulsory part? Stops at the first found: the outcome needs only this. */
export function hasCompulsoryPart(state: PitOfPillarsState): boolean {
  const { stacks, pillars, turn } = state;
  if (state.reserves[turn] > 0 && BOARD.cells.some((cell) => pillars[cell] === undefined)) return true;
  // A stack that can move at all can move its top man one square.
  return BOARD.cells.some(
    (from) => topSide(stacks[from]) === turn && ORTHOGONAL.some((step) => {
      const next = BOARD.offset(from, step);
      return next !== undefined && pillars[next] === undefined;
    }),
  );
}

/** Squares between two cells along files and ranks (0 when they are not in line): the number of men a move takes. */
function orthogonalDistance(from: number, to: number): number {
  const df = BOARD.file(to) - BOARD.file(from);
  const dr = BOARD.rank(to) - BOARD.rank(from);
  return df !== 0 && dr !== 0 ? 0 : Math.abs(df) + Math.abs(dr);
}

/** The squares a stack move passes over and lands on, nearest first, or undefined when `to` is not in a straight orthogonal line. */
function orthogonalPath(from: number, to: number): readonly number[] | undefined {
  const distance = orthogonalDistance(from, to);
  if (distance === 0) return undefined;
  const step = [Math.sign(BOARD.file(to) - BOARD.file(from)), Math.sign(BOARD.rank(to) - BOARD.rank(from))] as const;
  return BOARD.ray(from, step).slice(0, distance);
}

/** Checks a compulsory part against the position without listing all parts. */
export function checkCompulsoryPart(state: PitOfPillarsState, part: CompulsoryPart): Result<true> {
  const { stacks, pillars, turn } = state;
  if (part.kind === "reserve") {
    if (state.reserves[turn] === 0) return illegal("noReserve", {}, "You have no men in reserve to enter.");
    if (pillars[part.to] !== undefined) return illegal("reserveOnPillar", { square: squareName(part.to) }, `${squareName(part.to)} holds a pillar; a man enters on a vacant square or on a stack.`);
    return ok(true);
  }
  const { from, to } = part;
  const stack = stacks[from];
  if (stack === "") return illegal("noStack", { square: squareName(from) }, `There is no stack on ${squareName(from)}.`);
  if (topSide(stack) !== turn) return illegal("notYourStack", { square: squareName(from) }, `You do not control the stack on ${squareName(from)}: its top man is not yours.`);
  const path = orthogonalPath(from, to);
  if (path === undefined) return illegal("notStraight", { from: squareName(from), to: squareName(to) }, `${squareName(from)}-${squareName(to)} is not a straight orthogonal line; stacks move along files and ranks.`);
  if (path.length > stack.length) {
    return illegal("tooFewMen", { distance: path.length, square: squareName(from), height: stack.length }, `Moving ${path.length} squares takes ${path.length} men, and the stack on ${squareName(from)} has only ${stack.length}.`);
  }
  const blocked = path.find((cell) => pillars[cell] !== undefined);
  if (blocked !== undefined) return illegal("pillarInTheWay", { square: squareName(blocked) }, `A pillar on ${squareName(blocked)} is in the way; stacks never move over or onto a pillar.`);
  return ok(true);
}

/** Applies a checked compulsory part (no capture yet). Returns the position and the square that received men. */
export function applyCompulsoryPart(state: PitOfPillarsState, part: CompulsoryPart): { state: PitOfPillarsState; receiving: number } {
  const stacks = state.stacks.slice();
  if (part.kind === "reserve") {
    stacks[part.to] += MAN[state.turn];
    const reserves = { ...state.reserves, [state.turn]: state.reserves[state.turn] - 1 };
    return { state: { ...state, stacks, reserves }, receiving: part.to };
  }
  const source = stacks[part.from];
  const count = orthogonalDistance(part.from, part.to);
  stacks[part.from] = source.slice(0, source.length - count);
  stacks[part.to] += source.slice(source.length - count); // the moved men keep their order, on top
  return { state: { ...state, stacks }, receiving: part.to };
}
