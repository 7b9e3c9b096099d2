/**
 * Why a move text is refused, in a player's words: only reached when the text is none of
 * the legal moves, so it can afford to look at the position in detail. The same words
 * explain a click that makes no move (explainPath).
 */
import type { Result, Side } from "../../types.ts";
import { fail } from "../../types.ts";
import { cornersOf, geometryOf, isPointLocation, isSquareLocation, nameOf, parseCell } from "./board.ts";
import { candidatesOf, hasCastle, isImmobilized } from "./moves.ts";
import { isLineKind, KIND_NAME, type HandKind, type Kind } from "./pieces.ts";
import type { Ben39State } from "./state.ts";
import { SIDE_NAME } from "./state.ts";
import type { Sentence } from "../../types.ts";
import { said } from "../../types.ts";

const FORMS = /^(?:([KQRBNGSPXIWZC]?)([a-o]\d{1,2})([-x])([a-o]\d{1,2})|([RBNGSPXIWZC])@([a-o]\d{1,2})(?::([od]))?|W([a-o]\d{1,2}):([a-o]\d{1,2})|Z([a-o]\d{1,2})([+-])|#([a-o]\d{1,2})-([a-o]\d{1,2})(?::[a-o\d,]+)?)$/;

const illegal = (message: string): Result<never> => fail("illegal_move", message);

/** The enemy immobilizer that freezes the piece on `square`, by name. */
function freezer(state: Ben39State, square: number): string | undefined {
  const piece = state.cells[square];
  const corner = cornersOf(square).find((c) => state.cells[c]?.kind === "I" && state.cells[c]?.side !== piece?.side);
  return corner === undefined ? undefined : nameOf(corner);
}

function refuseDrop(state: Ben39State, kind: HandKind, place: string): Result<never> | undefined {
  const side = state.turn;
  if (state.hands[side][kind] === 0) return illegal(`${SIDE_NAME[side]} has no ${KIND_NAME[kind]} in hand.`);
  const cell = parseCell(place)!;
  const geo = geometryOf(state.movable[0], state.movable[1]);
  if (isLineKind(kind) && !(isPointLocation(cell) && geo.point[cell])) return illegal(`A ${KIND_NAME[kind]} is dropped on an intersection; ${place} is none.`);
  if (!isLineKind(kind) && !(isSquareLocation(cell) && geo.square[cell])) return illegal(`A ${KIND_NAME[kind]} is dropped on a square; ${place} is none.`);
  if (state.cells[cell]) return illegal(`${place} is taken.`);
  if (kind === "I") return illegal(`An immobilizer may not be dropped where it freezes an enemy piece at once.`);
  if (kind === "C") return illegal(`Say which way the castle steps first: C@${place}:o (orthogonally) or C@${place}:d (diagonally).`);
  if (!isLineKind(kind)) return illegal(`A ${KIND_NAME[kind]} may not be dropped where it could never move.`);
  return undefined;
}

export function refuseMove(state: Ben39State, text: string): Result<never> {
  const form = FORMS.exec(text);
  if (!form) return fail("malformed_move", `"${text}" is not a Ben39 move; write it like Rj4-j10, Nh4xf8, f6-f8, Xa5-a9, P@f8, C@e5:o, Wg5:d6, Zg3+ or #l2-n4.`);
  const names = text.match(/[a-o]\d{1,2}/g) ?? [];
  for (const name of names) if (parseCell(name) === undefined) return fail("malformed_move", `There is no ${name} on the board (files a-o, ranks 1-15).`);
  const side: Side = state.turn;
  if (form[5]) return refuseDrop(state, form[5] as HandKind, form[6]) ?? illegal(`${text} is not a legal drop here.`);
  if (form[12]) return illegal(`The square on ${form[12]} cannot go to ${form[13]}: a movable square goes to one of the two nearest free places of its cycle, moved by the player who controls it, with room for what it carries.`);
  const from = parseCell(form[2] ?? form[8] ?? form[10])!;
  const piece = state.cells[from];
  if (!piece) return illegal(`There is no piece on ${nameOf(from)}.`);
  if (piece.side !== side) return illegal(`The piece on ${nameOf(from)} is ${SIDE_NAME[piece.side]}'s; it is ${SIDE_NAME[side]}'s turn.`);
  const written = form[1] !== undefined ? form[1] || "P" : form[8] ? "W" : "Z";
  if (written !== piece.kind) return illegal(`The piece on ${nameOf(from)} is a ${KIND_NAME[piece.kind]}, not a ${KIND_NAME[written as Kind]}.`);
  const frozenBy = !isLineKind(piece.kind) ? freezer(state, from) : undefined;
  if (frozenBy) return illegal(`The ${KIND_NAME[piece.kind]} on ${nameOf(from)} is frozen by the immobilizer on ${frozenBy}.`);
  if (form[8]) {
    const source = parseCell(form[9])!;
    const sent = state.cells[source];
    if (!sent || sent.side !== side) return illegal(`A wizard sends only a piece of your own from one of its four squares.`);
    if (isImmobilized(state.cells, source)) return illegal(`The piece on ${form[9]} is frozen: it cannot be teleported.`);
    return illegal(`That teleport is not possible: you need both wizards on the board, a king never leaves the board and needs castles where it lands, and a frozen piece cannot be swapped.`);
  }
  if (form[10]) return illegal(`The spider on ${form[10]} cannot turn that way: all your pieces on its four squares turn together, none may be frozen, and the king needs a castle where it lands and may not leave the board.`);
  const to = parseCell(form[4])!;
  if (piece.kind === "K" && !(hasCastle(state.cells, from, side) && hasCastle(state.cells, to, side))) {
    return illegal("The king may only move from a square with one of its own castles on a corner to another such square.");
  }
  const same = candidatesOf(state).filter((move) => move.path[0] === nameOf(from) && move.path[1] === nameOf(to));
  if (same.length > 0) return illegal(`Write it as ${same.map((move) => move.text).join(" or ")}.`);
  if (isLineKind(piece.kind)) return illegal(`The ${KIND_NAME[piece.kind]} on ${nameOf(from)} cannot reach ${nameOf(to)}: line pieces move along lines to empty intersections.`);
  return illegal(`The ${KIND_NAME[piece.kind]} on ${nameOf(from)} cannot reach ${nameOf(to)}.`);
}

/** Why clicks make no move: the text they would write, refused in the same words. */
export function explainPath(state: Ben39State, path: readonly string[]): Sentence | undefined {
  const [first, second] = path;
  if (first === undefined || path.length > 2) return undefined;
  if (candidatesOf(state).some((move) => path.every((id, i) => move.path[i] === id))) return undefined;
  const hand = /^hand:(white|black):([A-Z])$/.exec(first);
  if (hand) {
    if (hand[1] !== state.turn) return undefined;
    if (second === undefined) return state.hands[state.turn][hand[2] as HandKind] === 0 ? said(`${SIDE_NAME[state.turn]} has none in hand.`) : undefined;
    const refused = refuseDrop(state, hand[2] as HandKind, second);
    return refused && !refused.ok ? refused.error : undefined;
  }
  const cell = parseCell(first);
  const piece = cell === undefined ? undefined : state.cells[cell];
  if (!piece || piece.side !== state.turn || cell === undefined) return undefined;
  if (second === undefined) {
    const frozenBy = !isLineKind(piece.kind) ? freezer(state, cell) : undefined;
    if (frozenBy) return said(`The ${KIND_NAME[piece.kind]} on ${first} is frozen by the immobilizer on ${frozenBy}.`);
    if (piece.kind === "K" && !hasCastle(state.cells, cell, piece.side)) return said("The king cannot move: no castle of its own stands on a corner of its square.");
    return said(`The ${KIND_NAME[piece.kind]} on ${first} has no legal move.`);
  }
  const target = state.cells[parseCell(second) ?? -1];
  if (target && target.side === piece.side) return undefined; // selects another piece
  const squareTarget = parseCell(second) !== undefined && isSquareLocation(parseCell(second)!);
  const letter = piece.kind === "P" ? "" : piece.kind;
  const text = piece.kind === "W" && squareTarget ? `W${first}:${second}` : `${letter}${first}${target && !isLineKind(piece.kind) ? "x" : "-"}${second}`;
  const refused = refuseMove(state, text);
  return refused.ok ? undefined : refused.error;
}
