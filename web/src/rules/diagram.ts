/**
 * A diagram of a rules page, drawn by the app's own board from a position text. In the
 * Markdown it is a fenced block marked `diagram`: the position text on the first line,
 * then optional lines `marks: e2 e4` (squares to highlight) and `caption: ...`.
 */
import { createBoard } from "../board/board.ts";
import { setView } from "../board/state.ts";
import { h } from "../dom.ts";
import { inline } from "../markdown.ts";
import { boardLooksFor } from "../words.ts";
import { parseDiagram } from "./diagram-source.ts";
import type { AnyGame } from "../../../src/engine/types.ts";

export function renderDiagram(game: AnyGame, body: string): Node {
  const source = parseDiagram(body);
  const parsed = game.parsePosition(source.position);
  // a broken diagram shows its text (a test keeps every diagram of docs/rules parsing)
  if (!parsed.ok) return h("pre", {}, h("code", {}, body));
  const board = createBoard({ ...boardLooksFor(game), onClick: () => undefined });
  board.update((state) => setView(state, game.view(parsed.value), source.marks));
  const svg = board.element.querySelector("svg");
  svg?.setAttribute("aria-label", `Diagram${source.caption ? `: ${source.caption}` : ""}. Arrow keys read the squares.`);
  return h(
    "figure",
    { class: "diagram" },
    board.element,
    h("figcaption", {}, ...inline(source.caption), h("code", { class: "diagram-position" }, source.position)),
  );
}
