// Annotated records (issue 23, item 4): comments, variations, marks and commands survive
// import and export, for every game, and every move of every line is checked.
import { describe, expect, it } from "vitest";
import { MAX_COMMENTS, MAX_RECORD_CHARS, MAX_VARIATION_DEPTH, parseMoveText } from "../../src/engine/annotated-record.ts";
import { MAX_ANNOTATED_MOVES } from "../../src/engine/annotated-tree.ts";
import { importRecord } from "../../src/engine/import-record.ts";
import { nodeOf, ROOT, type VariationTree } from "../../src/engine/variations.ts";
import { readWithinBudget } from "../fuzz/corpus.ts";
import { listFixtures, readFixture } from "./fixture-files.ts";

function imported(text: string) {
  const result = importRecord(text);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

function refusal(text: string): string {
  const result = importRecord(text);
  return result.ok ? "(accepted)" : result.error.message;
}

/** The tree as plain data (ids left out): what a round trip must keep. */
function shape(tree: VariationTree, id = ROOT): unknown {
  const node = nodeOf(tree, id);
  const comments = (list: typeof node.after) => (list ?? []).map((c) => ({ text: c.text, commands: [...c.commands] }));
  return { move: node.move, side: node.side, nags: node.nags ?? [], before: comments(node.before), after: comments(node.after), children: node.children.map((child) => shape(tree, child)) };
}

/** How much a tree says: its comments, marks, commands and variations (lines other than the main one). */
function figures(tree: VariationTree) {
  let comments = 0;
  let marks = 0;
  let commands = 0;
  let variations = 0;
  for (const node of tree.nodes.values()) {
    for (const comment of [...(node.before ?? []), ...(node.after ?? [])]) {
      comments++;
      commands += comment.commands.size;
    }
    marks += (node.nags ?? []).length;
    variations += Math.max(0, node.children.length - 1);
  }
  return { comments, marks, commands, variations };
}

/** What each golden annotated record holds, counted by hand from the file. */
const GOLDEN: Record<string, ReturnType<typeof figures>> = {
  "ben39.pgn": { comments: 2, marks: 2, commands: 3, variations: 3 },
  "in-the-bin.pgn": { comments: 4, marks: 4, commands: 3, variations: 3 },
  "inside-out.pgn": { comments: 3, marks: 2, commands: 1, variations: 4 },
  "pit-of-pillars.pgn": { comments: 3, marks: 2, commands: 1, variations: 3 },
  "the-pit.pgn": { comments: 6, marks: 5, commands: 3, variations: 4 },
};

describe("golden annotated records", () => {
  const files = listFixtures("annotated", ".pgn");
  it("cover all five games", () => {
    expect(files).toEqual(Object.keys(GOLDEN));
  });

  for (const file of files) {
    it(`${file}: import, export, import keeps the moves, comments, marks, commands and variations`, () => {
      const first = imported(readFixture(`annotated/${file}`));
      expect(figures(first.tree)).toEqual(GOLDEN[file]);
      const second = imported(first.record);
      expect(shape(second.tree)).toEqual(shape(first.tree));
      expect(second.moves).toEqual(first.moves);
      expect(second.record).toBe(first.record);
    });
  }
});

describe("reading annotations", () => {
  const head = '[Variant "the-pit"]\n\n';

  it("reads glyphs glued or apart, $n marks, commands into a map, and comments before and after", () => {
    const read = parseMoveText("{opening} 1. c2-c4!? $14 {[%eval 0.5] [%ts 2026-11-25T10:00Z] fine} 1... b9-b7 ?? ; line end\n*");
    if (!read.ok) throw new Error(read.error.message);
    const [first, second] = read.value.line;
    expect(first.before.map((c) => c.text)).toEqual(["opening"]);
    expect(first.nags).toEqual([5, 14]);
    expect(first.after[0].text).toBe("fine");
    expect([...first.after[0].commands]).toEqual([
      ["eval", "0.5"],
      ["ts", "2026-11-25T10:00Z"],
    ]);
    expect(second.nags).toEqual([4]);
    expect(second.after.map((c) => c.text)).toEqual(["line end"]);
  });

  it("writes each mark as its glyph, others as $n, and a comment after a variation before the next move", () => {
    const game = imported(`${head}1. c2-c4 $3 (1. a2-a3 $1 $2) {back to the game} b9-b7 $22 *`);
    expect(nodeOf(game.tree, 2).nags).toEqual([1, 2]);
    expect(game.record).toContain("1. c2-c4!! (1. a2-a3! $2) {back to the game} 1... b9-b7 $22 *");
  });

  it("checks every variation's moves in their own position and names the one refused", () => {
    expect(refusal(`${head}1. c2-c4 (1. a2-a3 a9-a8 (1... j2-j3) 2. b2-b3) b9-b7 *`)).toMatch(
      /^Move 1 \(Black's j2-j3\) in a variation on move 1 \(Black's a9-a8\) in a variation on move 1 \(White's c2-c4\) cannot be played: /,
    );
  });

  it("refuses a mark that follows no move, and an empty record keeps its comment", () => {
    expect(refusal(`${head}$1 1. c2-c4 *`)).toBe("The mark $1 does not follow a move.");
    expect(refusal(`${head}1. c2-c4 ($300) *`)).toBe("$300 is not a NAG ($0 to $255).");
    expect(imported(`${head}{nothing played yet} *`).record).toContain("{nothing played yet} *");
  });

  it("refuses a stray } at once instead of standing still on it (issue 29: it hung the runtime)", () => {
    const stray = "A comment is closed with } that was never opened with {.";
    for (const text of ["1. e2-e3 } *", "{[%ts }] x}", "}", "1. c2-c4}", `1. c2-c4 ${"}".repeat(100_000)}`]) {
      expect(readWithinBudget(text, () => parseMoveText(text))).toEqual({ ok: false, error: { code: "malformed_record", message: stray } });
    }
    expect(refusal(`${head}1. c2-c4 } *`)).toBe(stray);
  });

  it("bounds the comments read, and writes back a move with thousands of marks (the fuzzer's finds: a RangeError, a 500 on import)", () => {
    const flood = `${head}1. c2-c4 ${"{}".repeat(MAX_COMMENTS + 1)} *`;
    expect(refusal(flood)).toBe(`The record has more than ${MAX_COMMENTS} comments; at most ${MAX_COMMENTS} can be read.`);
    expect(refusal(`${head}1. c2-c4 ${";\n".repeat(MAX_COMMENTS + 1)} *`)).toBe(`The record has more than ${MAX_COMMENTS} comments; at most ${MAX_COMMENTS} can be read.`);
    // at the bound, every comment is kept; in a variation too (they reach its last move)
    expect(imported(`${head}1. c2-c4 ${"{x}".repeat(MAX_COMMENTS)} *`).record.match(/\{x\}/g)).toHaveLength(MAX_COMMENTS);
    expect(imported(`${head}1. c2-c4 (1. a2-a3 ${"{x}".repeat(MAX_COMMENTS - 1)}) *`).record.match(/\{x\}/g)).toHaveLength(MAX_COMMENTS - 1);
    // 125,000 "!" marks on one move: too many to spread as a call's arguments
    const marks = imported(`${head}1. c2-c4 ${"! ".repeat(125_000)}*`);
    expect(marks.record.match(/\$1/g)).toHaveLength(125_000 - 1); // the first is written as its glyph, glued
    const inVariation = imported(`${head}1. c2-c4 (1. a2-a3 ${"! ".repeat(125_000)}) *`);
    expect(inVariation.record.match(/\$1/g)).toHaveLength(125_000 - 1);
  });

  it("reads one unclosed command before a long word or a long run of spaces within the budget (the fuzzer's finds: quadratic backtracking)", () => {
    for (const text of [`${head}1. c2-c4 {[%${"eva".repeat(80_000)}} *`, `${head}1. c2-c4 {[%a${" ".repeat(240_000)}} *`]) {
      const read = readWithinBudget(text, () => importRecord(text));
      expect(read?.ok && read.value.moves).toEqual(["c2-c4"]);
    }
  });

  it("bounds the work: nesting depth, length, and moves in all lines", () => {
    const deep = `${head}1. c2-c4 ${"(1. a2-a3 ".repeat(10_000)}${")".repeat(10_000)} *`;
    const started = performance.now();
    expect(refusal(deep)).toBe(`Variations are nested more than ${MAX_VARIATION_DEPTH} deep.`);
    expect(refusal(`${head}{${"x".repeat(MAX_RECORD_CHARS)}} *`)).toMatch(/characters long; at most/);
    const wide = `${head}1. c2-c4 ${"(1. a2-a3) ".repeat(MAX_ANNOTATED_MOVES)} *`;
    expect(refusal(wide)).toBe(`The record has more than ${MAX_ANNOTATED_MOVES} moves in all its lines; at most ${MAX_ANNOTATED_MOVES} can be read.`);
    // one-letter "moves" by the hundred thousand: the reader stops at the first past the bound
    expect(parseMoveText("a ".repeat(100_000))).toEqual({ ok: false, error: { code: "malformed_record", message: `The record has more than ${MAX_ANNOTATED_MOVES} moves in all its lines; at most ${MAX_ANNOTATED_MOVES} can be read.` } });
    // commands never closed, over and over: each is read up to the next "[" only
    const unclosed = `${head}1. c2-c4 {${"[%a ".repeat(60_000)}} *`;
    expect(imported(unclosed).moves).toEqual(["c2-c4"]);
    expect(performance.now() - started).toBeLessThan(500);
  });
});
