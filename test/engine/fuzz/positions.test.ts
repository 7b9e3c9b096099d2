// Standing fuzz of every game's own readers (issue 29, item 1; docs/fuzzing.md), through
// the registry so a new game is fuzzed the day it is added: its position text (a record's
// FEN tag, an analysis link's `from`, the rules pages' diagrams), its whole-state text
// (checkpoints, the hint and review workers' input), its move text (every move a client
// sends) and its options (created games, a record's Options tag).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { importRecord } from "../../../src/engine/import-record.ts";
import { listGames } from "../../../src/engine/registry.ts";
import { makeStateText, parseStateText } from "../../../src/engine/state-text.ts";
import type { AnyGame } from "../../../src/engine/types.ts";
import { FUZZ_SEED, fuzzRuns, GOLDEN_RECORDS, hostileText, isResult, mutated, POSITION_SYNTAX, randomText, readWithinBudget, sizes } from "../../fuzz/corpus.ts";

/** The states the golden records of `game` pass through, a few per record, the start included. */
function goldenStates(game: AnyGame): unknown[] {
  const start = game.setup();
  if (!start.ok) throw new Error(start.error.message);
  const states: unknown[] = [start.value];
  for (const text of GOLDEN_RECORDS) {
    const imported = importRecord(text);
    if (!imported.ok || imported.value.variant !== game.id) continue;
    let state = start.value;
    imported.value.moves.forEach((move, i) => {
      const played = game.play(state, move);
      if (!played.ok) throw new Error(played.error.message);
      state = played.value.state;
      if (i % 7 === 3) states.push(state);
    });
  }
  return states;
}

/** Runs per property and game: five games, four properties (docs/fuzzing.md gives the counts). */
const RUNS = fuzzRuns(150);

describe.each(listGames().map((game) => [game.id, game] as const))("%s's readers answer any text with their value or their own refusal, within the budget", (_, game) => {
  const states = goldenStates(game);
  const positions = states.map((state) => game.makePosition(state));
  const stateTexts = states.map((state) => makeStateText(game, state));
  const moves = [...new Set(states.flatMap((state) => game.legalMoves(state).slice(0, 12).map((move) => move.text)))];

  it(`parsePosition (${RUNS} position texts)`, () => {
    fc.assert(
      fc.property(hostileText(positions, POSITION_SYNTAX, sizes(2_000)), (text) => {
        expect(isResult(readWithinBudget(text, () => game.parsePosition(text)))).toBe(true);
      }),
      { numRuns: RUNS, seed: FUZZ_SEED },
    );
  });

  it(`the whole-state text (${RUNS} state texts)`, () => {
    fc.assert(
      fc.property(hostileText(stateTexts, POSITION_SYNTAX, sizes(20_000)), (text) => {
        expect(isResult(readWithinBudget(text, () => parseStateText(game, text)))).toBe(true);
      }),
      { numRuns: RUNS, seed: FUZZ_SEED },
    );
  });

  it(`play (${RUNS} move texts, in positions from its golden records)`, () => {
    const texts = fc.oneof({ weight: 3, arbitrary: mutated(moves, POSITION_SYNTAX) }, { weight: 1, arbitrary: randomText(POSITION_SYNTAX, 40) }, { weight: 1, arbitrary: fc.constantFrom(...moves, ...sizes(200)) });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: states.length - 1 }), texts, (at, text) => {
        // the state whose moves were listed above, and a copy whose moves nobody listed, as a
        // server's room holds it (a game may then check the text without the list)
        const unlisted = parseStateText(game, stateTexts[at]);
        if (!unlisted.ok) throw new Error(unlisted.error.message);
        for (const state of [states[at], unlisted.value]) {
          const played = readWithinBudget(text, () => game.play(state, text));
          expect(isResult(played)).toBe(true);
          // a refused move leaves the position as it was (states are immutable: the same text)
          if (!played?.ok) expect(game.makePosition(state)).toBe(positions[at]);
        }
      }),
      { numRuns: RUNS, seed: FUZZ_SEED },
    );
  });

  it(`setup with options (${RUNS} option sets)`, () => {
    const names = [...Object.keys(game.options), "layout", "__proto__", "constructor", "toString"];
    const values = [...Object.values(game.options).flat(), "", "x"];
    const option = fc.oneof(fc.constantFrom(...names), randomText(POSITION_SYNTAX, 12));
    const value = fc.oneof(fc.constantFrom(...values), randomText(POSITION_SYNTAX, 40));
    fc.assert(
      fc.property(fc.dictionary(option, value, { maxKeys: 4 }), (options) => {
        expect(isResult(readWithinBudget(options, () => game.setup(options)))).toBe(true);
      }),
      { numRuns: RUNS, seed: FUZZ_SEED },
    );
  });
});
