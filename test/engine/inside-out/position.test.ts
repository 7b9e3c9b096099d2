/** The position text: its parts, its round trip, and what it refuses. */
import { describe, expect, it } from "vitest";
import { game, moveTexts, pieceOn, playAll, position, start } from "./helpers.ts";

const parse = (text: string) => game.parsePosition(text);

describe("position text", () => {
  it("writes the start as plain FEN ranks, side, both previous moves and the layout", () => {
    expect(game.makePosition(start())).toBe("rbkknr/pppppp/6/6/PPPPPP/RNKKBR w - - centred");
  });

  it("writes a dual square with a piece inside as [inner outer]", () => {
    const state = playAll(start(), "Nb1-c3i", "b5-b3i", "a2-a3", "b3i-b3o");
    expect(game.makePosition(state)).toBe("rbkknr/p1pppp/6/Pp[N.]3/1PPPPP/R1KKBR w a2-a3 b3i-b3o centred");
    expect(pieceOn(state, "b3o")).toBe("p");
    expect(pieceOn(state, "c3i")).toBe("N");
  });

  it("round-trips both fields, the previous moves and the layout", () => {
    for (const text of [
      "1bk2r/r1ppk1/p[pB]1[n.]2/N2[P.][P.]p/PPP1P1/R1KK1R w b4i-b4o b5-b4i centred",
      "2rknr/pk1ppp/P1[P.]1[N.][R.]/b2[P.][K.]1/1P2P1/R3K1 b d2-e4i c5-a3 as-printed",
      "k5/6/6/6/6/K5 b a2-a1 - centred",
    ]) {
      expect(game.makePosition(position(text))).toBe(text);
    }
  });

  it("keeps the previous moves, so the reverse rule survives a round trip", () => {
    const state = playAll(position("k5/6/6/6/6/R4K w - - centred"), "Ra1-a2", "Ka6-b6");
    const again = position(game.makePosition(state));
    expect(moveTexts(again)).toEqual(moveTexts(state));
    expect(moveTexts(again)).not.toContain("Ra2-a1");
  });

  it("reads the other spellings of empty fields and writes them canonically", () => {
    expect(game.makePosition(position("k5/6/6/1[..][.p]3/6/K5 w - - centred"))).toBe("k5/6/6/2p3/6/K5 w - - centred");
    expect(game.makePosition(position("k32/6/6/6/6/K5 w - - centred"))).toBe("k5/6/6/6/6/K5 w - - centred");
  });

  it("refuses malformed texts with a reason", () => {
    const cases: [string, RegExp][] = [
      ["rbkknr/pppppp/6/6/PPPPPP/RNKKBR w - -", /five parts/],
      ["rbkknr/pppppp/6/6/PPPPPP/RNKKBR w - - sideways", /layout must be one of/],
      ["rbkknr/pppppp/6/6/PPPPPP w - - centred", /6 ranks/],
      ["rbkknr/ppppp/6/6/PPPPPP/RNKKBR w - - centred", /rank 5 has 5 squares/],
      ["rbkknr/ppppppp/6/6/PPPPPP/RNKKBR w - - centred", /rank 5 has more than 6/],
      ["rbkknq/pppppp/6/6/PPPPPP/RNKKBR w - - centred", /"q" is not a piece letter/],
      ["rbkknr/pppppp/6/[N.]5/PPPPPP/RNKKBR w - - centred", /a3 is not a dual square in the centred layout/],
      ["rbkknr/pppppp/6/1[N.]4/PPPPPP/RNKKBR w - - as-printed", /b3 is not a dual square in the as-printed layout/],
      ["rbkknr/pppppp/6/1[Nx]4/PPPPPP/RNKKBR w - - centred", /unknown piece/],
      ["rbkknr/pppppp/6/1[N4/PPPPPP/RNKKBR w - - centred", /written \[IO\]/],
      ["Pbkknr/pppppp/6/6/PPPPPP/RNKKBR w - - centred", /pawn cannot stand on a6/],
      ["rbkknr/pppppp/6/6/PPPPPP/pNKKBR w - - centred", /pawn cannot stand on a1/],
      ["r4r/6/6/6/6/R4R w - - centred", /At least one side must have a king/],
      ["rbkknr/pppppp/6/6/PPPPPP/RNKKBR x - - centred", /"w" or "b"/],
      ["rbkknr/pppppp/6/6/PPPPPP/RNKKBR w b1c3i - centred", /should look like b1-c3i/],
      ["rbkknr/pppppp/6/6/PPPPPP/RNKKBR w b1-c3 - centred", /write the field/],
      ["rbkknr/pppppp/6/6/PPPPPP/RNKKBR w - a5-a5 centred", /does not move/],
    ];
    for (const [text, reason] of cases) {
      const parsed = parse(text);
      expect(parsed.ok, text).toBe(false);
      if (!parsed.ok) {
        expect(parsed.error.code).toBe("malformed_position");
        expect(parsed.error.message, text).toMatch(reason);
      }
    }
  });
});
