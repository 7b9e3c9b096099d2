/**
 * "Hint" in a game against the computer: the same search as the computer's, run in a
 * Web Worker for the latest position, its answer kept in the page state for that ply.
 */
import { askHint, describeHint } from "../hint/hint.ts";
import type { GamePageState, Loaded } from "./page-state.ts";
import { t } from "../i18n.ts";

export async function suggestMove(state: GamePageState, l: Loaded, redraw: () => void): Promise<void> {
  const ply = l.snapshot.ply;
  state.hint = { ply, text: t("game.hint.thinking") };
  redraw();
  const position = l.history.states[l.history.states.length - 1];
  const answer = await askHint(l.game, position);
  if (state.loaded?.snapshot.ply === ply) state.hint = { ply, ...describeHint(l.game, position, answer) };
  redraw();
}
