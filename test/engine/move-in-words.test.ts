// The hint in words (issue 20, item 9): a move by its pieces' names, an evaluation in bands.
import { describe, expect, it } from "vitest";
import { evaluationInWords, evaluationOf, moveInWords, moveParts } from "../../src/engine/move-in-words.ts";
import { getGame } from "../../src/engine/registry.ts";
import type { AnyGame } from "../../src/engine/types.ts";
import { position as ben39Position } from "./ben39/helpers.ts";
import { custom } from "./in-the-bin/helpers.ts";

function startOf(game: AnyGame): unknown {
  const start = game.setup();
  if (!start.ok) throw new Error(start.error.message);
  return start.value;
}

function words(id: string, text: string, state?: unknown): string | undefined {
  const game = getGame(id)!;
  const at = state ?? startOf(game);
  const move = game.legalMoves(at).find((candidate) => candidate.text === text);
  if (!move) throw new Error(`${text} is not legal here`);
  return moveInWords(game, at, move);
}

const NAMES = { white: "White", black: "Black" };

describe("moveInWords", () => {
  it("names the piece, where it goes and what it takes", () => {
    expect(words("the-pit", "Sg1-b6")).toBe("Sorceror g1 to b6");
    expect(words("inside-out", "Nb1-c3i")).toBe("Knight b1 to c3i");
    expect(words("ben39", "Nj10xh14", ben39Position({ pieces: { h2: "K", h14: "k", j10: "N" }, turn: "white" }))).toBe("Knightrider j10 takes the king on h14");
  });

  it("a piece from off the board, a man placed, and a push that the clicks cannot say", () => {
    expect(words("in-the-bin", "Q@d4")).toBe("Queen from the bin onto d4");
    expect(words("pit-of-pillars", "d4")).toBe("a man on d4");
    expect(words("in-the-bin", "push", custom({ e1: "K", e9: "k", d4: "R" }, "Q2R3B4N6M2F8W10"))).toBeUndefined();
  });
});

describe("evaluationInWords", () => {
  const WIN = 1_000_000;
  it("bands a score for the side to move", () => {
    expect(evaluationInWords(-30, "white", NAMES, WIN)).toBe("the position is about even");
    expect(evaluationInWords(120, "white", NAMES, WIN)).toBe("White is slightly better");
    expect(evaluationInWords(120, "black", NAMES, WIN)).toBe("Black is slightly better");
    expect(evaluationInWords(-250, "white", NAMES, WIN)).toBe("Black is clearly better");
    expect(evaluationInWords(900, "black", NAMES, WIN)).toBe("Black is winning");
  });

  it("a won line in moves, for whichever side wins", () => {
    expect(evaluationInWords(WIN - 1, "white", NAMES, WIN)).toBe("White wins in 1 move");
    expect(evaluationInWords(-(WIN - 4), "white", NAMES, WIN)).toBe("Black wins in 2 moves");
  });
});

describe("moveParts and evaluationOf: the facts a page words in its reader's language", () => {
  const WIN = 1_000_000;
  function parts(id: string, text: string, state?: unknown) {
    const game = getGame(id)!;
    const at = state ?? startOf(game);
    const move = game.legalMoves(at).find((candidate) => candidate.text === text)!;
    return moveParts(game, at, move);
  }

  it("a move, a capture, an entry from an area and a man placed, with the game's piece names", () => {
    expect(parts("the-pit", "Sg1-b6")).toEqual([{ kind: "moves", piece: "Sorceror", from: "g1", to: "b6" }]);
    expect(parts("ben39", "Nj10xh14", ben39Position({ pieces: { h2: "K", h14: "k", j10: "N" }, turn: "white" }))).toEqual([
      { kind: "takes", piece: "Knightrider", from: "j10", taken: "King", to: "h14" },
    ]);
    expect(parts("in-the-bin", "Q@d4")).toEqual([{ kind: "enters", piece: "Queen", area: { id: "bin", label: "The bin" }, to: "d4" }]);
    expect(parts("pit-of-pillars", "d4")).toEqual([{ kind: "places", at: "d4" }]);
    expect(parts("in-the-bin", "push", custom({ e1: "K", e9: "k", d4: "R" }, "Q2R3B4N6M2F8W10"))).toEqual([]);
  });

  it("bands and won lines as facts, for the side ahead", () => {
    expect(evaluationOf(-30, "white", WIN)).toEqual({ kind: "even" });
    expect(evaluationOf(120, "black", WIN)).toEqual({ kind: "slightlyBetter", side: "black" });
    expect(evaluationOf(-250, "white", WIN)).toEqual({ kind: "clearlyBetter", side: "black" });
    expect(evaluationOf(900, "white", WIN)).toEqual({ kind: "winning", side: "white" });
    expect(evaluationOf(-(WIN - 4), "white", WIN)).toEqual({ kind: "winsIn", side: "black", moves: 2 });
  });
});
