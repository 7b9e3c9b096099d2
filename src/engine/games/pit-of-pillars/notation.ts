/**
 * Turn texts (ruling 8 and ruling 3) and the click paths that build them.
 *
 * - entering stage: `c4,f7` (first man, second man); a short turn or White's first turn `c4`;
 * - movement stage: a stack move `c3-c6` (the distance is the number of men moved), an
 *   entry from reserve `@d4`, either followed by an optional pillar move `/Pe2-e5`.
 *
 * A whole turn is one text: the legal-move list holds whole turns. `parseTurn` and
 * `makeMove` are the pair that reads and writes them.
 */
import type { Move, Result, Side } from "../../types.ts";
import { ok } from "../../types.ts";
import { sentencesOf } from "../../sentence-words.ts";
import { BOARD, CELL_COUNT, squareName } from "./board.ts";

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

const { malformed } = sentencesOf("pit-of-pillars");

const SQUARE = "([a-z][0-9]{1,2})";
const ENTERING_TEXT = new RegExp(`^${SQUARE}(?:,${SQUARE})?$`);
const MOVEMENT_TEXT = new RegExp(`^(?:${SQUARE}-${SQUARE}|@${SQUARE})(?:/P${SQUARE}-${SQUARE})?$`);

function parseSquare(name: string): Result<number> {
  const cell = BOARD.parse(name);
  if (cell === undefined) {
    return malformed("notASquare", { square: name }, `${name} is not a square of the board (files a-h, ranks 1-8, and the corners a1, h1, a8, h8 are cut off).`);
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
  return malformed(
    "notATurn",
    { text: trimmed },
    `"${trimmed}" is not a Pit of Pillars turn. Write c4,f7 (entering two men), c4 (one man), c3-c6 (a stack move), @d4 (a man from reserve), with an optional pillar move such as /Pe2-e5.`,
  );
}

/** The off-board area a side enters reserve men from; also the first click of a reserve entry. */
export function reserveAreaId(side: Side): string {
  return `reserve:${side}`;
}

const PILLAR_KIND: Readonly<Record<CompulsoryPart["kind"], string>> = { move: "move+pillar", reserve: "reserve+pillar" };

// "/Pe2-e5" for every pair of cells, made once: a turn list repeats them thousands of times.
const pillarSuffixes: string[] = [];

function pillarSuffix(pillar: PillarMove): string {
  const key = pillar.from * CELL_COUNT + pillar.to;
  return (pillarSuffixes[key] ??= `/P${squareName(pillar.from)}-${squareName(pillar.to)}`);
}

/**
 * A turn as the legal-move list shows it: the canonical text, the clicks that build it
 * in a UI (the squares in the order the text names them; a reserve entry starts with the
 * mover's reserve area) and its kind: `enter`, `move`, `reserve`, or `move+pillar` /
 * `reserve+pillar`. A turn without its pillar move is itself legal, so the UI can offer
 * "end turn" after the first two clicks.
 */
export function makeMove(turn: Turn, mover: Side): Move {
  if (turn.stage === "entering") {
    const first = squareName(turn.first);
    if (turn.second === undefined) return { text: first, path: [first], kind: "enter" };
    const second = squareName(turn.second);
    return { text: `${first},${second}`, path: [first, second], kind: "enter" };
  }
  const to = squareName(turn.part.to);
  let base: Move;
  if (turn.part.kind === "move") {
    const from = squareName(turn.part.from);
    base = { text: `${from}-${to}`, path: [from, to], kind: "move" };
  } else base = { text: `@${to}`, path: [reserveAreaId(mover), to], kind: "reserve" };
  return turn.pillar === undefined ? base : addPillarMove(base, turn.part.kind, turn.pillar);
}

/** A compulsory part's move with a pillar move appended; listing makes thousands from one base. */
export function addPillarMove(base: Move, kind: CompulsoryPart["kind"], pillar: PillarMove): Move {
  return {
    text: base.text + pillarSuffix(pillar),
    path: [base.path[0], base.path[1], squareName(pillar.from), squareName(pillar.to)],
    kind: PILLAR_KIND[kind],
  };
}
