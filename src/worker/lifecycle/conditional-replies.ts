/**
 * When a move ends the mover's turn, the other seat's conditional lines answer it: the
 * reply of the line that matches, checked by the engine before anything is played, and
 * the lines kept (the rest of the matching ones) or dropped. The room records the reply.
 */
import type { Played, Side } from "../../engine/types.ts";
import type { GameStore } from "../game-store.ts";
import { currentState, isOver, lastTurnOf, type LiveGame } from "../live-game.ts";
import { answerTurn } from "./conditional-moves.ts";

/** The reply to play for the seat that now has the turn, or undefined (no line, no match, or the mover goes on). */
export function conditionalReply(store: GameStore, live: LiveGame, mover: Side): { holder: Side; replies: Played<unknown>[] } | undefined {
  if (isOver(live)) return undefined;
  const holder = live.game.turn(currentState(live));
  if (holder === mover) return undefined; // the mover's turn goes on
  const lines = store.readConditionalLines(holder);
  if (lines.length === 0) return undefined;
  const answer = answerTurn(lines, lastTurnOf(live, holder));
  // The whole reply is played on the side first: a reply that has become illegal (lines
  // follow the game, so it cannot, but a bug must not play half a turn) is dropped with its lines.
  const replies: Played<unknown>[] = [];
  let state = currentState(live);
  for (const text of answer.reply ?? []) {
    const played = live.game.play(state, text);
    if (!played.ok || live.game.turn(state) !== holder) {
      console.error(`game ${live.meta.id}: conditional reply ${text} could not be played; the lines are dropped`);
      store.writeConditionalLines(holder, []);
      return undefined;
    }
    replies.push(played.value);
    state = played.value.state;
  }
  store.writeConditionalLines(holder, answer.reply ? answer.remaining : []);
  return replies.length > 0 ? { holder, replies } : undefined;
}
