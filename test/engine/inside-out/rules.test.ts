/**
 * One named test for every numbered rule of the seed (003_a6dec1718ddf2885.txt; the
 * seed numbers 1-4 and 6-12, there is no rule 5) and every ruling of RULINGS.md
 * "Inside-out Chess". Positions are written in the game's position text
 * (docs/engine/inside-out.md): ranks 6 to 1, `[IO]` for a dual square's inner and outer
 * occupants.
 */
import { describe, expect, it } from "vitest";
import { DUAL_SQUARES } from "../../../src/engine/games/inside-out/board.ts";
import { resolveOptions } from "../../../src/engine/options.ts";
import { game, moveTexts, movesFrom, notesOf, pieceOn, playAll, position, refusal, start } from "./helpers.ts";

const START_TEXT = "rbkknr/pppppp/6/6/PPPPPP/RNKKBR w - - centred";

describe("the seed's board and setup", () => {
  it("has 6x6 squares, eight of them dual, 44 fields in all", () => {
    const cells = game.view(start()).cells;
    expect(cells.filter((cell) => cell.shape === "square")).toHaveLength(36);
    expect(cells.filter((cell) => cell.shape === "inner")).toHaveLength(8);
    expect(cells).toHaveLength(44);
  });

  it("gives each side six pawns, a rook, knight, two kings, bishop and rook", () => {
    expect(game.makePosition(start())).toBe(START_TEXT);
  });
});

describe("seed rule 1 / ruling 3: a move ending on a dual square ends on its inner field", () => {
  // Black pawn inside c3, Black rook outside c3; White knight b1.
  const state = position("k5/6/6/2[pr]3/6/KN4 w - - centred");

  it("lands on the inner field, never directly on the outer one", () => {
    expect(moveTexts(start())).toContain("Nb1-c3i");
    expect(refusal(start(), "Nb1-c3o").message).toMatch(/ends on its inner field/);
  });

  it("captures an enemy on the inner field and leaves the outer occupant untouched", () => {
    expect(movesFrom(state, "b1")).toEqual(["Nb1-a3", "Nb1-d2", "Nb1xc3i"]);
    const after = playAll(state, "Nb1xc3i");
    expect(pieceOn(after, "c3i")).toBe("N");
    expect(pieceOn(after, "c3o")).toBe("r");
  });

  it("is blocked by a friendly piece on the inner field, whatever stands outside", () => {
    const blocked = position("k5/6/6/2[Pr]3/6/KN4 w - - centred");
    expect(movesFrom(blocked, "b1")).toEqual(["Nb1-a3", "Nb1-d2"]);
    expect(refusal(blocked, "Nb1-c3i").message).toBe("Your own piece stands on c3i.");
  });

  it("lets an enemy on the outer field alone be passed over: the move lands inside", () => {
    const outerOnly = position("k5/6/6/2r3/6/KN4 w - - centred");
    expect(movesFrom(outerOnly, "b1")).toContain("Nb1-c3i");
  });

  it("makes a pawn capture only diagonally: no straight capture onto an inner field", () => {
    const pawn = position("k5/6/6/2[p.]3/2P3/K5 w - - centred");
    expect(movesFrom(pawn, "c2")).toEqual([]);
    expect(refusal(pawn, "c2-c3i").message).toBe("A pawn cannot capture straight ahead.");
    expect(refusal(pawn, "c2xc3i").message).toBe("A pawn cannot capture straight ahead.");
  });

  it("lets a pawn step straight onto an inner field that is empty, an enemy outside or not", () => {
    const pawn = position("k5/6/6/2r3/2P3/K5 w - - centred");
    expect(movesFrom(pawn, "c2")).toEqual(["c2-c3i"]);
  });
});

