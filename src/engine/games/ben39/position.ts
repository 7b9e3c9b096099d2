/**
 * Ben39's position text (ruling 9): the lattice as a FEN-style placement (ranks 15 to 1,
 * files a to o, both layers in one: square pieces on squares, line pieces on
 * intersections, upper case White, a castle `C` when its next step is orthogonal and `D`
 * when diagonal), the side to move, the two movable squares, and both hands:
 *
 *   15/5s1k1g5/15/5r1n1b5/15/5p1p1p5/15/15/15/5P1P1P5/15/5B1N1R5/15/5G1K1S5/15 w l2,d14 X5I1W2Z2C2 X5I1W2Z2C2
 */
import { makePlacement, parsePlacement } from "../../geometry/placement.ts";
import type { Result, Side } from "../../types.ts";
import { fail, ok } from "../../types.ts";
import { CYCLE, geometryOf, isPointLocation, isSquareLocation, LATTICE, nameOf, parseCell, START_MOVABLE } from "./board.ts";
import { EMPTY_HAND, HAND_KINDS, handKindOf, isLineKind, KIND_NAME, letterOf, pieceFromLetter, START_HAND, type Hand, type HandKind, type Piece } from "./pieces.ts";
import type { Ben39State } from "./state.ts";

function handText(hand: Hand): string {
  const text = HAND_KINDS.filter((kind) => hand[kind] > 0).map((kind) => `${kind}${hand[kind]}`).join("");
  return text || "-";
}

function parseHand(text: string, who: string): Result<Hand> {
  if (text === "-") return ok(EMPTY_HAND);
  const hand: Record<HandKind, number> = { ...EMPTY_HAND };
  const parts = text.match(/[A-Z]\d+/g);
  if (!parts || parts.join("") !== text) return fail("malformed_position", `${who}'s hand "${text}" must be letters with counts, like X5I1W2Z2C2, or "-".`);
  for (const part of parts) {
    const kind = part[0] as HandKind;
    if (!(HAND_KINDS as readonly string[]).includes(kind)) return fail("malformed_position", `${who}'s hand holds "${kind}", which cannot be in hand (${HAND_KINDS.join(" ")}).`);
    hand[kind] += Number(part.slice(1));
  }
  return ok(hand);
}

/** How many pieces of each hand kind (a queen counted as the pawn it was) a board and two hands hold. */
function census(cells: readonly (Piece | undefined)[], white: Hand, black: Hand): Record<HandKind, number> {
  const count: Record<HandKind, number> = { ...EMPTY_HAND };
  for (const piece of cells) {
    const kind = piece && handKindOf(piece.kind);
    if (kind) count[kind]++;
  }
  for (const kind of HAND_KINDS) count[kind] += white[kind] + black[kind];
  return count;
}

let startCounts: Record<HandKind, number> | undefined;

function gameCounts(): Record<HandKind, number> {
  if (!startCounts) {
    const start = startState();
    startCounts = census(start.cells, start.hands.white, start.hands.black);
  }
  return startCounts;
}

/**
 * Pieces change hands and layers but are never made (draft.ts), so no kind can number more
 * than the start holds: this bounds every count a hand is written with (a hand of
 * "X" and 400 nines would otherwise read as Infinity and write as "XInfinity").
 */
function checkCounts(cells: readonly (Piece | undefined)[], white: Hand, black: Hand): Result<true> {
  const most = gameCounts();
  const count = census(cells, white, black);
  const over = HAND_KINDS.find((kind) => count[kind] > most[kind]);
  if (over === undefined) return ok(true);
  return fail("malformed_position", `The board and the hands hold ${count[over]} of the ${KIND_NAME[over]} kind (${over}); a game has ${most[over]} at most.`);
}

export function makePosition(state: Ben39State): string {
  const placement = makePlacement(LATTICE, (cell) => {
    const piece = state.cells[cell];
    return piece ? letterOf(piece) : undefined;
  });
  const squares = state.movable.map((position) => nameOf(CYCLE[position])).join(",");
  return `${placement} ${state.turn === "white" ? "w" : "b"} ${squares} ${handText(state.hands.white)} ${handText(state.hands.black)}`;
}

