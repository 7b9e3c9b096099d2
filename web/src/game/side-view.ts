/**
 * The column beside the board: the status line, the replay controls and move list, and
 * the tools (flip, hints, watch link, the analysis board). The seat's own panels
 * (notices, recovery...) are made once by the page and passed in, so their state
 * survives redraws.
 */
import { positionAfter } from "../../../src/engine/move-words.ts";
import type { Side } from "../../../src/engine/types.ts";
import { makeAnalysisLink } from "../analysis/link.ts";
import { hasHints, toggleHints } from "../board/state.ts";
import { copyButton } from "../copy.ts";
import { h } from "../dom.ts";
import { renderConfirmToggle, renderKingQuestionToggle } from "./move-confirmation.ts";
import { renderMoveList, renderReplayControls } from "./move-list.ts";
import { renderLegend } from "./legend.ts";
import { renderRecordMoves, selectNode } from "./record-tree.ts";
import { scrollToCurrent } from "../analysis/tree-view.ts";
import { extraMoveText, mySide, shownHistory, shownPly, statusText, type GamePageState, type Loaded } from "./page-state.ts";
import { t } from "../i18n.ts";
import { sideName } from "../board/words.ts";
import { sayFixed } from "../engine-words.ts";

export interface SideElements {
  readonly status: HTMLElement;
  /** The extra-move banner under the status line. */
  readonly extra: HTMLElement;
  /** The piece legend's slot (filled once). */
  readonly legend: HTMLElement;
  readonly live: HTMLElement;
  readonly connection: HTMLElement;
  readonly replay: HTMLElement;
  readonly moves: HTMLElement;
  readonly tools: HTMLElement;
}

export interface SideActions {
  readonly onSelectPly: (ply: number) => void;
  /** An imported record's variation move was clicked: it is on the board now (record-tree.ts). */
  readonly onVariation: () => void;
  readonly onFlip: () => void;
  /** Move confirmation for this browser: whether it is on, and turning it on or off. */
  readonly confirming: boolean;
  readonly onConfirmSetting: (on: boolean) => void;
  /** The question before a move that leaves one's king open to capture: whether it is asked (undefined where the rules have check). */
  readonly askingKingQuestion: boolean | undefined;
  readonly onKingQuestionSetting: (on: boolean) => void;
  /** Against the computer, on one's own turn: ask it for a move. */
  readonly onHint: () => void;
  /** The review's marks by move index, for the move list. */
  readonly marks?: ReadonlyMap<number, string>;
}

export function renderSide(state: GamePageState, l: Loaded, els: SideElements, actions: SideActions, seatPanels: readonly HTMLElement[]): void {
  els.status.textContent = statusText(state, l);
  els.status.classList.toggle("your-turn", els.status.textContent === t("game.status.yourTurn"));
  els.status.classList.toggle("result", l.snapshot.status !== "active");
  const extra = extraMoveText(state, l);
  els.extra.hidden = extra === undefined;
  els.extra.textContent = extra ?? "";
  if (!els.legend.hasChildNodes()) {
    const legend = renderLegend(l.game, l.board.state.paint);
    if (legend) els.legend.append(legend);
  }
  els.live.classList.toggle("connected", state.connected);
  els.live.title = state.connected ? t("game.live.connected") : navigator.onLine ? t("game.live.reconnecting") : t("game.live.offline");
  els.live.hidden = state.archivedOnly;
  els.connection.hidden = state.connected || state.archivedOnly;
  els.connection.textContent = navigator.onLine
    ? t("game.connection.reconnecting")
    : t("game.connection.offline");

  const history = shownHistory(l);
  const ply = shownPly(l);
  const latest = history.moves.length;
  els.replay.replaceChildren(
    renderReplayControls(ply, latest, actions.onSelectPly),
    l.viewPly !== undefined ? h("p", { class: "replay-note" }, t("game.replay.showing", { position: positionAfter(ply, latest, history.sides, history.moves) })) : "",
  );
  if (l.record) {
    const record = l.record;
    els.moves.replaceChildren(...renderRecordMoves(l, record, ply, (id) => selectNode(record, id, actions.onSelectPly, actions.onVariation)));
    scrollToCurrent(els.moves);
  } else {
    els.moves.replaceChildren(renderMoveList({ moves: history.moves, sides: history.sides, notes: history.notes, shown: ply, onSelect: actions.onSelectPly, marks: actions.marks }));
    scrollToCurrentMove(els.moves);
  }
  renderTools(state, l, els.tools, actions, seatPanels);
}

