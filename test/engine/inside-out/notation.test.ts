/** Ruling 10: move texts, their refusals, and the Move structure the UI builds moves from. */
import { describe, expect, it } from "vitest";
import { game, moveTexts, position, refusal, start } from "./helpers.ts";

describe("ruling 10: notation", () => {
  it("writes the ruling's examples", () => {
    expect(moveTexts(position("k5/6/6/6/6/R4K w - - centred"))).toContain("Ra1-a5");
    expect(moveTexts(position("k5/6/6/p5/6/KN4 w - - centred"))).toContain("Nb1xa3");
    expect(moveTexts(start())).toContain("Nb1-c3i");
    expect(moveTexts(position("k5/6/6/2[N.]3/6/K5 w - - centred"))).toContain("Nc3i-c3o");
    expect(moveTexts(position("k5/6/6/2N3/6/K5 w - - centred"))).toContain("Nc3o-a4");
    expect(moveTexts(position("k5/6/6/1[Pp]4/6/K5 w - - centred"))).toContain("b3ixb3o");
    expect(moveTexts(position("k5/6/6/1[p.]4/2P3/K5 w - - centred"))).toContain("c2xb3i");
    expect(moveTexts(position("5k/P5/6/6/6/K5 w - - centred"))).toContain("a5-a6=K");
  });

  it("refuses a bare dual square and says to write the field", () => {
    const error = refusal(start(), "Nb1-c3");
    expect(error).toMatchObject({ code: "malformed_move", message: "c3 is a dual square: write the field, c3i (inner) or c3o (outer)." });
    expect(refusal(position("k5/6/6/2[N.]3/6/K5 w - - centred"), "Nc3-c3o").code).toBe("malformed_move");
  });

  it("refuses a field suffix on an ordinary square, and squares off the board", () => {
    expect(refusal(start(), "Nb1-a3i")).toMatchObject({ code: "malformed_move", message: "a3 is an ordinary square with a single field: write a3." });
    expect(refusal(start(), "Nb1-g7").message).toBe("g7 is not on the board (a1 to f6).");
  });

  it("refuses texts that are not moves", () => {
    for (const text of ["", "Nc3i", "b1c3i", "N b1-c3i", "nb1-c3i", "Nb1--c3i", "O-O"]) {
      expect(refusal(start(), text).code, text).toBe("malformed_move");
    }
  });

  it("writes x exactly when the field moved to holds an enemy", () => {
    const state = position("k5/6/6/2[pr]3/6/KN4 w - - centred");
    expect(refusal(state, "Nb1-c3i").message).toBe("c3i holds a Black pawn: write the capture as Nb1xc3i.");
    expect(refusal(start(), "Nb1xc3i").message).toBe("c3i holds no enemy: write Nb1-c3i, with - not x.");
    // An enemy on the outer field is not on the field moved to: no x.
    expect(moveTexts(position("k5/6/6/2r3/6/KN4 w - - centred"))).toContain("Nb1-c3i");
  });

  it("writes pawns without a letter and every other piece with its own", () => {
    expect(refusal(start(), "Pa2-a3").message).toBe("Pawns are written without a letter, e.g. b2-b4.");
    expect(refusal(start(), "b1-c3i").message).toBe("Write the piece letter: the piece on b1 is a knight (N).");
    expect(refusal(start(), "Bb1-c3i")).toMatchObject({ code: "illegal_move", message: "The piece on b1 is a knight (N), not B." });
  });

  it("names the empty field and the opponent's piece", () => {
    expect(refusal(start(), "a3-a4").message).toBe("There is no piece on a3.");
    expect(refusal(start(), "a5-a4").message).toBe("The piece on a5 is Black's; it is White's turn.");
  });

  it("gives each move a path of field ids and a kind", () => {
    const moves = game.legalMoves(position("5k/P5/6/2[pr]3/6/KN4 w - - centred"));
    const find = (text: string) => moves.find((move) => move.text === text);
    expect(find("Nb1xc3i")).toEqual({ text: "Nb1xc3i", path: ["b1", "c3i"], kind: "capture" });
    expect(find("Nb1-a3")).toEqual({ text: "Nb1-a3", path: ["b1", "a3"], kind: "move" });
    expect(find("a5-a6=K")).toEqual({ text: "a5-a6=K", path: ["a5", "a6"], kind: "promotion" });
    expect(game.legalMoves(position("k5/6/6/2[Nr]3/6/K5 w - - centred")).find((m) => m.path[0] === "c3i")).toEqual({
      text: "Nc3ixc3o",
      path: ["c3i", "c3o"],
      kind: "capture",
    });
  });

  it("gives the canonical text back from play", () => {
    const played = game.play(start(), " Nb1-c3i ");
    expect(played.ok && played.value.move.text).toBe("Nb1-c3i");
  });
});
