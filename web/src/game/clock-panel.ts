/**
 * The clock panel of a timed game: the big line (clock.ts), both sides' clocks and what
 * stops them (clock-facts.ts), and for a seat the clock's buttons: Start/End vacation,
 * Give time, Offer pause (and the answers to one), End pause, Claim the win. Like the
 * offers bar (offers.ts), every action goes to the server with the seat token; the
 * answer's snapshot comes back through `onSnapshot`, and the other seat and watchers hear
 * it on the socket.
 */
import type { GameSnapshot } from "../api.ts";
import { claimWin, giveTime, sendPause, sendVacation } from "../clock-api.ts";
import { h } from "../dom.ts";
import { clockFacts, clockNews, clockStateWords } from "./clock-facts.ts";
import { createClock, dayCount, type ClockContext } from "./clock.ts";
import { confirmDialog } from "./confirm.ts";
import { createSeatAction } from "./seat-action.ts";
import { opposite } from "../../../src/engine/types.ts";
import { LIMITS } from "../../../src/contract/time-control.ts";
import type { OffersOptions } from "./offers.ts";
import "./lifecycle.css";
import { t } from "../i18n.ts";

export interface ClockPanelView {
  readonly element: HTMLElement;
  update(context: ClockContext): void;
  stop(): void;
}

export interface ClockPanelOptions extends OffersOptions {
  /** Past the deadline while the game runs: the page asks for the snapshot again. */
  onExpired(): void;
}

const MINUTE = 60_000;

/** A select of whole days from `min` to `max`, labelled for screen readers and sight alike. */
function daysSelect(name: string, label: string, range: { min: number; max: number }, chosen: number): { field: HTMLElement; select: HTMLSelectElement } {
  const select = h(
    "select",
    { name },
    ...Array.from({ length: range.max - range.min + 1 }, (_, i) => range.min + i).map((days) =>
      h("option", { value: String(days), selected: days === chosen }, dayCount(days)),
    ),
  );
  return { field: h("label", { class: "clock-days" }, h("span", {}, label), select), select };
}

