/** Game options: checked once, here, for every game, before a game's setup sees them. */
import type { AnyGame, GameOptions, Result } from "./types.ts";
import { fail, ok } from "./types.ts";

/**
 * Fills in defaults (the first allowed value) and refuses unknown names or values, so a
 * game's `setup` always receives a complete, valid set.
 */
export function resolveOptions(game: AnyGame, given: GameOptions = {}): Result<GameOptions> {
  const resolved: Record<string, string> = {};
  for (const name of Object.keys(given)) {
    if (!Object.hasOwn(game.options, name)) return fail("bad_options", `${game.name} has no option "${name}".`);
  }
  for (const [name, allowed] of Object.entries(game.options)) {
    const value = given[name] ?? allowed[0];
    if (!allowed.includes(value)) {
      return fail("bad_options", `Option "${name}" of ${game.name} must be one of: ${allowed.join(", ")}.`);
    }
    resolved[name] = value;
  }
  return ok(resolved);
}

/** The setup of a game without options: its one start, or the refusal of any option given. */
export function fixedStart<S>(gameName: string, start: S, options: GameOptions = {}): Result<S> {
  const unknown = Object.keys(options);
  return unknown.length > 0 ? fail("bad_options", `${gameName} has no options (got "${unknown[0]}").`) : ok(start);
}
