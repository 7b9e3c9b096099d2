import { describe, expect, it } from "vitest";
import { build, game, playAll, position, START } from "./helpers.ts";

describe("position text", () => {
  it("writes the start as the empty board, White to enter the first man", () => {
    const start = game.setup();
    expect(start.ok && game.makePosition(start.value)).toBe(START);
  });

  it("round-trips stacks, pillars, reserves, men out, stage and the man entered last", () => {
    for (const text of [
      START,
      "*6*/8/8/8/3w4/8/8/*6* r e:d4 0,0 0,0",
      "*1w2rw*/r1r3rw/w2w4/3r2wr/wwr1r3/r3w2r/3w1r1w/*wr2w1* r e:d2 0,0 0,0",
      "*(rw)5*/8/2(rww)1R3/3w4/W7/8/8/*5(wwwwwwwr)* r m 3,0 1,12",
      "*RWRWRW*/RWRWRWRW/8/8/8/8/8/*6* w m 0,0 0,0",
    ]) {
      expect(game.makePosition(position(text))).toBe(text);
    }
  });

  it("follows a game: the entering stage names the last man, the movement stage does not", () => {
    const state = playAll(position(START), "d4", "d5,b7");
    expect(game.makePosition(state)).toBe("*6*/1r6/8/3r4/3w4/8/8/*6* w e:b7 0,0 0,0");
  });

  it("accepts spaces around the text", () => {
    expect(game.makePosition(position(`  ${START}\n`))).toBe(START);
  });

  it("refuses malformed texts with a reason", () => {
    const cases: [string, RegExp][] = [
      ["*6*/8/8/8/8/8/8/*6* w e:-", /5 fields/],
      ["*6*/8/8/8/8/8/*6* w e:- 0,0 0,0", /8 ranks/],
      ["8/8/8/8/8/8/8/*6* w e:- 0,0 0,0", /corners .* must be written "\*"/],
      ["*6*/8/8/*6*/8/8/8/*6* w m 0,0 0,0", /a5 is a square/],
      ["*6*/9/8/8/8/8/8/*6* w m 0,0 0,0", /unknown sign/],
      ["*6*/44/8/8/8/8/8/*6* w m 0,0 0,0", /two digits in a row/],
      ["*6*/7ww/8/8/8/8/8/*6* w m 0,0 0,0", /longer than 8/],
      ["*6*/7/8/8/8/8/8/*6* w m 0,0 0,0", /7 squares instead of 8/],
      // one spelling per position: no parentheses around a single man, no padded counts
      ["*6*/8/8/8/3(w)4/8/8/*6* r e:d4 0,0 0,0", /single man is written without parentheses/],
      ["*6*/8/8/8/3w4/8/8/*6* r e:d4 00,0 0,0", /two numbers/],
      ["*6*/8/8/8/3x4/8/8/*6* w m 0,0 0,0", /unknown sign/],
      ["*6*/8/8/8/3()4/8/8/*6* w m 0,0 0,0", /unknown sign/],
      ["*6*/8/8/8/8/8/8/*6* b e:- 0,0 0,0", /"w" or "r"/],
      ["*6*/8/8/8/8/8/8/*6* w x 0,0 0,0", /stage/],
      ["*6*/8/8/8/8/8/8/*6* w e:z9 0,0 0,0", /not a square/],
      ["*6*/8/8/8/8/8/8/*6* w m 0 0,0", /two numbers/],
      ["*6*/8/8/8/8/8/8/*6* w m 0,0 -1,0", /two numbers/],
      ["*6*/8/8/8/3(ww)4/8/8/*6* r e:d4 0,0 0,0", /no stacks of several men/],
      ["*6*/8/8/8/3wW3/8/8/*6* r e:d4 0,0 0,0", /no pillars/],
      ["*6*/8/8/8/3w4/8/8/*6* r e:d4 1,0 0,0", /no reserves/],
      ["*6*/8/8/8/3w4/8/8/*6* w e:- 0,0 0,0", /empty board/],
      ["*6*/8/8/8/8/8/8/*6* r e:- 0,0 0,0", /White to move/],
      ["*6*/8/8/8/3w4/8/8/*6* w e:d4 0,0 0,0", /not to move/],
      ["*6*/8/8/8/3r4/8/8/*6* r e:c4 0,0 0,0", /not to move/],
      ["*6*/8/8/8/8/8/rr6/*wr4* r e:b1 0,0 0,0", /no vacant neighbour/],
    ];
    for (const [text, why] of cases) {
      const parsed = game.parsePosition(text);
      expect(parsed.ok, text).toBe(false);
      if (!parsed.ok) {
        expect(parsed.error.code).toBe("malformed_position");
        expect(parsed.error.message, text).toMatch(why);
      }
    }
  });

  it("setup takes no options", () => {
    const setup = game.setup({ layout: "as-printed" });
    expect(setup.ok).toBe(false);
    if (!setup.ok) expect(setup.error.code).toBe("bad_options");
    expect(game.options).toEqual({});
  });

  it("a state built from a position plays like the same state reached in play", () => {
    const played = playAll(build({ d4: "w", e5: "r" }), "d4-d5");
    expect(game.legalMoves(position(game.makePosition(played))).map((m) => m.text)).toEqual(
      game.legalMoves(played).map((m) => m.text),
    );
  });
});