export function createClockPanel(options: ClockPanelOptions): ClockPanelView {
  const clock = createClock(options.onExpired);
  const sides = h("dl", { class: "clock-sides", hidden: true });
  const notes = h("ul", { class: "clock-notes", hidden: true });
  const actions = h("div", { class: "clock-actions", hidden: true });
  const element = h("section", { class: "clock-panel", "aria-label": t("game.clock.panelLabel"), "data-testid": "clock-panel" }, clock.element, sides, notes, actions);
  const give = daysSelect("give-days", t("game.clock.daysToGive"), LIMITS.giveDays, 1);
  const pauseDays = daysSelect("pause-days", t("game.clock.pauseFor"), LIMITS.pauseDays, 3);
  let context: ClockContext | undefined;
  let news = "";
  let timer: ReturnType<typeof setTimeout> | undefined;

  const action = createSeatAction(options, () => draw());
  /** Sends `run` with the seat's token (a watcher has none and no buttons). */
  const act = async (run: (token: string) => Promise<GameSnapshot>): Promise<void> => {
    const token = options.token;
    if (token) await action.run(() => run(token));
  };

  const id = options.gameId;
  const button = (label: string, onclick: () => void, kind = ""): HTMLButtonElement => h("button", { type: "button", class: kind, disabled: action.busy, onclick }, label);

  async function onClaim(): Promise<void> {
    if (await confirmDialog(t("game.clock.claimQuestion"), t("game.clock.claimWin"))) await act((t) => claimWin(id, t));
  }

  /** The seat's buttons and the pause offer waiting for an answer. */
  function seatActions(l: ClockContext): HTMLElement[] {
    const s = l.snapshot;
    const me = l.mySide;
    const control = s.timeControl;
    if (!me || !control || !s.clocks || s.status !== "active") return [];
    const them = opposite(me);
    const mine = s.clocks[me];
    const rows: HTMLElement[] = news ? [h("p", { class: "offer offer-news", role: "status" }, news)] : [];
    if (s.timeout?.side === them) {
      rows.push(h("p", { class: "offer offer-theirs", "data-offer": "claim" }, h("span", {}, t("game.clock.theirTimeRanOut", { side: l.sideNames[them] })), button(t("game.clock.claimWin"), () => void onClaim(), "primary")));
    }
    const offer = s.pause?.offer;
    if (offer && offer.side === me) rows.push(h("p", { class: "offer offer-mine", "data-offer": "pause" }, t("game.clock.pauseOffered", { days: offer.days })));
    if (offer && offer.side === them) {
      rows.push(
        h(
          "p",
          { class: "offer offer-theirs", "data-offer": "pause" },
          h("span", {}, t("game.clock.pauseOffer", { side: l.sideNames[them], days: offer.days })),
          h("span", { class: "offer-answers" }, button(t("game.clock.acceptPause"), () => void act((t) => sendPause(id, t, "accept")), "primary"), button(t("game.clock.declinePause"), () => void act((t) => sendPause(id, t, "decline")), "quiet")),
        ),
      );
    }
    const onVacation = mine.onVacation;
    const vacation =
      onVacation ? button(t("game.clock.endVacation"), () => void act((t) => sendVacation(id, t, "end")))
      : control.vacationDays > 0 && mine.vacationLeftMs > 0 ? button(t("game.clock.startVacation"), () => void act((t) => sendVacation(id, t, "start")))
      : "";
    const pause = s.pause?.until ? button(t("game.clock.endPause"), () => void act((t) => sendPause(id, t, "end"))) : offer ? "" : h("span", { class: "clock-action" }, pauseDays.field, button(t("game.clock.offerPause"), () => void act((t) => sendPause(id, t, "offer", Number(pauseDays.select.value)))));
    give.select.disabled = pauseDays.select.disabled = action.busy;
    rows.push(
      h(
        "div",
        { class: "tool-row clock-buttons" },
        vacation,
        h("span", { class: "clock-action" }, give.field, button(t("game.clock.giveTime"), () => void act((t) => giveTime(id, t, Number(give.select.value))))),
        pause,
      ),
    );
    return rows;
  }

  function draw(): void {
    clearTimeout(timer);
    if (!context) return;
    const now = Date.now();
    const facts = clockFacts(context, now);
    sides.hidden = facts.sides.length === 0;
    sides.replaceChildren(
      ...facts.sides.map((side) =>
        h(
          "div",
          { class: `clock-side clock-side-${side.state.replace(/ /g, "-")}`, "data-side": side.side },
          h("dt", {}, side.label),
          h("dd", {}, h("strong", {}, side.time), ` · ${clockStateWords(side.state)}`, side.vacation ? h("span", { class: "clock-vacation muted" }, side.vacation) : ""),
        ),
      ),
    );
    notes.hidden = facts.notes.length === 0;
    notes.replaceChildren(...facts.notes.map((note) => h("li", {}, note)));
    const rows = seatActions(context);
    actions.hidden = rows.length === 0;
    actions.replaceChildren(...rows);
    // the running clock's minutes change: redraw with them (clock.ts ticks the big line itself)
    if (facts.sides.some((side) => side.state === "running")) timer = setTimeout(draw, MINUTE - (now % MINUTE) + 50);
  }

  return {
    element,
    update(next) {
      const before = context?.snapshot;
      if (before && next.mySide && before !== next.snapshot) {
        const said = clockNews(before, next.snapshot, next.mySide, next.sideNames);
        if (said) news = said;
        else if (next.snapshot.ply !== before.ply || next.snapshot.pause?.offer) news = "";
      }
      context = next;
      clock.update(next);
      draw();
    },
    stop() {
      clearTimeout(timer);
      clock.stop();
      context = undefined;
    },
  };
}
