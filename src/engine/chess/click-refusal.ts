/**
 * Why a click makes no move, for the games written in long algebraic notation (The Pit,
 * Inside-out Chess): the clicks are written as the text they would make and the game's
 * own refusal of that text is the answer, so a page explains a click exactly as the
 * server would refuse the move, without a round trip.
 */
import type { Game, PieceView, Sentence } from "../types.ts";
import { said } from "../types.ts";
import { makeLongMove } from "./notation.ts";

function pieceAt(pieces: readonly PieceView[], id: string): PieceView | undefined {
  return pieces.find((piece) => piece.at === id);
}

export function explainLongMoveClicks<S>(game: Game<S>, state: S, path: readonly string[]): Sentence | undefined {
  const [from, to] = path;
  if (from === undefined || path.length > 2) return undefined;
  const legal = game.legalMoves(state);
  if (legal.some((move) => path.every((id, i) => move.path[i] === id))) return undefined;
  const pieces = game.view(state).pieces;
  const piece = pieceAt(pieces, from);
  if (!piece || piece.side !== game.turn(state)) return undefined;
  const name = game.pieces?.find((info) => info.kind === piece.kind)?.name ?? "piece";
  if (to === undefined) return said(`The ${name.toLowerCase()} on ${from} has no legal move.`, { id: "chess.noLegalMove", values: { piece: name.toLowerCase(), from } });
  const target = pieceAt(pieces, to);
  // clicking another of one's own pieces selects it: nothing to explain
  if (target && target.side === piece.side) return undefined;
  const text = makeLongMove({ piece: piece.kind === "P" ? undefined : piece.kind, from, capture: target !== undefined, to });
  const refused = game.play(state, text);
  return refused.ok ? undefined : refused.error;
}
