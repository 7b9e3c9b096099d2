/**
 * In The Bin: two kings on a 9x9 board around a bin of neutral pieces. Players select
 * pieces from the bin onto their hot spots, capture and push pieces back into it (each
 * earning another move), and may never repeat a board or, with a capture, selection or
 * push, a bin. Rules: the seed 000_83264bd269156a83.txt and RULINGS.md, written out in
 * docs/rules/in-the-bin.md (sources and decisions: docs/engine/in-the-bin.md).
 */
import { fixedStart } from "../../options.ts";
import { evaluate } from "./evaluate.ts";
import type { Game, GameOptions, Result } from "../../types.ts";
import { fail, ok, opposite } from "../../types.ts";
import { applyCandidate } from "./apply.ts";
import { BOARD, HOT_SPOTS } from "./board.ts";
import { explainPath } from "./explain.ts";
import { checkStep } from "./invariants.ts";
import { findLegal, generate, isInCheck, kingsInCheck } from "./moves.ts";
import { computeOutcome } from "./outcome.ts";
import { makePosition, parsePosition } from "./position.ts";
import { EMPTY, KIND_NAME, kindOf, makePiece, START_BIN } from "./pieces.ts";
import { refuseMove } from "./refusal.ts";
import { binKey, freshState, type InTheBinState } from "./state.ts";
import { makeState, parseState } from "./state-text.ts";
import { viewPosition } from "./view.ts";
import type { Sentence } from "../../types.ts";
import { englishList, said } from "../../types.ts";
import { inTheBinSentences, inTheBinWords } from "./words.ts";
import { CHECK_NOTE, checkmateNote } from "../../notes.ts";

export type { InTheBinState } from "./state.ts";

const SIDE_NAME = { white: "White", black: "Black" } as const;

/** The start (ruling 3): the kings on e1 and e9, everything else in the bin, White to move. */
function startState(): InTheBinState {
  const board = new Uint8Array(BOARD.width * BOARD.height);
  board[BOARD.parse("e1") as number] = makePiece("white", "K");
  board[BOARD.parse("e9") as number] = makePiece("black", "K");
  return freshState(board, START_BIN, "white", false);
}

const START = startState();

function setup(options: GameOptions = {}): Result<InTheBinState> {
  return fixedStart("In The Bin", START, options);
}

/** What the move list says beside the text: the extra move and its lapse, check, the end. */
function makeNotes(before: InTheBinState, next: InTheBinState, lapsed: boolean): Sentence[] {
  const mover = before.turn;
  const notes: Sentence[] = [];
  if (next.extra && next.turn === mover) notes.push(inTheBinSentences.said("note.extraMove", { side: mover }, `${SIDE_NAME[mover]} plays an extra move.`));
  if (lapsed) notes.push(inTheBinSentences.said("note.extraMoveLapses", { side: mover }, `${SIDE_NAME[mover]} has no legal extra move: it lapses.`));
  const outcome = computeOutcome(next);
  if (outcome.status === "win") notes.push(checkmateNote(outcome.winner, SIDE_NAME[outcome.winner]));
  else if (outcome.status === "draw") notes.push(inTheBinSentences.said("note.stalemate", undefined, "Stalemate: a draw."));
  else if (isInCheck(next.board, opposite(mover))) notes.push(CHECK_NOTE);
  return notes;
}

/** What "push" does now: "Push the rook on d4 and the queen on f4 back into the bin". */
function pushLabel(state: InTheBinState): Sentence {
  const pushed = HOT_SPOTS[state.turn].filter((spot) => state.board[spot] !== EMPTY);
  if (pushed.length === 0) return said("Push your hot spots back into the bin", inTheBinWords("pushHotSpots"));
  const named = pushed.map((spot) => ({ piece: KIND_NAME[kindOf(state.board[spot])], cell: BOARD.name(spot) }));
  const english = englishList(named.map(({ piece, cell }) => `the ${piece} on ${cell}`), "and");
  return said(`Push ${english} back into the bin`, inTheBinWords("push", { pieces: { list: named.map((values) => inTheBinWords("pushedPiece", values)), joined: "and" } }));
}

export const inTheBin: Game<InTheBinState> = {
  id: "in-the-bin",
  name: "In The Bin",
  summary: "Two kings and a bin of neutral pieces: select pieces onto your hot spots, capture and push them back into the bin for extra moves, and never repeat a board or a bin.",
  sideNames: { white: "White", black: "Black" },
  options: {},
  setup,
  parsePosition,
  makePosition,
  makeState,
  parseState,
  turn: (state) => state.turn,
  legalMoves: (state) => generate(state).moves,
  play(state, text) {
    const outcome = computeOutcome(state);
    if (outcome.status !== "ongoing") return fail("game_over", "The game is over.");
    // Only the text's own candidate is checked against the rules: listing every legal move
    // (as legalMoves does) costs several times more, and a woken game replays up to 50 moves.
    const candidate = findLegal(state, text);
    if (candidate === undefined) return refuseMove(state, text);
    const applied = applyCandidate(state, candidate);
    return ok({ state: applied.state, move: candidate.move, notes: makeNotes(state, applied.state, applied.lapsed) });
  },
  outcome: computeOutcome,
  evaluate,
  // the board's 64-bit hash, the bin's counts, the side to move and whether it is an extra move
  searchKey: (state) => `${state.hash[0]}:${state.hash[1]}:${binKey(state.bin)}:${state.turn}${state.extra ? "+" : ""}`,
  // Following captures past the horizon made level 3 weaker here (it beat level 2 in 10 of
  // 20 games with it, also when a capture's extra move was searched in full so that the
  // recapture was seen; 15 of 20 without: `npm run bench:bot -- --game in-the-bin --level
  // 3 --against below`). A capture earns another move and the piece stays in play in the
  // bin, so an exchange is not over when the captures stop.
  quiescence: false,
  checkStep,
  view: viewPosition,
  attackedKings: (state) => kingsInCheck(state.board),
  explainPath,
  actions: ["push"],
  actionLabel: (state, path) => (path[path.length - 1] === "push" ? pushLabel(state) : undefined),
  pieces: [
    { kind: "K", name: "King", moves: "One square any way; never onto a hot spot. Never captured." },
    { kind: "Q", name: "Queen", moves: "Any distance in a straight line." },
    { kind: "R", name: "Rook", moves: "Any distance along a rank or file." },
    { kind: "B", name: "Bishop", moves: "Any distance diagonally." },
    { kind: "N", name: "Knight", moves: "An L-shaped jump, as in chess." },
    { kind: "M", name: "Nightrider", moves: "Knight jumps repeated in one direction, until something stops it." },
    { kind: "F", name: "Ferz", moves: "One square diagonally." },
    { kind: "W", name: "Wazir", moves: "One square along a rank or file." },
  ],
};
