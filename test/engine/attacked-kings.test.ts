/**
 * `Game.attackedKings`: which kings the other side attacks, and from where, in every game
 * with kings. The board marks them and the page asks before a move that leaves one's own
 * king open to capture (issue 20, item 1: a newcomer lost two Ben39 games to a
 * knightrider the board never showed).
 */
import { describe, expect, it } from "vitest";
import { getGame } from "../../src/engine/registry.ts";
import type { AttackedKing } from "../../src/engine/types.ts";
import { position as ben39Position } from "./ben39/helpers.ts";
import { custom } from "./in-the-bin/helpers.ts";
import { position as insideOutPosition } from "./inside-out/helpers.ts";
import { board } from "./the-pit/helpers.ts";

const sorted = (kings: readonly AttackedKing[]) => kings.map((king) => ({ ...king, attackers: [...king.attackers].sort() }));

describe("The Pit: check, with the pieces that give it", () => {
  const pit = getGame("the-pit")!;
  const at = (pieces: string) => {
    const parsed = pit.parsePosition(board(pieces));
    if (!parsed.ok) throw new Error(parsed.error.message);
    return parsed.value;
  };

  it("names the king in check and both checkers (a rook's file and a Cavalier's knight leap)", () => {
    expect(sorted(pit.attackedKings!(at("Ka1 ra10 cc2 kj10")))).toEqual([{ side: "white", king: "a1", attackers: ["a10", "c2"] }]);
    expect(pit.kingsMayBeCaptured).toBeUndefined();
  });

  it("a rook does not check across the pit, and a quiet position has no attacked king", () => {
    expect(pit.attackedKings!(at("Ke1 re10 kj10"))).toEqual([]);
    const start = pit.setup();
    expect(start.ok && pit.attackedKings!(start.value)).toEqual([]);
  });
});

describe("In The Bin: check, the opponent's king too during an extra move", () => {
  const bin = getGame("in-the-bin")!;

  it("names the checked king and its checker; the bin does not let a rook through", () => {
    expect(bin.attackedKings!(custom({ a1: "K", a5: "r", i9: "k" }, "Q2R3B4N6M2F8W10"))).toEqual([{ side: "white", king: "a1", attackers: ["a5"] }]);
    expect(bin.attackedKings!(custom({ e1: "K", e9: "r", a9: "k" }, "Q2R3B4N6M2F8W10"))).toEqual([]);
  });

  it("during an extra move the opponent's king may stand in check, and is named", () => {
    const extra = custom({ a1: "K", h8: "Q", i9: "k" }, "Q1R4B4N6M2F8W10", "white", true);
    expect(bin.attackedKings!(extra)).toEqual([{ side: "black", king: "i9", attackers: ["h8"] }]);
  });
});

describe("Inside-out Chess: kings open to capture, either side's", () => {
  const insideOut = getGame("inside-out")!;

  it("the side to move's king that the opponent could take next, and the opponent's king it could take now", () => {
    const state = insideOutPosition("k4R/6/1N4/6/6/K4r w - - centred");
    expect(sorted(insideOut.attackedKings!(state))).toEqual([
      { side: "white", king: "a1", attackers: ["f1"] },
      { side: "black", king: "a6", attackers: ["b4o", "f6"] },
    ]);
    expect(insideOut.kingsMayBeCaptured).toBe(true);
  });

  it("a king behind a blocker is not attacked", () => {
    expect(insideOut.attackedKings!(insideOutPosition("k5/6/6/6/6/KN3r w - - centred"))).toEqual([]);
  });
});

describe("Ben39: kings open to capture (leaving one so is legal, ruling 3)", () => {
  const ben39 = getGame("ben39")!;

  it("the newcomer's loss: a knightrider on j10 attacks Black's king on h14 while Black is to move", () => {
    const state = ben39Position({ pieces: { h2: "K", h14: "k", j10: "N" }, turn: "black" });
    expect(ben39.attackedKings!(state)).toEqual([{ side: "black", king: "h14", attackers: ["j10"] }]);
    expect(ben39.kingsMayBeCaptured).toBe(true);
  });

  it("the opponent's king that the side to move could take now is named too", () => {
    const state = ben39Position({ pieces: { h2: "K", h14: "k", j10: "N" }, turn: "white" });
    expect(ben39.attackedKings!(state)).toEqual([{ side: "black", king: "h14", attackers: ["j10"] }]);
  });

  it("the start has no attacked king", () => {
    const start = ben39.setup();
    expect(start.ok && ben39.attackedKings!(start.value)).toEqual([]);
  });
});
