// Seeded random games of Ben39 with every invariant: pieces conserved between board and
// hands, line pieces only on intersections and square pieces only on squares of the
// board as it is, every listed move plays, a slip is refused with a reason, and the
// position text round-trips.
import { describe, expect, it } from "vitest";
import { ben39 } from "../../../src/engine/games/ben39/index.ts";
import { makeRandom, randomPlayout } from "../../../src/engine/random-playout.ts";

const SLIPS = (text: string): string[] => [text.replace(/\d+$/, "15"), `${text}x`, text.replace(/^[A-Z]/, "Q"), text.replace("@", "@o")];

describe("Ben39 random games", () => {
  for (const seed of [1, 2, 3, 4]) {
    it(`seed ${seed}: conserved, on the right layer, texts round-trip, slips refused`, () => {
      const start = ben39.setup();
      if (!start.ok) throw new Error(start.error.message);
      const random = makeRandom(seed);
      const { states, moves } = randomPlayout(ben39, start.value, random, { plies: 120 });
      const kinds = new Set<string>();
      states.forEach((state, i) => {
        const text = ben39.makePosition(state);
        const parsed = ben39.parsePosition(text);
        expect(parsed.ok && ben39.makePosition(parsed.value)).toBe(text);
        if (i > 0) expect(ben39.checkStep?.(states[i - 1], state), `ply ${i}: ${moves[i - 1]}`).toBeUndefined();
        const legal = new Set(ben39.legalMoves(state).map((move) => move.text));
        for (const slip of SLIPS(moves[i] ?? "")) {
          if (legal.has(slip) || moves[i] === undefined) continue;
          const refused = ben39.play(state, slip);
          expect(refused.ok).toBe(false);
          if (!refused.ok) expect(refused.error.message.length).toBeGreaterThan(10);
        }
      });
      for (const move of ben39.legalMoves(start.value)) kinds.add(move.kind);
      expect(moves.length).toBeGreaterThan(20);
    });
  }

  it("a move played on a position whose moves were never listed is accepted or refused exactly as the list says", () => {
    // play() writes out only the text's family of moves (drops, a square's moves, the
    // pieces' moves: move-family.ts) unless the position's moves were listed
    const start = ben39.setup();
    if (!start.ok) throw new Error(start.error.message);
    const random = makeRandom(31);
    const { states } = randomPlayout(ben39, start.value, random, { plies: 80 });
    const problems: string[] = [];
    // every third position: each plays all its moves twice, and the opening has 324
    for (const state of states.filter((_, ply) => ply % 3 === 0)) {
      const position = ben39.makePosition(state);
      const fresh = () => {
        const parsed = ben39.parsePosition(position);
        if (!parsed.ok) throw new Error(parsed.error.message);
        return parsed.value;
      };
      const moves = ben39.legalMoves(state);
      const texts = new Set(moves.map((move) => move.text));
      // every listed text, a slip of each, and texts of every family that are no move here
      const tries = [...new Set([...texts, ...moves.flatMap((move) => SLIPS(move.text)), "#d4-d5", "P@a1", "Wa1:b2", "Zc3+", "Ra1-a9"])];
      for (const text of tries) {
        const unlisted = ben39.play(fresh(), text);
        const listed = ben39.play(state, text);
        const where = `${position}: "${text}"`;
        if (unlisted.ok !== texts.has(text) || listed.ok !== texts.has(text)) problems.push(`${where} accepted ${unlisted.ok}, listed ${texts.has(text)}`);
        else if (unlisted.ok && listed.ok) {
          if (JSON.stringify(unlisted.value.move) !== JSON.stringify(listed.value.move)) problems.push(`${where} is another move`);
          if (ben39.makePosition(unlisted.value.state) !== ben39.makePosition(listed.value.state)) problems.push(`${where} leads elsewhere`);
        } else if (!unlisted.ok && !listed.ok && unlisted.error.message !== listed.error.message) problems.push(`${where} refused for another reason`);
      }
    }
    expect(problems).toEqual([]);
  });
});
