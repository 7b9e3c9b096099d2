// The reviewed record (src/engine/review/annotate.ts): the evaluation after every move as
// `{[%eval ...]}` (the start's before the first move), the marks as NAGs, the better move
// as a variation, written by the records' one tree writer; and read back (issue 24 item 5):
// an exported review parses (parseAnnotatedRecord, the import's tree) to the same
// evaluations, marks and better moves in every game, and record-review.ts draws its graph.
import { describe, expect, it } from "vitest";
import { treeFromMoves } from "../../../src/engine/annotated-tree.ts";
import { makeRandom, randomPlayout } from "../../../src/engine/random-playout.ts";
import { parseAnnotatedRecord, startTags } from "../../../src/engine/record.ts";
import { recordStart } from "../../../src/engine/record-start.ts";
import { getGame, listGames } from "../../../src/engine/registry.ts";
import { makeEvalText, makeReviewedRecord, parseEvalText } from "../../../src/engine/review/annotate.ts";
import { CURVE_SCALES } from "../../../src/engine/review/curves.ts";
import { commentEval, recordReview } from "../../../src/engine/review/record-review.ts";
import { buildReview, MARK_NAGS, REVIEW_BUDGET, type PlyEvaluation, type Review } from "../../../src/engine/review/review.ts";
import { reviewGame } from "../../../src/engine/review/review-search.ts";
import { WIN } from "../../../src/engine/search/search.ts";
import type { AnyGame, Side } from "../../../src/engine/types.ts";
import { mainLineFrom, nodeOf, ROOT } from "../../../src/engine/variations.ts";
import { readFixture } from "../fixture-files.ts";

const e = (value: number, best: string | undefined): PlyEvaluation => ({ eval: value, best });
const thePit = getGame("the-pit")!;

describe("makeEvalText and parseEvalText", () => {
  it("writes hundredths of the game's units for White, and forced wins as #N plies", () => {
    expect(makeEvalText(53)).toBe("0.53");
    expect(makeEvalText(-120)).toBe("-1.20");
    expect(makeEvalText(0.2)).toBe("0.00");
    expect(makeEvalText(-0.2)).toBe("0.00");
    expect(makeEvalText(WIN - 3)).toBe("#3");
    expect(makeEvalText(-(WIN - 2))).toBe("#-2");
  });
  it("reads back what it writes, and nothing that is no evaluation", () => {
    for (const value of [53, -120, 0, 1234, WIN - 3, -(WIN - 2)]) expect(parseEvalText(makeEvalText(value))).toBe(value);
    expect(parseEvalText("+0.5")).toBe(50);
    for (const text of ["", "abc", "#", "1.2.3", "0.5x"]) expect(parseEvalText(text)).toBeUndefined();
    // a huge number stays an evaluation, never a mate
    expect(Math.abs(parseEvalText("99999999")!)).toBeLessThan(WIN - 10_000);
  });
});

/** A game of `plies` random moves from the start, with its sides, played for real. */
function playedGame(game: AnyGame, plies: number, seed: number) {
  const start = game.setup();
  if (!start.ok) throw new Error(start.error.message);
  const playout = randomPlayout(game, start.value, makeRandom(seed), { plies, avoidEnding: true });
  const sides = playout.states.slice(0, -1).map((state) => game.turn(state)) as Side[];
  return { start: start.value, states: playout.states, moves: playout.moves, sides };
}

/**
 * Evaluations that mark moves 1, 2 and 3 (an inaccuracy, a mistake and a blunder, the
 * mover's score falling 12, 25 and 40 points), each position's best move a legal move
 * other than the one played where there is one.
 */
function markedEvaluations(game: AnyGame, states: readonly unknown[], moves: readonly string[], sides: readonly Side[]): PlyEvaluation[] {
  const scale = CURVE_SCALES[game.id];
  const white = (p: number) => scale * Math.log(p / (1 - p));
  const drops = new Map([[1, 0.12], [2, 0.25], [3, 0.4]]);
  let score = 0.5;
  return states.map((state, ply) => {
    if (ply > 0) {
      const drop = drops.get(ply - 1) ?? 0;
      score = sides[ply - 1] === "white" ? score - drop : score + drop;
      score = Math.min(0.95, Math.max(0.05, score));
    }
    const legal = game.legalMoves(state).map((move) => move.text);
    const best = ply < moves.length ? (legal.find((move) => move !== moves[ply]) ?? legal[0]) : legal[0];
    return e(white(score), best);
  });
}

/** What a review says of each move and position, as a reviewed record can carry it. */
function carried(review: Review) {
  return {
    evals: review.evaluations.map((evaluation) => makeEvalText(evaluation.eval)),
    marks: review.marks.map((mark) => [mark.ply, MARK_NAGS[mark.kind], mark.better]),
  };
}

