/**
 * Why a move text is refused, in a player's words. Only reached when the text is not
 * one of the legal moves, so it can afford to look at the position in detail.
 */
import type { Result } from "../../types.ts";
import { sentencesOf } from "../../sentence-words.ts";
import { BOARD, isPit } from "./board.ts";
import type { Candidate } from "./moves.ts";
import { generateLegalMoves, pseudoLegalMoves } from "./moves.ts";
import { makeMoveText, parseMoveText } from "./notation.ts";
import { PIECE_NAMES, PROMOTION_KINDS, isPieceKind } from "./pieces.ts";
import type { ThePitState } from "./state.ts";

const { illegal, malformed } = sentencesOf("the-pit");

/** Whether a square name such as "e5" names a pit square. */
function namesPitSquare(name: string): boolean {
  const file = name.charCodeAt(0) - "a".charCodeAt(0);
  const rank = Number(name.slice(1)) - 1;
  return isPit(file, rank);
}

/** The pieces that slide along ranks and files, and those that slide along diagonals. */
const ORTHOGONAL_SLIDERS = new Set(["R", "H", "Q"]);
const DIAGONAL_SLIDERS = new Set(["C", "Q"]);

/**
 * Whether `kind` would slide from `from` to `to` over a pit square: the line must be one
 * the piece slides along (a Hero has no diagonal, a Cavalier no rank or file).
 */
function slidesOverPit(kind: string, from: number, to: number): boolean {
  const dx = BOARD.file(to) - BOARD.file(from);
  const dy = BOARD.rank(to) - BOARD.rank(from);
  const orthogonal = dx === 0 || dy === 0;
  const diagonal = Math.abs(dx) === Math.abs(dy);
  if (!(orthogonal && ORTHOGONAL_SLIDERS.has(kind)) && !(diagonal && DIAGONAL_SLIDERS.has(kind))) return false;
  const steps = Math.max(Math.abs(dx), Math.abs(dy));
  for (let i = 1; i < steps; i++) {
    if (isPit(BOARD.file(from) + (i * dx) / steps, BOARD.rank(from) + (i * dy) / steps)) return true;
  }
  return false;
}

function letterName(letter: string): string {
  return isPieceKind(letter) ? PIECE_NAMES[letter] : `"${letter}"`;
}

const PROMOTION_LIST = PROMOTION_KINDS.map((kind) => `=${kind}`).join(", ");

/** The refusal of `text`, which is not a legal move text in `state` (a game still going on), with the reason. */
export function refuseMove(state: ThePitState, text: string): Result<never> {
  const parsed = parseMoveText(text);
  if (parsed === undefined) return malformed("notAMove", { text }, `"${text}" is not a move: write it in long algebraic notation, like a2-a4, Hc1xc7 or a9-a10=S.`);
  const from = BOARD.parse(parsed.from);
  const to = BOARD.parse(parsed.to);
  if (from === undefined) {
    return namesPitSquare(parsed.from)
      ? illegal("fromPit", { square: parsed.from }, `There is no piece on ${parsed.from}: it is in the pit.`)
      : malformed("noSuchSquare", { square: parsed.from }, `There is no square ${parsed.from} on the board.`);
  }
  if (to === undefined) {
    return namesPitSquare(parsed.to) ? illegal("intoPit", {}, "Nothing may enter the pit.") : malformed("noSuchSquare", { square: parsed.to }, `There is no square ${parsed.to} on the board.`);
  }
  const piece = state.board[from];
  if (piece === undefined) return illegal("noPiece", { square: parsed.from }, `There is no piece on ${parsed.from}.`);
  if (piece.side !== state.turn) return illegal("notYourTurn", { side: state.turn }, `It is ${state.turn === "white" ? "White" : "Black"}'s turn.`);
  const name = PIECE_NAMES[piece.kind];
  if (piece.kind === "P" && parsed.piece !== undefined) return illegal("pawnWithLetter", { from: parsed.from }, `The piece on ${parsed.from} is a pawn: pawn moves are written without a letter.`);
  if (piece.kind !== "P" && parsed.piece !== piece.kind) {
    return parsed.piece === undefined
      ? illegal("letterMissing", { from: parsed.from, piece: name, letter: piece.kind }, `The piece on ${parsed.from} is a ${name}: write its letter, ${piece.kind}.`)
      : illegal("wrongLetter", { from: parsed.from, piece: name, written: letterName(parsed.piece) }, `The piece on ${parsed.from} is a ${name}, not a ${letterName(parsed.piece)}.`);
  }
  if (from === to) return illegal("mustLeave", {}, "A move must leave its square.");

  const sameSquares = (candidate: Candidate): boolean => candidate.from === from && candidate.to === to;
  if (!pseudoLegalMoves(state).some(sameSquares)) {
    if (slidesOverPit(piece.kind, from, to)) return illegal("acrossPit", { piece: name, from: parsed.from }, `The ${name} on ${parsed.from} cannot slide across the pit.`);
    const occupant = state.board[to];
    if (occupant?.side === piece.side) return illegal("ownPiece", { piece: PIECE_NAMES[occupant.kind], to: parsed.to }, `Your own ${PIECE_NAMES[occupant.kind]} stands on ${parsed.to}.`);
    const forward = piece.side === "white" ? 1 : -1;
    if (piece.kind === "P" && occupant === undefined && Math.abs(BOARD.file(to) - BOARD.file(from)) === 1 && BOARD.rank(to) - BOARD.rank(from) === forward) {
      // The state keeps an en passant square only when the capture is legal, so a pinned
      // en passant looks like no en passant here: the message names both.
      return illegal("pawnDiagonal", { to: parsed.to }, `A pawn moves diagonally only to capture, and there is nothing to capture on ${parsed.to} (en passant is possible only right after a two-square advance, and never when it would leave your king in check).`);
    }
    return illegal("cannotReach", { piece: name, from: parsed.from, to: parsed.to }, `The ${name} on ${parsed.from} cannot reach ${parsed.to}.`);
  }
  const legal = generateLegalMoves(state).candidates.filter(sameSquares);
  if (legal.length === 0) return illegal("kingInCheck", {}, "Your king would be in check.");

  const { captureAt, promotion } = legal[0];
  // Suggest the player's own promotion piece when it is a valid one, and none when the move does not promote.
  const wanted = PROMOTION_KINDS.find((kind) => kind === parsed.promotion);
  const canonical = makeMoveText({ ...legal[0], promotion: promotion === undefined ? undefined : (wanted ?? promotion) });
  if (parsed.capture && captureAt === undefined) return illegal("nothingToCapture", { to: parsed.to, move: canonical }, `There is nothing to capture on ${parsed.to}: write ${canonical}.`);
  if (!parsed.capture && captureAt !== undefined) return illegal("captures", { move: canonical }, `That move captures: write ${canonical}.`);
  if (promotion === undefined) return illegal("noPromotion", {}, "Only a pawn reaching the last rank promotes.");
  if (parsed.promotion === undefined) return illegal("mustPromote", { choices: PROMOTION_LIST }, `A pawn reaching the last rank must promote: add ${PROMOTION_LIST}.`);
  return illegal("promotionPiece", { choices: PROMOTION_LIST }, `A pawn may promote only to a Queen, Rook, Hero, Cavalier or Sorceror (${PROMOTION_LIST}).`);
}
