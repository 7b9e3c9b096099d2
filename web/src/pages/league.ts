/**
 * The league page (/l/<id>), built as the game page is: a state (league/page-state.ts),
 * controllers that change it (league/sync.ts) and views that draw it (the header, the
 * tables, the rounds, and the panel of whoever opened it: the join form, the player's
 * games or the organizer's controls). It stays live by asking again when the tab comes
 * back into view and every minute.
 */
import { confirmDialog } from "../game/confirm.ts";
import { createNoticesPanel } from "../game/notices.ts";
import { fetchLeagueNotices, putLeagueNotices } from "../league-api.ts";
import { h, replaceChildren } from "../dom.ts";
import { renderLeagueHeader } from "../league/header-view.ts";
import { createJoinPanel } from "../league/join-panel.ts";
import { leagueLinkFromHash } from "../league/link.ts";
import { renderOrganizerPanel } from "../league/organizer-panel.ts";
import { createLeagueState } from "../league/page-state.ts";
import { renderPlayerPanel, withdrawQuestion } from "../league/player-panel.ts";
import { t } from "../i18n.ts";
import { renderRounds, renderStandings } from "../league/standings-view.ts";
import { join, refreshLeague, start, withdraw, type LeagueContext } from "../league/sync.ts";
import { linkRow } from "../link-row.ts";
import { forgetLeague, leagueLinksOf } from "../my-leagues.ts";
import { navigate, type Page } from "../router.ts";
import "../game/lifecycle.css";
import "../league/league.css";

/** How often an open league page asks again (a correspondence league changes slowly). */
const REFRESH_MS = 60_000;

/** Notices for all of a player's league games, set once (the game page's panel, pointed at the league). */
function leagueNotices(id: string, token: string): HTMLElement {
  return createNoticesPanel({
    load: () => fetchLeagueNotices(id, token),
    save: (change) => putLeagueNotices(id, token, change),
    title: t("league.notices.title"),
    lead: t("league.notices.lead"),
    scope: t("league.notices.scope"),
  });
}

/** Text made safe inside a double-quoted HTML attribute (a translated title in the code to paste). */
function escapeAttribute(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}

/** The iframe for a club's page, sandboxed as the game embed's code is (game/share.ts says why). */
function embedCode(origin: string, id: string): string {
  return (
    `<iframe src="${origin}/embed/league/${id}" width="480" height="420" style="border:0;max-width:100%" ` +
    `sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox" title="${escapeAttribute(t("league.embed.frameTitle", { id }))}" loading="lazy"></iframe>`
  );
}

