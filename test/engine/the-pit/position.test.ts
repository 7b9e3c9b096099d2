/** The position text (ruling 6): FEN with `*` for each pit square. */
import { describe, expect, it } from "vitest";
import { thePit } from "../../../src/engine/games/the-pit/index.ts";
import { at, board, play } from "./helpers.ts";

const START = "rchsqkshcr/pppppppppp/10/3****3/3****3/3****3/3****3/10/PPPPPPPPPP/RCHSQKSHCR w - - 0 1";

function refused(text: string): string {
  const parsed = thePit.parsePosition(text);
  expect(parsed.ok, text).toBe(false);
  if (parsed.ok) return "";
  expect(parsed.error.code).toBe("malformed_position");
  return parsed.error.message;
}

describe("position text", () => {
  it("round-trips the start and positions after moves", () => {
    expect(thePit.makePosition(at(START))).toBe(START);
    const later = play(at(START), "c2-c4", "h9-h7", "Sd1-i6", "h7-h6");
    const text = thePit.makePosition(later);
    expect(text).toBe("rchsqkshcr/ppppppp1pp/10/3****3/3****pS1/3****3/2P****3/10/PP1PPPPPPP/RCH1QKSHCR w - - 0 3");
    expect(thePit.makePosition(at(text))).toBe(text);
  });

  it("fills in the fields after the board when they are left out", () => {
    expect(thePit.makePosition(at("rchsqkshcr/pppppppppp/10/3****3/3****3/3****3/3****3/10/PPPPPPPPPP/RCHSQKSHCR"))).toBe(START);
    expect(thePit.makePosition(at(`${START.split(" ")[0]} b`))).toBe(`${START.split(" ")[0]} b - - 0 1`);
  });

  it("keeps an en passant square only when the capture is legal", () => {
    expect(thePit.makePosition(at(board("Kj1 pb4 Pc4 kj10", "b - c3 0 1")))).toBe(board("Kj1 pb4 Pc4 kj10", "b - c3 0 1"));
    // No black pawn beside c4: the square is well formed but gives no capture, so it is dropped.
    expect(thePit.makePosition(at(board("Kj1 Pc4 kj10", "b - c3 0 1")))).toBe(board("Kj1 Pc4 kj10", "b - - 0 1"));
  });

  it("refuses a board of the wrong shape", () => {
    expect(refused("")).toMatch(/at most five more fields/);
    expect(refused("10/10/10 w - - 0 1")).toBe('The board needs 10 ranks separated by "/", not 3.');
    expect(refused(START.replace("pppppppppp", "ppppppppppp"))).toBe("Rank 9 does not have exactly 10 squares.");
    expect(refused(START.replace("pppppppppp", "ppppppppp"))).toBe("Rank 9 does not have exactly 10 squares.");
    expect(refused(START.replace("/10/P", "/0/P"))).toBe("Rank 3 does not have exactly 10 squares.");
    expect(refused(START.replace("3****3/3****3/3****3/3****3", "3****3/3****3/3****3/10"))).toBe('Rank 4: d4 is in the pit and must be written "*".');
    expect(refused(START.replace("/10/P", "/*9/P"))).toBe('Rank 3: a3 is not in the pit, so it cannot be written "*".');
    expect(refused(START.replace("3****3/3****3/3****3/3****3", "3****3/3****3/3****3/2N****3"))).toBe('Rank 4: "N" is not a piece letter (K Q R H C S P, lower case for Black).');
  });

  it("refuses positions that cannot arise", () => {
    expect(refused(board("Ka1 Kb1 kj10"))).toBe("White must have exactly one king, not 2.");
    expect(refused(board("Ka1 Rb1"))).toBe("Black must have exactly one king, not 0.");
    expect(refused(board("Ka1 Pb1 kj10"))).toBe("A pawn cannot stand on b1: pawns never stand on the first or last rank.");
    expect(refused(board("Ka1 pb10 kj10"))).toBe("A pawn cannot stand on b10: pawns never stand on the first or last rank.");
    expect(refused(board("Ka1 Rj2 kj10"))).toBe("Black is in check but it is White's turn.");
  });

  it("refuses bad side, castling, en passant and clock fields", () => {
    expect(refused(board("Ka1 kj10", "x - - 0 1"))).toBe('The side to move must be "w" or "b", not "x".');
    expect(refused(board("Ka1 kj10", "w KQkq - 0 1"))).toBe('There is no castling in The Pit: the castling field must be "-".');
    expect(refused(board("Ka1 kj10", "w - e5 0 1"))).toBe('The en passant square "e5" does not follow a two-step advance by Black.');
    expect(refused(board("Ka1 kj10", "b - c3 0 1"))).toBe('The en passant square "c3" does not follow a two-step advance by White.');
    expect(refused(board("Ka1 Pc4 Pc2 kj10", "b - c3 0 1"))).toMatch(/does not follow a two-step advance/);
    expect(refused(board("Ka1 kj10", "w - - -1 1"))).toBe('The halfmove clock "-1" is not a whole number from 0 to 100.');
    expect(refused(board("Ka1 kj10", "w - - 0 0"))).toBe('The move number "0" is not a whole number from 1 to 999999999999999.');
    expect(refused(`${board("Ka1 kj10")} extra`)).toMatch(/at most five more fields/);
  });
});
