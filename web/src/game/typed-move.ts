/**
 * A move typed in the game's notation, for keyboard and screen-reader players: the
 * legal moves are offered as completions (a datalist), and a wrong text gets the
 * engine's reason under the board, with no round trip.
 */
import { h } from "../dom.ts";
import type { Move } from "../../../src/engine/types.ts";
import { t } from "../i18n.ts";

export interface TypedMove {
  readonly element: HTMLElement;
  /** The moves this page may play now; with none the box is disabled and says `idle`. */
  update(moves: readonly Move[], idle: string): void;
}

let lists = 0;

export function createTypedMove(onMove: (text: string) => boolean): TypedMove {
  const listId = `legal-moves-${++lists}`;
  const options = h("datalist", { id: listId });
  // disabled until the game has loaded and says which moves there are: a move typed before would go nowhere
  const input = h("input", { type: "text", name: "move-text", class: "move-text", list: listId, autocomplete: "off", spellcheck: false, "aria-label": t("game.typed.label"), placeholder: t("game.status.loading"), disabled: true });
  const play = h("button", { type: "submit", class: "quiet", disabled: true }, t("game.typed.play"));
  const element = h("form", { class: "typed-move" }, input, play, options);
  element.addEventListener("submit", (event) => {
    event.preventDefault();
    const text = input.value.trim();
    if (text && onMove(text)) input.value = "";
  });
  let shown = "";
  return {
    element,
    update(moves, idle) {
      const key = moves.map((m) => m.text).join(" ");
      input.disabled = moves.length === 0;
      play.disabled = moves.length === 0;
      input.placeholder = moves.length === 0 ? idle : t("game.typed.placeholder", { move: moves[0].text });
      if (key === shown) return;
      shown = key;
      options.replaceChildren(...moves.slice(0, 500).map((m) => h("option", { value: m.text })));
    },
  };
}
