/**
 * Ben39: chess on 39 squares and the intersections between them, with drops, teleports,
 * rotations and two squares that move. Rules: the seed 004_27e5bcb93ebd0466.txt and
 * RULINGS.md, written out for players in docs/rules/ben39.md; sources and decisions in
 * docs/engine/ben39.md.
 */
import { fixedStart } from "../../options.ts";
import { evaluate } from "./evaluate.ts";
import type { AttackedKing, Game, GameOptions, Outcome, Result, Sentence } from "../../types.ts";
import { fail, ok, ONGOING, opposite } from "../../types.ts";
import { checkStep } from "./invariants.ts";
import { geometryOf, nameOf } from "./board.ts";
import { candidatesOf, generateMoves, legalMovesOf } from "./moves.ts";
import { actionLabel, handleCell, squarePrompt } from "./clicks.ts";
import { makePosition, parsePosition, startState } from "./position.ts";
import { explainPath, refuseMove } from "./refusal.ts";
import type { Ben39State } from "./state.ts";
import { SIDE_NAME } from "./state.ts";
import { ben39Sentences } from "./words.ts";
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

/**
 * The kings either side could capture on its next move (ruling 3: leaving one's king so
 * is legal; there is no check, so the page marks and names the king instead), each with
 * the pieces whose move would take it: the first click of the move (the capturer, the
 * wizard, the spider). The side to move's king is judged as if its opponent moved now.
 */
export function attackedKings(state: Ben39State): AttackedKing[] {
  if (state.winner) return [];
  const found: AttackedKing[] = [];
  for (const side of ["white", "black"] as const) {
    const enemy = opposite(side);
    const king = state.cells.findIndex((piece) => piece?.kind === "K" && piece.side === side);
    if (king < 0) continue;
    const moves = enemy === state.turn ? candidatesOf(state) : generateMoves({ ...state, turn: enemy });
    const taking = moves.filter((move) => move.kind !== "move" && move.kind !== "drop" && move.kind !== "square" && move.after().winner === enemy);
    const attackers = [...new Set(taking.map((move) => move.path[0]))];
    if (attackers.length > 0) found.push({ side, king: nameOf(king), attackers });
  }
  return found;
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
    const notes: Sentence[] = [];
    if (next.winner) notes.push(ben39Sentences.said("note.kingCaptured", { side: next.winner }, `${SIDE_NAME[next.winner]} captures the king and wins.`));
    const { after: _after, ...move } = candidate;
    return ok({ state: next, move, notes });
  },
  outcome,
  evaluate,
  checkStep,
  explainPath,
  // there is no check (ruling 3): the board marks an attacked king (attackedKings) instead
  prompt: (_state, path) => squarePrompt(path),
  view: viewPosition,
  attackedKings,
  kingsMayBeCaptured: true,
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
