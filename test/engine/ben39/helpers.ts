/** Positions for Ben39's tests, written as piece lists rather than long placement texts. */
import { ben39, type Ben39State } from "../../../src/engine/games/ben39/index.ts";
import { CYCLE, LATTICE, nameOf, parseCell } from "../../../src/engine/games/ben39/board.ts";
import { EMPTY_HAND, pieceFromLetter, type Piece } from "../../../src/engine/games/ben39/pieces.ts";
import type { Side } from "../../../src/engine/types.ts";

export interface Setup {
  /** Square or intersection name to piece letter (upper case White; `D` a castle stepping diagonally next). */
  readonly pieces: Readonly<Record<string, string>>;
  readonly turn?: Side;
  /** Two movable-square locations, like "l2,d14". */
  readonly movable?: string;
  readonly hands?: { readonly white?: Partial<Record<string, number>>; readonly black?: Partial<Record<string, number>> };
}

/** The position, built and then read back through the position text (so every test also checks the text). */
export function position(setup: Setup): Ben39State {
  const cells: (Piece | undefined)[] = Array(LATTICE.width * LATTICE.height).fill(undefined);
  for (const [name, letter] of Object.entries(setup.pieces)) cells[parseCell(name)!] = pieceFromLetter(letter);
  const movable = (setup.movable ?? "l2,d14").split(",").map((name) => CYCLE.indexOf(parseCell(name)!)).sort((a, b) => a - b) as [number, number];
  const state: Ben39State = {
    cells,
    movable,
    hands: { white: { ...EMPTY_HAND, ...setup.hands?.white }, black: { ...EMPTY_HAND, ...setup.hands?.black } },
    turn: setup.turn ?? "white",
  };
  const text = ben39.makePosition(state);
  const parsed = ben39.parsePosition(text);
  if (!parsed.ok) throw new Error(`${text}: ${parsed.error.message}`);
  return parsed.value;
}

export function texts(state: Ben39State): string[] {
  return ben39.legalMoves(state).map((move) => move.text);
}

/** Plays a move that must be legal. */
export function play(state: Ben39State, text: string): Ben39State {
  const played = ben39.play(state, text);
  if (!played.ok) throw new Error(`${text}: ${played.error.message}`);
  return played.value.state;
}

export function at(state: Ben39State, name: string): string | undefined {
  const piece = state.cells[parseCell(name)!];
  if (!piece) return undefined;
  const letter = piece.kind === "C" && piece.next === "d" ? "D" : piece.kind;
  return piece.side === "white" ? letter : letter.toLowerCase();
}

export { nameOf };
