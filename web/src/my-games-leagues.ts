/**
 * My games' league groups: a league's games listed under its name, the heading linking to
 * the league page through the link this browser keeps (the player's link, else the
 * organizer's), and leagues without games yet (an organizer's, or a player's before the
 * start) listed by name, so that every league link kept here can be found again.
 */
import { h } from "./dom.ts";
import { t } from "./i18n.ts";
import type { MySeat } from "./my-games.ts";
import { listMyLeagues, type MyLeague } from "./my-leagues.ts";

export interface LeagueGroups {
  /** Seats of games outside any league. */
  readonly plain: MySeat[];
  /** One element per league, in the order of its first seat, then leagues without games. */
  readonly groups: HTMLElement[];
}

/** The best link to a league this browser has: the player's, the organizer's, or the watch link. */
export function leagueHref(id: string, links: readonly MyLeague[]): string {
  const mine = links.filter((l) => l.id === id);
  return (mine.find((l) => l.role === "player") ?? mine.find((l) => l.role === "organizer"))?.url ?? `/l/${id}`;
}

/** Splits ordered seats into plain games and league groups; `item` draws one seat. */
export function groupByLeague(seats: readonly MySeat[], item: (seat: MySeat) => HTMLElement): LeagueGroups {
  const links = listMyLeagues();
  const plain = seats.filter((seat) => !seat.league);
  const byLeague = new Map<string, { name: string; seats: MySeat[] }>();
  for (const seat of seats) {
    if (!seat.league) continue;
    const group = byLeague.get(seat.league.id) ?? { name: seat.league.name, seats: [] };
    group.seats.push(seat);
    byLeague.set(seat.league.id, group);
  }
  for (const link of links) if (!byLeague.has(link.id)) byLeague.set(link.id, { name: link.name, seats: [] });
  const groups = [...byLeague].map(([id, group]) => {
    const roles = links.filter((l) => l.id === id).map((l) => l.role);
    const role = roles.includes("organizer") ? (roles.includes("player") ? t("mygames.league.organizeAndPlay") : t("mygames.league.organize")) : t("mygames.league.member");
    return h(
      "section",
      { class: "my-league-group", "aria-label": t("mygames.league.label", { name: group.name || id }), "data-league": id },
      h("h3", {}, h("a", { href: leagueHref(id, links) }, group.name || t("mygames.league.aLeague")), " ", h("span", { class: "muted my-league-role" }, t("mygames.league.role", { role }))),
      group.seats.length ? h("ul", { class: "my-games-list" }, ...group.seats.map(item)) : h("p", { class: "muted" }, t("mygames.league.noGames")),
    );
  });
  return { plain, groups };
}
