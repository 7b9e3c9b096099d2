/**
 * The piece legend: each kind of the game drawn as the board draws it, with its name and
 * how it moves, from the engine's `pieces`. Hovering or focusing a piece on the board
 * names it too (its title).
 */
import { pieceIcon, type Owner, type Paint } from "../board/pieces.ts";
import { h } from "../dom.ts";
import type { AnyGame } from "../../../src/engine/types.ts";
import { t } from "../i18n.ts";
import { sayFixed } from "../engine-words.ts";

export function renderLegend(game: AnyGame, paint: Readonly<Record<Owner, Paint>>): HTMLElement | undefined {
  if (!game.pieces || game.pieces.length === 0) return undefined;
  return h(
    "details",
    { class: "legend panel", "data-testid": "legend" },
    h("summary", {}, h("span", { class: "panel-title" }, t("game.legend.title"))),
    h(
      "dl",
      { class: "legend-list" },
      ...game.pieces.flatMap((piece) => [
        h("dt", {}, pieceIcon(piece.kind, "white", paint, piece.name, game.glyphs?.[piece.kind]), h("span", {}, piece.name)),
        h("dd", {}, sayFixed(`${game.id}.piece.${piece.kind}.moves`, piece.moves)),
      ]),
    ),
  );
}
