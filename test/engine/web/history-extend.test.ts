// The game page takes a snapshot that only adds moves by replaying the new moves alone
// (web/src/game/history.ts extendHistory), so that a move costs the same late in a long
// game as early. What it builds must be what a replay from the start builds, in every game,
// at every point a page may have stopped, with the server's notes and without them; and
// anything but added moves (a takeback, another line, a history that is the position alone)
// is replayed from the start.
import { describe, expect, it } from "vitest";
import { buildHistory, extendHistory, type GameHistory } from "../../../web/src/game/history.ts";
import { makeRandom, randomPlayout } from "../../../src/engine/random-playout.ts";
import { listGames } from "../../../src/engine/registry.ts";
import { PLAYED_FROM_CONDITIONAL_LINE } from "../../../src/contract/move-notes.ts";
import type { GameSnapshot } from "../../../src/contract/api.ts";
import type { AnyGame } from "../../../src/engine/types.ts";

function snapshotOf(game: AnyGame, moves: readonly string[], notes?: readonly (readonly string[])[]): GameSnapshot {
  return {
    id: "g1", version: moves.length + 1, variant: game.id, options: {}, names: { white: "Ann", black: "Bo" },
    status: "active", turn: "white", ply: moves.length, moveCount: moves.length, moves: [...moves], position: "p",
    ...(notes ? { notes: notes.map((n) => [...n]) } : {}),
    outcome: { status: "ongoing" }, timeControl: null, deadline: null,
    offers: { draw: null, takeback: null, rematch: null }, rematch: null, rematchOf: null,
    presence: { white: true, black: false }, createdAt: "2026-11-24T00:00:00Z", updatedAt: "2026-11-24T00:00:00Z",
  } as GameSnapshot;
}

function lineOf(game: AnyGame, seed: number): readonly string[] {
  const start = game.setup({});
  if (!start.ok) throw new Error(start.error.message);
  return randomPlayout(game, start.value, makeRandom(seed), { plies: 40 }).moves;
}

function built(game: AnyGame, snapshot: GameSnapshot): GameHistory {
  const history = buildHistory(game, snapshot);
  if (!history || history.problem) throw new Error(history?.problem ?? "not built");
  return history.history;
}

describe("a history built on the one the page holds is the history replayed from the start", () => {
  for (const game of listGames()) {
    it(`${game.name}: from every ply of two random games, with and without the server's notes`, () => {
      for (const seed of [1, 2]) {
        const moves = lineOf(game, seed);
        // the server's notes: the replay's own English, and on one move a note only the server adds
        const replayed = built(game, snapshotOf(game, moves));
        const serverNotes = replayed.notes.map((notes, i) => [...notes.map((note) => note.message), ...(i === 3 ? [PLAYED_FROM_CONDITIONAL_LINE.message] : [])]);
        for (const withNotes of [false, true]) {
          const full = snapshotOf(game, moves, withNotes ? serverNotes : undefined);
          const expected = built(game, full);
          for (let from = 0; from <= moves.length; from++) {
            // what the page held at ply `from`: the full replay's first `from` moves (each move's notes are its own)
            const known: GameHistory = { states: expected.states.slice(0, from + 1), moves: expected.moves.slice(0, from), sides: expected.sides.slice(0, from), notes: expected.notes.slice(0, from) };
            expect(extendHistory(game, known, full), `${game.id} seed ${seed} from ply ${from}`).toEqual({ history: expected });
          }
        }
      }
    });
  }

  it("replays from the start after a takeback, on another line, and from a history that is the position alone", () => {
    const game = listGames().find((g) => g.id === "the-pit") as AnyGame;
    const moves = lineOf(game, 7);
    const other = lineOf(game, 8);
    const known = built(game, snapshotOf(game, moves.slice(0, 10)));
    // a takeback: fewer moves than the page holds
    expect(extendHistory(game, known, snapshotOf(game, moves.slice(0, 9)))).toEqual(buildHistory(game, snapshotOf(game, moves.slice(0, 9))));
    // another line from the same start
    expect(extendHistory(game, known, snapshotOf(game, other.slice(0, 12)))).toEqual(buildHistory(game, snapshotOf(game, other.slice(0, 12))));
    // the server's position alone (a replay that failed): its one state is not the start
    // (two moves in: the game's first two moves below can be played from there too, wrongly)
    const twoIn = built(game, snapshotOf(game, ["j2-j3", "b9-b7"]));
    const positionAlone: GameHistory = { states: [twoIn.states[2]], moves: [], sides: [], notes: [] };
    const fromStart = snapshotOf(game, ["a2-a3", "a9-a8"]);
    expect(extendHistory(game, positionAlone, fromStart)).toEqual(buildHistory(game, fromStart));
    // a new move this engine refuses: the whole replay says what failed, as a first load does
    const refused = { ...snapshotOf(game, [...moves.slice(0, 10), "z9-z8"]), position: game.makePosition(known.states[10]) };
    const fallback = extendHistory(game, known, refused);
    expect(fallback).toEqual(buildHistory(game, refused));
    expect(fallback?.problem).toContain("z9-z8");
    expect(fallback?.history.moves).toEqual([]);
  });
});