describe("seed rule 2 / ruling 4: from an inner field the only move is out to the outer field", () => {
  it("moves a knight on c3i only to c3o", () => {
    const state = position("k5/6/6/2[N.]3/6/K5 w - - centred");
    expect(movesFrom(state, "c3i")).toEqual(["Nc3i-c3o"]);
    expect(refusal(state, "Nc3i-a4").message).toBe("A piece on an inner field can only step out to c3o.");
  });

  it("captures an enemy on the outer field", () => {
    const state = position("k5/6/6/2[Nr]3/6/K5 w - - centred");
    expect(movesFrom(state, "c3i")).toEqual(["Nc3ixc3o"]);
  });

  it("is stuck when a friendly piece holds the outer field", () => {
    const state = position("k5/6/6/2[NB]3/6/K5 w - - centred");
    expect(movesFrom(state, "c3i")).toEqual([]);
    expect(refusal(state, "Nc3i-c3o").message).toBe("Your own piece stands on c3o.");
  });

  it("holds for pawns and kings too", () => {
    const state = position("k5/6/6/2[Pp][K.]2/6/6 w - - centred");
    expect(moveTexts(state)).toEqual(["Kd3i-d3o", "c3ixc3o"]);
  });
});

describe("seed rule 3 / ruling 4: from an outer field a piece moves normally, never back inside", () => {
  it("moves a knight on c3o like a knight, and not into c3i", () => {
    const state = position("k5/6/6/2N3/6/K5 w - - centred");
    expect(movesFrom(state, "c3o")).toEqual(["Nc3o-a2", "Nc3o-a4", "Nc3o-b1", "Nc3o-b5", "Nc3o-d1", "Nc3o-d5", "Nc3o-e2", "Nc3o-e4i"]);
    expect(refusal(state, "Nc3o-c3i").message).toBe("From c3o a piece may not go back into c3i.");
  });

  it("does not let a pawn on an outer field capture an enemy on the outer field diagonally ahead", () => {
    // Ruling 4: a piece on an outer field can only be taken from its own inner field.
    const state = position("k5/6/1r4/2P3/6/K5 w - - centred");
    expect(movesFrom(state, "c3o")).toEqual(["c3o-c4i"]);
    expect(refusal(state, "c3oxb4i").message).toMatch(/only to capture, and b4i is empty: the piece on b4o can only be taken from b4i/);
  });
});

describe("seed rule 4 / ruling 5: sliders and two-steps pass a dual square only when both its fields are empty", () => {
  // White rook a3; c3 has a Black pawn outside, nothing inside; b3 is empty.
  const state = position("k5/6/6/R1p3/6/K5 w - - centred");

  it("stops a slide on the inner field of an occupied dual square", () => {
    expect(movesFrom(state, "a3")).toEqual(["Ra3-a2", "Ra3-a4", "Ra3-a5", "Ra3-b3i", "Ra3-c3i", "Ra3xa6"]);
    expect(refusal(state, "Ra3-d3i").message).toMatch(/blocked at c3: .* no further than c3i/);
  });

  it("lets the slide stop earlier, on an empty dual square's inner field", () => {
    expect(movesFrom(state, "a3")).toContain("Ra3-b3i");
  });

  it("passes a dual square whose fields are both empty", () => {
    const open = position("k5/6/6/R5/6/K5 w - - centred");
    expect(movesFrom(open, "a3")).toEqual(expect.arrayContaining(["Ra3-b3i", "Ra3-c3i", "Ra3-d3i", "Ra3-e3i", "Ra3-f3"]));
  });

  it("stops a bishop the same way and captures an enemy inside", () => {
    const bishop = position("k5/6/3[p.]2/2N3/1B4/K5 w - - centred");
    // b2-c3: c3 has a White knight outside, so the bishop stops on c3i.
    expect(movesFrom(bishop, "b2")).toEqual(["Bb2-a3", "Bb2-c1", "Bb2-c3i"]);
    const capture = position("k5/6/3[p.]2/6/1B4/K5 w - - centred");
    expect(movesFrom(capture, "b2")).toEqual(["Bb2-a3", "Bb2-c1", "Bb2-c3i", "Bb2xd4i"]);
  });

  it("blocks a slide at a friendly piece on an inner field", () => {
    const blocked = position("k5/6/6/R[P.]4/6/K5 w - - centred");
    expect(movesFrom(blocked, "a3")).toEqual(["Ra3-a2", "Ra3-a4", "Ra3-a5", "Ra3xa6"]);
  });

  it("stops a pawn's two-step at a dual square with a piece on it", () => {
    // Black knight outside b3: b2 may step to b3i but not on to b4.
    const pawn = position("k5/6/6/1n4/1P4/K5 w - - centred");
    expect(movesFrom(pawn, "b2")).toEqual(["b2-b3i"]);
    expect(refusal(pawn, "b2-b4i").message).toMatch(/blocked at b3/);
  });

  it("lets a two-step land on a dual square only when its inner field is empty", () => {
    const outerHeld = position("k5/6/1n4/6/1P4/K5 w - - centred");
    expect(movesFrom(outerHeld, "b2")).toEqual(["b2-b3i", "b2-b4i"]);
    const innerHeld = position("k5/6/1[n.]4/6/1P4/K5 w - - centred");
    expect(movesFrom(innerHeld, "b2")).toEqual(["b2-b3i"]);
    expect(refusal(innerHeld, "b2-b4i").message).toBe("A pawn cannot capture straight ahead.");
  });
});

