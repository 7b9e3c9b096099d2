/**
 * The game page's word on a rated game still waiting for a seat (issue 33): the seat of a
 * rated challenge is asked to accept it with its pocket's public name ("Accept as Ann",
 * POST /api/games/:id/rated-seat), or told how to take a name; the creator's seat is told
 * that moves start once the opponent has accepted (the server refuses a move before,
 * 422 waiting_for_opponent). Hidden for unrated games, watchers and bound games.
 */
import { h } from "../dom.ts";
import { t } from "../i18n.ts";
import type { GameSnapshot } from "../api.ts";
import type { Side } from "../../../src/engine/types.ts";
import { acceptRatedSeat, ratedSeatsOf, ratedWait } from "./rated-game.ts";
import { ratedIdentity, type RatedIdentity } from "./pocket-name.ts";
import "./ratings.css";

export interface RatedSeatPanel {
  readonly element: HTMLElement;
  update(snapshot: GameSnapshot, mySide: Side | undefined): void;
}

export function createRatedSeatPanel(gameId: string, token: string | undefined, onAccepted: () => void): RatedSeatPanel {
  const element = h("section", { class: "rated-seat panel", "data-testid": "rated-seat", hidden: true, "aria-labelledby": "rated-seat-title" });
  let shown: string | undefined;
  let identity: Promise<RatedIdentity | undefined> | undefined;

  function showChallenge(opponent: string | null): void {
    const problem = h("p", { class: "banner error", role: "alert", hidden: true });
    const action = h("div", { class: "tool-row" }, h("span", { class: "muted" }, t("ratings.form.checking")));
    element.replaceChildren(
      h("h2", { class: "panel-title", id: "rated-seat-title" }, t("ratings.seat.challengeTitle")),
      h("p", {}, opponent ? t("ratings.seat.challengeFrom", { opponent }) : t("ratings.seat.challenge")),
      action,
      problem,
    );
    void (identity ??= ratedIdentity()).then((found) => {
      if (!found || !token) {
        action.replaceChildren(h("p", { class: "muted" }, t("ratings.seat.needsName"), " ", h("a", { href: "/p" }, t("ratings.form.whereToTakeName"))));
        return;
      }
      const accept = h("button", { type: "button", class: "primary" }, t("ratings.seat.acceptAs", { name: found.name }));
      accept.addEventListener("click", async () => {
        accept.disabled = true;
        problem.hidden = true;
        try {
          await acceptRatedSeat(gameId, token, found.pocketAuth);
          onAccepted();
        } catch (error) {
          problem.textContent = error instanceof Error ? error.message : String(error);
          problem.hidden = false;
          accept.disabled = false;
        }
      });
      action.replaceChildren(accept);
    });
  }

  return {
    element,
    update(snapshot, mySide) {
      const rated = ratedSeatsOf(snapshot);
      const wait = snapshot.status === "active" ? ratedWait(rated, mySide) : undefined;
      element.hidden = wait === undefined;
      if (!wait || !rated || !mySide) return;
      const opponent = rated[mySide === "white" ? "black" : "white"];
      const now = `${wait}\n${opponent ?? ""}`;
      if (now === shown) return;
      shown = now;
      if (wait === "accept") showChallenge(opponent);
      else
        element.replaceChildren(
          h("h2", { class: "panel-title", id: "rated-seat-title" }, t("ratings.seat.waitingTitle")),
          h("p", { class: "muted" }, t("ratings.seat.waiting")),
        );
    },
  };
}
