/** A file of several records split into its games (src/engine/multi-record.ts): the study's import reads exports and databases with it. */
import { describe, expect, it } from "vitest";
import { MAX_RECORDS, splitRecords } from "../../../src/engine/multi-record.ts";

const games = (text: string) => {
  const split = splitRecords(text);
  if (!split.ok) throw new Error(split.error.message);
  return split.value;
};

describe("splitRecords", () => {
  it("splits at each game's tags, and after a result and a blank line when a game has no tags", () => {
    const a = '[Variant "the-pit"]\n[Event "A"]\n\n1. a2-a3 *';
    const b = '[Variant "ben39"]\n\n*';
    expect(games(`${a}\n\n${b}\n`)).toEqual([a, b]);
    expect(games(`${a}\n${b}`)).toEqual([a, b]);
    expect(games("1. a2-a3 *\n\n1. b2-b3 1-0\n")).toEqual(["1. a2-a3 *", "1. b2-b3 1-0"]);
  });

  it("keeps a game whole across blank lines in its moves and comments, and a [ inside a comment", () => {
    const game = '[Variant "the-pit"]\n\n1. a2-a3 {A note\n\n[%cal Ga1a2]\n[not a tag} \n\n1... a9-a8 ; a line comment [\n*';
    expect(games(`${game}\n\n${game}`)).toEqual([game, game]);
  });

  it(`refuses an empty file and more than ${MAX_RECORDS} games`, () => {
    expect(splitRecords("  \n\n").ok).toBe(false);
    expect(splitRecords('[Variant "ben39"]\n\n*\n\n'.repeat(MAX_RECORDS)).ok).toBe(true);
    const over = splitRecords('[Variant "ben39"]\n\n*\n\n'.repeat(MAX_RECORDS + 1));
    expect(over.ok || over.error.message).toContain(`more than ${MAX_RECORDS} games`);
  });
});
