/**
 * Why a move text is refused, in a player's words (issue: "Refusals a player
 * understands"). A text that is a candidate breaks a named rule (bin-state, board-state,
 * king safety); any other is explained by what it asks: a square that is not there,
 * the bin, a hot spot, a piece that is not there or cannot get there.
 */
import { parseLongMove } from "../../chess/notation.ts";
import type { Result, Side, Words } from "../../types.ts";
import { fail } from "../../types.ts";
import { BIN_CELL, BIN_FILE, BIN_RANK, BOARD, HOT_SPOTS, isHotSpot } from "./board.ts";
import { generate } from "./moves.ts";
import { BIN_KINDS, EMPTY, kindOf, KIND_NAME, KINDS, MOVEMENT, sideOf, type Kind } from "./pieces.ts";
import type { InTheBinState } from "./state.ts";
import { inTheBinSentences, inTheBinWords } from "./words.ts";

/** A refused move, in English and with its words (piece names, cells and texts as the game writes them). */
const illegalWith = inTheBinSentences.illegal;
const malformedWith = inTheBinSentences.malformed;
const notASquare = (cell: string): Result<never> => malformedWith("notASquare", { cell }, `"${cell}" is not a square of the board (a1 to i9).`);

const FORMS = "write a move like Qd4-g7, a capture like Qd4xg7, a selection like Q@d4, or push";

/** Whether a ride of `kind` from `from` would reach `to` along one of its lines but for the bin in between. */
function crossesBin(kind: Kind, from: number, to: number): boolean {
  for (const component of MOVEMENT[kind]) {
    if (component.kind !== "ride") continue;
    for (const [dx, dy] of component.steps) {
      let passedBin = false;
      for (let n = 1; n < 9; n++) {
        const file = BOARD.file(from) + n * dx;
        const rank = BOARD.rank(from) + n * dy;
        if (file < 0 || file > 8 || rank < 0 || rank > 8) break;
        if (file === BIN_FILE && rank === BIN_RANK) passedBin = true;
        else if (BOARD.at(file, rank) === to) {
          if (passedBin) return true;
          break;
        }
      }
    }
  }
  return false;
}

/** "The bin holds no wazir.": said of a typed selection and of a click on the bin alike. */
export function binHoldsNo(piece: string): [string, Words] {
  return [`The bin holds no ${piece}.`, inTheBinWords("binHoldsNo", { piece })];
}

function refuseSelection(state: InTheBinState, letter: string, square: string): Result<never> {
  if (letter === "K") return illegalWith("kingNeverSelected", {}, "Kings are never selected: they never go into the bin.");
  const index = BIN_KINDS.indexOf(letter as (typeof BIN_KINDS)[number]);
  if (index < 0) return malformedWith("noPieceLetter", { letter }, `"${letter}" is no piece letter (K Q R B N M F W).`);
  const cell = BOARD.parse(square);
  if (square === BOARD.name(BIN_CELL)) return illegalWith("nothingEntersBin", {}, "Nothing may enter the bin.");
  if (cell === undefined) return notASquare(square);
  const own = HOT_SPOTS[state.turn];
  if (!own.includes(cell)) {
    const spots = own.map((c) => BOARD.name(c)).join(", ");
    return illegalWith("selectOntoOwnHotSpot", { spots }, `A selected piece goes on one of your own hot spots: ${spots}.`);
  }
  if (state.board[cell] !== EMPTY) return illegalWith("hotSpotTaken", { cell: square }, `${square} is taken: a selection needs an empty hot spot.`);
  if (state.bin[index] === 0) return fail("illegal_move", ...binHoldsNo(KIND_NAME[letter as Kind]));
  return illegalWith("cannotBePlayed", { move: `${letter}@${square}` }, `${letter}@${square} cannot be played.`);
}

function refuseBoardMove(state: InTheBinState, text: string, mover: Side): Result<never> {
  const parsed = parseLongMove(text);
  if (parsed === undefined || parsed.promotion !== undefined) return malformedWith("notAMove", { text }, `"${text}" is not a move: ${FORMS}.`);
  if (parsed.piece === undefined || !KINDS.includes(parsed.piece as Kind)) {
    return malformedWith("needsLetter", { text }, `"${text}" needs the piece's letter first (K Q R B N M F W), like Qd4-g7.`);
  }
  const kind = parsed.piece as Kind;
  if (parsed.to === BOARD.name(BIN_CELL) || parsed.from === BOARD.name(BIN_CELL)) return illegalWith("nothingEntersBin", {}, "Nothing may enter the bin.");
  const from = BOARD.parse(parsed.from);
  const to = BOARD.parse(parsed.to);
  if (from === undefined) return notASquare(parsed.from);
  if (to === undefined) return notASquare(parsed.to);
  const piece = state.board[from];
  if (piece === EMPTY) return illegalWith("noPiece", { cell: parsed.from }, `There is no piece on ${parsed.from}.`);
  if (sideOf(piece) !== mover) return illegalWith("notYours", { piece: KIND_NAME[kindOf(piece)], cell: parsed.from }, `The ${KIND_NAME[kindOf(piece)]} on ${parsed.from} is not yours.`);
  if (kindOf(piece) !== kind) return illegalWith("wrongPiece", { cell: parsed.from, piece: KIND_NAME[kindOf(piece)], written: KIND_NAME[kind] }, `The piece on ${parsed.from} is a ${KIND_NAME[kindOf(piece)]}, not a ${KIND_NAME[kind]}.`);
  if (kind === "K" && isHotSpot(to)) return illegalWith("kingOnHotSpot", {}, "Kings may not stand on a hot spot.");
  const target = state.board[to];
  if (target !== EMPTY && sideOf(target) === mover) return illegalWith("ownCapture", {}, "You cannot capture your own piece.");
  if (target !== EMPTY && kindOf(target) === "K") return illegalWith("kingNeverCaptured", {}, "A king is never captured.");
  if (target !== EMPTY && !parsed.capture) return illegalWith("captureNeedsX", { cell: parsed.to, move: `${kind}${parsed.from}x${parsed.to}` }, `${parsed.to} holds a piece: a capture is written with x, like ${kind}${parsed.from}x${parsed.to}.`);
  if (target === EMPTY && parsed.capture) return illegalWith("nothingToCapture", { cell: parsed.to }, `There is nothing to capture on ${parsed.to}.`);
  if (crossesBin(kind, from, to)) return illegalWith("slideThroughBin", {}, "Nothing may slide through the bin.");
  return illegalWith("cannotReach", { piece: KIND_NAME[kind], from: parsed.from, to: parsed.to }, `The ${KIND_NAME[kind]} on ${parsed.from} cannot reach ${parsed.to}.`);
}

/** The refusal of `text`, which is not a legal move in `state`. */
export function refuseMove(state: InTheBinState, text: string): Result<never> {
  const known = generate(state).all.find((entry) => entry.candidate.move.text === text);
  if (known?.broken) return fail("illegal_move", known.broken.message, known.broken.words);
  if (text === "push") return illegalWith("nothingToPush", {}, "Nothing stands on your hot spots to push.");
  const selection = /^([A-Za-z])@([a-z]\d{1,2})$/.exec(text);
  if (selection) return refuseSelection(state, selection[1], selection[2]);
  return refuseBoardMove(state, text, state.turn);
}
