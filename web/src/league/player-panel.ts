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

const BADGE = { "your-turn": "Your turn", waiting: "Their turn", over: "Over", pending: "Being set up" } as const;

/** Leaving before the start (docs/api.md): nothing to cancel or forfeit yet. */
export const LEAVE_RULE = "The league has not started: you leave it, your name is free again and your player link stops working.";

/** The withdrawal rule, as the confirmation says it (docs/api.md). */
export const WITHDRAW_RULE =
  "If you have finished fewer than half of your games, all your results are cancelled (your games count for nobody); otherwise your unfinished games are lost by forfeit. Either way your open games end now.";

/** The game's own name for a side ("Gold"), as the seat page says it. */
function sideNameFor(variant: string | undefined): (side: "white" | "black") => string {
  const names = variant ? getGame(variant)?.sideNames : undefined;
  return (side) => names?.[side] ?? side;
}

export function renderPlayerPanel(state: LeaguePageState, playerUrl: string, onWithdraw: () => void, notices?: HTMLElement): HTMLElement {
  const me = state.me;
  const league = state.league;
  const games = myGamesInOrder(state);
  const sideName = sideNameFor(league?.variant);
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
              ? h("span", { class: "my-game-link" }, h("span", { class: "my-game-title" }, `vs ${game.opponent}`), h("span", { class: "my-game-side muted" }, `round ${game.round}`))
              : h("a", { class: "my-game-link", href: game.url }, h("span", { class: "my-game-title" }, `vs ${game.opponent}`), h("span", { class: "my-game-side muted" }, `round ${game.round} · you play ${sideName(game.side)}`)),
            h("span", { class: "my-game-state" }, h("span", { class: `badge badge-${game.standing}` }, BADGE[game.standing])),
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
    withdrawn ? "" : (notices ?? ""),
    league && league.status !== "finished" && !withdrawn
      ? h("div", { class: "form-actions" }, h("button", { type: "button", class: "danger quiet", disabled: state.busy, onclick: onWithdraw }, league.status === "open" ? "Leave the league" : "Withdraw from the league"))
      : withdrawn
        ? h("p", { class: "muted" }, "You have withdrawn from this league.")
        : "",
  );
}
