/** The two player bars above and below the board: name, side, presence, whose move. */
import { h } from "../dom.ts";
import { opposite, type Side } from "../../../src/engine/types.ts";
import { mySide, type GamePageState, type Loaded } from "./page-state.ts";

function playerBar(state: GamePageState, l: Loaded, side: Side): (HTMLElement | string)[] {
  const toMove = l.snapshot.status === "active" && l.snapshot.turn === side;
  const you = mySide(state) === side;
  const online = state.presence[side];
  return [
    h("span", { class: `side-chip side-${side}`, style: `background:${l.board.state.paint[side].fill}` }),
    h("span", { class: "player-name" }, l.snapshot.names[side] || "Anonymous"),
    h("span", { class: online ? "online on" : "online", title: online ? "Has the game open" : "Away" }),
    // Your own page is online by definition; the other side's presence is news.
    online && !you ? h("span", { class: "online-label" }, "online") : "",
    h("span", { class: "player-side" }, l.game.sideNames[side] + (you ? " · you" : "")),
    // beside the board, where a phone shows it without scrolling (the status line is further down there)
    toMove ? h("span", { class: "to-move" }, you ? "your turn" : "to move") : "",
  ];
}

export function renderPlayers(state: GamePageState, l: Loaded, top: HTMLElement, bottom: HTMLElement): void {
  top.replaceChildren(...playerBar(state, l, opposite(l.orientation)));
  bottom.replaceChildren(...playerBar(state, l, l.orientation));
}
