/** An interactive chapter's quiz (web/src/study/quiz.ts): each answer a reader can get, on a real game's moves. */
import { describe, expect, it } from "vitest";
import { getGame } from "../../../src/engine/registry.ts";
import { addMove, annotate, createTree, nodeOf, ROOT, type VariationTree } from "../../../src/engine/variations.ts";
import { expectedMove, restartQuiz, showMove, startQuiz, tryMove } from "../../../web/src/study/quiz.ts";

const game = getGame("the-pit")!;
const setup = game.setup({});
if (!setup.ok) throw new Error(setup.error.message);
const start = setup.value;
const movesAt = (tree: VariationTree, node: number) => game.legalMoves(nodeOf(tree, node).state).map((move) => move.text);

function play(tree: VariationTree, at: number, move: string): { tree: VariationTree; node: number } {
  const added = addMove(tree, game, at, move);
  if (!added.ok) throw new Error(added.error.message);
  return added.value;
}
const say = (tree: VariationTree, node: number, text: string) => annotate(tree, node, { after: [{ text, commands: new Map() }] });

/**
 * White's main line w1 b1 w2 b2, with an answered try at w2 (a variation whose second
 * move carries the author's words) and a plain variation at w1 with no words at all.
 */
function chapter() {
  let tree = createTree(game, start);
  const w1 = movesAt(tree, ROOT)[0];
  let step = play(tree, ROOT, w1);
  tree = say(step.tree, step.node, "The only start.");
  const w1Node = step.node;
  const silent = movesAt(tree, ROOT)[1];
  tree = play(tree, ROOT, silent).tree;
  const b1 = movesAt(tree, w1Node)[0];
  step = play(tree, w1Node, b1);
  tree = say(step.tree, step.node, "Black replies.");
  const b1Node = step.node;
  const [w2, tempting, other] = movesAt(tree, b1Node);
  step = play(tree, b1Node, w2);
  tree = say(step.tree, step.node, "Found it!");
  const w2Node = step.node;
  const b2 = movesAt(tree, w2Node)[0];
  const b2Node = play(tree, w2Node, b2);
  tree = b2Node.tree;
  // the author's answer to the tempting try sits one move into its variation
  const temptingNode = play(tree, b1Node, tempting);
  const refutation = play(temptingNode.tree, temptingNode.node, movesAt(temptingNode.tree, temptingNode.node)[0]);
  tree = say(refutation.tree, refutation.node, "Black answers that with a capture.");
  return { tree, w1, silent, b1, w2, tempting, other, nodes: { w1: w1Node, b1: b1Node, w2: w2Node, b2: b2Node.node, refutation: refutation.node } };
}

describe("Find the move", () => {
  it("waits for the reader's first move, and a right move plays on with the other side's reply", () => {
    const { tree, w1, nodes } = chapter();
    const quiz = startQuiz(tree, "white");
    expect(quiz.at).toBe(ROOT);
    expect(expectedMove(quiz)).toBe(w1);
    const after = tryMove(quiz, w1);
    expect(after.feedback).toEqual({ kind: "right", node: nodes.w1 });
    expect(after.replies).toEqual([nodes.b1]);
    expect(after.at).toBe(nodes.b1);
    expect(after.found).toBe(1);
    expect(after.solved).toBe(false);
  });

  it("a wrong try the author answered in a variation shows the variation's first words and is taken back", () => {
    const { tree, w1, tempting, nodes } = chapter();
    const quiz = tryMove(tryMove(startQuiz(tree, "white"), w1), tempting);
    expect(quiz.feedback).toEqual({ kind: "answered", node: nodes.refutation, move: tempting });
    expect(quiz.at).toBe(nodes.b1);
    expect(quiz.wrongTries).toBe(1);
  });

  it("any other wrong try says so and is taken back, a variation without words too", () => {
    const { tree, silent, other, w1, nodes } = chapter();
    const first = tryMove(startQuiz(tree, "white"), silent);
    expect(first.feedback).toEqual({ kind: "wrong", move: silent });
    expect(first.at).toBe(ROOT);
    const second = tryMove(tryMove(first, w1), other);
    expect(second.feedback).toEqual({ kind: "wrong", move: other });
    expect(second.at).toBe(nodes.b1);
    expect(second.wrongTries).toBe(2);
  });

  it("'Show me the move' plays it for the reader and counts it; the end of the line is solved", () => {
    const { tree, w1, nodes } = chapter();
    const shown = showMove(tryMove(startQuiz(tree, "white"), w1));
    expect(shown.feedback).toEqual({ kind: "shown", node: nodes.w2 });
    expect(shown.at).toBe(nodes.b2);
    expect(shown.shown).toBe(1);
    expect(shown.solved).toBe(true);
    expect(expectedMove(shown)).toBeUndefined();
    // nothing more happens once solved
    expect(tryMove(shown, w1)).toBe(shown);
    expect(showMove(shown)).toBe(shown);
  });

  it("solved by the reader's own moves, with the count of wrong tries kept", () => {
    const { tree, w1, w2, tempting, nodes } = chapter();
    const solved = tryMove(tryMove(tryMove(startQuiz(tree, "white"), w1), tempting), w2);
    expect(solved).toMatchObject({ solved: true, found: 2, wrongTries: 1, shown: 0, at: nodes.b2, feedback: { kind: "right", node: nodes.w2 } });
  });

  it("a reader playing the second side sees the first side's opening move played by itself", () => {
    const { tree, b1, nodes } = chapter();
    const quiz = startQuiz(tree, "black");
    expect(quiz.at).toBe(nodes.w1);
    expect(quiz.replies).toEqual([nodes.w1]);
    expect(expectedMove(quiz)).toBe(b1);
    expect(restartQuiz(tryMove(quiz, b1))).toEqual(quiz);
  });

  it("a chapter without moves is solved at once", () => {
    const quiz = startQuiz(createTree(game, start), "white");
    expect(quiz.solved).toBe(true);
  });
});
