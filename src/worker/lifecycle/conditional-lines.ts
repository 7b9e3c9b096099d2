/**
 * A seat's conditional lines as the API reads and saves them: from the current position,
 * whatever the moment (even in the middle of the opponent's turn, see ./conditional-moves.ts),
 * and refused with the reason when the moment does not fit. Secret to the seat.
 */
import type { Side } from "../../engine/types.ts";
import type { ConditionalLines } from "../../contract/api.ts";
import { apiError, type Outcome } from "../errors.ts";
import type { GameStore } from "../game-store.ts";
import { currentState, isOver, turnStartPly, type LiveGame } from "../live-game.ts";
import { CONDITIONAL_REFUSED } from "./computer.ts";
import { checkLines, linesFromNow, linesFromTurnStart, type ConditionalLine } from "./conditional-moves.ts";
/** The line type, for the room that passes lines through (one import there instead of two). */
export type { ConditionalLine } from "./conditional-moves.ts";

/** The moves the opponent of `holder` has made so far in its turn (none when it is not the opponent's turn). */
function opponentTurnSoFar(live: LiveGame, holder: Side): string[] {
  if (isOver(live) || live.game.turn(currentState(live)) === holder) return [];
  return live.moves.slice(turnStartPly(live)).map((m) => m.text);
}

/** `side`'s lines from the current position (`ply`): what it can save back after editing them. */
export function readLines(store: GameStore, live: LiveGame, side: Side): ConditionalLines {
  return { ply: live.moves.length, lines: linesFromNow(store.readConditionalLines(side), opponentTurnSoFar(live, side)) };
}

/**
 * Replaces `side`'s lines with `lines`, built from ply `ply`. Refused (409) when the game
 * is over, when `ply` is stale (the opponent moved meanwhile) and, unless the lines are
 * empty (a cancel), on the seat's own turn; 422 when a line does not follow the rules.
 */
export function saveLines(store: GameStore, live: LiveGame, side: Side, ply: number, lines: readonly ConditionalLine[]): Outcome<ConditionalLines> {
  if (isOver(live)) return apiError(409, "game_over", "The game is over.");
  if (live.meta.computer) return apiError(409, "not_allowed", CONDITIONAL_REFUSED);
  if (ply !== live.moves.length) {
    return apiError(409, "stale_ply", `The game has moved on (ply ${live.moves.length}, your lines start at ply ${ply}); look at the new position and build them again.`);
  }
  if (lines.length > 0 && live.game.turn(currentState(live)) === side) {
    return apiError(409, "not_allowed", "It is your turn: play a move. Conditional moves are for while your opponent is to move.");
  }
  const checked = lines.length === 0 ? { ok: true as const, lines: [] } : checkLines(live.game, currentState(live), side, lines);
  if (!checked.ok) return apiError(422, "illegal_move", checked.message);
  store.writeConditionalLines(side, linesFromTurnStart(checked.lines, opponentTurnSoFar(live, side)));
  store.appendEvent("conditional-lines", side, Date.now(), { lines: checked.lines.length });
  return { ok: true, value: { ply, lines: checked.lines } };
}