describe("seed rule 6 / ruling 6: no check, kings are captured like any piece", () => {
  it("lets a king step next to an enemy king and capture it", () => {
    const state = position("6/6/6/6/1k4/K5 w - - centred");
    expect(movesFrom(state, "a1")).toEqual(["Ka1-a2", "Ka1-b1", "Ka1xb2"]);
    expect(game.outcome(playAll(state, "Ka1xb2"))).toEqual({ status: "win", winner: "white", reason: "no-kings" });
  });

  it("lets a player leave a king where it can be taken", () => {
    const state = position("kr4/6/6/6/6/K5 w - - centred");
    expect(movesFrom(state, "a1")).toEqual(["Ka1-a2", "Ka1-b1", "Ka1-b2"]);
  });
});

describe("ruling 6: pawn moves", () => {
  it("steps one or two from the start rank, for any pawn standing there", () => {
    expect(movesFrom(start(), "a2")).toEqual(["a2-a3", "a2-a4"]);
    // A pawn that has come back by refill is a pawn on its start rank like any other.
    const refilled = playAll(position("k4k/p2N2/3P2/1[p.]4/2P1B1/K4R w - - centred"), "Rf1xf6", "Ka6-b6");
    expect(movesFrom(refilled, "a2")).toEqual(expect.arrayContaining(["a2-a3", "a2-a4"]));
  });

  it("steps only one square elsewhere", () => {
    const state = position("k5/6/6/P5/6/K5 w - - centred");
    expect(movesFrom(state, "a3")).toEqual(["a3-a4"]);
    expect(refusal(state, "a3-a5").message).toBe("A pawn steps two squares only from its start rank.");
  });

  it("moves Black's pawns down the board", () => {
    const state = position("k5/p5/6/6/6/K5 b - - centred");
    expect(movesFrom(state, "a5")).toEqual(["a5-a3", "a5-a4"]);
  });
});