/**
 * Scrolls the move list only: scrollIntoView would also scroll a phone's page away from the
 * board. In the next frame, before it is painted: the list was just made anew, and reading
 * its layout here made the browser lay the page out once more for every redraw, before the
 * board (drawn in that frame) changed it again (a Ben39 game of 76 moves: half a second of
 * a seat page's 8 s of work, docs/benchmarks.md).
 */
function scrollToCurrentMove(moves: HTMLElement): void {
  requestAnimationFrame(() => {
    const list = moves.querySelector<HTMLElement>(".move-list");
    const current = list?.querySelector<HTMLElement>(".move.current");
    if (list && current) list.scrollTop = current.offsetTop - list.clientHeight / 2;
  });
}

/** In a game against the computer, on one's own turn: "Hint", and the suggestion for this position. */
function hintTools(state: GamePageState, l: Loaded, side: Side | undefined, actions: SideActions): HTMLElement[] {
  const ply = l.snapshot.ply;
  if (!l.snapshot.computer || !side || l.snapshot.status !== "active" || l.snapshot.turn !== side) return [];
  const shown = state.hint?.ply === ply ? state.hint.text : "";
  return [
    h(
      "div",
      { class: "tool-row" },
      h("button", { type: "button", class: "quiet", onclick: actions.onHint }, t("game.hint.button")),
      h("span", { class: "hint-line", role: "status", "aria-live": "polite", "data-testid": "hint" }, shown),
    ),
  ];
}

function renderTools(state: GamePageState, l: Loaded, tools: HTMLElement, actions: SideActions, seatPanels: readonly HTMLElement[]): void {
  const side = mySide(state);
  const watchUrl = `${location.origin}/g/${state.id}`;
  // the analysis board starts from the position shown, the game's moves up to it as its line
  const analyse = makeAnalysisLink({ variant: l.snapshot.variant, options: l.snapshot.options, from: undefined, line: shownHistory(l).moves.slice(0, shownPly(l)) });
  // a redraw moves the seat panels: whoever was typing in one (a message, notes) keeps the focus and caret
  const focused = document.activeElement instanceof HTMLElement && tools.contains(document.activeElement) ? document.activeElement : undefined;
  tools.replaceChildren(
    h(
      "p",
      { class: "seat-info" },
      side ? t("game.seat.youPlay", { side: sideName(l.game, side) }) : state.seat?.side === "resolving" ? t("game.seat.checking") : t("game.seat.watching"),
    ),
    h(
      "div",
      { class: "tool-row" },
      h("button", { type: "button", class: "quiet", onclick: actions.onFlip }, t("game.tools.flip")),
      hasHints(l.board.state)
        ? h(
            "button",
            {
              type: "button",
              class: "quiet",
              "aria-pressed": String(l.board.state.showHints),
              onclick: (event: Event) => {
                l.board.update(toggleHints);
                (event.currentTarget as HTMLElement).setAttribute("aria-pressed", String(l.board.state.showHints));
              },
            },
            l.game.hintLabel === undefined ? t("game.tools.hints") : sayFixed(`${l.game.id}.hintLabel`, l.game.hintLabel),
          )
        : "",
      h("a", { class: "button quiet", href: analyse, target: "_blank", rel: "noopener" }, t("game.tools.analyse")),
    ),
    ...hintTools(state, l, side, actions),
    side ? h("div", { class: "tool-row" }, renderConfirmToggle(actions.confirming, actions.onConfirmSetting)) : "",
    side && actions.askingKingQuestion !== undefined ? h("div", { class: "tool-row" }, renderKingQuestionToggle(actions.askingKingQuestion, actions.onKingQuestionSetting)) : "",
    h("div", { class: "tool-row" }, h("span", { class: "muted" }, t("game.tools.watchLink")), copyButton(watchUrl, t("game.tools.copyWatchLink"))),
    ...seatPanels,
  );
  if (focused?.isConnected && document.activeElement !== focused) focused.focus({ preventScroll: true });
}
