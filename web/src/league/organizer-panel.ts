/**
 * Opened from the organizer link: the join link to send (copy, share), the players with
 * a Withdraw for each, and Start once three or more have joined.
 */
import { shareLinkButton } from "../copy.ts";
import { h } from "../dom.ts";
import { linkRow } from "../link-row.ts";
import type { LeagueSnapshot } from "./types.ts";
import { t } from "../i18n.ts";

/** The fewest players a league starts with (docs/api.md: the server refuses fewer than two). */
export const MIN_PLAYERS = 2;

export interface OrganizerActions {
  readonly onStart: () => void;
  readonly onWithdraw: (name: string) => void;
}

export function renderOrganizerPanel(league: LeagueSnapshot, links: { join?: string; watch: string; organizer: string }, busy: boolean, actions: OrganizerActions): HTMLElement {
  const active = league.players.filter((p) => !p.withdrawn);
  const title = t("league.share.title", { name: league.name });
  const canStart = league.status === "open" && active.length >= MIN_PLAYERS;
  return h(
    "section",
    { class: "card league-panel organizer-panel", "aria-labelledby": "organizer-heading" },
    h("h2", { id: "organizer-heading" }, t("league.organizer.heading")),
    league.status === "open"
      ? links.join
        ? linkRow(t("league.organizer.joinLink"), t("league.organizer.joinLinkHint"), links.join, "league-join-link", shareLinkButton(links.join, title, t("league.organizer.joinShareText", { name: league.name })))
        : h("p", { class: "muted", role: "status" }, t("league.organizer.gettingJoinLink"))
      : "",
    linkRow(t("league.organizer.watchLink"), t("league.organizer.watchLinkHint"), links.watch, "league-watch-link"),
    linkRow(t("league.organizer.organizerLink"), t("league.organizer.organizerLinkHint"), links.organizer, "league-organizer-link"),
    h("h3", {}, t("league.organizer.players", { count: active.length })),
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
                ? h("span", { class: "pill withdrawn-pill" }, t("league.player.withdrawnMark"))
                : league.status !== "finished"
                  ? h("button", { type: "button", class: "quiet", disabled: busy, "aria-label": t("league.organizer.withdrawPlayer", { name: player.name }), onclick: () => actions.onWithdraw(player.name) }, t("league.organizer.withdraw"))
                  : "",
            ),
          ),
        )
      : h("p", { class: "muted" }, t("league.organizer.noPlayers")),
    league.status === "open"
      ? h(
          "div",
          { class: "form-actions" },
          h("button", { type: "button", class: "primary", disabled: busy || !canStart, onclick: actions.onStart }, t("league.organizer.start")),
          canStart ? "" : h("small", { class: "muted" }, t("league.organizer.needPlayers", { min: MIN_PLAYERS })),
        )
      : "",
  );
}
