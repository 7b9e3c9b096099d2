/**
 * Golden game records (test/fixtures/records/the-pit/*.pgn), replayed end to end: each
 * must reach the result and termination it records, and writing it again must give
 * the file byte for byte.
 */
import { describe, expect, it } from "vitest";
import { thePit } from "../../../src/engine/games/the-pit/index.ts";
import type { ThePitState } from "../../../src/engine/games/the-pit/index.ts";
import { makeRecord, parseRecord, replayMoves, resultToken } from "../../../src/engine/record.ts";
import { listFixtures, readFixture } from "../fixture-files.ts";

const files = listFixtures("records/the-pit", ".pgn");

describe("golden records", () => {
  it("cover every way the game ends by its rules", () => {
    const terminations = files.map((file) => {
      const record = parseRecord(readFixture(`records/the-pit/${file}`));
      return record.ok ? record.value.tags.get("Termination") : undefined;
    });
    expect(new Set(terminations)).toEqual(new Set(["checkmate", "stalemate", "threefold-repetition", "fifty-move-rule", "insufficient-material"]));
  });

  for (const file of files) {
    it(`${file} replays to its recorded result and is written back unchanged`, () => {
      const text = readFixture(`records/the-pit/${file}`);
      const record = parseRecord(text);
      if (!record.ok) throw new Error(record.error.message);
      expect(record.value.tags.get("Variant")).toBe("the-pit");
      const replay = replayMoves<ThePitState>(thePit, record.value.moves);
      if (!replay.ok) throw new Error(replay.error.message);
      const last = replay.value.states[replay.value.states.length - 1];
      const outcome = thePit.outcome(last);
      expect(resultToken(outcome)).toBe(record.value.tags.get("Result"));
      expect(outcome.status === "ongoing" ? undefined : outcome.reason).toBe(record.value.tags.get("Termination"));
      expect(thePit.legalMoves(last)).toEqual([]);
      // The game ends only at its last move.
      for (const state of replay.value.states.slice(0, -1)) expect(thePit.outcome(state).status).toBe("ongoing");
      expect(replay.value.moves).toEqual(record.value.moves);
      expect(makeRecord(record.value, replay.value.sides)).toBe(text);
    });
  }
});
