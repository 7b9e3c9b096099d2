/**
 * Golden game records of any game (test/fixtures/records/<game>/*.pgn), replayed end to
 * end: each must reach the result and termination it records, end only at its last move,
 * and be written back byte for byte.
 */
import { describe, expect, it } from "vitest";
import { makeRecord, parseRecord, replayMoves, resultToken } from "../../src/engine/record.ts";
import type { AnyGame } from "../../src/engine/types.ts";
import { listFixtures, readFixture } from "./fixture-files.ts";

export function describeGoldenRecords(game: AnyGame, terminations: readonly string[]): void {
  const folder = `records/${game.id}`;
  const files = listFixtures(folder, ".pgn");
  describe(`golden records of ${game.id}`, () => {
    it(`cover ${terminations.join(", ")}`, () => {
      const found = files.map((file) => {
        const record = parseRecord(readFixture(`${folder}/${file}`));
        return record.ok ? record.value.tags.get("Termination") : undefined;
      });
      expect(new Set(found)).toEqual(new Set(terminations));
    });

    for (const file of files) {
      it(`${file} replays to its recorded result and is written back unchanged`, () => {
        const text = readFixture(`${folder}/${file}`);
        const record = parseRecord(text);
        if (!record.ok) throw new Error(record.error.message);
        expect(record.value.tags.get("Variant")).toBe(game.id);
        const replay = replayMoves(game, record.value.moves);
        if (!replay.ok) throw new Error(replay.error.message);
        const last = replay.value.states[replay.value.states.length - 1];
        const outcome = game.outcome(last);
        expect(resultToken(outcome)).toBe(record.value.tags.get("Result"));
        expect(outcome.status === "ongoing" ? undefined : outcome.reason).toBe(record.value.tags.get("Termination"));
        expect(game.legalMoves(last)).toEqual([]);
        for (const state of replay.value.states.slice(0, -1)) expect(game.outcome(state).status).toBe("ongoing");
        expect(replay.value.moves).toEqual(record.value.moves);
        expect(makeRecord(record.value, replay.value.sides)).toBe(text);
      });
    }
  });
}