describe("seed rule 7 / ruling 7: a captured king brings pawns back", () => {
  // White: rook f1 takes the king on f6. White pawns c2 and d4o, bishop e2; Black pawns
  // a5 and b3i, a White knight on d5.
  const state = position("k4k/p2N2/3P2/1[p.]4/2P1B1/K4R w - - centred");

  it("refills each player's empty start squares on files where he has no pawn, and says so", () => {
    expect(notesOf(state, "Rf1xf6")).toEqual(["King captured on f6. Pawns return: White a2, b2, f2; Black c5, e5, f5."]);
    expect(game.makePosition(playAll(state, "Rf1xf6"))).toBe("k4R/p1pNpp/3P2/1[p.]4/PPP1BP/K5 b f1-f6 - centred");
  });

  it("gives no pawn on a file where the player still has one, on any field of a dual square too", () => {
    const after = playAll(state, "Rf1xf6");
    // White keeps c2 and d4o: no pawn on c2 (already there) nor d2. Black keeps a5 and b3i.
    expect(pieceOn(after, "d2")).toBe("");
    expect(pieceOn(after, "b5")).toBe("");
  });

  it("gives no pawn where the start square is taken, by either side's piece", () => {
    const after = playAll(state, "Rf1xf6");
    expect(pieceOn(after, "e2")).toBe("B");
    expect(pieceOn(after, "d5")).toBe("N");
  });

  it("judges after the move: a pawn that has just promoted no longer holds its file", () => {
    // b5xa6=K takes a king; White's only pawn became that king, so b2 is refilled too.
    const promotion = position("k1k3/1P4/6/6/6/K5 w - - centred");
    const after = playAll(promotion, "b5xa6=K");
    expect(game.makePosition(after)).toBe("K1k3/pppppp/6/6/PPPPPP/K5 b b5-a6 - centred");
  });

  it("refills both players even when the last king has fallen", () => {
    const last = position("k5/1P4/6/6/6/K5 w - - centred");
    const after = playAll(last, "b5xa6=K");
    expect(game.outcome(after)).toEqual({ status: "win", winner: "white", reason: "no-kings" });
    expect(game.makePosition(after)).toBe("K5/pppppp/6/6/PPPPPP/K5 b b5-a6 - centred");
  });

  it("brings nothing back after a capture that is not a king", () => {
    const quiet = position("k4r/6/6/6/6/K4R w - - centred");
    expect(notesOf(quiet, "Rf1xf6")).toEqual([]);
    expect(game.makePosition(playAll(quiet, "Rf1xf6"))).toBe("k4R/6/6/6/6/K5 b f1-f6 - centred");
  });

  it("counts a king taken on an inner field like any other", () => {
    const inner = position("k5/6/6/2[k.]3/6/KN4 w - - centred");
    expect(notesOf(inner, "Nb1xc3i")).toEqual([
      "King captured on c3i. Pawns return: White a2, b2, c2, d2, e2, f2; Black a5, b5, c5, d5, e5, f5.",
    ]);
  });
});

describe("seed rule 8 / ruling 6: pawns promote to kings", () => {
  it("makes a pawn reaching the last rank by a step a king, written =K", () => {
    const state = position("k5/4P1/6/6/6/K5 w - - centred");
    expect(movesFrom(state, "e5")).toEqual(["e5-e6=K"]);
    const after = playAll(state, "e5-e6=K");
    expect(pieceOn(after, "e6")).toBe("K");
    expect(game.legalMoves(state).find((move) => move.text === "e5-e6=K")?.kind).toBe("promotion");
  });

  it("makes a pawn reaching the last rank by a capture a king", () => {
    const state = position("k4r/4P1/6/6/6/K5 w - - centred");
    expect(movesFrom(state, "e5")).toEqual(["e5-e6=K", "e5xf6=K"]);
  });

  it("promotes Black's pawns on rank 1", () => {
    const state = position("k5/6/6/6/3p2/K5 b - - centred");
    expect(movesFrom(state, "d2")).toEqual(["d2-d1=K"]);
  });

  it("refuses a promotion without =K, or to anything but a king", () => {
    const state = position("k5/4P1/6/6/6/K5 w - - centred");
    expect(refusal(state, "e5-e6").message).toBe("A pawn reaching the last rank becomes a king: write e5-e6=K.");
    expect(refusal(state, "e5-e6=Q").message).toBe("A pawn can only become a king: write e5-e6=K.");
    const notLast = position("k5/6/5P/6/6/K5 w - - centred");
    expect(refusal(notLast, "f4-f5=K").message).toBe("Only a pawn reaching the last rank promotes: write f4-f5.");
  });
});

