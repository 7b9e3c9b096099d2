/** The two player bars above and below the board: name, side, presence, whose move. */
import { h } from "../dom.ts";
import { opposite, type Side } from "../../../src/engine/types.ts";
import { mySide, type GamePageState, type Loaded } from "./page-state.ts";
import { t } from "../i18n.ts";
import { sideName } from "../board/words.ts";
import { playerName } from "../player-name.ts";
import { ratedPlayerName } from "../ratings/rated-player.ts";

function playerBar(state: GamePageState, l: Loaded, side: Side, onRatings: () => void): (HTMLElement | string)[] {
  const toMove = l.snapshot.status === "active" && l.snapshot.turn === side;
  const you = mySide(state) === side;
  const online = state.presence[side];
  return [
    h("span", { class: `side-chip side-${side}`, style: `background:${l.board.state.paint[side].fill}` }),
    // a rated game's bound name links to its profile, with its rating in this game's kind
    ratedPlayerName(l.snapshot, side, onRatings) ?? h("span", { class: "player-name" }, playerName(l.snapshot.names[side])),
    h("span", { class: online ? "online on" : "online", title: online ? t("game.player.online") : t("game.player.away") }),
    // Your own page is online by definition; the other side's presence is news.
    online && !you ? h("span", { class: "online-label" }, t("game.player.onlineLabel")) : "",
    h("span", { class: "player-side" }, you ? t("game.player.sideYou", { side: sideName(l.game, side) }) : sideName(l.game, side)),
    // beside the board, where a phone shows it without scrolling (the status line is further down there)
    toMove ? h("span", { class: "to-move" }, you ? t("game.player.yourTurn") : t("game.player.toMove")) : "",
  ];
}

/** `onRatings` redraws the bars when a rated game's ratings arrive. */
export function renderPlayers(state: GamePageState, l: Loaded, top: HTMLElement, bottom: HTMLElement, onRatings: () => void): void {
  top.replaceChildren(...playerBar(state, l, opposite(l.orientation), onRatings));
  bottom.replaceChildren(...playerBar(state, l, l.orientation, onRatings));
}