/** Reads a reviewed record back as the import does (parseAnnotatedRecord, then the tree), as `carried` has it. */
function readBack(game: AnyGame, text: string) {
  const parsed = parseAnnotatedRecord(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const start = recordStart(game, parsed.value.tags);
  if (!start.ok) throw new Error(start.error.message);
  const tree = treeFromMoves(game, start.value, parsed.value.moves);
  if (!tree.ok) throw new Error(tree.error.message);
  const line = mainLineFrom(tree.value, ROOT).map((id) => nodeOf(tree.value, id));
  const evalAt = (value: number | undefined) => (value === undefined ? undefined : makeEvalText(value));
  return {
    tags: parsed.value.tags,
    line,
    evals: [evalAt(commentEval(line[0]?.before)), ...line.map((node) => evalAt(commentEval(node.after)))],
    marks: line.flatMap((node, ply) => {
      const variations = nodeOf(tree.value, node.parent!).children.slice(1).map((id) => nodeOf(tree.value, id).move);
      return (node.nags ?? []).map((nag) => [ply, nag, ...variations]);
    }),
  };
}

describe("makeReviewedRecord", () => {
  const { start, states, moves, sides } = playedGame(thePit, 4, 7);
  const review = buildReview("the-pit", moves, sides, markedEvaluations(thePit, states, moves, sides));
  const tags = startTags("the-pit", {});
  tags.set("Result", "*");
  const text = makeReviewedRecord(thePit, start, { tags, moves }, review, "Pigeon Post review");

  it("keeps the record's tags and names the review", () => {
    expect(text.startsWith('[Variant "the-pit"]\n[Result "*"]\n[Annotator "Pigeon Post review"]\n\n{[%eval 0.00]} 1. ')).toBe(true);
  });
  it("writes each mark as $6, $2 or $4 after its move, then the evaluation, then the better move as a variation", () => {
    expect(review.marks.map((m) => m.kind)).toEqual(["inaccuracy", "mistake", "blunder"]);
    const flat = text.split("\n\n")[1].replace(/\s+/g, " ");
    const [inaccuracy, mistake, blunder] = review.marks;
    const ev = (ply: number) => `{[%eval ${makeEvalText(review.evaluations[ply].eval)}]}`;
    expect(flat).toContain(`1... ${moves[1]} $6 ${ev(2)} (1... ${inaccuracy.better}) 2. ${moves[2]} $2 ${ev(3)} (2. ${mistake.better}) 2... ${moves[3]} $4 ${ev(4)} (2... ${blunder.better}) *`);
  });
  it("writes no evaluation after a move that ends the game by the rules", () => {
    const r = buildReview("the-pit", moves.slice(0, 1), sides.slice(0, 1), [e(0, moves[0]), e(-WIN, undefined)]);
    const record = makeReviewedRecord(thePit, start, { tags, moves: moves.slice(0, 1) }, r, "Pigeon Post review");
    expect(record.split("\n\n")[1].trim().replace(/\s+/g, " ")).toBe(`{[%eval 0.00]} 1. ${moves[0]} *`);
  });
});

describe("a reviewed record parses back to the same evaluations, marks and better moves", () => {
  for (const game of listGames()) {
    it(`in ${game.id}: a game with marks of every kind`, () => {
      const { start, states, moves, sides } = playedGame(game, 12, 11);
      const review = buildReview(game.id, moves, sides, markedEvaluations(game, states, moves, sides));
      expect(review.marks.length).toBeGreaterThanOrEqual(3);
      const tags = startTags(game.id, {});
      tags.set("Result", "*");
      const back = readBack(game, makeReviewedRecord(game, start, { tags, moves }, review, "Pigeon Post review"));
      expect(back.line.map((node) => node.move)).toEqual(moves);
      expect({ evals: back.evals, marks: back.marks }).toEqual(carried(review));
      // the graph read from the record is the review's, to the hundredth of a unit
      const graph = recordReview(game.id, { after: [] }, back.line, "*")!;
      expect(graph.points).toHaveLength(moves.length + 1);
      graph.points.forEach((p, ply) => expect(p).toBeCloseTo(review.points[ply], 3));
      expect(graph.marks).toEqual(review.marks.map((mark) => ({ ply: mark.ply, kind: mark.kind })));
    });
  }

  interface MissedMate {
    readonly game: string;
    readonly position: string;
    readonly missed: string;
  }
  for (const { game: id, position, missed } of JSON.parse(readFixture("review/missed-mate-in-one.json")) as MissedMate[]) {
    it(`in ${id}: a real review of a missed mate in one, from a set position`, () => {
      const game = getGame(id)!;
      const before = game.parsePosition(position);
      if (!before.ok) throw new Error(before.error.message);
      const played = game.play(before.value, missed);
      if (!played.ok) throw new Error(played.error.message);
      // at the budget the fixture's misses were found at (deeper, Ben39's mate is still forced after the miss)
      const review = reviewGame(game, [before.value, played.value.state], [missed], [game.turn(before.value)], REVIEW_BUDGET);
      const tags = startTags(id, {}, position);
      tags.set("Result", "*");
      const back = readBack(game, makeReviewedRecord(game, before.value, { tags, moves: [missed] }, review, "Pigeon Post review"));
      expect(back.tags.get("FEN")).toBe(position);
      expect({ evals: back.evals, marks: back.marks }).toEqual(carried(review));
      expect(back.marks[0][1]).toBe(4);
    }, 30_000);
  }
});

describe("recordReview", () => {
  const node = (evalText: string | undefined, nags: number[] = []) => ({ nags, after: evalText === undefined ? [] : [{ text: "", commands: new Map([["eval", evalText]]) }] });
  it("is undefined for a record with no evaluation", () => {
    expect(recordReview("the-pit", { after: [] }, [node(undefined, [4]), node(undefined)], "1-0")).toBeUndefined();
  });
  it("fills a position without an evaluation from the one before, and the last from the result", () => {
    const graph = recordReview("the-pit", { after: [] }, [node("0.00"), node(undefined, [2]), node(undefined)], "0-1")!;
    expect(graph.points).toEqual([0.5, 0.5, 0.5, 0]);
    expect(graph.marks).toEqual([{ ply: 1, kind: "mistake" }]);
  });
});
