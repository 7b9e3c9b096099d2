/**
 * Inside-out Chess (Maarten Bodlaender, 2004): chess on 6x6 with eight dual squares
 * that each hold a piece inside and a piece outside, two kings a side, and pawns that
 * return when a king falls. Rules: docs/rules/inside-out.md; sources,
 * rulings and decisions: docs/engine/inside-out.md.
 *
 * Every answer about a state (its moves, its outcome) is computed once and memoized in
 * a WeakMap, so `play` followed by `outcome` and `legalMoves` on the new state costs one
 * move generation, however long the game has been.
 */
import { evaluate } from "./evaluate.ts";
import type { AttackedKing, Game, Move, Outcome, Played, Result } from "../../types.ts";
import { fail, ok, opposite } from "../../types.ts";
import { applyMove } from "./apply.ts";
import { isLayoutName, LAYOUT_NAMES, LAYOUTS } from "./board.ts";
import { checkMove } from "./explain.ts";
import { explainLongMoveClicks } from "../../chess/click-refusal.ts";
import type { FieldMoveInfo } from "./moves.ts";
import { generateMoves } from "./moves.ts";
import { parseMoveText, toMove } from "./notation.ts";
import { judgeOutcome } from "./outcome.ts";
import { makePosition, parsePosition } from "./position.ts";
import type { InsideOutState } from "./state.ts";
import { initialState, SIDE_NAME } from "./state.ts";
import { view } from "./view.ts";
import { kindOf } from "./pieces.ts";
import { checkStep } from "./invariants.ts";

export type { InsideOutState } from "./state.ts";

interface Analysis {
  /** The moves the piece rules and the reverse rule allow (empty once the game is over). */
  readonly moves: readonly FieldMoveInfo[];
  readonly outcome: Outcome;
}

const analyses = new WeakMap<InsideOutState, Analysis>();

function analyse(state: InsideOutState): Analysis {
  let analysis = analyses.get(state);
  if (analysis === undefined) {
    const generated = generateMoves(state);
    const outcome = judgeOutcome(state, generated.length > 0);
    analysis = { moves: outcome.status === "ongoing" ? generated : [], outcome };
    analyses.set(state, analysis);
  }
  return analysis;
}

// Kept apart from the analysis: the server's play + outcome needs the moves but not
// their texts, which only a UI or a perft asks for.
const legalMoveLists = new WeakMap<InsideOutState, readonly Move[]>();

function legalMoves(state: InsideOutState): readonly Move[] {
  let legal = legalMoveLists.get(state);
  if (legal === undefined) {
    legal = analyse(state).moves.map((move) => toMove(state.layout, move));
    legalMoveLists.set(state, legal);
  }
  return legal;
}

function play(state: InsideOutState, text: string): Result<Played<InsideOutState>> {
  const analysis = analyse(state);
  if (analysis.outcome.status !== "ongoing") return fail("game_over", "The game is over; no more moves can be played.");
  const written = parseMoveText(state.layout, text);
  if (!written.ok) return written;
  const checked = checkMove(state, written.value, analysis.moves);
  if (!checked.ok) return checked;
  const applied = applyMove(state, checked.value);
  return ok({ state: applied.state, move: toMove(state.layout, checked.value), notes: applied.notes });
}

/**
 * The kings either side could capture on its next move (no check: leaving a king so is
 * legal, ruling 6), each with the pieces that could take it. The side to move's kings are
 * judged as if its opponent moved now, that opponent's reverse rule included.
 */
function attackedKings(state: InsideOutState): AttackedKing[] {
  if (analyse(state).outcome.status !== "ongoing") return [];
  const found = new Map<string, AttackedKing>();
  for (const side of ["white", "black"] as const) {
    const enemy = opposite(side);
    const moves = enemy === state.turn ? analyse(state).moves : generateMoves({ ...state, turn: enemy });
    for (const move of moves) {
      if (move.captured === "" || kindOf(move.captured) !== "K") continue;
      const [from, king] = toMove(state.layout, move).path;
      const known = found.get(king);
      found.set(king, { side, king, attackers: [...(known?.attackers ?? []), from] });
    }
  }
  return [...found.values()];
}

/** The game as the registry offers it. */
export const insideOut: Game<InsideOutState> = {
  id: "inside-out",
  name: "Inside-out Chess",
  summary:
    "Chess on 6x6 where eight squares hold a piece inside and a piece outside. Two kings each, no check; a fallen king brings pawns back. Lose your last king and you lose.",
  sideNames: SIDE_NAME,
  options: { layout: LAYOUT_NAMES },
  optionNotes: {
    layout: "Where the eight dual squares lie. centred: b3-e4, the same board for both players (the rulings' reading). as-printed: c3-f4, as the original rules print it.",
  },
  setup(options = {}) {
    const unknown = Object.keys(options).filter((name) => name !== "layout");
    if (unknown.length > 0) return fail("bad_options", `Inside-out Chess has no option ${unknown.join(", ")}.`);
    const layout = options.layout ?? LAYOUT_NAMES[0];
    if (!isLayoutName(layout)) return fail("bad_options", `Option "layout" of Inside-out Chess must be one of: ${LAYOUT_NAMES.join(", ")}.`);
    return ok(initialState(LAYOUTS[layout]));
  },
  parsePosition,
  makePosition,
  turn: (state) => state.turn,
  legalMoves,
  play,
  outcome: (state) => analyse(state).outcome,
  evaluate,
  checkStep,
  view,
  attackedKings,
  kingsMayBeCaptured: true,
  explainPath: (state, path) => explainLongMoveClicks(insideOut, state, path),
  pieces: [
    { kind: "K", name: "King", moves: "One square in any direction. There is no check: kings are captured like any piece, and you lose with your last king." },
    { kind: "R", name: "Rook", moves: "Any distance along a rank or file; passes a dual square only when both its fields are empty." },
    { kind: "B", name: "Bishop", moves: "Any distance diagonally; passes a dual square only when both its fields are empty." },
    { kind: "N", name: "Knight", moves: "An L-shaped jump, as in chess." },
    { kind: "P", name: "Pawn", moves: "One square forward (two from its start rank), captures diagonally forward; becomes a king on the last rank." },
  ],
};
