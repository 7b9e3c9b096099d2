/**
 * The page viewer's engines, one chunk per game, loaded only for the game a record is
 * of: five engines together are far past the viewer's 40 KB, one at a time fits.
 */
import type { AnyGame } from "../../../src/engine/types.ts";

const LOADERS: Readonly<Record<string, () => Promise<AnyGame>>> = {
  "the-pit": () => import("../../../src/engine/games/the-pit/index.ts").then((m) => m.thePit),
  "pit-of-pillars": () => import("../../../src/engine/games/pit-of-pillars/index.ts").then((m) => m.pitOfPillars),
  "inside-out": () => import("../../../src/engine/games/inside-out/index.ts").then((m) => m.insideOut),
  "in-the-bin": () => import("../../../src/engine/games/in-the-bin/index.ts").then((m) => m.inTheBin),
  ben39: () => import("../../../src/engine/games/ben39/index.ts").then((m) => m.ben39),
};

/** The game with that id (its engine fetched once, beside viewer.js), or undefined for an unknown id. */
export function loadGame(id: string): Promise<AnyGame> | undefined {
  return Object.hasOwn(LOADERS, id) ? LOADERS[id]() : undefined;
}
