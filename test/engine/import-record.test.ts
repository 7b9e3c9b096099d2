// Imports read what the project writes and refuse what they do not understand (issue 19
// item 7): the analysis board's copied record with its variations and its start position,
// and tags the game cannot use, refused by name.
import { describe, expect, it } from "vitest";
import { thePit } from "../../src/engine/games/the-pit/index.ts";
import { importRecord } from "../../src/engine/import-record.ts";
import { replayMoves, startTags } from "../../src/engine/record.ts";
import { getGame } from "../../src/engine/registry.ts";
import { addLine, createTree, ROOT, makeTreeRecord, type VariationTree } from "../../src/engine/variations.ts";
import type { ThePitState } from "../../src/engine/games/the-pit/state.ts";
import type { AnyGame } from "../../src/engine/types.ts";

function line(tree: VariationTree, game: AnyGame, at: number, moves: string[]): { tree: VariationTree; node: number } {
  const added = addLine(tree, game, at, moves);
  if (!added.ok) throw new Error(added.error.message);
  return added.value;
}

function imported(text: string) {
  const result = importRecord(text);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

function refusal(text: string): string {
  const result = importRecord(text);
  expect(result.ok).toBe(false);
  if (result.ok) return "";
  expect(result.error.code).toBe("malformed_record");
  return result.error.message;
}

const start = () => {
  const s = thePit.setup({});
  if (!s.ok) throw new Error(s.error.message);
  return s.value;
};

describe("importing a record with variations", () => {
  it("reads the analysis board's copied record, variations and all, as its main line", () => {
    let tree = createTree(thePit, start());
    const main = line(tree, thePit, ROOT, ["c2-c4", "b9-b7", "Sd1-i6"]);
    tree = main.tree;
    // a Black alternative at move 1, and a White one at move 2 with its own sub-variation
    tree = line(tree, thePit, 1, ["h9-h7", "a2-a3"]).tree;
    const second = line(tree, thePit, 2, ["a2-a3", "a9-a8"]);
    tree = line(second.tree, thePit, second.node - 1, ["j9-j8"]).tree;
    const text = makeTreeRecord(tree, new Map([["Variant", "the-pit"], ["Result", "*"]]));
    expect(text).toContain("(1... h9-h7 2. a2-a3)");
    expect(text).toMatch(/\(2\. a2-a3 a9-a8 \(2\.\.\. j9-j8\)\)/);
    expect(imported(text).moves).toEqual(["c2-c4", "b9-b7", "Sd1-i6"]);
  });

  it("reads past comments inside variations (whose moves are legal), and refuses a variation never closed or closed twice", () => {
    const head = '[Variant "the-pit"]\n\n';
    expect(imported(`${head}1. c2-c4 ({a (comment)} 1. a2-a3 ; to the line's end (\n a9-a8 (1... h9-h7)) 1... b9-b7 *`).moves).toEqual(["c2-c4", "b9-b7"]);
    expect(refusal(`${head}1. c2-c4 (1. d2-d4 b9-b7 *`)).toBe("A variation opened with ( is never closed with ).");
    expect(refusal(`${head}1. c2-c4 (1. d2-d4)) b9-b7 *`)).toBe("A variation is closed with ) that was never opened with (.");
  });
});

describe("importing a record from a set position", () => {
  it("round-trips the analysis board's copied line from a mid-game position: SetUp and FEN written, and honoured", () => {
    const before = replayMoves<ThePitState>(thePit, ["c2-c4", "b9-b7", "Sd1-i6"]);
    if (!before.ok) throw new Error(before.error.message);
    const from = before.value.states.at(-1)!;
    const fen = thePit.makePosition(from);
    // Black to move at the root: the copied record opens with 1...
    const { tree } = line(createTree(thePit, from), thePit, ROOT, ["h9-h7", "a2-a3", "a9-a8"]);
    const text = makeTreeRecord(tree, new Map([...startTags("the-pit", {}, fen), ["Result", "*"]]));
    expect(text).toContain(`[SetUp "1"]\n[FEN "${fen}"]`);
    expect(text).toContain("1... h9-h7 2. a2-a3 a9-a8 *");
    const game = imported(text);
    expect(game.moves).toEqual(["h9-h7", "a2-a3", "a9-a8"]);
    expect(game.tags.get("FEN")).toBe(fen);
    // the same moves from the game's start do not replay: the FEN was honoured
    expect(importRecord(text.replace(/\[SetUp.*\n\[FEN.*\n/, "")).ok).toBe(false);
  });

  it("honours a FEN without SetUp, in any game", () => {
    const game = getGame("in-the-bin")!;
    const s = game.setup({});
    if (!s.ok) throw new Error(s.error.message);
    const first = game.legalMoves(s.value)[0];
    const after = game.play(s.value, first.text);
    if (!after.ok) throw new Error(after.error.message);
    const second = game.legalMoves(after.value.state)[0].text;
    const text = `[Variant "in-the-bin"]\n[FEN "${game.makePosition(after.value.state)}"]\n\n${second} *`;
    expect(imported(text).moves).toEqual([second]);
  });

  it("refuses by name a FEN the game cannot read, a SetUp without a FEN, and a SetUp that is neither 0 nor 1", () => {
    expect(refusal('[Variant "the-pit"]\n[SetUp "1"]\n[FEN "8/8 w"]\n\n*')).toMatch(/^The FEN tag is not a position of The Pit: /);
    expect(refusal('[Variant "the-pit"]\n[FEN "rchsqkshcr/pppppppppp/10/3****3/3****3/3****3/3****3/10/PPPPPPPPPP/RCHSQKSHCR w - - 101 1"]\n\n*')).toMatch(/^The FEN tag .*halfmove clock/);
    expect(refusal('[Variant "the-pit"]\n[SetUp "1"]\n\n*')).toBe('The SetUp tag is "1" but there is no FEN tag with the start position.');
    expect(refusal('[Variant "the-pit"]\n[SetUp "yes"]\n\n*')).toBe('The SetUp tag is "0" or "1", not "yes".');
  });
});

describe("importing a record with options the game does not have", () => {
  it("is a malformed record naming the Options tag, for a name inherited from Object.prototype too", () => {
    expect(refusal('[Variant "the-pit"]\n[Options "constructor=y"]\n\n*')).toBe('The Options tag: The Pit has no option "constructor".');
    expect(refusal('[Variant "inside-out"]\n[Options "layout=sideways"]\n\n*')).toMatch(/^The Options tag: Option "layout"/);
  });
});
