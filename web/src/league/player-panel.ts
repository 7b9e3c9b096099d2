/**
 * Opened from a player link: the player's own games first, their turn marked, each
 * opening its seat; the player link to keep (copy, share); and Withdraw, which first says
 * what withdrawing does to the results.
 */
import { shareLinkButton } from "../copy.ts";
import { h } from "../dom.ts";
import { linkRow } from "../link-row.ts";
import type { LeaguePageState } from "./page-state.ts";
import { myGamesInOrder } from "./page-state.ts";
import { getGame } from "../../../src/engine/registry.ts";
import { t } from "../i18n.ts";
import { sideName } from "../board/words.ts";

const BADGE = { "your-turn": "league.badge.yourTurn", waiting: "league.badge.theirTurn", over: "league.badge.over", pending: "league.badge.pending" } as const;

/**
 * The question before withdrawing, with the rule it follows (docs/api.md): before the
 * start, leaving (nothing to cancel or forfeit yet); after it, the withdrawal rule. The
 * organizer withdrawing a player (`name`) reads the same rule about that player. Each is
 * one whole message, so that every language says it its own way.
 */
export function withdrawQuestion(open: boolean, name?: string): string {
  if (name) return t(open ? "league.confirm.leaveOther" : "league.confirm.withdrawOther", { name });
  return t(open ? "league.confirm.leaveSelf" : "league.confirm.withdrawSelf");
}

/** The game's own name for a side ("Gold"), as the seat page says it. */
function sideNameFor(variant: string | undefined): (side: "white" | "black") => string {
  const game = variant ? getGame(variant) : undefined;
  return (side) => (game ? sideName(game, side) : side);
}

export function renderPlayerPanel(state: LeaguePageState, playerUrl: string, onWithdraw: () => void, notices?: HTMLElement): HTMLElement {
  const me = state.me;
  const league = state.league;
  const games = myGamesInOrder(state);
  const sideWords = sideNameFor(league?.variant);
  const withdrawn = Boolean(me?.withdrawn);
  const list = games.length
    ? h(
        "ul",
        { class: "my-games-list league-my-games" },
        ...games.map((game) =>
          h(
            "li",
            { class: `my-game standing-${game.standing}`, "data-standing": game.standing },
            game.standing === "pending"
              ? h("span", { class: "my-game-link" }, h("span", { class: "my-game-title" }, t("league.myGames.versus", { opponent: game.opponent })), h("span", { class: "my-game-side muted" }, t("league.myGames.round", { round: game.round })))
              : h("a", { class: "my-game-link", href: game.url }, h("span", { class: "my-game-title" }, t("league.myGames.versus", { opponent: game.opponent })), h("span", { class: "my-game-side muted" }, t("league.myGames.roundAndSide", { round: game.round, side: sideWords(game.side) }))),
            h("span", { class: "my-game-state" }, h("span", { class: `badge badge-${game.standing}` }, t(BADGE[game.standing]))),
          ),
        ),
      )
    : h("p", { class: "muted" }, league?.status === "open" ? t("league.myGames.beforeStart") : t("league.myGames.none"));
  const title = league ? t("league.share.title", { name: league.name }) : t("league.share.untitled");
  return h(
    "section",
    { class: "card league-panel", "aria-labelledby": "your-games-heading" },
    h("h2", { id: "your-games-heading" }, me ? t("league.myGames.headingNamed", { name: me.name }) : t("league.myGames.heading")),
    list,
    linkRow(t("league.myGames.playerLink"), t("league.myGames.playerLinkHint"), playerUrl, "league-player-link", shareLinkButton(playerUrl, title, t("league.myGames.playerLinkShareText"))),
    withdrawn ? "" : (notices ?? ""),
    league && league.status !== "finished" && !withdrawn
      ? h("div", { class: "form-actions" }, h("button", { type: "button", class: "danger quiet", disabled: state.busy, onclick: onWithdraw }, league.status === "open" ? t("league.myGames.leave") : t("league.myGames.withdraw")))
      : withdrawn
        ? h("p", { class: "muted" }, t("league.myGames.withdrawn"))
        : "",
  );
}