describe("seed rule 9 / ruling 9: no king left, or no legal move, loses", () => {
  it("ends the game when a player's last king is captured", () => {
    const state = position("k5/6/6/6/6/R4K w - - centred");
    const after = playAll(state, "Ra1xa6");
    expect(game.outcome(after)).toEqual({ status: "win", winner: "white", reason: "no-kings" });
    expect(game.legalMoves(after)).toEqual([]);
    expect(refusal(after, "Kf1-f2").code).toBe("game_over");
  });

  it("plays on while a player has one king of two left", () => {
    const state = position("k4k/6/6/6/6/R4K w - - centred");
    expect(game.outcome(playAll(state, "Ra1xa6")).status).toBe("ongoing");
  });

  it("makes a player with no legal move lose", () => {
    // White's king is shut inside b3 by its own pawn outside, which Black's king inside b4
    // blocks; the pawn c2 is blocked by Black's pawn inside c3; the knight's b3i and c2 are taken.
    const state = position("6/6/1[k.]4/1[KP][p.]3/2P3/N5 w - - centred");
    expect(game.legalMoves(state)).toEqual([]);
    expect(game.outcome(state)).toEqual({ status: "win", winner: "black", reason: "no-legal-move" });
  });

  it("has no draw by the rules: a position with moves is ongoing, however bare", () => {
    expect(game.outcome(position("k5/6/6/6/6/K5 w - - centred")).status).toBe("ongoing");
  });
});

describe("seed rules 10 and 11: no castling, no en passant", () => {
  it("has no castling: kings only ever step one square", () => {
    const state = position("k5/6/6/6/6/R1K2R w - - centred");
    expect(movesFrom(state, "c1")).toEqual(["Kc1-b1", "Kc1-b2", "Kc1-c2", "Kc1-d1", "Kc1-d2"]);
    expect(refusal(state, "Kc1-a1").code).toBe("illegal_move");
  });

  it("has no en passant after a two-step", () => {
    // Black pawn f4; White's e2-e4i passes e3 beside it.
    const after = playAll(position("k5/6/5p/6/4P1/K5 w - - centred"), "e2-e4i");
    expect(movesFrom(after, "f4")).toEqual(["f4-f3"]);
    expect(refusal(after, "f4xe3i").message).toBe("A pawn moves diagonally only to capture, and e3i is empty.");
  });
});

describe("seed rule 12 / ruling 8: no exact reverse of one's own previous move", () => {
  const state = position("k5/6/6/6/6/R4K w - - centred");

  it("forbids moving straight back", () => {
    const after = playAll(state, "Ra1-a2", "Ka6-b6");
    expect(movesFrom(after, "a2")).not.toContain("Ra2-a1");
    expect(refusal(after, "Ra2-a1").message).toBe("You may not reverse your previous move (a1-a2).");
  });

  it("forbids the reverse even when it would capture", () => {
    // White's rook leaves a1; Black's rook steps into it; taking it back is still a reverse.
    const after = playAll(position("k5/6/6/6/6/Rr3K w - - centred"), "Ra1-a2", "Rb1-a1");
    expect(movesFrom(after, "a2")).not.toContain("Ra2xa1");
    expect(refusal(after, "Ra2xa1").message).toBe("You may not reverse your previous move (a1-a2).");
  });

  it("blocks only the immediately previous move", () => {
    const after = playAll(state, "Ra1-a2", "Ka6-b6", "Kf1-e1", "Kb6-c6");
    expect(movesFrom(after, "a2")).toContain("Ra2-a1");
  });

  it("ignores promotion: the new king may not step back to where the pawn came from", () => {
    const after = playAll(position("k5/4P1/6/6/6/K5 w - - centred"), "e5-e6=K", "Ka6-b6");
    expect(movesFrom(after, "e6")).not.toContain("Ke6-e5");
    expect(refusal(after, "Ke6-e5").message).toMatch(/reverse your previous move/);
  });

  it("loses the game when the banned reverse is the only move", () => {
    // As in the no-legal-move position, but White's knight came from c2: going back is banned.
    const state = position("6/6/1[k.]4/1[KP]4/6/N5 w c2-a1 - centred");
    expect(game.legalMoves(state)).toEqual([]);
    expect(game.outcome(state)).toEqual({ status: "win", winner: "black", reason: "no-legal-move" });
    expect(refusal(state, "Na1-c2").code).toBe("game_over");
    const free = position("6/6/1[k.]4/1[KP]4/6/N5 w - - centred");
    expect(moveTexts(free)).toEqual(["Na1-c2"]);
  });
});

