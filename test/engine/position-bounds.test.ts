// Every count a position text holds is bounded by what the game holds (issue 19 item 8):
// a count read past it would be a state no game reaches, or a number that does not write
// back (400 nines read as Infinity, written as "Infinity"). And every text a game writes
// reads back to the same text.
import { describe, expect, it } from "vitest";
import { resolveOptions } from "../../src/engine/options.ts";
import { makeRandom, randomPlayout } from "../../src/engine/random-playout.ts";
import { getGame, listGames } from "../../src/engine/registry.ts";
import { makeStateText, parseStateText } from "../../src/engine/state-text.ts";
import type { AnyGame } from "../../src/engine/types.ts";

const NINES = "9".repeat(400);

function game(id: string): AnyGame {
  const found = getGame(id);
  if (!found) throw new Error(`no game ${id}`);
  return found;
}

function refusal(id: string, text: string, read: "position" | "state" = "position"): string {
  const g = game(id);
  const parsed = read === "position" ? g.parsePosition(text) : parseStateText(g, text);
  expect(parsed.ok, text.slice(0, 120)).toBe(false);
  if (parsed.ok) return "";
  expect(parsed.error.code).toBe("malformed_position");
  return parsed.error.message;
}

function startOf(g: AnyGame): unknown {
  const options = resolveOptions(g, {});
  if (!options.ok) throw new Error(options.error.message);
  const start = g.setup(options.value);
  if (!start.ok) throw new Error(start.error.message);
  return start.value;
}

function startText(id: string): string {
  return game(id).makePosition(startOf(game(id)));
}

describe("position texts refuse counts beyond what the game holds", () => {
  it("ben39: a hand of X and 400 nines, or more chad rooks than the game's ten", () => {
    const [placement, turn, squares, white, black] = startText("ben39").split(" ");
    expect(refusal("ben39", [placement, turn, squares, `X${NINES}`, black].join(" "))).toMatch(/hold Infinity of the chad rook kind \(X\); a game has 10 at most/);
    expect(refusal("ben39", [placement, turn, squares, "X6I1W2Z2C2", black].join(" "))).toBe("The board and the hands hold 11 of the chad rook kind (X); a game has 10 at most.");
    // a hand that only moves the start's pieces around is still read
    expect(game("ben39").parsePosition([placement, turn, squares, "X10I1W2Z2C2", "I1W2Z2C2"].join(" ")).ok).toBe(true);
    expect(white).toBe("X5I1W2Z2C2");
  });

  it("in-the-bin: a bin count past the kind's pieces, and a checkpoint's move number or history past the game", () => {
    const start = startText("in-the-bin");
    expect(refusal("in-the-bin", start.replace("W10", `W${NINES}`))).toMatch(/not a count of at least 1/);
    expect(refusal("in-the-bin", start.replace("W10", "W11"))).toMatch(/hold 11 of the .* kind; a game has exactly 10/);
    const [position, , bins, boards] = makeStateText(game("in-the-bin"), startOf(game("in-the-bin"))).split(" | ");
    expect(refusal("in-the-bin", [position, `${NINES} -`, bins, boards].join(" | "), "state")).toMatch(/not an In The Bin state text/);
    expect(refusal("in-the-bin", [position, "3 w", bins, boards.replace(/=\d+/, "=4")].join(" | "), "state")).toMatch(/not an In The Bin state text/);
  });

  it("pit-of-pillars: more men in reserve, out and on the board than its 60 squares could ever have entered", () => {
    const movement = "*6*/8/8/3(wr)4/8/8/8/*6* w m 0,0 0,0";
    expect(game("pit-of-pillars").parsePosition(movement).ok).toBe(true);
    expect(refusal("pit-of-pillars", movement.replace("0,0 0,0", "30,29 0,0"))).toBe(
      "The board, the reserves and the men out hold 61 men; a game has at most 60, one entered on each square.",
    );
    expect(refusal("pit-of-pillars", movement.replace("(wr)", `(${"w".repeat(61)})`))).toMatch(/hold 61 men/);
    expect(refusal("pit-of-pillars", movement.replace("0,0 0,0", `${NINES},0 0,0`))).toMatch(/two numbers/);
  });

  it("the-pit: a halfmove clock past the fifty-move rule, and a move number that would not read back", () => {
    const start = startText("the-pit");
    expect(refusal("the-pit", start.replace(/ 0 1$/, " 101 1"))).toBe('The halfmove clock "101" is not a whole number from 0 to 100.');
    expect(refusal("the-pit", start.replace(/ 0 1$/, ` 0 ${NINES}`))).toMatch(/The move number "9{20}.*" is not a whole number from 1 to 999999999999999\./);
    expect(refusal("the-pit", start.replace(/ 0 1$/, " 0 9007199254740993"))).toMatch(/not a whole number from 1 to/);
    const longest = start.replace(/ 0 1$/, " 100 999999999999999");
    expect(game("the-pit").makePosition((game("the-pit").parsePosition(longest) as { value: unknown }).value)).toBe(longest);
  });

  it("inside-out: its only counts, runs of empty squares, stop at the rank's six squares", () => {
    const start = startText("inside-out");
    expect(refusal("inside-out", start.replace("/6/", "/7/"))).toMatch(/not a piece letter|squares/);
    expect(refusal("inside-out", start.replace("/6/", `/${NINES}/`))).toMatch(/not a piece letter|more than 6 squares/);
  });
});

describe("every position text a game writes reads back", () => {
  for (const g of listGames()) {
    it(`${g.id}: position and state texts of seeded playouts read back to the same text`, () => {
      for (let seed = 11; seed <= 16; seed++) {
        const { states } = randomPlayout(g, startOf(g), makeRandom(seed), { plies: 200 });
        for (const state of states) {
          for (const [make, parse] of [
            [(s: unknown) => g.makePosition(s), (t: string) => g.parsePosition(t)],
            [(s: unknown) => makeStateText(g, s), (t: string) => parseStateText(g, t)],
          ] as const) {
            const text = make(state);
            const read = parse(text);
            if (!read.ok) throw new Error(`${g.id} seed ${seed}: ${read.error.message}\n${text}`);
            expect(make(read.value)).toBe(text);
          }
        }
      }
    });
  }
});
