/**
 * Pit of Pillars' fast path (src/engine/games/pit-of-pillars/fast-*.ts) held to the
 * readable rules (issue 34 item 4): the same turns, texts, counts, outcome, evaluation,
 * key and positions along seeded random games from the start and from fixture
 * positions, every perft row counted alike, and the rules that needed care one by one.
 */
import { describe, expect, it } from "vitest";
import { fastPerft } from "../../../src/engine/search/fast-perft.ts";
import { FAST_BLACK_WINS, FAST_WHITE_WINS } from "../../../src/engine/search/fast-position.ts";
import type { FastPosition } from "../../../src/engine/search/fast-position.ts";
import { fastPositionOf } from "../../../src/engine/search/fast-registry.ts";
import type { PitOfPillarsState } from "../../../src/engine/games/pit-of-pillars/index.ts";
import { expectEveryMoveMatches, expectFastMatchesRules } from "../fast-reference.ts";
import { readFixture } from "../fixture-files.ts";
import { parsePerftFile } from "../perft-file.ts";
import { game, playAll, position, START } from "./helpers.ts";

const cases = parsePerftFile(readFixture("perft/pit-of-pillars.perft"));
const epd = (id: string): string => cases.find((c) => c.id === id)!.epd;
const SLOW = { timeout: 120_000 };

function fast(state: PitOfPillarsState): FastPosition {
  const position = fastPositionOf(game, state);
  if (position === undefined) throw new Error("pit-of-pillars has no fast path");
  return position;
}

/** The fast move whose text is `text`; a missing one fails the test. */
function fastMove(position: FastPosition, text: string): number {
  const { list, count } = position.legalMoves();
  for (let i = 0; i < count; i++) if (position.moveText(list[i]) === text) return list[i];
  throw new Error(`${text} is not among the fast moves of ${position.positionText()}`);
}

describe("Pit of Pillars' fast path against the readable rules", () => {
  it("plays whole random games from the start alike: entering stage, short turn, movement, captures, reserve entries, pillar moves", SLOW, () => {
    expectFastMatchesRules(game, [{ id: "start", state: position(START) }], { games: 6, plies: 120, everyMovesAt: 20 });
  });

  it("plays random games from fixture positions alike: mixed stacks, pillars of both colours, reserves", SLOW, () => {
    const starts = ["entering-end", "capture-in-the-corner", "walled-in-with-reserve", "pillar-between", "midgame-ply-40", "midgame-ply-60", "midgame-ply-130"].map((id) => ({ id, state: position(epd(id)) }));
    expectFastMatchesRules(game, starts, { games: 2, plies: 50, everyMovesAt: 25 });
  });

  it("counts every row of the perft table as the fixture says", SLOW, () => {
    for (const { id, epd: text, counts } of cases) {
      const fastPosition = fast(position(text));
      for (const { depth, nodes } of counts) expect(fastPerft(fastPosition, depth), `${id} depth ${depth}`).toBe(nodes);
      expect(fastPosition.positionText(), `${id}: left as it was`).toBe(text);
    }
  });
});

describe("the rules the fast path handles with care", () => {
  it("the short turn ends the entering stage and hands the first movement turn to the other player", () => {
    const state = position(epd("entering-end"));
    const position1 = fast(state);
    const reference = game.legalMoves(state);
    expect(position1.countLegalMoves()).toBe(reference.length);
    // Play on until a short turn; each ply matched move for move.
    let current = state;
    for (let ply = 0; ply < 6 && current.stage === "entering"; ply++) {
      expectEveryMoveMatches(game, position1, current, `entering-end ply ${ply}`);
      const text = game.legalMoves(current)[0].text;
      position1.make(fastMove(position1, text));
      current = playAll(current, text);
    }
    expect(current.stage).toBe("movement");
    expect(position1.positionText()).toBe(game.makePosition(current));
  });

  it("a capture sends the mover's men to his reserve, the opponent's out, raises his pillar, which may move in the same turn", () => {
    const state = position(epd("capture-in-the-corner"));
    const position1 = fast(state);
    const before = position1.key();
    const move = fastMove(position1, "c1-b1/Pb1-b8");
    position1.make(move);
    expect(position1.positionText()).toBe(game.makePosition(playAll(state, "c1-b1/Pb1-b8")));
    expect(position1.evaluate()).toBe(game.evaluate!(playAll(state, "c1-b1/Pb1-b8")));
    position1.unmake(move);
    expect(position1.positionText()).toBe(epd("capture-in-the-corner"));
    expect(position1.key()).toBe(before);
  });

  it("no cascade: a pillar that overloads a neighbouring stack does not capture it; the next addition does", () => {
    // d5 holds wrw, 3 men on a capacity of 2 (the pillars on c5 and e5): it stands, over capacity, until someone adds to it.
    const state = position("*6*/8/8/2W(wrw)W3/3r4/8/8/*6* w m 1,0 0,0");
    const position1 = fast(state);
    expectEveryMoveMatches(game, position1, state, "overloaded stack left standing");
    // Entering a reserve man on d5 (capacity 2 now, height 3) captures it.
    const captured = playAll(state, "@d5");
    position1.make(fastMove(position1, "@d5"));
    expect(position1.positionText()).toBe(game.makePosition(captured));
    expect(captured.pillars[4 * 8 + 3]).toBe("white");
  });

  it("a whole stack moving away opens its square to the pillar move; part of a stack does not", () => {
    const state = position(epd("pillar-between"));
    expect(fast(state).countLegalMoves()).toBe(112);
    expectEveryMoveMatches(game, fast(state), state, "pillar-between");
  });

  it("landing on the opponent's last stack wins without a capture; a walled-in side without reserve has lost", () => {
    const twoMen = position(epd("two-men"));
    const position1 = fast(twoMen);
    position1.make(fastMove(position1, "d4-d5"));
    position1.make(fastMove(position1, "e5-d5"));
    expect(position1.outcome()).toBe(FAST_BLACK_WINS);
    expect(position1.countLegalMoves()).toBe(0);
    const walledIn = fast(position(epd("walled-in")));
    expect(walledIn.outcome()).toBe(FAST_WHITE_WINS);
    expect(walledIn.legalMoves().count).toBe(0);
  });

  it("two move orders reaching the same position give the same key", () => {
    const state = position(epd("two-men"));
    const a = fast(state);
    a.make(fastMove(a, "d4-d3"));
    a.make(fastMove(a, "e5-e6"));
    a.make(fastMove(a, "d3-c3"));
    const b = fast(state);
    b.make(fastMove(b, "d4-c4"));
    b.make(fastMove(b, "e5-e6"));
    b.make(fastMove(b, "c4-c3"));
    expect(a.positionText()).toBe(b.positionText());
    expect(a.key()).toBe(b.key());
    expect(a.key()).not.toBe(fast(state).key());
  });
});
