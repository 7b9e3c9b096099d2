/**
 * The position in words, for screen readers: every piece by side and square, and what
 * stands off the board (a bin, reserves, pieces in hand). And the sentence that
 * announces a move the page did not make itself.
 */
import { pieceName as namedPiece } from "../../../src/engine/move-in-words.ts";
import type { AnyGame, BoardView, Sentence, Side } from "../../../src/engine/types.ts";
import { say } from "../engine-words.ts";
import { currentLocale, t } from "../i18n.ts";
import { sideName } from "../board/words.ts";

/** The piece's name within a sentence ("knightrider"); a kind without a name stays its letter. */
function pieceName(game: AnyGame, kind: string): string {
  const name = namedPiece(game, kind);
  return name === kind ? kind : name.toLowerCase();
}

/** "a, b, c" as the reader's language lists things. */
const list = (items: readonly string[]): string => new Intl.ListFormat(currentLocale(), { type: "unit", style: "short" }).format(items);

export function describePosition(game: AnyGame, view: BoardView, toMove: Side | null): string {
  const parts: string[] = [];
  for (const side of ["white", "black"] as const) {
    const pieces = view.pieces.filter((piece) => piece.side === side);
    const words = pieces.map((piece) => (piece.stack ? t("game.describe.stack", { count: piece.stack.length, at: piece.at }) : t("game.describe.piece", { piece: pieceName(game, piece.kind), at: piece.at })));
    parts.push(words.length > 0 ? t("game.describe.sidePieces", { side: sideName(game, side), pieces: list(words) }) : t("game.describe.sideNothing", { side: sideName(game, side) }));
  }
  const neutral = view.pieces.filter((piece) => piece.side === "neutral");
  if (neutral.length > 0) parts.push(t("game.describe.neutral", { pieces: list(neutral.map((piece) => t("game.describe.piece", { piece: piece.kind, at: piece.at }))) }));
  for (const area of view.areas) {
    const items = area.items.filter((item) => item.count > 0).map((item) => t("game.describe.counted", { count: item.count, piece: pieceName(game, item.kind) }));
    parts.push(items.length > 0 ? t("game.describe.area", { area: area.label, pieces: list(items) }) : t("game.describe.areaEmpty", { area: area.label }));
  }
  if (toMove) parts.push(t("game.describe.toMove", { side: sideName(game, toMove) }));
  return parts.join(" ");
}

/** "Black played e9-e8. Check." for the moves `moves[from...]` by `side`, with their notes. */
export function announceMoves(game: AnyGame, side: Side, moves: readonly string[], notes: readonly (readonly Sentence[])[]): string {
  const played = t("game.describe.played", { side: sideName(game, side), moves: list(moves) });
  return [played, ...notes.flat().map((note) => say(note))].join(" ");
}
