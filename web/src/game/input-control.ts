/**
 * The player's hands on the game page: clicks on the board, a move typed in notation,
 * Confirm and Cancel when move confirmation is on, and stepping through the moves with
 * the arrow keys. A finished move goes to the server through server-sync.ts.
 */
import { clickFor } from "../move-input.ts";
import { writePlyToUrl } from "../replay-url.ts";
import type { Move } from "../../../src/engine/types.ts";
import { leavesKingOpen } from "./danger.ts";
import { asksBeforeKingLeft, confirmsMoves, kingLeftQuestion, readConfirmSetting } from "./move-confirmation.ts";
import type { PageContext } from "./page-context.ts";
import { resetInput, selectPly, shownPly } from "./page-state.ts";
import { submit } from "./server-sync.ts";
import { t } from "../i18n.ts";
import { say } from "../engine-words.ts";

export function onBoardClick(ctx: PageContext, clicked: string | undefined): void {
  const l = ctx.state.loaded;
  if (!l || l.input.moves.length === 0) return;
  // a click on Ben39's movable square can also mean "move the square"
  const result = clickFor(l.game, l.input, clicked);
  // a click that starts nothing: the engine may say why (a bin piece the rules forbid taking)
  const position = l.history.states[l.history.states.length - 1];
  const letGo = clicked !== undefined && l.input.prefix.length === 1 && l.game.handleCell?.(l.input.prefix[0]) === clicked;
  l.refusal = clicked && !letGo && result.input.prefix.length === 0 && !result.play ? say(l.game.explainPath?.(position, [...l.input.prefix, clicked])) : undefined;
  l.input = result.input;
  l.choosing = false;
  if (result.play) propose(ctx, result.play);
  else ctx.render();
}

/** A move typed in notation: played when it is one of the legal moves, else the engine says why. */
export function typeMove(ctx: PageContext, text: string): boolean {
  const l = ctx.state.loaded;
  if (!l) return false;
  const move = l.input.moves.find((m) => m.text === text);
  if (move) {
    l.refusal = undefined;
    propose(ctx, move);
    return true;
  }
  const played = l.game.play(l.history.states[l.history.states.length - 1], text);
  l.refusal = played.ok ? t("game.typed.notYourMove") : say(played.error);
  ctx.render();
  return false;
}

/**
 * A move made on the board: sent at once, or first shown with Confirm when this browser
 * asks for it, or with a question when it leaves the player's own king open to capture
 * (unless that question is turned off).
 */
export function propose(ctx: PageContext, move: Move): void {
  const l = ctx.state.loaded;
  if (!l) return;
  const position = l.history.states[l.history.states.length - 1];
  l.question = asksBeforeKingLeft() && leavesKingOpen(l.game, position, move) ? kingLeftQuestion() : undefined;
  if (!l.question && !confirmsMoves(readConfirmSetting(), l.snapshot.timeControl)) return void submit(ctx, move);
  l.proposed = move;
  ctx.render();
}

/** Confirm (send) or Cancel the move waiting for confirmation. */
export function settleProposal(ctx: PageContext, send: boolean): void {
  const l = ctx.state.loaded;
  const move = l?.proposed;
  if (!l || !move) return;
  l.proposed = undefined;
  l.question = undefined;
  resetInput(ctx.state);
  if (send) void submit(ctx, move);
  else ctx.render();
}

export function showPly(ctx: PageContext, ply: number): void {
  selectPly(ctx.state, ply);
  writePlyToUrl(ctx.state.loaded?.viewPly);
  ctx.render();
}

/** The left and right arrows step through the moves, except while typing in a field. */
export function stepWithArrows(ctx: PageContext, event: KeyboardEvent): void {
  const l = ctx.state.loaded;
  if (!l || (event.target as Element).closest?.("input, textarea, select, dialog")) return;
  const ply = shownPly(l);
  if (event.key === "ArrowLeft") showPly(ctx, Math.max(0, ply - 1));
  else if (event.key === "ArrowRight") showPly(ctx, ply + 1);
  else return;
  event.preventDefault();
}
