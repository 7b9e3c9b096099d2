/**
 * Why a move text is refused, in a player's words: only reached when the text is none of
 * the legal moves, so it can afford to look at the position in detail. The same words
 * explain a click that makes no move (explainPath).
 */
import type { Result, Side, Words } from "../../types.ts";
import { englishList, fail } from "../../types.ts";
import { cornersOf, geometryOf, isPointLocation, isSquareLocation, nameOf, parseCell } from "./board.ts";
import { candidatesOf, hasCastle, isImmobilized } from "./moves.ts";
import { isLineKind, KIND_NAME, type HandKind, type Kind } from "./pieces.ts";
import type { Ben39State } from "./state.ts";
import { SIDE_NAME } from "./state.ts";
import type { Sentence } from "../../types.ts";
import { said } from "../../types.ts";
import { ben39Sentences, ben39Words } from "./words.ts";

const FORMS = /^(?:([KQRBNGSPXIWZC]?)([a-o]\d{1,2})([-x])([a-o]\d{1,2})|([RBNGSPXIWZC])@([a-o]\d{1,2})(?::([od]))?|W([a-o]\d{1,2}):([a-o]\d{1,2})|Z([a-o]\d{1,2})([+-])|#([a-o]\d{1,2})-([a-o]\d{1,2})(?::[a-o\d,]+)?)$/;

/** A refused move, in English and with its words (the side as "white"/"black", names and texts as the game writes them). */
const illegalWith = ben39Sentences.illegal;
const malformedWith = ben39Sentences.malformed;

/** The enemy immobilizer that freezes the piece on `square`, by name. */
function freezer(state: Ben39State, square: number): string | undefined {
  const piece = state.cells[square];
  const corner = cornersOf(square).find((c) => state.cells[c]?.kind === "I" && state.cells[c]?.side !== piece?.side);
  return corner === undefined ? undefined : nameOf(corner);
}

/** "The rook on f6 is frozen by the immobilizer on g7.": said of a click and of a typed move alike. */
function frozenSentence(piece: string, cell: string, by: string): [string, Words] {
  return [`The ${piece} on ${cell} is frozen by the immobilizer on ${by}.`, ben39Words("frozen", { piece, cell, by })];
}

function refuseDrop(state: Ben39State, kind: HandKind, place: string): Result<never> | undefined {
  const side = state.turn;
  if (state.hands[side][kind] === 0) return illegalWith("noneOfKindInHand", { side, piece: KIND_NAME[kind] }, `${SIDE_NAME[side]} has no ${KIND_NAME[kind]} in hand.`);
  const cell = parseCell(place)!;
  const geo = geometryOf(state.movable[0], state.movable[1]);
  if (isLineKind(kind) && !(isPointLocation(cell) && geo.point[cell])) return illegalWith("dropOnIntersection", { piece: KIND_NAME[kind], cell: place }, `A ${KIND_NAME[kind]} is dropped on an intersection; ${place} is none.`);
  if (!isLineKind(kind) && !(isSquareLocation(cell) && geo.square[cell])) return illegalWith("dropOnSquare", { piece: KIND_NAME[kind], cell: place }, `A ${KIND_NAME[kind]} is dropped on a square; ${place} is none.`);
  if (state.cells[cell]) return illegalWith("cellTaken", { cell: place }, `${place} is taken.`);
  if (kind === "I") return illegalWith("immobilizerDropFreezes", {}, "An immobilizer may not be dropped where it freezes an enemy piece at once.");
  if (kind === "C") return illegalWith("castleDropStep", { cell: place }, `Say which way the castle steps first: C@${place}:o (orthogonally) or C@${place}:d (diagonally).`);
  if (!isLineKind(kind)) return illegalWith("dropNeverMoves", { piece: KIND_NAME[kind] }, `A ${KIND_NAME[kind]} may not be dropped where it could never move.`);
  return undefined;
}

export function refuseMove(state: Ben39State, text: string): Result<never> {
  const form = FORMS.exec(text);
  if (!form) return malformedWith("notAMove", { text }, `"${text}" is not a Ben39 move; write it like Rj4-j10, Nh4xf8, f6-f8, Xa5-a9, P@f8, C@e5:o, Wg5:d6, Zg3+ or #l2-n4.`);
  const names = text.match(/[a-o]\d{1,2}/g) ?? [];
  for (const name of names) if (parseCell(name) === undefined) return malformedWith("noSuchCell", { cell: name }, `There is no ${name} on the board (files a-o, ranks 1-15).`);
  const side: Side = state.turn;
  if (form[5]) return refuseDrop(state, form[5] as HandKind, form[6]) ?? illegalWith("notALegalDrop", { move: text }, `${text} is not a legal drop here.`);
  if (form[12]) return illegalWith("squareCannotGo", { from: form[12], to: form[13] }, `The square on ${form[12]} cannot go to ${form[13]}: a movable square goes to one of the two nearest free places of its cycle, moved by the player who controls it, with room for what it carries.`);
  const from = parseCell(form[2] ?? form[8] ?? form[10])!;
  const piece = state.cells[from];
  if (!piece) return illegalWith("noPiece", { cell: nameOf(from) }, `There is no piece on ${nameOf(from)}.`);
  if (piece.side !== side) return illegalWith("notYourPiece", { cell: nameOf(from), owner: piece.side, side }, `The piece on ${nameOf(from)} is ${SIDE_NAME[piece.side]}'s; it is ${SIDE_NAME[side]}'s turn.`);
  const written = form[1] !== undefined ? form[1] || "P" : form[8] ? "W" : "Z";
  if (written !== piece.kind) return illegalWith("wrongPiece", { cell: nameOf(from), piece: KIND_NAME[piece.kind], written: KIND_NAME[written as Kind] }, `The piece on ${nameOf(from)} is a ${KIND_NAME[piece.kind]}, not a ${KIND_NAME[written as Kind]}.`);
  const frozenBy = !isLineKind(piece.kind) ? freezer(state, from) : undefined;
  if (frozenBy) return fail("illegal_move", ...frozenSentence(KIND_NAME[piece.kind], nameOf(from), frozenBy));
  if (form[8]) {
    const source = parseCell(form[9])!;
    const sent = state.cells[source];
    if (!sent || sent.side !== side) return illegalWith("wizardSendsOwn", {}, "A wizard sends only a piece of your own from one of its four squares.");
    if (isImmobilized(state.cells, source)) return illegalWith("teleportFrozen", { cell: form[9] }, `The piece on ${form[9]} is frozen: it cannot be teleported.`);
    return illegalWith("teleportImpossible", {}, "That teleport is not possible: you need both wizards on the board, a king never leaves the board and needs castles where it lands, and a frozen piece cannot be swapped.");
  }
  if (form[10]) return illegalWith("spiderCannotTurn", { cell: form[10] }, `The spider on ${form[10]} cannot turn that way: all your pieces on its four squares turn together, none may be frozen, and the king needs a castle where it lands and may not leave the board.`);
  const to = parseCell(form[4])!;
  if (piece.kind === "K" && !(hasCastle(state.cells, from, side) && hasCastle(state.cells, to, side))) {
    return illegalWith("kingNeedsCastles", {}, "The king may only move from a square with one of its own castles on a corner to another such square.");
  }
  const same = candidatesOf(state).filter((move) => move.path[0] === nameOf(from) && move.path[1] === nameOf(to));
  if (same.length > 0) {
    const texts = same.map((move) => move.text);
    return illegalWith("writeItAs", { moves: { list: texts, joined: "or" } }, `Write it as ${englishList(texts, "or")}.`);
  }
  if (isLineKind(piece.kind)) return illegalWith("lineCannotReach", { piece: KIND_NAME[piece.kind], from: nameOf(from), to: nameOf(to) }, `The ${KIND_NAME[piece.kind]} on ${nameOf(from)} cannot reach ${nameOf(to)}: line pieces move along lines to empty intersections.`);
  return illegalWith("cannotReach", { piece: KIND_NAME[piece.kind], from: nameOf(from), to: nameOf(to) }, `The ${KIND_NAME[piece.kind]} on ${nameOf(from)} cannot reach ${nameOf(to)}.`);
}

/** Why clicks make no move: the text they would write, refused in the same words. */
export function explainPath(state: Ben39State, path: readonly string[]): Sentence | undefined {
  const [first, second] = path;
  if (first === undefined || path.length > 2) return undefined;
  if (candidatesOf(state).some((move) => path.every((id, i) => move.path[i] === id))) return undefined;
  const hand = /^hand:(white|black):([A-Z])$/.exec(first);
  if (hand) {
    if (hand[1] !== state.turn) return undefined;
    if (second === undefined) return state.hands[state.turn][hand[2] as HandKind] === 0 ? said(`${SIDE_NAME[state.turn]} has none in hand.`, ben39Words("noneInHand", { side: state.turn })) : undefined;
    const refused = refuseDrop(state, hand[2] as HandKind, second);
    return refused && !refused.ok ? refused.error : undefined;
  }
  const cell = parseCell(first);
  const piece = cell === undefined ? undefined : state.cells[cell];
  if (!piece || piece.side !== state.turn || cell === undefined) return undefined;
  if (second === undefined) {
    const frozenBy = !isLineKind(piece.kind) ? freezer(state, cell) : undefined;
    if (frozenBy) return said(...frozenSentence(KIND_NAME[piece.kind], first, frozenBy));
    if (piece.kind === "K" && !hasCastle(state.cells, cell, piece.side)) return said("The king cannot move: no castle of its own stands on a corner of its square.", ben39Words("kingCannotMove"));
    return said(`The ${KIND_NAME[piece.kind]} on ${first} has no legal move.`, ben39Words("noLegalMove", { piece: KIND_NAME[piece.kind], cell: first }));
  }
  const target = state.cells[parseCell(second) ?? -1];
  if (target && target.side === piece.side) return undefined; // selects another piece
  const squareTarget = parseCell(second) !== undefined && isSquareLocation(parseCell(second)!);
  const letter = piece.kind === "P" ? "" : piece.kind;
  const text = piece.kind === "W" && squareTarget ? `W${first}:${second}` : `${letter}${first}${target && !isLineKind(piece.kind) ? "x" : "-"}${second}`;
  const refused = refuseMove(state, text);
  return refused.ok ? undefined : refused.error;
}
