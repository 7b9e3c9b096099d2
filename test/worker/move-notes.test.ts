// The notes under each move stay what the API has always sent (issue 31): plain English
// strings, `notes: string[][]`, exactly the engine's English, in a live game's snapshot and
// in an archived game's, though the engine now gives each note its words for the pages.
import { describe, expect, it } from "vitest";
import { inTheBin } from "../../src/engine/games/in-the-bin/index.ts";
import { replayMoves } from "../../src/engine/record.ts";
import { call, createGame, getGame, playAll } from "./client.ts";

// test/fixtures/records/in-the-bin/checkmate-capture-and-push.pgn: a push (an extra move),
// a capture (another), check and checkmate
const RECORD = `[Variant "in-the-bin"]
[White "Notes White"]
[Black "Notes Black"]
[Result "0-1"]
[Termination "checkmate"]

1. Ke1-d2 F@f6 2. F@e4 Ff6-g7 3. B@f4 Q@e6 4. Kd2-c1 Fg7-f6 5. B@d4 Qe6-b3 6.
Bd4-a1 Qb3-g8 7. push R@d4 Qg8-i6 8. Rd4-d5 Qi6-f9 9. Rd5-d8 Qf9-d7 10. Q@f4
M@e6 11. Qf4xf6 Qf6-h6 Ke9-f9 12. Rd8-h8 Me6-a4 13. Rh8-a8 Ma4-e2 14. Kc1-b2
Qd7-c7 15. W@e4 Qc7-g7 16. Ra8-i8 Qg7-g4 17. Ri8-a8 M@f6 18. Ra8-a2 Qg4-b9 19.
Kb2-a3 Mf6-d5 20. Ba1-b2 Md5-f1 21. Ra2-a1 Qb9-b3 0-1
`;

const MOVES = RECORD.split("\n\n")[1].replace(/\d+\./g, " ").replace("0-1", "").trim().split(/\s+/);

/** The engine's notes for the record's moves, in its English. */
function englishNotes(): string[][] {
  const replay = replayMoves(inTheBin, MOVES);
  if (!replay.ok) throw new Error(replay.error.message);
  return replay.value.notes.map((notes) => notes.map((note) => note.message));
}

describe("the notes a client reads", () => {
  it("are the engine's English as strings in a live game's snapshot", async () => {
    const game = await createGame({ variant: "in-the-bin" });
    const snapshot = await playAll(game, MOVES);
    expect(snapshot.notes).toEqual(englishNotes());
    expect(snapshot.notes[12]).toEqual(["White plays an extra move."]);
    expect(snapshot.notes.at(-1)).toEqual(["Checkmate: Black wins."]);
    expect(snapshot.notes.flat().every((note) => typeof note === "string")).toBe(true);
  });

  it("are the same strings in an archived game's snapshot, rebuilt by replay", async () => {
    const res = await call("/api/import", { method: "POST", json: { record: RECORD, save: true } });
    expect(res.status).toBe(201);
    const { saved } = (await res.json()) as { saved: { id: string } };
    const snapshot = await getGame(saved.id);
    expect(snapshot.status).toBe("finished");
    expect(snapshot.notes).toEqual(englishNotes());
    expect(snapshot.notes.flat()).toContain("Check.");
  });
});