const SIDE_LETTER: Readonly<Record<string, Side>> = { w: "white", b: "black" };

export function parsePosition(text: string): Result<Ben39State> {
  const fields = text.trim().split(/\s+/);
  if (fields.length !== 5) return fail("malformed_position", "A Ben39 position has five fields: placement, side to move (w or b), the movable squares (like l2,d14), White's hand and Black's hand.");
  const [placementText, turnText, squaresText, whiteHand, blackHand] = fields;
  const turn = SIDE_LETTER[turnText];
  if (!turn) return fail("malformed_position", `The side to move must be w or b, not "${turnText}".`);
  const names = squaresText.split(",");
  const positions = names.map((name) => CYCLE.indexOf(parseCell(name) ?? -1));
  if (positions.length !== 2 || positions.some((p) => p < 0) || positions[0] === positions[1]) {
    return fail("malformed_position", `The movable squares must be two different locations of ${CYCLE.map(nameOf).join(" ")}, like l2,d14.`);
  }
  const movable: [number, number] = positions[0] < positions[1] ? [positions[0], positions[1]] : [positions[1], positions[0]];
  const geo = geometryOf(movable[0], movable[1]);
  const placed = parsePlacement<Piece>(LATTICE, placementText, pieceFromLetter, { holeName: "no hole", letters: "K Q R B N G S P X I W Z C D" });
  if (!placed.ok) return placed;
  const cells: (Piece | undefined)[] = Array(LATTICE.width * LATTICE.height).fill(undefined);
  const kings = { white: 0, black: 0 };
  for (const [cell, piece] of placed.value) {
    const name = nameOf(cell);
    if (isLineKind(piece.kind)) {
      if (!isPointLocation(cell) || geo.point[cell] !== 1) return fail("malformed_position", `${name} is not an intersection of the board: a ${piece.kind} stands only on one.`);
    } else if (!isSquareLocation(cell) || geo.square[cell] !== 1) {
      return fail("malformed_position", `${name} is not a square of the board: a ${piece.kind} stands only on one.`);
    }
    if (piece.kind === "K") kings[piece.side]++;
    cells[cell] = piece;
  }
  const hands = { white: parseHand(whiteHand, "White"), black: parseHand(blackHand, "Black") };
  if (!hands.white.ok) return hands.white;
  if (!hands.black.ok) return hands.black;
  const counted = checkCounts(cells, hands.white.value, hands.black.value);
  if (!counted.ok) return counted;
  // a game with a king captured is over: its last position has one king
  if (kings.white > 1 || kings.black > 1 || kings.white + kings.black === 0) return fail("malformed_position", "Each side has at most one king, and at least one king stands on the board.");
  const state: Ben39State = { cells, movable, hands: { white: hands.white.value, black: hands.black.value }, turn };
  if (kings.white === 0) return ok({ ...state, winner: "black" });
  if (kings.black === 0) return ok({ ...state, winner: "white" });
  return ok(state);
}

/** The start (ruling 2). */
export function startState(): Ben39State {
  const cells: (Piece | undefined)[] = Array(LATTICE.width * LATTICE.height).fill(undefined);
  const put = (name: string, letter: string) => (cells[parseCell(name)!] = pieceFromLetter(letter));
  for (const [name, letter] of Object.entries({ f2: "G", h2: "K", j2: "S", f4: "B", h4: "N", j4: "R", f6: "P", h6: "P", j6: "P" })) put(name, letter);
  for (const [name, letter] of Object.entries({ f14: "s", h14: "k", j14: "g", f12: "r", h12: "n", j12: "b", f10: "p", h10: "p", j10: "p" })) put(name, letter);
  return { cells, movable: [START_MOVABLE[0], START_MOVABLE[1]], hands: { white: START_HAND, black: START_HAND }, turn: "white" };
}

