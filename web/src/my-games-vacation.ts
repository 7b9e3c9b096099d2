/**
 * My games' "Start vacation in all my games" and "End vacation in all my games": the
 * vacation endpoint (docs/api.md) called with each saved seat's token, for every game
 * that may still be running, and then in words how many games it reached and which
 * refused and why (no clock, no vacation days left).
 */
import { sendVacation, type VacationAction } from "./clock-api.ts";
import { h } from "./dom.ts";
import { listMySeats, noteSnapshot, type MySeat } from "./my-games.ts";
import { MY_GAMES_CHANGED } from "./my-games-view.ts";
import { seatTokenFromHash } from "./seat.ts";
import { getGame } from "../../src/engine/registry.ts";
import { opposite } from "../../src/engine/types.ts";
import { t } from "./i18n.ts";

/** A game that did not take the vacation, and the server's reason. */
export interface VacationRefusal {
  readonly game: string;
  readonly reason: string;
}

/** The seats to reach: every saved seat with a token whose game is not known to be over. */
export function seatsForVacation(seats: readonly MySeat[]): MySeat[] {
  return seats.filter((seat) => (!seat.glance || seat.glance.status === "active") && seatTokenFromHash(new URL(seat.url, "https://x").hash));
}

/** "Vacation started in 2 games." plus one sentence per refusal. */
export function vacationSummary(action: VacationAction, reached: number, refusals: readonly VacationRefusal[]): string {
  const head = reached + refusals.length === 0 ? t("mygames.vacation.noneToReach") : t(action === "start" ? "mygames.vacation.started" : "mygames.vacation.ended", { count: reached });
  return [head, ...refusals.map((r) => t("mygames.vacation.refusal", { game: r.game, reason: r.reason }))].join(" ");
}

function gameName(seat: MySeat): string {
  const name = getGame(seat.variant || "")?.name ?? t("mygames.aGame");
  const opponent = seat.glance?.names[opposite(seat.side)] ?? seat.opponent;
  return opponent ? t("mygames.gameVs", { game: name, opponent }) : name;
}

/** The two buttons and the line that reports on them; hidden while no saved game may be running. */
export function vacationForAll(): HTMLElement {
  const status = h("p", { class: "muted vacation-all-status", role: "status" });
  const run = async (action: VacationAction): Promise<void> => {
    const seats = seatsForVacation(listMySeats());
    buttons.forEach((b) => (b.disabled = true));
    status.textContent = seats.length ? t("mygames.vacation.reaching", { count: seats.length }) : "";
    let reached = 0;
    const refusals: VacationRefusal[] = [];
    // one at a time: a handful of games, and each answer is a whole snapshot
    for (const seat of seats) {
      try {
        noteSnapshot(await sendVacation(seat.id, seatTokenFromHash(new URL(seat.url, location.href).hash)!, action));
        reached++;
      } catch (error) {
        refusals.push({ game: gameName(seat), reason: error instanceof Error ? error.message : t("mygames.vacation.refused") });
      }
    }
    status.textContent = vacationSummary(action, reached, refusals);
    buttons.forEach((b) => (b.disabled = false));
    element.dispatchEvent(new Event(MY_GAMES_CHANGED, { bubbles: true }));
  };
  const buttons = [
    h("button", { type: "button", onclick: () => void run("start") }, t("mygames.vacation.start")),
    h("button", { type: "button", class: "quiet", onclick: () => void run("end") }, t("mygames.vacation.end")),
  ];
  const element = h(
    "div",
    { class: "vacation-all", hidden: seatsForVacation(listMySeats()).length === 0 },
    h("p", { class: "muted" }, t("mygames.vacation.lead")),
    h("div", { class: "tool-row" }, ...buttons),
    status,
  );
  return element;
}
