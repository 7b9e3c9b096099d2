/**
 * Danger a newcomer cannot see (issue 20, item 1): the kings the other side attacks,
 * marked on the board (a red glow; "h14, black king, attacked" or "in check"), the
 * attackers as arrows on request, and whether a move leaves one's own king open to
 * capture where the rules allow it (Ben39, Inside-out Chess). All from the engine's
 * `Game.attackedKings`; the game page, the analysis board and the embed share it.
 */
import type { BoardArrow } from "../board/state.ts";
import { h } from "../dom.ts";
import type { AnyGame, AttackedKing, Move, Side } from "../../../src/engine/types.ts";
import { t } from "../i18n.ts";
import { sideName } from "../board/words.ts";

/** The kings in danger in `state`, or none when the game has no kings or is over. */
export function attackedKings(game: AnyGame, state: unknown): readonly AttackedKing[] {
  if (!game.attackedKings || game.outcome(state).status !== "ongoing") return [];
  return game.attackedKings(state);
}

/** The board's marks: each attacked king's cell with the word its accessible name gains. */
export function dangerMarks(game: AnyGame, kings: readonly AttackedKing[]): Map<string, string> {
  const word = game.kingsMayBeCaptured ? t("game.danger.attacked") : t("game.danger.inCheck");
  return new Map(kings.map((king) => [king.king, word]));
}

/** An arrow from every attacker to the king it attacks. */
export function attackerArrows(kings: readonly AttackedKing[]): BoardArrow[] {
  return kings.flatMap((king) => king.attackers.map((from) => ({ from, to: king.king, tone: "attack" as const })));
}

/**
 * The sentence under the board: whose king is attacked, and from where; for the side to
 * move's own king where it may be taken, what that means ("Your king on h14 is attacked
 * from j10: it can be captured on the next move.").
 */
export function dangerText(game: AnyGame, kings: readonly AttackedKing[], mine: Side | undefined, toMove: Side): string {
  return kings
    .map((king) => {
      const values = { side: sideName(game, king.side), at: king.king, from: king.attackers.join(", "), mover: sideName(game, toMove) };
      const yours = king.side === mine;
      if (!game.kingsMayBeCaptured) return t(yours ? "game.danger.yourKingInCheck" : "game.danger.sideKingInCheck", values);
      if (king.side === toMove) return t(yours ? "game.danger.yourKingCapturable" : "game.danger.sideKingCapturable", values);
      return t(yours ? "game.danger.yourKingCaptureNow" : "game.danger.sideKingCaptureNow", values);
    })
    .join(" ");
}

/**
 * The sentence about the kings in danger with its **Show attackers** toggle, which draws
 * (or takes away) an arrow from each attacker: the same line under the game page's, the
 * analysis board's and the embed's board.
 */
export function renderDangerLine(text: string, showAttackers: boolean, onToggle: () => void): HTMLElement {
  return h(
    "p",
    { class: "danger-line", "data-testid": "danger" },
    text,
    " ",
    h("button", { type: "button", class: "quiet", "aria-pressed": String(showAttackers), onclick: onToggle }, t("game.danger.showAttackers")),
  );
}

/**
 * Whether playing `move` in `state` leaves the mover's own king open to capture on the
 * opponent's next move: legal in the games whose kings may be captured, and worth a
 * question first. A move that ends the game (a king taken, say) leaves nothing open.
 */
export function leavesKingOpen(game: AnyGame, state: unknown, move: Move): boolean {
  if (!game.kingsMayBeCaptured || !game.attackedKings) return false;
  const mover = game.turn(state);
  const played = game.play(state, move.text);
  if (!played.ok || game.outcome(played.value.state).status !== "ongoing") return false;
  return game.attackedKings(played.value.state).some((king) => king.side === mover);
}