export function leaguePage(root: HTMLElement, id: string): Page {
  const state = createLeagueState(id, leagueLinkFromHash(location.hash));
  const ctx: LeagueContext = { state, render, go: (url) => navigate(url) };
  const absolute = (path: string): string => new URL(path, location.origin).href;
  // made once, so that its open state and loaded settings live through the page's redraws
  const notices = state.link.role === "player" ? leagueNotices(id, state.link.token) : undefined;
  const joinLink = state.link;
  const joinPanel = joinLink.role === "join" ? createJoinPanel((name, pocketAuth) => void join(ctx, joinLink.code, name, pocketAuth)) : undefined;
  replaceChildren(root, h("section", { class: "card league-page" }, h("h1", {}, t("league.page.heading")), h("p", { class: "muted", role: "status" }, t("league.page.loading"))));

  function render(): void {
    if (state.unmounted) return;
    if (state.missing) {
      document.title = t("league.page.docTitle", { name: t("league.notFound.heading") });
      replaceChildren(root, h("section", { class: "card" }, h("h1", {}, t("league.notFound.heading")), h("p", {}, t("league.notFound.text")), h("p", {}, h("a", { href: "/" }, t("league.notFound.home")))));
      return;
    }
    const league = state.league;
    const problem = h("p", { class: "banner error", role: "alert", hidden: !state.problem }, state.problem ?? "");
    if (!league) {
      replaceChildren(root, h("section", { class: "card league-page" }, h("h1", {}, t("league.page.heading")), problem));
      return;
    }
    document.title = t("league.page.docTitle", { name: league.name });
    const me = state.me?.name;
    const tableOptions = { gameHref: (gameId: string) => `/g/${gameId}`, me };
    const link = state.link;
    let panel: HTMLElement | "" = "";
    if (joinPanel) {
      joinPanel.update(league.status === "open", state.busy, league.rated);
      panel = joinPanel.element;
    }
    else if (link.role === "player") {
      panel = renderPlayerPanel(state, absolute(`/l/${id}#player=${link.token}`), () => void confirmWithdraw(link.token), notices);
    } else if (link.role === "organizer") {
      // the server's answer, else (until it comes) the one this browser kept when it created the league
      const joinUrl = state.organizerLinks?.joinUrl ?? leagueLinksOf(id).find((l) => l.role === "organizer")?.joinUrl;
      panel = renderOrganizerPanel(league, { join: joinUrl && absolute(joinUrl), watch: absolute(`/l/${id}`), organizer: absolute(`/l/${id}#organizer=${link.token}`) }, state.busy, {
        onStart: () => void start(ctx, link.token),
        onWithdraw: (name) => void confirmWithdraw(link.token, name),
      });
    }
    const focused = document.activeElement instanceof HTMLElement && root.contains(document.activeElement) ? document.activeElement : undefined;
    const focusKey = focused?.getAttribute("aria-label") ?? focused?.textContent ?? undefined;
    replaceChildren(
      root,
      h(
        "div",
        { class: "league-page" },
        h("section", { class: "card league-head" }, ...renderLeagueHeader(league), problem),
        panel,
        h(
          "section",
          { class: "card", "aria-labelledby": "standings-heading" },
          h("h2", { id: "standings-heading" }, league.format === "round-robin" ? t("league.standings.crosstableHeading") : t("league.standings.heading")),
          league.players.length ? renderStandings(league, tableOptions) : h("p", { class: "muted" }, t("league.standings.noPlayers")),
          h("p", { class: "muted table-note" }, league.format === "round-robin" ? t("league.standings.roundRobinKey") : t("league.standings.swissKey")),
        ),
        h("section", { class: "card", "aria-labelledby": "rounds-heading" }, h("h2", { id: "rounds-heading" }, t("league.rounds.heading")), renderRounds(league, tableOptions)),
        h("section", { class: "card", "aria-labelledby": "embed-heading" }, h("h2", { id: "embed-heading" }, t("league.embed.heading")), linkRow(t("league.embed.codeLabel"), t("league.embed.codeHint"), embedCode(location.origin, id), "league-embed-code")),
      ),
    );
    // a redraw after a click must not throw the keyboard's place away
    if (focused && root.contains(focused)) focused.focus({ preventScroll: true });
    else if (focusKey) {
      const again = [...root.querySelectorAll<HTMLElement>("button, a, input")].find((el) => (el.getAttribute("aria-label") ?? el.textContent) === focusKey);
      again?.focus({ preventScroll: true });
    }
  }

  async function confirmWithdraw(token: string, name?: string): Promise<void> {
    const open = state.league?.status === "open";
    if (!(await confirmDialog(withdrawQuestion(open, name), open && !name ? t("league.confirm.leaveButton") : t("league.confirm.withdrawButton")))) return;
    const done = await withdraw(ctx, token, name);
    if (done && open && !name && !state.unmounted) {
      // a player who left has no player link any more: keep the watch link's view
      forgetLeague(`/l/${id}#player=${token}`);
      navigate(`/l/${id}`);
    }
  }

  const onVisible = (): void => {
    if (document.visibilityState === "visible") void refreshLeague(ctx);
  };
  document.addEventListener("visibilitychange", onVisible);
  window.addEventListener("focus", onVisible);
  const timer = setInterval(() => void refreshLeague(ctx), REFRESH_MS);
  void refreshLeague(ctx);
  return {
    unmount() {
      state.unmounted = true;
      clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
      window.removeEventListener("focus", onVisible);
    },
  };
}
