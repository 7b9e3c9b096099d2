/**
 * Ben39: chess on 39 squares and the intersections between them, with drops, teleports,
 * rotations and two squares that move. Rules: the seed 004_27e5bcb93ebd0466.txt and
 * RULINGS.md, written out in docs/rules/ben39.md.
 */
import { fixedStart } from "../../options.ts";
import { evaluate } from "./evaluate.ts";
import type { Game, GameOptions, Outcome, Result } from "../../types.ts";
import { fail, ok, ONGOING, opposite } from "../../types.ts";
import { checkStep } from "./invariants.ts";
import { geometryOf } from "./board.ts";
import { actionLabel, candidatesOf, generateMoves, handleCell, legalMovesOf, squarePrompt } from "./moves.ts";
import { makePosition, parsePosition, startState } from "./position.ts";
import { explainPath, refuseMove } from "./refusal.ts";
import type { Ben39State } from "./state.ts";
import { SIDE_NAME } from "./state.ts";
import { viewPosition } from "./view.ts";

export type { Ben39State } from "./state.ts";

const START = startState();


/**
 * Whether the side to move has a legal move, without listing them when an answer is
 * plain: a chad rook, wizard, spider or castle in hand may be dropped on any empty
 * intersection (ruling 5 restricts only square pieces and the immobilizer), and the
 * server asks this after every move.
 */
function hasLegalMove(state: Ben39State): boolean {
  const hand = state.hands[state.turn];
  if (hand.X + hand.W + hand.Z + hand.C > 0) {
    const geo = geometryOf(state.movable[0], state.movable[1]);
    if (geo.points.some((point) => state.cells[point] === undefined)) return true;
  }
  return candidatesOf(state).length > 0;
}

function outcome(state: Ben39State): Outcome {
  if (state.winner) return { status: "win", winner: state.winner, reason: "king-captured" };
  if (!hasLegalMove(state)) return { status: "win", winner: opposite(state.turn), reason: "no-legal-move" };
  return ONGOING;
}

/** Whether the side to move's king could be captured by the opponent's next move (ruling 3: legal, but worth a warning). */
export function kingAttacked(state: Ben39State): boolean {
  if (state.winner) return false;
  const enemy = opposite(state.turn);
  return generateMoves({ ...state, turn: enemy }).some((move) => move.kind !== "move" && move.kind !== "drop" && move.kind !== "square" && move.after().winner === enemy);
}

function setup(options: GameOptions = {}): Result<Ben39State> {
  return fixedStart("Ben39", START, options);
}

export const ben39: Game<Ben39State> = {
  id: "ben39",
  name: "Ben39",
  summary: "Chess on 39 squares and the intersections between them: drops, wizards that teleport, spiders that rotate, castles the king needs, and two squares that move.",
  sideNames: SIDE_NAME,
  options: {},
  setup,
  parsePosition,
  makePosition,
  turn: (state) => state.turn,
  legalMoves: (state) => legalMovesOf(state),
  play(state, text) {
    const before = outcome(state);
    if (before.status !== "ongoing") return fail("game_over", "The game is over: a king has been captured or a player has no move.");
    const candidate = candidatesOf(state).find((move) => move.text === text);
    if (!candidate) return refuseMove(state, text);
    const next = candidate.after();
    const notes: string[] = [];
    if (next.winner) notes.push(`${SIDE_NAME[next.winner]} captures the king and wins.`);
    const { after: _after, ...move } = candidate;
    return ok({ state: next, move, notes });
  },
  outcome,
  evaluate,
  checkStep,
  explainPath,
  // there is no check (ruling 3): the page warns instead
  prompt: (state, path) => squarePrompt(path) ?? (path.length === 0 && kingAttacked(state) ? "Your king is attacked: it can be captured on the next move." : undefined),
  view: viewPosition,
  actionLabel: (_state, path) => actionLabel(path),
  handleCell,
  // Letters other games draw as their own pieces: the knightrider borrows In The Bin's
  // nightrider ring; the silver general, the wizard and the castle in hand are lettered
  // discs (not The Pit's Sorceror and Cavalier, nor In The Bin's wazir)
  glyphs: { N: "M", S: "disc", W: "disc", C: "disc" },
  pieces: [
    { kind: "K", name: "King", moves: "One square any way, but only from and to a square with one of its own castles on a corner." },
    { kind: "Q", name: "Queen", moves: "Any distance along a rank, file or diagonal of squares (a promoted pawn)." },
    { kind: "R", name: "Rook", moves: "Any distance along a rank or file of squares." },
    { kind: "B", name: "Bishop", moves: "Any distance diagonally, or one square orthogonally without capturing." },
    { kind: "N", name: "Knightrider", moves: "Knight jumps repeated in one direction over existing, empty squares." },
    { kind: "G", name: "Gold general", moves: "One square orthogonally, or diagonally forward." },
    { kind: "S", name: "Silver general", moves: "One square diagonally, or straight forward." },
    { kind: "P", name: "Pawn", moves: "One square forward, captures diagonally forward; a queen on the last rank." },
    { kind: "X", name: "Chad rook", moves: "Along the lines like a rook, over empty intersections; never captures nor is captured." },
    { kind: "I", name: "Immobilizer", moves: "Like a queen over the intersections; freezes enemy pieces on its four squares." },
    { kind: "W", name: "Wizard", moves: "One intersection any way; sends a friendly piece on its four squares to the same place beside the other wizard." },
    { kind: "Z", name: "Spider", moves: "An unblockable xiangqi-knight leap; turns all friendly pieces on its four squares a quarter turn." },
    { kind: "C+", name: "Castle (next step orthogonal)", moves: "One intersection, orthogonal and diagonal steps in turn; the king needs one on a corner of its square." },
    { kind: "C×", name: "Castle (next step diagonal)", moves: "One intersection, diagonal and orthogonal steps in turn." },
  ],
};
