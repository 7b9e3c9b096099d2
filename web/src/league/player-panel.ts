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

const BADGE = { "your-turn": "Your turn", waiting: "Their turn", over: "Over", unknown: "" } as const;

/** The withdrawal rule, as the confirmation says it (docs/api.md). */
export const WITHDRAW_RULE =
  "If you have finished fewer than half of your games, all your results are cancelled (your games count for nobody); otherwise your unfinished games are lost by forfeit. Either way your open games end now.";

export function renderPlayerPanel(state: LeaguePageState, playerUrl: string, onWithdraw: () => void): HTMLElement {
  const me = state.me;
  const league = state.league;
  const games = myGamesInOrder(state);
  const withdrawn = Boolean(me && league?.players.some((p) => p.name === me.name && p.withdrawn));
  const list = games.length
    ? h(
        "ul",
        { class: "my-games-list league-my-games" },
        ...games.map((game) =>
          h(
            "li",
            { class: `my-game standing-${game.standing}`, "data-standing": game.standing },
            h("a", { class: "my-game-link", href: game.url }, h("span", { class: "my-game-title" }, `vs ${game.opponent || "…"}`), h("span", { class: "my-game-side muted" }, `you play ${game.side}`)),
            h("span", { class: "my-game-state" }, BADGE[game.standing] ? h("span", { class: `badge badge-${game.standing}` }, BADGE[game.standing]) : ""),
          ),
        ),
      )
    : h("p", { class: "muted" }, league?.status === "open" ? "Your games appear here when the organizer starts the league." : "No games for you yet.");
  const title = league ? `${league.name} on Pigeon Post` : "A league on Pigeon Post";
  return h(
    "section",
    { class: "card league-panel", "aria-labelledby": "your-games-heading" },
    h("h2", { id: "your-games-heading" }, me ? `Your games, ${me.name}` : "Your games"),
    list,
    linkRow("Your player link", "keep it: it opens all your games", playerUrl, "league-player-link", shareLinkButton(playerUrl, title, "My player link in a league:")),
    league && league.status !== "finished" && !withdrawn
      ? h("div", { class: "form-actions" }, h("button", { type: "button", class: "danger quiet", disabled: state.busy, onclick: onWithdraw }, "Withdraw from the league"))
      : withdrawn
        ? h("p", { class: "muted" }, "You have withdrawn from this league.")
        : "",
  );
}
