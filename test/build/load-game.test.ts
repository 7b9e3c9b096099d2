// The command-line tools load one game's folder instead of the registry (src/cli/load-game.ts).
import { describe, expect, it } from "vitest";
import { loadGame } from "../../src/cli/load-game.ts";
import { listGames } from "../../src/engine/registry.ts";

describe("loadGame, for the command-line tools", () => {
  it.each(listGames().map((game) => [game.id, game] as const))("loads %s from its own folder", async (id, game) => {
    const loaded = await loadGame(id);
    if (typeof loaded === "string") throw new Error(loaded);
    expect(loaded.id).toBe(id);
    const [mine, theirs] = [loaded.setup(), game.setup()];
    if (!mine.ok || !theirs.ok) throw new Error(`${id} has no starting position`);
    expect(loaded.legalMoves(mine.value)).toEqual(game.legalMoves(theirs.value));
  });

  it.each(["the-pitt", "../the-pit", "The-Pit", ""])("refuses %j and names the games there are", async (id) => {
    const loaded = await loadGame(id);
    expect(loaded).toBe(`unknown game "${id}"; games: the-pit, pit-of-pillars, inside-out, in-the-bin, ben39`);
  });
});
