// The whole-state text every game offers (state-text.ts): what the server stores as a
// checkpoint must play exactly as the state it was made from, history included.
import { describe, expect, it } from "vitest";
import { resolveOptions } from "../../src/engine/options.ts";
import { parseRecord, replayMoves, replayMovesFrom } from "../../src/engine/record.ts";
import { makeRandom, randomPlayout } from "../../src/engine/random-playout.ts";
import { getGame, listGames } from "../../src/engine/registry.ts";
import { makeStateText, parseStateText } from "../../src/engine/state-text.ts";
import type { AnyGame } from "../../src/engine/types.ts";
import { listFixtures, readFixture } from "./fixture-files.ts";

function reread(game: AnyGame, state: unknown): unknown {
  const parsed = parseStateText(game, makeStateText(game, state));
  if (!parsed.ok) throw new Error(`${game.id}: ${parsed.error.message}`);
  return parsed.value;
}

describe("state text", () => {
  for (const game of listGames()) {
    it(`${game.id}: every state of seeded playouts reads back to a state that plays the same`, () => {
      const options = resolveOptions(game, {});
      if (!options.ok) throw new Error(options.error.message);
      const start = game.setup(options.value);
      if (!start.ok) throw new Error(start.error.message);
      for (let seed = 1; seed <= 4; seed++) {
        const { states } = randomPlayout(game, start.value, makeRandom(seed), { plies: 120 });
        for (const state of states) {
          const copy = reread(game, state);
          expect(makeStateText(game, copy)).toBe(makeStateText(game, state));
          expect(game.turn(copy)).toBe(game.turn(state));
          expect(game.outcome(copy)).toEqual(game.outcome(state));
          expect(game.legalMoves(copy).map((m) => m.text)).toEqual(game.legalMoves(state).map((m) => m.text));
        }
      }
    });
  }

  // CPU-bound (a replay from every ply): 20 s ran out at load 30 on 2 cores
  it("the-pit: a game resumed from a checkpoint at any ply still sees its threefold repetition", { timeout: 90_000 }, () => {
    const game = getGame("the-pit")!;
    const files = listFixtures("records/the-pit", ".pgn").filter((f) => f.includes("threefold"));
    expect(files).toHaveLength(2);
    for (const file of files) {
      const record = parseRecord(readFixture(`records/the-pit/${file}`));
      if (!record.ok) throw new Error(record.error.message);
      const moves = record.value.moves;
      const full = replayMoves(game, moves);
      if (!full.ok) throw new Error(full.error.message);
      expect(game.outcome(full.value.states.at(-1))).toMatchObject({ status: "draw", reason: "threefold-repetition" });
      for (let ply = 0; ply < moves.length; ply++) {
        const resumed = replayMovesFrom(game, reread(game, full.value.states[ply]), moves.slice(ply));
        if (!resumed.ok) throw new Error(resumed.error.message);
        expect(game.outcome(resumed.value.states.at(-1)), `${file} from ply ${ply}`).toMatchObject({ reason: "threefold-repetition" });
      }
    }
  });

  it("the-pit: refuses a history that does not end in the position", () => {
    const game = getGame("the-pit")!;
    const start = game.setup({});
    if (!start.ok) throw new Error(start.error.message);
    const text = makeStateText(game, start.value);
    expect(parseStateText(game, `${text}\nsomething else`).ok).toBe(false);
  });
});
