/**
 * Golden game records (test/fixtures/records/inside-out/*.pgn): each replays through
 * the engine to the result its tags claim, and writing it again gives the same text.
 */
import { describe, expect, it } from "vitest";
import { makeRecord, parseOptionsTag, parseRecord, replayMoves, resultToken } from "../../../src/engine/record.ts";
import type { InsideOutState } from "../../../src/engine/games/inside-out/index.ts";
import { listFixtures, readFixture } from "../fixture-files.ts";
import { game } from "./helpers.ts";

/** What each golden game shows, beyond replaying to its tagged result. */
const EXPECTED: Record<string, { readonly layout: string; readonly kingCaptures: number; readonly final: string }> = {
  "last-king-captured.pgn": {
    layout: "centred",
    kingCaptures: 3,
    final: "rb2n1/1R3p/p1[p.]p[p.]1/4[K.]1/PPPPPP/4BR b f5-b5 c5-c4i centred",
  },
  "as-printed-last-king.pgn": {
    layout: "as-printed",
    kingCaptures: 2,
    final: "3Nn1/pp1ppr/2[p.]2[p.]/R2[P.]2/PPPPPP/2K1KR b b5-d6 f6-f5 as-printed",
  },
  // White's last king sits inside e3 behind its own pawn outside; every other White
  // pawn is blocked: White, to move, has none and loses.
  "no-legal-move.pgn": {
    layout: "centred",
    kingCaptures: 1,
    final: "r5/P3p1/4[PP]1/1[k.][k.]1[KP]1/1p1p2/5k w d4o-e3i e6-a6 centred",
  },
};

const files = listFixtures("records/inside-out", ".pgn");

describe("golden records", () => {
  it("covers a last-king capture, the printed layout and a loss by no legal move", () => {
    expect(files).toEqual(Object.keys(EXPECTED).sort());
  });

  for (const file of files) {
    describe(file, () => {
      const text = readFixture(`records/inside-out/${file}`);
      const parsed = parseRecord(text);
      if (!parsed.ok) throw new Error(parsed.error.message);
      const { tags, moves } = parsed.value;
      const options = parseOptionsTag(tags.get("Options"));
      const replay = replayMoves<InsideOutState>(game, moves, options);
      if (!replay.ok) throw new Error(replay.error.message);
      const final = replay.value.states[replay.value.states.length - 1];

      it("replays move by move with canonical texts", () => {
        expect(tags.get("Variant")).toBe("inside-out");
        expect(replay.value.moves).toEqual(moves);
        expect(final.layout.name).toBe(EXPECTED[file].layout);
        expect(game.makePosition(final)).toBe(EXPECTED[file].final);
      });

      it("ends with the result and termination its tags claim", () => {
        const outcome = game.outcome(final);
        expect(outcome.status).toBe("win");
        expect(resultToken(outcome)).toBe(tags.get("Result"));
        if (outcome.status === "win") expect(outcome.reason).toBe(tags.get("Termination"));
        expect(game.legalMoves(final)).toEqual([]);
      });

      it("announces every king capture and the pawns it brings back", () => {
        const notes = replay.value.notes.flat().map((note) => note.message);
        expect(notes).toHaveLength(EXPECTED[file].kingCaptures);
        for (const note of notes) expect(note).toMatch(/^King captured on [a-f][1-6][io]?\. (Pawns return: .+|No pawns return)\.$/);
      });

      it("writes back to the same text", () => {
        expect(makeRecord(parsed.value, replay.value.sides)).toBe(text);
      });
    });
  }

  it("refuses a record whose move breaks the rules, naming the move", () => {
    const broken = '[Variant "inside-out"]\n\n1. Nb1-c3i f5-f4 2. Nc3i-a4 *\n';
    const parsed = parseRecord(broken);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const replay = replayMoves(game, parsed.value.moves);
    expect(replay.ok).toBe(false);
    if (!replay.ok) expect(replay.error.message).toBe("Move 2 (White's Nc3i-a4) cannot be played: A piece on an inner field can only step out to c3o.");
  });
});
