// A snapshot that changes nothing on the board (presence, an offer, the socket's first
// hello after the page's own fetch) keeps a move the player is half-way through entering:
// under load that hello used to land between the two clicks of a move and drop the first.
import { describe, expect, it } from "vitest";
import { samePlay } from "../../../web/src/game/page-state.ts";
import type { GameSnapshot } from "../../../src/contract/api.ts";

const base: GameSnapshot = {
  id: "g1", version: 3, variant: "the-pit", options: {}, names: { white: "Ann", black: "Bo" },
  status: "active", turn: "white", ply: 2, moveCount: 1, moves: ["e2-e3", "e7-e6"], notes: [[], []], position: "p",
  outcome: { status: "ongoing" }, timeControl: null, deadline: null,
  offers: { draw: null, takeback: null, rematch: null }, rematch: null, rematchOf: null,
  presence: { white: true, black: false }, createdAt: "2026-11-24T00:00:00Z", updatedAt: "2026-11-24T00:00:00Z",
};

describe("samePlay", () => {
  it("holds for news around the board", () => {
    expect(samePlay(base, { ...base, presence: { white: true, black: true } })).toBe(true);
    expect(samePlay(base, { ...base, version: 4, offers: { draw: "black", takeback: null, rematch: null } })).toBe(true);
  });
  it("fails when a move is made or taken back, or the game ends", () => {
    expect(samePlay(base, { ...base, ply: 3, moves: [...base.moves, "a2-a3"], turn: "black" })).toBe(false);
    expect(samePlay(base, { ...base, ply: 1, moves: base.moves.slice(0, 1), turn: "black" })).toBe(false);
    expect(samePlay(base, { ...base, status: "finished", turn: null })).toBe(false);
  });
  it("fails when the same number of moves differ (a takeback and another move)", () => {
    expect(samePlay(base, { ...base, moves: ["e2-e3", "d7-d6"] })).toBe(false);
  });
});
