/**
 * Opened from the organizer link: the join link to send (copy, share), the players with
 * a Withdraw for each, and Start once three or more have joined.
 */
import { shareLinkButton } from "../copy.ts";
import { h } from "../dom.ts";
import { linkRow } from "../link-row.ts";
import type { LeagueSnapshot } from "./types.ts";

/** The fewest players a league starts with (docs/api.md: the server refuses fewer than two). */
export const MIN_PLAYERS = 2;

export interface OrganizerActions {
  readonly onStart: () => void;
  readonly onWithdraw: (name: string) => void;
}

export function renderOrganizerPanel(league: LeagueSnapshot, links: { join?: string; watch: string; organizer: string }, busy: boolean, actions: OrganizerActions): HTMLElement {
  const active = league.players.filter((p) => !p.withdrawn);
  const title = `${league.name} on Pigeon Post`;
  const canStart = league.status === "open" && active.length >= MIN_PLAYERS;
  return h(
    "section",
    { class: "card league-panel organizer-panel", "aria-labelledby": "organizer-heading" },
    h("h2", { id: "organizer-heading" }, "Organizer"),
    league.status === "open"
      ? links.join
        ? linkRow("Join link", "send it to the players", links.join, "league-join-link", shareLinkButton(links.join, title, `Join the league ${league.name}:`))
        : h("p", { class: "muted", role: "status" }, "Getting the join link…")
      : "",
    linkRow("Watch link", "for anyone: the tables and every game", links.watch, "league-watch-link"),
    linkRow("Organizer link", "keep it: it is your key to the league", links.organizer, "league-organizer-link"),
    h("h3", {}, `Players (${active.length})`),
    league.players.length
      ? h(
          "ul",
          { class: "league-players" },
          ...league.players.map((player) =>
            h(
              "li",
              {},
              h("span", {}, player.name),
              player.withdrawn
                ? h("span", { class: "pill withdrawn-pill" }, "withdrawn")
                : league.status !== "finished"
                  ? h("button", { type: "button", class: "quiet", disabled: busy, "aria-label": `Withdraw ${player.name}`, onclick: () => actions.onWithdraw(player.name) }, "Withdraw")
                  : "",
            ),
          ),
        )
      : h("p", { class: "muted" }, "No one has joined yet."),
    league.status === "open"
      ? h(
          "div",
          { class: "form-actions" },
          h("button", { type: "button", class: "primary", disabled: busy || !canStart, onclick: actions.onStart }, "Start the league"),
          canStart ? "" : h("small", { class: "muted" }, `At least ${MIN_PLAYERS} players are needed to start.`),
        )
      : "",
  );
}
