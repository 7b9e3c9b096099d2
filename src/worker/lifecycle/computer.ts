/**
 * The computer's seat: whose turn is the computer's, its name, and its move, found by the
 * engine's search (src/engine/search/) within its level's budget. The GameRoom plays the
 * move from its alarm, so a game against the computer is a correspondence game like any
 * other: the computer's token is never made known, and a slow search never holds up the
 * human's own request.
 */
import { LEVELS, type Level } from "../../engine/search/levels.ts";
import { searchBestMove } from "../../engine/search/search.ts";
import type { Played } from "../../engine/types.ts";
import { currentState, isOver, type LiveGame } from "../live-game.ts";

export function computerName(level: Level): string {
  return `Computer (level ${level})`;
}

/** Whether the computer is to move in a game still going. */
export function computerToMove(live: LiveGame): boolean {
  const computer = live.meta.computer;
  return computer !== null && !isOver(live) && live.game.turn(currentState(live)) === computer.side;
}

/** The computer's move, seeded by the ply so that a replayed game gets the same answers. */
export function computerMove(live: LiveGame): Played<unknown> {
  const computer = live.meta.computer;
  if (!computer) throw new Error("no computer in this game");
  const state = currentState(live);
  const found = searchBestMove(live.game, state, { ...LEVELS[computer.level], seed: live.moves.length + 1 });
  if (!found.move) throw new Error("the computer was asked to move with no legal move");
  const played = live.game.play(state, found.move.text);
  if (!played.ok) throw new Error(`the search chose an illegal move: ${played.error.message}`);
  return played.value;
}
