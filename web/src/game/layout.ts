/**
 * The game page's skeleton: the board column and the side column, with a slot for each
 * view, and the two banners (an error to dismiss, a notice). Made once per page; the
 * views fill the slots on every render.
 */
import { h, replaceChildren } from "../dom.ts";
import { createShareBox } from "./share.ts";
import type { SideElements } from "./side-view.ts";
import { createTypedMove, type TypedMove } from "./typed-move.ts";
import { t } from "../i18n.ts";

export interface PageElements extends SideElements {
  /** The whole page; marked `loading` until the game and the seat are known. */
  readonly page: HTMLElement;
  readonly title: HTMLElement;
  /** What a screen reader hears of the opponent's moves. */
  readonly announce: HTMLElement;
  /** The position in words, on request. */
  readonly described: HTMLElement;
  readonly banner: HTMLElement;
  readonly notice: HTMLElement;
  readonly playerTop: HTMLElement;
  readonly playerBottom: HTMLElement;
  readonly boardSlot: HTMLElement;
  readonly moveBar: HTMLElement;
  readonly typed: TypedMove;
  readonly share: HTMLElement;
}

/** Panels made by their own modules, placed in the side column in this order. */
export interface LayoutParts {
  /** A rated game still waiting for a seat: the challenge to accept, or the wait for the opponent. */
  readonly rated: HTMLElement;
  readonly invite: HTMLElement;
  readonly clock: HTMLElement;
  readonly offers: HTMLElement;
  /** Under the status line once the game is over: what to do next (seen without scrolling on a desktop). */
  readonly gameOver: HTMLElement;
  /** The game review, under the move list (shown once the game is over). */
  readonly review: HTMLElement;
  /** A move typed in notation; true when it was played. */
  readonly onTypedMove: (text: string) => boolean;
  readonly onDescribe: () => void;
}

export function createLayout(root: HTMLElement, id: string, parts: LayoutParts): PageElements {
  const els: PageElements = {
    page: h("section", { class: "game-page loading" }),
    title: h("h1", { class: "game-title" }),
    status: h("p", { class: "game-status", role: "status", "aria-live": "polite" }),
    extra: h("p", { class: "extra-move", role: "status", hidden: true }),
    legend: h("div", { class: "legend-slot" }),
    announce: h("p", { class: "offscreen", role: "status", "aria-live": "polite", "data-testid": "announce" }),
    described: h("p", { class: "described", "aria-live": "polite", hidden: true }),
    connection: h("p", { class: "connection", role: "status", hidden: true }),
    banner: h("div", { class: "banner error", role: "alert", hidden: true }),
    notice: h("div", { class: "banner info", hidden: true }),
    playerTop: h("div", { class: "player player-top" }),
    playerBottom: h("div", { class: "player player-bottom" }),
    // the board keeps its files left to right as the game defines them, on a right-to-left page too
    boardSlot: h("div", { class: "board-slot", dir: "ltr" }),
    moveBar: h("div", { class: "move-bar-slot" }),
    typed: createTypedMove(parts.onTypedMove),
    replay: h("div", { class: "replay-slot" }),
    moves: h("div", { class: "moves-slot" }),
    tools: h("div", { class: "game-tools" }),
    share: createShareBox(id),
    live: h("span", { class: "live-dot", title: t("game.live.title") }),
  };
  els.page.append(
    h("div", { class: "game-main" }, els.playerTop, els.boardSlot, els.playerBottom, els.moveBar, els.typed.element),
    h(
      "aside",
      { class: "game-side" },
      els.title,
      h("div", { class: "status-line" }, els.status, els.live),
      parts.gameOver,
      els.announce,
      els.extra,
      parts.rated,
      parts.invite,
      parts.clock,
      els.connection,
      parts.offers,
      els.banner,
      els.notice,
      els.replay,
      els.moves,
      parts.review,
      els.tools,
      h("button", { type: "button", class: "quiet describe", onclick: parts.onDescribe }, t("game.describe.button")),
      els.described,
      els.legend,
      els.share,
    ),
  );
  replaceChildren(root, els.page);
  return els;
}

export function showError(els: PageElements, message: string): void {
  els.banner.hidden = false;
  els.banner.replaceChildren(
    h("span", {}, message),
    h("button", { type: "button", class: "quiet close", "aria-label": t("game.banner.dismiss"), onclick: () => clearError(els) }, "×"),
  );
}

export function clearError(els: PageElements): void {
  els.banner.hidden = true;
}

export function showNotice(els: PageElements, message: string): void {
  els.notice.hidden = false;
  els.notice.textContent = message;
}

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : t("game.error.generic");
}
