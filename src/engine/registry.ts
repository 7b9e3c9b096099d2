/** The games the service offers: one line per game. */
import type { AnyGame } from "./types.ts";
import { thePit } from "./games/the-pit/index.ts";
import { pitOfPillars } from "./games/pit-of-pillars/index.ts";
import { insideOut } from "./games/inside-out/index.ts";
import { inTheBin } from "./games/in-the-bin/index.ts";
import { ben39 } from "./games/ben39/index.ts";

const GAMES: readonly AnyGame[] = [thePit, pitOfPillars, insideOut, inTheBin, ben39];

const BY_ID = new Map(GAMES.map((game) => [game.id, game]));

export function listGames(): readonly AnyGame[] {
  return GAMES;
}

/** The game with that id, or undefined. */
export function getGame(id: string): AnyGame | undefined {
  return BY_ID.get(id);
}
