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

export function rulesIndexPage(root: HTMLElement): Page {
  document.title = "How to play · Pigeon Post";
  replaceChildren(
    root,
    h(
      "section",
      { class: "card rules-index" },
      h("h1", {}, "How to play"),
      h(
        "ul",
        { class: "rules-list" },
        ...listGames().map((game) => h("li", {}, h("a", { href: `/rules/${game.id}` }, game.name), h("p", { class: "muted" }, game.summary))),
      ),
    ),
  );
  return {};
}

export function rulesPage(root: HTMLElement, id: string): Page {
  const game = getGame(id);
  if (!game) {
    replaceChildren(root, h("section", { class: "card" }, h("h1", {}, "No such game"), h("p", {}, h("a", { href: "/rules" }, "See the games"))));
    return {};
  }
  document.title = `How to play ${game.name} · Pigeon Post`;
  const body = h("div", { class: "rules-body" }, h("p", { class: "muted" }, "Loading the rules…"));
  // closed, one line: the page opens with the document's goal and first moves, not a list of pieces
  const legend = renderLegend(game, paintFor(game.sideNames));
  replaceChildren(
    root,
    h(
      "article",
      { class: "card rules-page" },
      h("p", { class: "rules-crumbs" }, h("a", { href: "/rules" }, "How to play")),
      h("h1", {}, `How to play ${game.name}`),
      h("p", { class: "lead" }, game.summary),
      h("p", { class: "rules-actions" }, h("a", { class: "button primary", href: `/?game=${game.id}` }, `Start a game of ${game.name}`), h("a", { class: "button", href: `/analysis/${game.id}` }, "Try moves on a board")),
      ...(legend ? [legend] : []),
      body,
    ),
  );
  let live = true;
  loadRules(game.id).then(
    (text) => {
      if (!live) return;
      if (text === undefined) return body.replaceChildren(h("p", {}, "The rules of this game are not written up yet."));
      // the document's own title is this page's h1
      const withoutTitle = text.replace(/^# .*\n/, "");
      body.replaceChildren(...renderMarkdown(withoutTitle, { diagram: (source) => renderDiagram(game, source) }));
      if (location.hash) document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
    },
    () => live && body.replaceChildren(h("p", { class: "banner error" }, "The rules could not be loaded; try again.")),
  );
  return { unmount: () => void (live = false) };
}
