/**
 * What the move input needs besides the board: buttons for action ids (a path step that
 * is neither a cell nor an area item, such as "push"), "End turn" when a turn may stop
 * here or go on, and the chooser when several moves share the selected path.
 */
import type { Move, Side } from "../../../src/engine/types.ts";
import { pieceIcon, type Owner, type Paint } from "../board/pieces.ts";
import { h } from "../dom.ts";
import { t } from "../i18n.ts";

export interface MoveBarProps {
  /** Next-click ids that the board does not draw. */
  readonly actions: readonly string[];
  /** Moves whose whole path is the selection. */
  readonly complete: readonly Move[];
  /** Longer paths go on from the selection. */
  readonly continues: boolean;
  /** The chooser is open (several complete moves, or "End turn" asked for one). */
  readonly choosing: boolean;
  readonly side: Side;
  readonly paint: Readonly<Record<Owner, Paint>>;
  readonly onAction: (id: string) => void;
  /** What an action's button does, in words; undefined: its id, capitalised. */
  readonly label?: (id: string) => string | undefined;
  readonly onEndTurn: () => void;
  readonly onChoose: (move: Move) => void;
  readonly onCancel: () => void;
  /** Actions the rules forbid now, with the reason: shown greyed; a click says why. */
  readonly refusedActions?: ReadonlyMap<string, string>;
  readonly onRefused?: (reason: string) => void;
}

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
const labelOf = (id: string, props: MoveBarProps): string => props.label?.(id) ?? capitalise(id);

/** A choice that names a piece (a promotion) gets the piece drawn; any other choice its words. */
function choiceButton(move: Move, props: MoveBarProps): HTMLElement {
  const choice = move.choice ?? move.text;
  const isPiece = /^[A-Z]$/.test(choice);
  return h(
    "button",
    { type: "button", class: isPiece ? "choice piece-choice" : "choice", title: move.text, "data-choice": choice, onclick: () => props.onChoose(move) },
    isPiece ? pieceIcon(choice, props.side, props.paint, move.text) : choice,
  );
}

export function renderMoveBar(props: MoveBarProps): HTMLElement {
  const bar = h("div", { class: "move-bar" });
  const showChooser = props.complete.length > 1 && (props.choosing || !props.continues);
  if (showChooser) {
    bar.append(
      h("span", { class: "move-bar-label" }, t("game.moveBar.choose")),
      ...props.complete.map((move) => choiceButton(move, props)),
      h("button", { type: "button", class: "quiet", onclick: props.onCancel }, t("game.dialog.cancel")),
    );
    return bar;
  }
  for (const id of props.actions) {
    bar.append(h("button", { type: "button", class: "action", "data-id": id, onclick: () => props.onAction(id) }, labelOf(id, props)));
  }
  for (const [id, reason] of props.refusedActions ?? []) {
    if (props.actions.includes(id)) continue;
    bar.append(
      h("button", { type: "button", class: "action refused", "data-id": id, "aria-disabled": "true", title: reason, onclick: () => props.onRefused?.(reason) }, labelOf(id, props)),
    );
  }
  if (props.complete.length > 0 && props.continues) {
    bar.append(
      h("button", { type: "button", class: "primary end-turn", onclick: props.onEndTurn }, t("game.moveBar.endTurn")),
      h("span", { class: "muted" }, t("game.moveBar.goOn")),
    );
  }
  return bar;
}
