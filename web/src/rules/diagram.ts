/**
 * A diagram of a rules page, drawn by the app's own board from a position text. In the
 * Markdown it is a fenced block marked `diagram`: the position text on the first line,
 * then optional lines `marks: e2 e4` (squares to highlight) and `caption: ...`. The
 * caption links to the analysis board set up at the position.
 */
import { makeAnalysisLink } from "../analysis/link.ts";
import { createBoard } from "../board/board.ts";
import { setView } from "../board/state.ts";
import { h } from "../dom.ts";
import { t } from "../i18n.ts";
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
  // an empty reserve or hand says nothing in a diagram and pushes it past a phone's screen
  const view = game.view(parsed.value);
  const areas = view.areas.filter((area) => area.items.some((item) => item.count > 0));
  board.update((state) => setView(state, { ...view, areas }, source.marks));
  const svg = board.element.querySelector("svg");
  svg?.setAttribute("aria-label", source.caption ? t("rules.diagram.labelCaptioned", { caption: source.caption }) : t("rules.diagram.label"));
  return h(
    "figure",
    { class: "diagram" },
    board.element,
    // a link to try the position, rather than its text: the text is for developers
    h(
      "figcaption",
      {},
      ...inline(source.caption),
      " ",
      h("a", { class: "diagram-try", href: makeAnalysisLink({ variant: game.id, options: {}, from: source.position, line: [] }) }, t("rules.diagram.try")),
    ),
  );
}
