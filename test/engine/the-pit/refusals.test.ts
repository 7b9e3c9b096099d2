/** Refused moves: a stable code and a reason in a player's words, and the state untouched. */
import { describe, expect, it } from "vitest";
import { thePit } from "../../../src/engine/games/the-pit/index.ts";
import { at, board, play, refusal } from "./helpers.ts";

const start = at("rchsqkshcr/pppppppppp/10/3****3/3****3/3****3/3****3/10/PPPPPPPPPP/RCHSQKSHCR w - - 0 1");

describe("refusals", () => {
  it("text that is not notation is malformed", () => {
    for (const text of ["", "hello", "a2a4", "A2-A4", "a2-a4=", "e4", "Hc1xc7+", "a2 - a4", "0-0", "a2-a4=q"]) {
      expect(refusal(start, text).code, text).toBe("malformed_move");
    }
    expect(refusal(start, "zz").message).toBe('"zz" is not a move: write it in long algebraic notation, like a2-a4, Hc1xc7 or a9-a10=S.');
    expect(refusal(start, "k2-k3")).toMatchObject({ code: "malformed_move", message: "There is no square k2 on the board." });
    expect(refusal(start, "a2-a11")).toMatchObject({ code: "malformed_move", message: "There is no square a11 on the board." });
  });

  it("names an empty square, a pit square and the wrong side's piece", () => {
    expect(refusal(start, "d3-d2")).toMatchObject({ code: "illegal_move", message: "There is no piece on d3." });
    expect(refusal(start, "e5-e3").message).toBe("There is no piece on e5: it is in the pit.");
    expect(refusal(start, "a9-a8").message).toBe("It is White's turn.");
    expect(refusal(play(start, "a2-a3"), "b2-b3").message).toBe("It is Black's turn.");
  });

  it("checks the piece letter against the piece", () => {
    expect(refusal(start, "Pa2-a3").message).toBe("The piece on a2 is a pawn: pawn moves are written without a letter.");
    expect(refusal(start, "b1-a3").message).toBe("The piece on b1 is a Cavalier: write its letter, C.");
    expect(refusal(start, "Nb1-a3").message).toBe('The piece on b1 is a Cavalier, not a "N".');
    expect(refusal(start, "Hb1-a3").message).toBe("The piece on b1 is a Cavalier, not a Hero.");
  });

  it("says why a piece cannot go there", () => {
    expect(refusal(start, "Hc1-c7").message).toBe("The Hero on c1 cannot reach c7.");
    expect(refusal(start, "Hc1-c2").message).toBe("Your own pawn stands on c2.");
    expect(refusal(start, "Sd1-d6").message).toBe("Nothing may enter the pit.");
    expect(refusal(start, "a2-a2").message).toBe("A move must leave its square.");
    expect(refusal(at(board("Rc5 Ka1 kj10")), "Rc5-h5").message).toBe("The Rook on c5 cannot slide across the pit.");
    expect(refusal(at(board("Cc3 Ka1 kj10")), "Cc3-h8").message).toBe("The Cavalier on c3 cannot slide across the pit.");
    expect(refusal(at(board("Sc3 Ka1 kj10")), "Sc3-g3").message).toBe("The Sorceror on c3 cannot reach g3.");
  });

  it("blames the pit only for lines the piece slides along", () => {
    const position = at("9k/10/10/3****3/3****3/1QC****3/3****3/2H7/2R7/K9 w - - 0 1");
    expect(refusal(position, "Hc3-h8").message).toBe("The Hero on c3 cannot reach h8."); // a Hero has no diagonal
    expect(refusal(position, "Rc2-i8").message).toBe("The Rook on c2 cannot reach i8."); // not a line at all
    expect(refusal(position, "Cc5-h5").message).toBe("The Cavalier on c5 cannot reach h5."); // a Cavalier has no rank move
    expect(refusal(at("9k/10/10/3****3/3****3/2R****H2/3****3/10/10/K9 w - - 0 1"), "Rc5-h5").message).toBe(
      "The Rook on c5 cannot slide across the pit.",
    );
  });

  it("explains a pawn's diagonal step onto an empty square, en passant included", () => {
    // b7 is pinned to a8 by the Cavalier on c6, so c9-c7 leaves no legal en passant
    const pinned = play(at("9k/2p7/K9/1P1****3/2c****3/3****3/3****3/10/10/10 b - - 0 1"), "c9-c7");
    expect(refusal(pinned, "b7xc8").message).toMatch(/^A pawn moves diagonally only to capture, and there is nothing to capture on c8 \(en passant/);
  });

  it("refuses a move that leaves the king attacked", () => {
    expect(refusal(at(board("Kc1 Rc3 rc9 kj10")), "Rc3-b3")).toMatchObject({ code: "illegal_move", message: "Your king would be in check." });
  });

  it("leaves the state as it was", () => {
    const before = thePit.makePosition(start);
    for (const text of ["hello", "Hc1-c7", "e5-e3", "a9-a8"]) thePit.play(start, text);
    expect(thePit.makePosition(start)).toBe(before);
    expect(thePit.legalMoves(start)).toHaveLength(26);
  });

  it("refuses every move once the game is over, with the reason", () => {
    const mated = at(board("Ka1 qb2 kc3"));
    expect(thePit.play(mated, "Ka1xb2")).toEqual({ ok: false, error: { code: "game_over", message: "The game is over. Checkmate: Black wins." } });
    const gibberish = thePit.play(mated, "hello");
    expect(!gibberish.ok && gibberish.error.code).toBe("game_over");
  });

  it("takes no options", () => {
    expect(thePit.setup({ speed: "fast" })).toEqual({ ok: false, error: { code: "bad_options", message: 'The Pit has no options (got "speed").' } });
    expect(thePit.options).toEqual({});
  });
});
