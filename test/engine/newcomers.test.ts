// What every game tells a newcomer without a round trip (issue 10): a legend of its
// pieces, the reason a click makes no move, and, where a game starts unlike chess, what
// to do next.
import { describe, expect, it } from "vitest";
import { getGame, listGames } from "../../src/engine/registry.ts";
import type { AnyGame } from "../../src/engine/types.ts";

function after(game: AnyGame, moves: readonly string[]): unknown {
  const start = game.setup();
  if (!start.ok) throw new Error(start.error.message);
  let state: unknown = start.value;
  for (const text of moves) {
    const played = game.play(state, text);
    if (!played.ok) throw new Error(`${text}: ${played.error.message}`);
    state = played.value.state;
  }
  return state;
}

describe("piece legends", () => {
  it.each(listGames().map((game) => [game.id, game] as const))("%s names every kind its start position shows, and how it moves", (_, game) => {
    const state = after(game, []);
    const kinds = new Set(game.view(state).pieces.map((piece) => piece.kind));
    const legend = new Map((game.pieces ?? []).map((piece) => [piece.kind, piece]));
    for (const kind of kinds) expect(legend.has(kind), `${game.id}: ${kind}`).toBe(true);
    for (const piece of legend.values()) expect(piece.moves.length).toBeGreaterThan(10);
  });

  it("names The Pit's fairy pieces", () => {
    const names = (getGame("the-pit")!.pieces ?? []).map((piece) => `${piece.kind} ${piece.name}`);
    expect(names).toEqual(expect.arrayContaining(["H Hero", "C Cavalier", "S Sorceror"]));
  });
});

describe("a click that makes no move is explained in the engine's words", () => {
  const pit = getGame("the-pit")!;
  const insideOut = getGame("inside-out")!;
  const pillars = getGame("pit-of-pillars")!;

  it("The Pit: nothing enters the pit; a pinned piece would leave the king in check; a piece that cannot reach", () => {
    const start = after(pit, []);
    expect(pit.explainPath!(start, ["e2", "e5"])?.message).toBe("Nothing may enter the pit.");
    expect(pit.explainPath!(start, ["c1", "c4"])?.message).toBe("The Hero on c1 cannot reach c4.");
    // a legal move, and the start of one, have nothing to explain
    expect(pit.explainPath!(start, ["e2", "e3"])?.message).toBeUndefined();
    expect(pit.explainPath!(start, ["e2"])?.message).toBeUndefined();
    // the opponent's piece, and one's own piece that selects instead, are not refusals
    expect(pit.explainPath!(start, ["e9"])?.message).toBeUndefined();
    expect(pit.explainPath!(start, ["e2", "f2"])?.message).toBeUndefined();
    // a rook with no move at all
    expect(pit.explainPath!(start, ["a1"])?.message).toBe("The rook on a1 has no legal move.");
  });

  it("The Pit: a piece pinned to its king says the king would be in check", () => {
    const parsed = pit.parsePosition("r8k/10/10/3****3/3****3/3****3/3****3/10/Q9/K9 w - - 0 1");
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(pit.explainPath!(parsed.value, ["a2", "b2"])?.message).toBe("Your king would be in check.");
  });

  it("Inside-out Chess: a blocked rook is told where", () => {
    expect(insideOut.explainPath!(after(insideOut, []), ["a1", "a3"])?.message).toBe("The way from a1 to a3 is blocked at a2.");
  });

  it("Pit of Pillars: the second man's square must have empty neighbours", () => {
    const state = after(pillars, ["d4"]);
    expect(pillars.explainPath!(state, ["d5", "d6"])?.message).toBe("The second man needs a square with only vacant squares next to it; d6 has an occupied neighbour.");
    expect(pillars.explainPath!(state, ["d5", "b2"])?.message).toBeUndefined();
  });
});

describe("Pit of Pillars guides the entering stage", () => {
  const pillars = getGame("pit-of-pillars")!;

  it("prompts the first man, then two men, then the second man", () => {
    expect(pillars.prompt!(after(pillars, []), [])?.message).toBe("Place your first man on any square.");
    const second = after(pillars, ["d4"]);
    expect(pillars.prompt!(second, [])?.message).toBe("Enter two men: the first on an empty square next to White's last man (d4), the second on a square whose neighbours are all empty.");
    expect(pillars.prompt!(second, ["d5"])?.message).toBe("Now your second man: on a square whose neighbours are all empty.");
    expect(pillars.hintLabel).toBe("Capacities");
  });

  it("draws the first man of an entering turn before the second is chosen", () => {
    const state = after(pillars, ["d4"]);
    const partial = pillars.partialView!(state, ["d5"]);
    expect(partial?.pieces.find((piece) => piece.at === "d5")).toMatchObject({ side: "black", stack: ["black"] });
    expect(pillars.partialView!(state, [])).toBeUndefined();
    // an occupied square is no first man
    expect(pillars.partialView!(state, ["d4"])).toBeUndefined();
  });
});
