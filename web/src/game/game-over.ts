/**
 * Under the status line once a game has ended (the move input is gone by then): that the
 * game is over and what one can do next: replay it from the start, open it on the
 * analysis board, and (for the seats) the rematch, whose controls the offers module draws
 * into the slot given here. The status line just above says the result in the viewer's
 * words; for an aborted game the box says what that means.
 */
import { makeAnalysisLink } from "../analysis/link.ts";
import { h } from "../dom.ts";
import { shownHistory, type Loaded } from "./page-state.ts";
import { t } from "../i18n.ts";

export interface GameOverView {
  readonly element: HTMLElement;
  /** Shown while the game is finished or aborted; hidden while it runs. */
  update(l: Loaded): void;
}

/**
 * `rematch` is the element the offers module fills with the rematch offer, its answers
 * and the link to a started rematch; `onReplay` shows the position before the first move.
 */
export function createGameOver(rematch: HTMLElement, onReplay: () => void): GameOverView {
  const heading = h("h2", { id: "game-over-heading" }, t("game.over.title"));
  const note = h("p", { class: "game-over-note" }, t("game.over.noResult"));
  const replay = h("button", { type: "button", class: "quiet", onclick: onReplay }, t("game.over.replay"));
  const analyse = h("a", { class: "button quiet", target: "_blank", rel: "noopener" }, t("game.tools.analyse"));
  const element = h(
    "section",
    { class: "game-over", "aria-labelledby": "game-over-heading", "data-testid": "game-over", hidden: true },
    heading,
    note,
    h("div", { class: "tool-row game-over-actions" }, rematch, replay, analyse),
  );
  return {
    element,
    update(l) {
      const { snapshot } = l;
      element.hidden = snapshot.status === "active" && snapshot.outcome.status === "ongoing";
      if (element.hidden) return;
      // the status line says "Game aborted"; what that means is said here
      note.hidden = snapshot.status !== "aborted";
      const moves = shownHistory(l).moves;
      replay.hidden = moves.length === 0;
      analyse.hidden = moves.length === 0;
      // the whole game as the analysis board's line, to step through and try other moves
      analyse.href = makeAnalysisLink({ variant: snapshot.variant, options: snapshot.options, from: undefined, line: moves });
    },
  };
}
