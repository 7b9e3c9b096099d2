/**
 * Inside-out Chess's fast path (src/engine/games/inside-out/fast-*.ts) against the
 * readable rules, which stay the reference (issue 34 item 4): the same moves, texts,
 * capture flags, outcome, evaluation, key and positions after make and unmake along
 * seeded random games in both layouts and from the perft table's positions; every row of
 * the perft table counted on the fast path; and the rules that needed care, each named.
 */
import { describe, expect, it } from "vitest";
import { InsideOutFast } from "../../../src/engine/games/inside-out/fast-position.ts";
import { fastPerft } from "../../../src/engine/search/fast-perft.ts";
import { FAST_BLACK_WINS, FAST_ONGOING, FAST_WHITE_WINS } from "../../../src/engine/search/fast-position.ts";
import type { FastPosition } from "../../../src/engine/search/fast-position.ts";
import { fastPositionOf } from "../../../src/engine/search/fast-registry.ts";
import { expectEveryMoveMatches, expectFastMatchesRules } from "../fast-reference.ts";
import { readFixture } from "../fixture-files.ts";
import { parsePerftFile } from "../perft-file.ts";
import { game, position, start } from "./helpers.ts";

const cases = parsePerftFile(readFixture("perft/inside-out.perft"));
const epdOf = (id: string): string => cases.find((c) => c.id === id)!.epd;
const SLOW = { timeout: 60_000 };

function fastAt(text: string): FastPosition {
  return InsideOutFast.fromState(position(text));
}

/** Plays the legal move whose text is `text` on the fast position. */
function makeByText(fast: FastPosition, text: string): number {
  const { list, count } = fast.legalMoves();
  const move = Array.from(list.subarray(0, count)).find((m) => fast.moveText(m) === text);
  if (move === undefined) throw new Error(`${text} is not among the fast moves`);
  fast.make(move);
  return move;
}

describe("Inside-out Chess's fast position against the readable rules", () => {
  it("is the registry's fast path for the game", () => {
    expect(fastPositionOf(game, start())!.positionText()).toBe(game.makePosition(start()));
  });

  it("plays long random games from both layouts' starts alike, move for move (kings fall, pawns return and promote)", SLOW, () => {
      expectFastMatchesRules(
        game,
        [
          { id: "centred", state: start("centred") },
          { id: "as-printed", state: start("as-printed") },
        ],
        { games: 8, plies: 160, everyMovesAt: 4 },
      );
  });

  it("plays random games from the perft table's positions alike", SLOW, () => {
      const ids = ["midgame-centred-both-fields", "midgame-after-refill", "midgame-as-printed", "promotion-and-refill", "pawns-and-dual-squares", "slide-stops-inside", "reverse-allowed-without-history"];
      expectFastMatchesRules(
        game,
        ids.map((id) => ({ id, state: position(epdOf(id)) })),
        { games: 3, plies: 60, everyMovesAt: 5, seed: 7 },
      );
  });

  it("makes and unmakes every move of every perft table position as play does", () => {
    for (const { id, epd } of cases) expectEveryMoveMatches(game, fastAt(epd), position(epd), id);
  });

  it("counts every row of the perft table", SLOW, () => {
      for (const { id, epd, counts } of cases) {
        const fast = fastAt(epd);
        for (const { depth, nodes } of counts) expect(fastPerft(fast, depth), `${id} depth ${depth}`).toBe(nodes);
        expect(fast.positionText(), `${id}: left as it was`).toBe(game.makePosition(position(epd)));
      }
  });
});

describe("the rules the fast path handles with care", () => {
  it("a king's capture brings back both sides' pawns, and unmake takes them away again", () => {
    const fast = fastAt(epdOf("promotion-and-refill"));
    const before = fast.positionText();
    const move = makeByText(fast, "b5xa6=K");
    // Black's c6 king is left; every start square is empty and no file has a pawn (the b5
    // pawn became a king, so it no longer holds its file): twelve pawns come back.
    expect(fast.positionText()).toBe("K1k3/pppppp/6/6/PPPPPP/K5 b b5-a6 - centred");
    expect(fast.evaluate()).toBe(game.evaluate!(position(fast.positionText())));
    fast.unmake(move);
    expect(fast.positionText()).toBe(before);
  });

  it("the last king's capture ends the game, with the pawns back on the board", () => {
    const fast = fastAt("k5/6/6/6/6/R4K w - - centred");
    makeByText(fast, "Ra1xa6");
    expect(fast.outcome()).toBe(FAST_WHITE_WINS);
    expect(fast.countLegalMoves()).toBe(0);
    expect(fast.positionText()).toBe("R5/pppppp/6/6/PPPPPP/5K b a1-a6 - centred");
  });

  it("a pawn reaching the last rank becomes a king: a capture that promotes is not a capture for the search", () => {
    const fast = fastAt(epdOf("promotion-and-refill"));
    const { list, count } = fast.legalMoves();
    const flags = Object.fromEntries(Array.from(list.subarray(0, count), (m) => [fast.moveText(m), fast.isCapture(m)]));
    expect(flags).toMatchObject({ "b5-b6=K": false, "b5xa6=K": false, "b5xc6=K": false });
    const kingsBefore = fast.evaluate();
    makeByText(fast, "b5-b6=K");
    expect(fast.evaluate() - kingsBefore).toBe(600); // a pawn (100) became a king (700)
  });

  it("the exact reverse of the mover's own previous move is banned, and a side whose only move it is loses", () => {
    const fast = fastAt(epdOf("reverse-is-the-only-move"));
    expect(fast.countLegalMoves()).toBe(0);
    expect(fast.outcome()).toBe(FAST_BLACK_WINS);
    const free = fastAt(epdOf("reverse-allowed-without-history"));
    expect(free.countLegalMoves()).toBe(1);
    expect(free.outcome()).toBe(FAST_ONGOING);
  });

  it("only the side's own previous move bans: after another move of its own the reverse is allowed again", () => {
    const fast = fastAt("k5/6/6/6/6/R4K w - - centred");
    makeByText(fast, "Ra1-a2");
    makeByText(fast, "Ka6-b6");
    expect(() => makeByText(fast, "Ra2-a1")).toThrow("not among");
    makeByText(fast, "Kf1-e1");
    expect(() => makeByText(fast, "Kb6-a6")).toThrow("not among"); // Black's own reverse, too
    makeByText(fast, "Kb6-c6");
    makeByText(fast, "Ra2-a1");
    expect(fast.positionText()).toBe("2k3/6/6/6/6/R3K1 b a2-a1 b6-c6 centred");
  });

  it("the key tells apart previous moves the reverse rule can bite on, and not those it cannot", () => {
    const board = "k5/6/6/6/6/R4K";
    const key = (white: string) => fastAt(`${board} w ${white} - centred`).key();
    expect(key("a2-a1")).not.toBe(key("-"));
    // out of a dual square: its reverse would end on an outer field, which no move can
    expect(key("c3o-a1")).toBe(key("-"));
    expect(fastAt(`${board} w - - as-printed`).key()).not.toBe(key("-"));
  });

  it("a slide stops inside a dual square whose outer field only is taken, and a two-step passes only an empty square", () => {
    for (const id of ["slide-stops-inside", "pawns-and-dual-squares"]) expectEveryMoveMatches(game, fastAt(epdOf(id)), position(epdOf(id)), id);
  });
});
