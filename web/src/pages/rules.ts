/**
 * "How to play": `/rules` lists the games, `/rules/<id>` shows a game's rules from
 * docs/rules/<id>.md (written for players: the goal, the first moves, the rules, typing
 * moves), its diagrams drawn by the app's own board, and the piece legend.
 */
import { h, replaceChildren } from "../dom.ts";
import { renderLegend } from "../game/legend.ts";
import { paintFor } from "../board/pieces.ts";
import { renderMarkdown } from "../markdown.ts";
import type { Page } from "../router.ts";
import { renderDiagram } from "../rules/diagram.ts";
import { loadRules } from "../rules/documents.ts";
import "../rules/rules.css";
import { getGame, listGames } from "../../../src/engine/registry.ts";
import type { AnyGame } from "../../../src/engine/types.ts";
import { currentLocale, t } from "../i18n.ts";
import { directionOf } from "../../../src/i18n/locales.ts";

const SUMMARIES: Readonly<Record<string, string>> = {
  "the-pit": "rules.summary.thePit",
  "pit-of-pillars": "rules.summary.pitOfPillars",
  "inside-out": "rules.summary.insideOut",
  "in-the-bin": "rules.summary.inTheBin",
  ben39: "rules.summary.ben39",
};

/** A game's one-line summary in the page's language (the engine's English for a game no catalog has yet). */
function summaryOf(game: AnyGame): string {
  const id = SUMMARIES[game.id];
  return id ? t(id) : game.summary;
}

export function rulesIndexPage(root: HTMLElement): Page {
  document.title = t("rules.index.documentTitle");
  replaceChildren(
    root,
    h(
      "section",
      { class: "card rules-index" },
      h("h1", {}, t("rules.index.heading")),
      h(
        "ul",
        { class: "rules-list" },
        ...listGames().map((game) => h("li", {}, h("a", { href: `/rules/${game.id}` }, game.name), h("p", { class: "muted" }, summaryOf(game)))),
      ),
    ),
  );
  return {};
}

export function rulesPage(root: HTMLElement, id: string): Page {
  const game = getGame(id);
  if (!game) {
    replaceChildren(root, h("section", { class: "card" }, h("h1", {}, t("rules.noSuchGame")), h("p", {}, h("a", { href: "/rules" }, t("rules.seeGames")))));
    return {};
  }
  document.title = t("rules.page.documentTitle", { game: game.name });
  const body = h("div", { class: "rules-body" }, h("p", { class: "muted" }, t("rules.page.loading")));
  // closed, one line: the page opens with the document's goal and first moves, not a list of pieces
  const legend = renderLegend(game, paintFor(game.sideNames));
  replaceChildren(
    root,
    h(
      "article",
      { class: "card rules-page" },
      h("p", { class: "rules-crumbs" }, h("a", { href: "/rules" }, t("rules.index.heading"))),
      h("h1", {}, t("rules.page.heading", { game: game.name })),
      h("p", { class: "lead" }, summaryOf(game)),
      h("p", { class: "rules-actions" }, h("a", { class: "button primary", href: `/?game=${game.id}` }, t("rules.page.start", { game: game.name })), h("a", { class: "button", href: `/analysis/${game.id}` }, t("rules.page.tryMoves"))),
      ...(legend ? [legend] : []),
      body,
    ),
  );
  let live = true;
  loadRules(game.id, currentLocale()).then(
    (rules) => {
      if (!live) return;
      if (rules === undefined) return body.replaceChildren(h("p", {}, t("rules.page.notWritten")));
      // a document not translated yet is read in English: a screen reader speaks it so, and it runs left to right in an Arabic page
      if (rules.locale !== currentLocale()) {
        body.setAttribute("lang", rules.locale);
        body.setAttribute("dir", directionOf(rules.locale));
      }
      // the document's own title is this page's h1
      const withoutTitle = rules.text.replace(/^# .*\n/, "");
      body.replaceChildren(...renderMarkdown(withoutTitle, { diagram: (source) => renderDiagram(game, source) }));
      if (location.hash) document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
    },
    () => live && body.replaceChildren(h("p", { class: "banner error" }, t("rules.page.loadFailed"))),
  );
  return { unmount: () => void (live = false) };
}
