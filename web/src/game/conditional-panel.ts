/**
 * The seat page's conditional moves: while the opponent is to move, the lines this seat
 * has stored (in words), a link to plan them on the analysis board from the game's
 * position, and Cancel all. Secret to this seat: only its token reads them.
 */
import { makeAnalysisLink } from "../analysis/link.ts";
import { describeLine } from "../analysis/conditional-section.ts";
import { h } from "../dom.ts";
import { fetchConditionalLines, putConditionalLines, type ConditionalLines } from "../lifecycle-api.ts";
import type { GameSnapshot } from "../api.ts";
import "./lifecycle.css";
import { t } from "../i18n.ts";

export interface ConditionalPanel {
  readonly element: HTMLElement;
  /** The game changed: show the panel only while the opponent is to move, and reread the lines. */
  update(snapshot: GameSnapshot, mySide: "white" | "black"): void;
}

export function createConditionalPanel(gameId: string, token: string): ConditionalPanel {
  const list = h("ul", { class: "conditional-lines" });
  const plan = h("a", { class: "button quiet", target: "_blank", rel: "noopener" }, t("game.conditional.plan"));
  const cancel = h("button", { type: "button", class: "quiet" }, t("game.conditional.cancelAll"));
  const message = h("p", { class: "muted", role: "status" });
  const element = h(
    "details",
    { class: "conditional panel", "data-testid": "conditional", hidden: true },
    h("summary", {}, h("span", { class: "panel-title" }, t("game.conditional.title"))),
    h("p", { class: "muted panel-lead" }, t("game.conditional.lead")),
    list,
    h("div", { class: "tool-row" }, plan, cancel),
    message,
  );
  let lines: ConditionalLines = { ply: -1, lines: [] };
  let seenVersion = -1;
  let last: [GameSnapshot, "white" | "black"] | undefined;
  // lines are usually saved from the analysis board in another tab: reread them on coming back
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState !== "visible" || !last) return;
    seenVersion = -1;
    panel.update(...last);
  });

  function draw(): void {
    list.replaceChildren(...lines.lines.map((line) => h("li", {}, describeLine(line))));
    if (lines.lines.length === 0) list.append(h("li", { class: "muted" }, t("game.conditional.none")));
    cancel.hidden = lines.lines.length === 0;
  }

  cancel.addEventListener("click", async () => {
    try {
      lines = await putConditionalLines(gameId, token, lines.ply, []);
      message.textContent = t("game.conditional.cancelled");
    } catch (error) {
      message.textContent = error instanceof Error ? error.message : t("game.conditional.notCancelled");
    }
    draw();
  });

  const panel: ConditionalPanel = {
    element,
    update(snapshot, mySide) {
      last = [snapshot, mySide];
      const waiting = snapshot.status === "active" && snapshot.turn !== null && snapshot.turn !== mySide;
      element.hidden = !waiting;
      plan.setAttribute("href", makeAnalysisLink({ variant: snapshot.variant, options: snapshot.options, from: undefined, line: snapshot.moves, forGame: gameId }));
      if (!waiting || snapshot.version === seenVersion) return;
      seenVersion = snapshot.version;
      void fetchConditionalLines(gameId, token).then(
        (read) => {
          lines = read;
          draw();
        },
        () => undefined,
      );
    },
  };
  return panel;
}
