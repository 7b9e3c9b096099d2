// Ben39's golden records (test/fixtures/records/ben39/), replayed end to end. The record
// is the shortest of 40 seeded random games (src/engine/random-playout.ts, seed 50) that
// use every kind of move (drops, moves, captures, teleports, rotations and a movable
// square's moves) and end with a king captured.
import { describe, expect, it } from "vitest";
import { ben39 } from "../../../src/engine/games/ben39/index.ts";
import { parseRecord, replayMoves } from "../../../src/engine/record.ts";
import { readFixture } from "../fixture-files.ts";
import { describeGoldenRecords } from "../golden-records.ts";

describeGoldenRecords(ben39, ["king-captured"]);

describe("Ben39's golden record", () => {
  it("uses every kind of move", () => {
    const record = parseRecord(readFixture("records/ben39/king-captured-random-50.pgn"));
    if (!record.ok) throw new Error(record.error.message);
    const replay = replayMoves(ben39, record.value.moves);
    if (!replay.ok) throw new Error(replay.error.message);
    const kinds = new Set(record.value.moves.map((text, i) => ben39.legalMoves(replay.value.states[i] as never).find((move) => move.text === text)?.kind));
    expect([...kinds]).toEqual(expect.arrayContaining(["drop", "move", "capture", "teleport", "rotation", "square"]));
  });
});
