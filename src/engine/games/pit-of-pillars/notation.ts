/**
 * Turn texts (ruling 8 and ruling 3) and the click paths that build them.
 *
 * - entering stage: `c4,f7` (first man, second man); a short turn or White's first turn `c4`;
 * - movement stage: a stack move `c3-c6` (the distance is the number of men moved), an
 *   entry from reserve `@d4`, either followed by an optional pillar move `/Pe2-e5`.
 *
 * A whole turn is one text: the legal-move list holds whole turns.
 */
import type { Result, Side } from "../../types.ts";
import { fail, ok } from "../../types.ts";
import { BOARD, squareName } from "./board.ts";

/** An entering-stage turn: one or two men from the supply. */
export interface EnteringTurn {
  readonly stage: "entering";
  readonly first: number;
  /** Absent for White's first turn and for the short turn that ends the stage. */
  readonly second?: number;
}

/** The compulsory part of a movement-stage turn. */
export type CompulsoryPart =
  | { readonly kind: "move"; readonly from: number; readonly to: number }
  | { readonly kind: "reserve"; readonly to: number };

export interface PillarMove {
  readonly from: number;
  readonly to: number;
}

export interface MovementTurn {
  readonly stage: "movement";
  readonly part: CompulsoryPart;
  readonly pillar?: PillarMove;
}

export type Turn = EnteringTurn | MovementTurn;

const SQUARE = "([a-z][0-9]{1,2})";
const ENTERING_TEXT = new RegExp(`^${SQUARE}(?:,${SQUARE})?$`);
const MOVEMENT_TEXT = new RegExp(`^(?:${SQUARE}-${SQUARE}|@${SQUARE})(?:/P${SQUARE}-${SQUARE})?$`);

function parseSquare(name: string): Result<number> {
  const cell = BOARD.parse(name);
  if (cell === undefined) {
    return fail("malformed_move", `${name} is not a square of the board (files a-h, ranks 1-8, and the corners a1, h1, a8, h8 are cut off).`);
  }
  return ok(cell);
}

/** Squares named in order; the first name that is not a square fails the whole text. */
function parseSquares(names: readonly (string | undefined)[]): Result<(number | undefined)[]> {
  const cells: (number | undefined)[] = [];
  for (const name of names) {
    if (name === undefined) {
      cells.push(undefined);
      continue;
    }
    const cell = parseSquare(name);
    if (!cell.ok) return cell;
    cells.push(cell.value);
  }
  return ok(cells);
}

/** Reads a turn text. It checks the form only; the rules are checked against a position elsewhere. */
export function parseTurn(text: string): Result<Turn> {
  const trimmed = text.trim();
  const entering = ENTERING_TEXT.exec(trimmed);
  if (entering) {
    const cells = parseSquares([entering[1], entering[2]]);
    if (!cells.ok) return cells;
    const [first, second] = cells.value as [number, number | undefined];
    return ok(second === undefined ? { stage: "entering", first } : { stage: "entering", first, second });
  }
  const movement = MOVEMENT_TEXT.exec(trimmed);
  if (movement) {
    const cells = parseSquares(movement.slice(1, 6));
    if (!cells.ok) return cells;
    const [from, to, reserveTo, pillarFrom, pillarTo] = cells.value;
    const part: CompulsoryPart =
      reserveTo === undefined ? { kind: "move", from: from!, to: to! } : { kind: "reserve", to: reserveTo };
    return ok(
      pillarFrom === undefined
        ? { stage: "movement", part }
        : { stage: "movement", part, pillar: { from: pillarFrom, to: pillarTo! } },
    );
  }
  return fail(
    "malformed_move",
    `"${trimmed}" is not a Pit of Pillars turn. Write c4,f7 (entering two men), c4 (one man), c3-c6 (a stack move), @d4 (a man from reserve), with an optional pillar move such as /Pe2-e5.`,
  );
}

/** The canonical text of a turn. */
export function makeTurn(turn: Turn): string {
  if (turn.stage === "entering") {
    return turn.second === undefined ? squareName(turn.first) : `${squareName(turn.first)},${squareName(turn.second)}`;
  }
  const part = turn.part.kind === "move" ? `${squareName(turn.part.from)}-${squareName(turn.part.to)}` : `@${squareName(turn.part.to)}`;
  return turn.pillar === undefined ? part : `${part}/P${squareName(turn.pillar.from)}-${squareName(turn.pillar.to)}`;
}

/** The off-board area a side enters reserve men from; also the first click of a reserve entry. */
export function reserveAreaId(side: Side): string {
  return `reserve:${side}`;
}

/**
 * The clicks that build a turn in a UI: the squares in the order the text names them,
 * a reserve entry starting with the mover's reserve area. A shorter path that is itself
 * a legal turn (a turn without its pillar move) lets the UI offer "end turn".
 */
export function turnPath(turn: Turn, mover: Side): string[] {
  if (turn.stage === "entering") {
    return turn.second === undefined ? [squareName(turn.first)] : [squareName(turn.first), squareName(turn.second)];
  }
  const path =
    turn.part.kind === "move"
      ? [squareName(turn.part.from), squareName(turn.part.to)]
      : [reserveAreaId(mover), squareName(turn.part.to)];
  if (turn.pillar !== undefined) path.push(squareName(turn.pillar.from), squareName(turn.pillar.to));
  return path;
}

/** The move kind for the UI and for counting: `enter`, `move`, `reserve`, with `+pillar` when a pillar moves too. */
export function turnKind(turn: Turn): string {
  if (turn.stage === "entering") return "enter";
  return turn.pillar === undefined ? turn.part.kind : `${turn.part.kind}+pillar`;
}
