/**
 * The league embed (/embed/league/<id>): the league's name, its facts and its live
 * standings (the crosstable for a round-robin, the Swiss table otherwise), for a club's
 * page. Every link opens the site in a new tab. Like the game embed it runs in sandboxed
 * iframes, so it reads no storage; it asks again every minute and when shown again.
 */
import { h } from "../dom.ts";
import { formatText, gameText } from "../league/header-view.ts";
import { renderStandings } from "../league/standings-view.ts";
import type { LeagueSnapshot } from "../league/types.ts";
import { siteOrigin } from "./data.ts";
import { t } from "../i18n.ts";
import "../game/lifecycle.css";
import "../league/league.css";

const REFRESH_MS = 60_000;
const STATUS = { open: "embed.league.status.open", running: "embed.league.status.running", finished: "embed.league.status.finished" } as const;

/** The league id of an embed address, or undefined when it is not a league embed. */
export function leagueEmbedId(url: URL): string | undefined {
  return /^\/embed\/league\/([A-Za-z0-9_-]{1,32})\/?$/.exec(url.pathname)?.[1];
}

export function mountLeagueEmbed(root: HTMLElement, id: string): void {
  root.classList.add("league-embed");
  const title = h("h1", { class: "embed-players" }, t("embed.league.heading"));
  const status = h("div", { class: "embed-status", role: "status", "aria-live": "polite" }, t("embed.league.loading"));
  const table = h("div", { class: "league-embed-table" });
  const open = h("a", { class: "embed-open", href: `${siteOrigin()}/l/${id}`, target: "_blank", rel: "noopener" }, t("embed.league.open"));
  root.replaceChildren(h("header", { class: "embed-head" }, title, status), table, h("footer", { class: "embed-foot" }, open));
  let shown = false;

  async function load(): Promise<void> {
    let response: Response;
    try {
      response = await fetch(`${siteOrigin()}/api/leagues/${encodeURIComponent(id)}`, { credentials: "omit", cache: "no-store" });
    } catch {
      if (!shown) status.textContent = t("embed.problem.unreachable");
      return;
    }
    if (response.status === 404) {
      status.textContent = t("embed.league.missing");
      return;
    }
    if (!response.ok) {
      if (!shown) status.textContent = t("embed.problem.answered", { status: response.status });
      return;
    }
    const league = (await response.json()) as LeagueSnapshot;
    shown = true;
    document.title = t("embed.docTitle", { name: league.name });
    title.textContent = league.name;
    status.textContent = t("embed.league.summary", { game: gameText(league), format: formatText(league), status: t(STATUS[league.status]) });
    table.replaceChildren(
      league.players.length
        ? renderStandings(league, { gameHref: (game) => `${siteOrigin()}/g/${game}`, newTab: true })
        : h("p", { class: "muted" }, t("embed.league.noPlayers")),
    );
  }

  void load();
  setInterval(() => void load(), REFRESH_MS);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") void load();
  });
}
