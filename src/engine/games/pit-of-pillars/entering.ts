/**
 * The entering stage (ruling 3). White's first turn is one man anywhere. Every later
 * turn is two men from the supply: the first on a vacant square next to the man the
 * opponent entered last, the second on a vacant square whose on-board neighbours are all
 * vacant once the first stands. A first square must leave room for a second if any
 * first square does; only when none does is the turn short (one man), and the movement
 * stage begins with the other player to move.
 */
import type { Result, Sentence } from "../../types.ts";
import { ok, opposite } from "../../types.ts";
import { sentencesOf } from "../../sentence-words.ts";
import { BOARD, NEIGHBOURS, squareName } from "./board.ts";
import type { EnteringTurn } from "./notation.ts";
import type { PitOfPillarsState, Stack } from "./state.ts";
import { MAN, SIDE_NAME } from "./state.ts";

const { illegal, said } = sentencesOf("pit-of-pillars");

/**
 * Can a second man go on `cell` once the first stands on `first`? The square and all
 * its on-board neighbours must be vacant, the first man counting as occupied.
 */
function isOpenForSecond(stacks: readonly Stack[], cell: number, first: number): boolean {
  if (cell === first || stacks[cell] !== "") return false;
  for (const next of NEIGHBOURS[cell]) if (next === first || stacks[next] !== "") return false;
  return true;
}

/** The squares where the second man may go after the first on `first`. */
function secondSquares(stacks: readonly Stack[], first: number): number[] {
  return BOARD.cells.filter((cell) => isOpenForSecond(stacks, cell, first));
}

function leavesRoomForSecond(stacks: readonly Stack[], first: number): boolean {
  return BOARD.cells.some((cell) => isOpenForSecond(stacks, cell, first));
}

/** The squares where this turn's first man may go: vacant squares next to the opponent's last man. */
function firstSquares(state: PitOfPillarsState): number[] {
  if (state.lastEntered === undefined) return [...BOARD.cells];
  return NEIGHBOURS[state.lastEntered].filter((cell) => state.stacks[cell] === "");
}

function isOpeningTurn(state: PitOfPillarsState): boolean {
  return state.lastEntered === undefined;
}

/** Every legal entering turn, in square order: full turns, or short turns when no full turn exists. */
export function listEnteringTurns(state: PitOfPillarsState): EnteringTurn[] {
  const firsts = firstSquares(state);
  if (isOpeningTurn(state)) return firsts.map((first) => ({ stage: "entering", first }));
  const full: EnteringTurn[] = [];
  for (const first of firsts) {
    for (const second of secondSquares(state.stacks, first)) full.push({ stage: "entering", first, second });
  }
  if (full.length > 0) return full;
  return firsts.map((first) => ({ stage: "entering", first }));
}

/** Checks an entering turn against the position without listing all turns. */
function checkEnteringTurn(state: PitOfPillarsState, turn: EnteringTurn): Result<true> {
  const { first, second } = turn;
  if (state.stacks[first] !== "") return illegal("occupied", { square: squareName(first) }, `${squareName(first)} is already occupied.`);
  if (isOpeningTurn(state)) {
    if (second !== undefined) return illegal("openingSingle", {}, "White's first turn is a single man, e.g. d4.");
    return ok(true);
  }
  const last = state.lastEntered!;
  const opponent = SIDE_NAME[opposite(state.turn)];
  if (!NEIGHBOURS[last].includes(first)) {
    return illegal("firstNextToLast", { last: squareName(last), opponent: opposite(state.turn), first: squareName(first) }, `The first man must go next to ${squareName(last)}, the man ${opponent} entered last; ${squareName(first)} is not next to it.`);
  }
  if (second === undefined) {
    const roomy = firstSquares(state).find((cell) => leavesRoomForSecond(state.stacks, cell));
    if (roomy === undefined) return ok(true);
    const example = `${squareName(roomy)},${squareName(secondSquares(state.stacks, roomy)[0])}`;
    return illegal("needsBoth", { example }, `A second man can still be entered (for example ${example}), so the turn needs both men.`);
  }
  if (state.stacks[second] !== "" || second === first) return illegal("occupied", { square: squareName(second) }, `${squareName(second)} is already occupied.`);
  if (!isOpenForSecond(state.stacks, second, first)) {
    return illegal("secondNeedsSpace", { square: squareName(second) }, `The second man needs a square with only vacant squares next to it; ${squareName(second)} has an occupied neighbour.`);
  }
  return ok(true);
}

/** Plays a checked entering turn. A short turn (not White's opening) ends the stage. */
function applyEnteringTurn(state: PitOfPillarsState, turn: EnteringTurn): PitOfPillarsState {
  const stacks = state.stacks.slice();
  const letter = MAN[state.turn];
  stacks[turn.first] = letter;
  if (turn.second !== undefined) stacks[turn.second] = letter;
  const endsStage = turn.second === undefined && !isOpeningTurn(state);
  return {
    ...state,
    stacks,
    turn: opposite(state.turn),
    stage: endsStage ? "movement" : "entering",
    lastEntered: endsStage ? undefined : (turn.second ?? turn.first),
  };
}

/** Checks an entering turn and plays it; the notes announce the end of the stage. */
export function playEnteringTurn(state: PitOfPillarsState, turn: EnteringTurn): Result<{ state: PitOfPillarsState; notes: Sentence[] }> {
  const checked = checkEnteringTurn(state, turn);
  if (!checked.ok) return checked;
  const next = applyEnteringTurn(state, turn);
  const notes = next.stage === "movement" ? [said("note.enteringOver", { side: next.turn }, `The entering stage is over: ${SIDE_NAME[next.turn]} makes the first move of the movement stage.`)] : [];
  return ok({ state: next, notes });
}
