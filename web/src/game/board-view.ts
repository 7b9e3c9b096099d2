/**
 * The board and the move entry under it: the position shown (with the part of a turn
 * already clicked played on it), the selection and its targets, and the move bar.
 */
import { moveArrows } from "../board/overlays.ts";
import { setArrows, setAttacked, setOrientation, setRefused, setSelection, setView, type BoardArrow } from "../board/state.ts";
import type { BoardApi } from "../board/board.ts";
import { h, redrawKeepingFocus } from "../dom.ts";
import { boardMarks, completion, madeSoFar, nextClicks, previewState } from "../move-input.ts";
import type { Move } from "../../../src/engine/types.ts";
import { movePath } from "./history.ts";
import { attackedKings, attackerArrows, dangerMarks, dangerText, renderDangerLine } from "./danger.ts";
import { renderMoveBar } from "./move-bar.ts";
import { renderConfirmBar } from "./move-confirmation.ts";
import { renderPlayAgain } from "./unsent-move.ts";
import { shownVariation } from "./record-tree.ts";
import { mySide, refusedClicks, shownHistory, shownPly, type GamePageState, type Loaded } from "./page-state.ts";
import { say } from "../engine-words.ts";

export interface BoardViewActions {
  readonly onClick: (id: string | undefined) => void;
  readonly onSubmit: (move: Move) => void;
  /** "End turn" with several moves possible: the chooser opens. */
  readonly onChoose: () => void;
  readonly onConfirm: () => void;
  readonly onCancelProposal: () => void;
  /** A greyed action was clicked: say why. */
  readonly onRefused: (reason: string) => void;
  /** "Show attackers" pressed or released. */
  readonly onToggleAttackers: () => void;
}

export function renderBoardView(state: GamePageState, l: Loaded, moveBar: HTMLElement, actions: BoardViewActions): void {
  const history = shownHistory(l);
  const ply = shownPly(l);
  const { complete, continues } = completion(l.input);
  // a move waiting for Confirm is shown played, its path marked as the last move
  const proposed = l.proposed;
  const made = proposed ?? madeSoFar(l.input);
  // a variation's move of an imported record, clicked in its tree (record-tree.ts)
  const variation = shownVariation(l);
  const atLatest = !variation && ply === history.states.length - 1;
  // part of a turn that is not yet a move (Pit of Pillars' first man) is drawn by the game itself
  const partial = !made && atLatest && l.input.prefix.length > 0 ? l.game.partialView?.(history.states[ply], l.input.prefix) : undefined;
  const shown = previewState(l.game, variation?.state ?? history.states[ply], made);
  const view = partial ?? l.game.view(shown);
  const targets = proposed ? new Set<string>() : nextClicks(l.input);
  const refused = proposed ? new Map<string, string>() : refusedClicks(state, l);
  // the kings in danger where the board stands (a proposed move played); the question about a proposed move shows its attackers at once
  const kings = partial ? [] : attackedKings(l.game, shown);
  const arrows: BoardArrow[] = l.showAttackers || l.question ? attackerArrows(kings) : [];
  if (!proposed && atLatest && l.input.prefix.length === 0 && state.hint?.ply === l.snapshot.ply && state.hint.path) arrows.push(...moveArrows(view, state.hint.path, "hint"));
  // a step the board does not draw but a cell stands for (Ben39's "square:l2") is marked on that cell
  const marks = boardMarks(l.game, l.input);
  l.board.update((board) => {
    setView(board, view, proposed ? proposed.path : (variation?.path ?? movePath(l.game, history, ply)));
    setOrientation(board, l.orientation);
    if (proposed) setSelection(board, [], targets);
    else setSelection(board, marks.selected, marks.targets, marks.starts);
    setRefused(board, refused);
    setAttacked(board, dangerMarks(l.game, kings));
    setArrows(board, arrows);
  });
  if (proposed) {
    fillMoveBar(moveBar, l.board, renderConfirmBar({ move: proposed, question: l.question, onConfirm: actions.onConfirm, onCancel: actions.onCancelProposal }));
    return;
  }
  const drawn = new Set([...view.cells.map((c) => c.id), ...view.areas.flatMap((a) => a.items.map((i) => i.id))]);
  const prompt = atLatest && l.input.moves.length > 0 ? say(l.game.prompt?.(history.states[ply], l.input.prefix)) : undefined;
  const danger = kings.length > 0 ? renderDangerLine(dangerText(l.game, kings, mySide(state), l.game.turn(shown)), l.showAttackers, actions.onToggleAttackers) : undefined;
  fillMoveBar(
    moveBar,
    l.board,
    ...(danger ? [danger] : []),
    ...(prompt ? [h("p", { class: "move-prompt", "data-testid": "move-prompt" }, prompt)] : []),
    renderMoveBar({
      actions: [...targets].filter((target) => !drawn.has(target)),
      complete,
      continues,
      choosing: l.choosing,
      side: mySide(state) ?? "white",
      paint: l.board.state.paint,
      onAction: actions.onClick,
      // what each button does, in the game's words ("Move the square l2", "Push the rook on d4 back into the bin")
      label: (id) => say(l.game.actionLabel?.(history.states[ply], [...l.input.prefix, id])),
      onEndTurn: () => (complete.length === 1 ? actions.onSubmit(complete[0]) : actions.onChoose()),
      onChoose: actions.onSubmit,
      onCancel: () => actions.onClick(undefined),
      // the move bar shows the game's own actions (push); refused bin pieces are greyed on the board
      refusedActions: new Map([...refused].filter(([id]) => (l.game.actions ?? []).includes(id))),
      onRefused: actions.onRefused,
    }),
    l.refusal ? h("p", { class: "click-refusal", role: "alert" }, l.refusal) : "",
    // a move the server did not answer, ready to send again while it is still a legal move here
    l.unsent && atLatest && l.input.moves.some((move) => move.text === l.unsent?.text) ? renderPlayAgain(l.unsent, actions.onSubmit) : "",
  );
}

/**
 * Fills the move bar anew, keeping a keyboard user's focus. A bar drawn again for other news
 * (the opponent coming online) holds the same control: the focus goes to it. A control that
 * went with the move it sent (Confirm, "Play it anyway", End turn) leaves the focus to the
 * board, where the move was made: left on the page itself, the next Tab would start wherever
 * the browser last had it, usually down the side panel, a long way from the board.
 */
function fillMoveBar(moveBar: HTMLElement, board: BoardApi, ...children: (Node | string)[]): void {
  if (redrawKeepingFocus(moveBar, () => moveBar.replaceChildren(...children), controlKey)) board.focus();
}

/** What makes two drawings of a move bar's control the same control: its kind, its data and its words. */
const controlKey = (control: HTMLElement): string => [control.tagName, control.className, JSON.stringify(control.dataset), control.textContent].join("|");
