/**
 * The numbered move list with the notes under each move, and the replay buttons. A row
 * opens at each White turn, so a side that moves several times running (In The Bin's
 * extra moves) keeps its moves together in its own column.
 */
import type { Sentence, Side } from "../../../src/engine/types.ts";
import { h } from "../dom.ts";
import { say } from "../engine-words.ts";
import { t } from "../i18n.ts";

export interface MoveListProps {
  readonly moves: readonly string[];
  readonly sides: readonly Side[];
  /** Each move's notes, said in the page's language. */
  readonly notes: readonly (readonly Sentence[])[];
  /** The ply shown on the board: 0 is the start, `moves.length` the latest. */
  readonly shown: number;
  readonly onSelect: (ply: number) => void;
  /** The review's marks by move index ("?!", "?", "??"), written after the move. */
  readonly marks?: ReadonlyMap<number, string>;
}

interface Row {
  readonly number: number;
  readonly white: number[];
  readonly black: number[];
}

/** Groups move indexes into numbered rows the way the record writes them. */
function rows(sides: readonly Side[]): Row[] {
  const result: Row[] = [];
  let number = 0;
  sides.forEach((side, i) => {
    const previous = sides[i - 1];
    if (i === 0 || (side === "white" && previous === "black")) {
      number++;
      result.push({ number, white: [], black: [] });
    }
    result[result.length - 1][side].push(i);
  });
  return result;
}

export function renderMoveList(props: MoveListProps): HTMLElement {
  const chip = (i: number): HTMLElement => {
    const ply = i + 1;
    return h(
      "button",
      { type: "button", class: ply === props.shown ? "move current" : "move", "data-ply": ply, onclick: () => props.onSelect(ply) },
      // notation reads left to right in every language (an Arabic page would reorder "Hh10-i8")
      h("bdi", { dir: "ltr" }, props.moves[i]),
      props.marks?.has(i) ? h("span", { class: "move-mark" }, props.marks.get(i)) : null,
    );
  };
  const list = h("ol", { class: "move-list", "aria-label": t("game.moves.label") });
  if (props.moves.length === 0) list.append(h("li", { class: "empty" }, t("game.moves.none")));
  for (const row of rows(props.sides)) {
    const notes = [...row.white, ...row.black]
      .sort((a, b) => a - b)
      .flatMap((i) => (props.notes[i] ?? []).map((note) => h("p", { class: "note" }, t("game.moves.note", { move: props.moves[i], note: say(note) }))));
    list.append(
      h(
        "li",
        { class: "move-row" },
        h("span", { class: "move-number" }, t("game.moves.number", { number: row.number })),
        h("span", { class: "move-cell" }, ...row.white.map(chip)),
        h("span", { class: "move-cell" }, ...row.black.map(chip)),
        notes.length ? h("div", { class: "notes" }, ...notes) : null,
      ),
    );
  }
  return list;
}

/** First / previous / next / last. */
export function renderReplayControls(shown: number, latest: number, onSelect: (ply: number) => void): HTMLElement {
  const button = (label: string, title: string, ply: number, disabled: boolean): HTMLElement =>
    h("button", { type: "button", class: "replay-button", title, "aria-label": title, disabled, onclick: () => onSelect(ply) }, label);
  // a right-to-left page lays the row out from the right, the start first: its arrows point that way
  const rtl = document.documentElement.dir === "rtl";
  return h(
    "div",
    { class: "replay-controls" },
    button(rtl ? "\u00BB" : "\u00AB", t("game.replay.first"), 0, shown === 0),
    button(rtl ? "\u203A" : "\u2039", t("game.replay.previous"), Math.max(0, shown - 1), shown === 0),
    button(rtl ? "\u2039" : "\u203A", t("game.replay.next"), Math.min(latest, shown + 1), shown >= latest),
    button(rtl ? "\u00AB" : "\u00BB", t("game.replay.latest"), latest, shown >= latest),
  );
}
