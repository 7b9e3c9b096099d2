/**
 * The position in words, for screen readers: every piece by side and square, and what
 * stands off the board (a bin, reserves, pieces in hand). And the sentence that
 * announces a move the page did not make itself.
 */
import { pieceName as namedPiece } from "../../../src/engine/move-in-words.ts";
import type { AnyGame, BoardView, Side } from "../../../src/engine/types.ts";

/** The piece's name within a sentence ("knightrider"); a kind without a name stays its letter. */
function pieceName(game: AnyGame, kind: string): string {
  const name = namedPiece(game, kind);
  return name === kind ? kind : name.toLowerCase();
}

export function describePosition(game: AnyGame, view: BoardView, toMove: Side | null): string {
  const parts: string[] = [];
  for (const side of ["white", "black"] as const) {
    const pieces = view.pieces.filter((piece) => piece.side === side);
    const words = pieces.map((piece) => (piece.stack ? `a stack of ${piece.stack.length} on ${piece.at}` : `${pieceName(game, piece.kind)} ${piece.at}`));
    parts.push(`${game.sideNames[side]}: ${words.length > 0 ? words.join(", ") : "nothing on the board"}.`);
  }
  const neutral = view.pieces.filter((piece) => piece.side === "neutral");
  if (neutral.length > 0) parts.push(`Neutral: ${neutral.map((piece) => `${piece.kind} ${piece.at}`).join(", ")}.`);
  for (const area of view.areas) {
    const items = area.items.filter((item) => item.count > 0).map((item) => `${item.count} ${pieceName(game, item.kind)}`);
    parts.push(`${area.label}: ${items.length > 0 ? items.join(", ") : "empty"}.`);
  }
  if (toMove) parts.push(`${game.sideNames[toMove]} to move.`);
  return parts.join(" ");
}

/** "Black played e9-e8. Check." for the moves `moves[from...]` by `side`, with their notes. */
export function announceMoves(game: AnyGame, side: Side, moves: readonly string[], notes: readonly (readonly string[])[]): string {
  return `${game.sideNames[side]} played ${moves.join(", ")}.${notes.flat().length ? ` ${notes.flat().join(" ")}` : ""}`;
}
