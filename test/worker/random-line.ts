/** A seeded random line of legal moves from a game's start, for tests that need a long game. */
import { makeRandom, randomPlayout } from "../../src/engine/random-playout.ts";
import { getGame } from "../../src/engine/registry.ts";

/** `plies` legal moves of `variant` from its default start, none of them ending the game. */
export function randomLine(plies: number, seed: number, variant = "the-pit"): readonly string[] {
  const game = getGame(variant);
  if (!game) throw new Error(`no game ${variant}`);
  const start = game.setup({});
  if (!start.ok) throw new Error(start.error.message);
  return randomPlayout(game, start.value, makeRandom(seed), { plies, avoidEnding: true }).moves;
}