describe("ruling 1: the centred dual block is the default, the printed one an option", () => {
  it("uses b3-e4 by default and c3-f4 with layout as-printed", () => {
    const inner = (layout?: string) =>
      game
        .view(start(layout))
        .cells.filter((cell) => cell.shape === "inner")
        .map((cell) => cell.id.slice(0, 2))
        .sort();
    expect(inner()).toEqual(["b3", "b4", "c3", "c4", "d3", "d4", "e3", "e4"]);
    expect(inner("as-printed")).toEqual(["c3", "c4", "d3", "d4", "e3", "e4", "f3", "f4"]);
    expect(game.options).toEqual({ layout: ["centred", "as-printed"] });
  });

  it("keeps the centred block, and not the printed one, under the half-turn that maps the setup onto itself", () => {
    const turn = (square: string) => String.fromCharCode(199 - square.charCodeAt(0)) + String(7 - Number(square[1]));
    const turned = (squares: readonly string[]) => squares.map(turn).sort();
    expect(turned(DUAL_SQUARES.centred)).toEqual([...DUAL_SQUARES.centred].sort());
    expect(turned(DUAL_SQUARES["as-printed"])).not.toEqual([...DUAL_SQUARES["as-printed"]].sort());
  });

  it("plays by the chosen layout", () => {
    expect(movesFrom(start("as-printed"), "f2")).toEqual(["f2-f3i", "f2-f4i"]);
    expect(movesFrom(start("as-printed"), "b2")).toEqual(["b2-b3", "b2-b4"]);
    expect(refusal(start("as-printed"), "b2-b3i").message).toBe("b3 is an ordinary square with a single field: write b3.");
  });

  it("accepts only the two layouts", () => {
    expect(resolveOptions(game, { layout: "sideways" }).ok).toBe(false);
    expect(game.setup({ layout: "sideways" }).ok).toBe(false);
    expect(resolveOptions(game, {})).toEqual({ ok: true, value: { layout: "centred" } });
  });
});

describe("ruling 2: the start position", () => {
  it("puts kings on c1, d1 and d6, c6, knights b1 and e6, bishops e1 and b6; White first", () => {
    const state = start();
    expect(["a1", "b1", "c1", "d1", "e1", "f1"].map((square) => pieceOn(state, square)).join("")).toBe("RNKKBR");
    expect(["a6", "b6", "c6", "d6", "e6", "f6"].map((square) => pieceOn(state, square)).join("")).toBe("rbkknr");
    expect(game.turn(state)).toBe("white");
  });

  it("is the same in the printed layout", () => {
    expect(game.makePosition(start("as-printed"))).toBe("rbkknr/pppppp/6/6/PPPPPP/RNKKBR w - - as-printed");
  });
});

describe("ruling 9: draws only by agreement", () => {
  it("never reports a draw from the rules", () => {
    // Kings alone shuffle forever; the outcome stays ongoing (agreement is the lifecycle's).
    let state = position("k5/6/6/6/6/K5 w - - centred");
    const triangle = ["Ka1-b1", "Ka6-b6", "Kb1-b2", "Kb6-b5", "Kb2-a1", "Kb5-a6"];
    for (const text of [...triangle, ...triangle, ...triangle]) state = playAll(state, text);
    expect(game.outcome(state).status).toBe("ongoing");
  });
});
