// Golden game records: each replays through the engine to the result its tags claim,
// ends exactly at its last move, and is written back byte for byte.
import { describe, expect, it } from "vitest";
import type { PitOfPillarsState } from "../../../src/engine/games/pit-of-pillars/index.ts";
import { importRecord } from "../../../src/engine/import-record.ts";
import { makeRecord, parseRecord, replayMoves, resultToken } from "../../../src/engine/record.ts";
import { listFixtures, readFixture } from "../fixture-files.ts";
import { game } from "./helpers.ts";

const FOLDER = "records/pit-of-pillars";
const files = listFixtures(FOLDER, ".pgn");

describe("golden records", () => {
  it("cover a win by leaving the opponent without stacks and a win by leaving him without a move, for each side", () => {
    const terminations = files.map((file) => parseRecord(readFixture(`${FOLDER}/${file}`))).map((r) => r.ok && r.value.tags.get("Termination"));
    expect(new Set(terminations)).toEqual(new Set(["no-stacks", "no-legal-move"]));
    const results = files.map((file) => parseRecord(readFixture(`${FOLDER}/${file}`))).map((r) => r.ok && r.value.tags.get("Result"));
    expect(new Set(results)).toEqual(new Set(["1-0", "0-1"]));
  });

  for (const file of files) {
    it(`${file} replays to the result and termination its tags claim`, () => {
      const text = readFixture(`${FOLDER}/${file}`);
      const record = parseRecord(text);
      expect(record.ok).toBe(true);
      if (!record.ok) return;
      expect(record.value.tags.get("Variant")).toBe("pit-of-pillars");
      const replay = replayMoves<PitOfPillarsState>(game, record.value.moves);
      expect(replay.ok).toBe(true);
      if (!replay.ok) return;
      expect(replay.value.moves).toEqual(record.value.moves);
      const { states } = replay.value;
      expect(states.slice(0, -1).every((state) => game.outcome(state).status === "ongoing")).toBe(true);
      const outcome = game.outcome(states[states.length - 1]);
      expect(resultToken(outcome)).toBe(record.value.tags.get("Result"));
      expect(outcome.status === "win" && outcome.reason).toBe(record.value.tags.get("Termination"));
      expect(makeRecord(record.value, replay.value.sides)).toBe(text);
    });

    it(`${file} imports through the shared record import`, () => {
      const imported = importRecord(readFixture(`${FOLDER}/${file}`));
      expect(imported.ok && imported.value.variant).toBe("pit-of-pillars");
    });
  }

  it("a record with a changed move is refused at that move, with the reason", () => {
    const text = readFixture(`${FOLDER}/${files[0]}`).replace(/ 2\. (\S+)/, " 2. a1");
    const record = parseRecord(text);
    const replay = record.ok ? replayMoves(game, record.value.moves) : record;
    expect(replay.ok).toBe(false);
    if (!replay.ok) expect(replay.error.message).toMatch(/^Move 2 \(White's a1\) cannot be played: a1 is not a square/);
  });
});
