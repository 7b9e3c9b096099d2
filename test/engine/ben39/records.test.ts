// Ben39's golden records (test/fixtures/records/ben39/), replayed end to end. Each is the
// shortest of a run of seeded random games (src/engine/random-playout.ts) that use every
// kind of move (drops, moves, captures, teleports, rotations and a movable square's moves)
// and end with a king captured: king-captured-random-50 of 40 games (seed 50, 76 plies),
// king-captured-random-1920 of seeds 1 to 2000 played up to 60 plies (seed 1920, 28
// plies), the one the browser tests play whole, by keyboard and typed.
import { describe, expect, it } from "vitest";
import { ben39 } from "../../../src/engine/games/ben39/index.ts";
import { parseRecord, replayMoves } from "../../../src/engine/record.ts";
import { listFixtures, readFixture } from "../fixture-files.ts";
import { describeGoldenRecords } from "../golden-records.ts";

describeGoldenRecords(ben39, ["king-captured"]);

describe("Ben39's golden records", () => {
  it.each(listFixtures("records/ben39", ".pgn"))("%s uses every kind of move", (file) => {
    const record = parseRecord(readFixture(`records/ben39/${file}`));
    if (!record.ok) throw new Error(record.error.message);
    const replay = replayMoves(ben39, record.value.moves);
    if (!replay.ok) throw new Error(replay.error.message);
    const kinds = new Set(record.value.moves.map((text, i) => ben39.legalMoves(replay.value.states[i] as never).find((move) => move.text === text)?.kind));
    expect([...kinds]).toEqual(expect.arrayContaining(["drop", "move", "capture", "teleport", "rotation", "square"]));
  });
});
