/**
 * The computer's seat: whose turn is the computer's, its name, and its move, found by the
 * engine's search (src/engine/search/) within its level's budget. The GameRoom plays the
 * move from its alarm, so a game against the computer is a correspondence game like any
 * other: the computer's token is never made known, and a slow search never holds up the
 * human's own request.
 */
import type { Level } from "../../engine/search/levels.ts";
import { bestMove, levelOptions } from "../../engine/search/best-move.ts";
import type { Played, Side } from "../../engine/types.ts";
import { apiError, type Outcome } from "../errors.ts";
import type { GameStore } from "../game-store.ts";
import { currentState, isOver, type LiveGame } from "../live-game.ts";
import { playConditionalReply, recordMove } from "../move-log.ts";
import { enqueueNotice } from "./notice-outbox.ts";

/**
 * Conditional moves are refused against the computer: it answers within a moment anyway,
 * and a line that foresees its replies (its search is seeded, so they can be) would chain
 * up to 20 of its searches on one request, past the budget of computer-budget.ts.
 */
export const CONDITIONAL_REFUSED = "The computer answers at once: conditional moves are for games between people.";

export function computerName(level: Level): string {
  return `Computer (level ${level})`;
}

/** Whether the computer is to move in a game still going. */
export function computerToMove(live: LiveGame): boolean {
  const computer = live.meta.computer;
  return computer !== null && !isOver(live) && live.game.turn(currentState(live)) === computer.side;
}

/** The computer's move and what its search cost (positions visited, depth finished). */
export interface ComputerMove {
  readonly played: Played<unknown>;
  readonly nodes: number;
  readonly depth: number;
}

/**
 * The computer's move, seeded by the ply so that a replayed game gets the same answers.
 * Its cost is bounded by the level's budget of positions (levels.ts, on the game's fast path where it has one): a Worker's clock does
 * not advance while it computes, so a time budget could not be kept; the CPU time each
 * level takes per game is measured by `npm run bench:bot` and documented in wrangler.toml.
 */
export function computerMove(live: LiveGame): ComputerMove {
  const computer = live.meta.computer;
  if (!computer) throw new Error("no computer in this game");
  const state = currentState(live);
  const found = bestMove(live.game, state, { ...levelOptions(live.game, computer.level), seed: live.moves.length + 1 });
  if (!found.move) throw new Error("the computer was asked to move with no legal move");
  const played = live.game.play(state, found.move.text);
  if (!played.ok) throw new Error(`the search chose an illegal move: ${played.error.message}`);
  return { played: played.value, nodes: found.nodes, depth: found.depth };
}

/**
 * Plays the computer's move into the log, then a conditional reply of the human's if one
 * matches, and tells whoever moves next. Nothing is written until the search is done: an
 * object evicted mid-think loses nothing, and its alarm (kept by storage) asks again.
 */
export function playComputerMove(store: GameStore, live: LiveGame, think: (live: LiveGame) => ComputerMove = computerMove): ComputerMove {
  const side = live.meta.computer!.side;
  const thought = think(live);
  // the figures to compare with the CPU time the runtime reports for this alarm
  console.log(`computer (level ${live.meta.computer!.level}) moved after ${thought.nodes} positions, depth ${thought.depth}`);
  recordMove(store, live, side, thought.played);
  const replied = playConditionalReply(store, live, side);
  const next = isOver(live) ? null : live.game.turn(currentState(live));
  if (next && (next !== side || replied)) enqueueNotice(store, live, next, "your-turn");
  return thought;
}

/**
 * The computer's answer to the human's offer: a draw is declined; a takeback is granted,
 * of the human's last move and the computer's reply to it if it has come (the number of
 * plies to take back).
 */
export function computerAnswer(live: LiveGame, human: Side, kind: "draw" | "takeback"): Outcome<{ plies: number }> {
  if (isOver(live)) return apiError(409, "game_over", "The game is over.");
  if (kind === "draw") return apiError(409, "not_allowed", "The computer declines the draw: play on, or resign.");
  const moves = live.moves;
  const plies = moves[moves.length - 1]?.side === live.meta.computer!.side ? 2 : 1;
  if (moves.length < plies || moves[moves.length - plies]?.side !== human) return apiError(409, "not_allowed", "You have no move of your own to take back.");
  return { ok: true, value: { plies } };
}
