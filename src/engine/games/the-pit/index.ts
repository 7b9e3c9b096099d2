/**
 * The Pit: chess on a 10x10 board whose 16 centre squares are missing, with Heroes,
 * Cavaliers, Sorcerors and sidestepping pawns. Rules: the seed
 * 002_de691bdfd4eaf5b7.txt and RULINGS.md, written out for players in
 * docs/rules/the-pit.md; sources and decisions in docs/engine/the-pit.md.
 */
import { fixedStart } from "../../options.ts";
import { evaluate } from "./evaluate.ts";
import { CHECK_NOTE } from "../../notes.ts";
import { sentencesOf } from "../../sentence-words.ts";
import type { Game, GameOptions, Result, Sentence } from "../../types.ts";
import { fail, ok } from "../../types.ts";
import { applyMove } from "./apply.ts";
import { BOARD } from "./board.ts";
import { isInCheck, kingsInCheck } from "./check.ts";
import type { Candidate } from "./moves.ts";
import { countLegalMoves, findLegalMove, generateLegalMoves } from "./moves.ts";
import { computeOutcome, describeOutcome } from "./outcome.ts";
import { makePosition, parsePosition } from "./position.ts";
import { refuseMove } from "./refusal.ts";
import { START_STATE } from "./setup.ts";
import { makeState, parseState } from "./state-text.ts";
import type { ThePitState } from "./state.ts";
import { viewPosition } from "./view.ts";
import { checkStep } from "./invariants.ts";
import { explainLongMoveClicks } from "../../chess/click-refusal.ts";

export type { ThePitState } from "./state.ts";

const { said } = sentencesOf("the-pit");

/** Sentences for the move list: what the text does not show (en passant, check, the end). */
function makeNotes(candidate: Candidate, next: ThePitState): Sentence[] {
  const notes: Sentence[] = [];
  if (candidate.kind === "en-passant" && candidate.captureAt !== undefined) {
    const square = BOARD.name(candidate.captureAt);
    notes.push(said("note.enPassant", { square }, `The pawn on ${square} is captured en passant.`));
  }
  const outcome = computeOutcome(next);
  if (outcome.status !== "ongoing") notes.push(describeOutcome(outcome));
  else if (isInCheck(next.board, next.turn)) notes.push(CHECK_NOTE);
  return notes;
}

function setup(options: GameOptions = {}): Result<ThePitState> {
  return fixedStart("The Pit", START_STATE, options);
}

export const thePit: Game<ThePitState> = {
  id: "the-pit",
  name: "The Pit",
  summary: "Chess on a 10x10 board around a pit that nothing may enter, with Heroes, Cavaliers, Sorcerors and pawns that step sideways.",
  sideNames: { white: "White", black: "Black" },
  options: {},
  setup,
  parsePosition,
  makePosition,
  parseState,
  makeState,
  turn: (state) => state.turn,
  legalMoves: (state) => (computeOutcome(state).status === "ongoing" ? generateLegalMoves(state).moves : []),
  countLegalMoves: (state) => (computeOutcome(state).status === "ongoing" ? countLegalMoves(state) : 0),
  play(state, text) {
    const before = computeOutcome(state);
    if (before.status !== "ongoing") return fail("game_over", `The game is over. ${describeOutcome(before).message}`);
    const found = findLegalMove(state, text);
    if (found === undefined) return refuseMove(state, text);
    const next = applyMove(state, found.candidate);
    return ok({ state: next, move: found.move, notes: makeNotes(found.candidate, next) });
  },
  outcome: computeOutcome,
  evaluate,
  // placement, side to move and en passant square, kept by every state for the repetition rule
  searchKey: (state) => state.repetition.key,
  checkStep,
  view: viewPosition,
  attackedKings: (state) => kingsInCheck(state.board),
  explainPath: (state, path) => explainLongMoveClicks(thePit, state, path),
  pieces: [
    { kind: "K", name: "King", moves: "One square in any direction." },
    { kind: "Q", name: "Queen", moves: "Any distance along a rank, file or diagonal; never across the pit." },
    { kind: "R", name: "Rook", moves: "Any distance along a rank or file; never across the pit." },
    { kind: "H", name: "Hero", moves: "As a rook, or an L-shaped knight jump (which may go over the pit)." },
    { kind: "C", name: "Cavalier", moves: "As a bishop, or an L-shaped knight jump (which may go over the pit)." },
    { kind: "S", name: "Sorceror", moves: "One square in any direction, or a leap of exactly five squares along a rank, file or diagonal, over anything." },
    { kind: "P", name: "Pawn", moves: "One square forward, two from its start rank, or one sideways; captures one square diagonally forward, en passant too; promotes on the last rank." },
  ],
};
