/**
 * The Pit's FastPosition (src/engine/games/the-pit/fast-position.ts) held to the readable
 * rules by the shared harness (test/engine/fast-reference.ts): the same moves, texts,
 * capture flags, outcome, evaluation, key and positions, along random games from the
 * start and from every perft position, and the rules' special cases one by one.
 */
import { describe, expect, it } from "vitest";
import { thePit } from "../../../src/engine/games/the-pit/index.ts";
import type { ThePitState } from "../../../src/engine/games/the-pit/index.ts";
import { FAST_BLACK_WINS, FAST_DRAW, FAST_ONGOING } from "../../../src/engine/search/fast-position.ts";
import type { FastPosition } from "../../../src/engine/search/fast-position.ts";
import { fastPerft } from "../../../src/engine/search/fast-perft.ts";
import { perft } from "../../../src/engine/perft.ts";
import { fastPositionOf } from "../../../src/engine/search/fast-registry.ts";
import { expectEveryMoveMatches, expectFastMatchesRules } from "../fast-reference.ts";
import { readFixture } from "../fixture-files.ts";
import { parsePerftFile } from "../perft-file.ts";
import { at, board, play } from "./helpers.ts";

const cases = parsePerftFile(readFixture("perft/the-pit.perft"));
/** Rows counted here: the fast path counts the fixture's largest (738,513 nodes) in well under a second. */
const PERFT_LIMIT = 1_000_000;
const SLOW = { timeout: 120_000 };

const START = (() => {
  const setup = thePit.setup();
  if (!setup.ok) throw new Error(setup.error.message);
  return setup.value;
})();

function fast(state: ThePitState): FastPosition {
  const position = fastPositionOf(thePit, state);
  if (position === undefined) throw new Error("The Pit has no fast path in the registry");
  return position;
}

/** Makes a legal move given by its text on the fast position. */
function makeText(position: FastPosition, text: string): void {
  const { list, count } = position.legalMoves();
  for (let i = 0; i < count; i++) {
    if (position.moveText(list[i]) === text) {
      position.make(list[i]);
      return;
    }
  }
  throw new Error(`the fast position has no move ${text}`);
}

describe("The Pit's fast position against the readable rules", () => {
  it("follows random games from the start to the endgame", SLOW, () => {
    expectFastMatchesRules(thePit, [{ id: "start", state: START }], { games: 3, plies: 300, everyMovesAt: 40 });
  });

  it("follows random games from every perft position", SLOW, () => {
    const starts = cases.map(({ id, epd }) => ({ id, state: at(epd) }));
    expectFastMatchesRules(thePit, starts, { games: 1, plies: 40, everyMovesAt: 8, seed: 7 });
  });

  for (const { id, epd, counts } of cases) {
    for (const { depth, nodes } of counts) {
      if (nodes > PERFT_LIMIT) continue;
      it(`${id}: fast perft ${depth} = ${nodes}`, () => {
        expect(fastPerft(fast(at(epd)), depth)).toBe(nodes);
      });
    }
  }
});

describe("The Pit's special rules on the fast position", () => {
  it("promotes to each of the five pieces, capturing or not", () => {
    const state = at("r1c4h2/1P3k2P1/10/3****3/3****2K/3****3/3****3/10/1p5p2/R1H7 w - - 0 1");
    expectEveryMoveMatches(thePit, fast(state), state, "promotion-white");
    const texts = thePit.legalMoves(state).map((move) => move.text);
    expect(texts).toEqual(expect.arrayContaining(["b9-b10=S", "b9xa10=H", "b9xc10=Q"]));
  });

  it("keeps the en passant square only when the capture is legal, in its key and text", () => {
    // Black's b-pawn passes b3 beside White's c-pawn: the capture is legal, so the square is kept
    const open = play(at("7r2/2p7/1k8/1P1****3/3****3/3****3/1p1****1p1/10/2P4P2/1R7K w - - 0 1"), "c2-c4");
    const position = fast(at("7r2/2p7/1k8/1P1****3/3****3/3****3/1p1****1p1/10/2P4P2/1R7K w - - 0 1"));
    makeText(position, "c2-c4");
    expect(position.positionText()).toBe(thePit.makePosition(open));
    expect(position.key()).toBe(fast(open).key());
    expectEveryMoveMatches(thePit, position, open, "after c2-c4");
    // pinned: the rook on a1... the pawn on b3 may not take, so no square is kept
    const pinned = at("7r2/1k8/10/3****3/3****3/3****3/1p1****3/10/2P7/1R7K w - - 0 1");
    const pinnedFast = fast(pinned);
    makeText(pinnedFast, "c2-c4");
    expect(pinnedFast.positionText()).toBe(thePit.makePosition(play(pinned, "c2-c4")));
    expectEveryMoveMatches(thePit, pinnedFast, play(pinned, "c2-c4"), "en passant pinned");
  });

  it("captures en passant out of check, and says it captures in the text but not in the kind", () => {
    const state = play(at("7r2/10/10/3****3/3****3/1k1****3/1p1****3/10/2P7/9K w - - 0 1"), "c2-c4");
    const position = fast(state);
    expectEveryMoveMatches(thePit, position, state, "en passant evasion");
    const { list, count } = position.legalMoves();
    const enPassant = Array.from(list.subarray(0, count)).find((move) => position.moveText(move) === "b4xc3");
    expect(enPassant).toBeDefined();
    expect(position.isCapture(enPassant!)).toBe(false);
  });

  it("sidesteps one or two squares, and a sidestep resets the 50-move count but not the repetition history", () => {
    const state = at("9k/8p1/2pp2pp2/3****3/3****P2/2P****p2/2p****3/2PP2PP2/1P8/K9 w - - 0 1");
    expectEveryMoveMatches(thePit, fast(state), state, "sidesteps");
    const position = fast(state);
    makeText(position, "c3-a3");
    const after = play(state, "c3-a3");
    expect(after.halfmoveClock).toBe(0);
    expect(after.repetition.earlier).toBeDefined();
    expect(position.positionText()).toBe(thePit.makePosition(after));
  });

  it("says checkmate and stalemate, with no moves", () => {
    const mated = fast(at("10/10/10/3****3/3****3/3****3/3****3/10/1q8/K1k7 w - - 0 1"));
    expect(mated.outcome()).toBe(FAST_BLACK_WINS);
    expect(mated.legalMoves().count).toBe(0);
    const stalemated = fast(at("10/10/10/3****3/3****3/3****3/3****3/1q8/2k7/K9 w - - 0 1"));
    expect(stalemated.outcome()).toBe(FAST_DRAW);
    expect(stalemated.countLegalMoves()).toBe(0);
  });

  it("draws with bare kings once the last other piece is taken", () => {
    const state = at("10/10/10/3****3/2k****3/1Rp****3/3****3/1K8/10/10 w - - 0 1");
    const position = fast(state);
    makeText(position, "Rb5xc5");
    // the black king takes the rook back: only the kings are left
    makeText(position, "Kc6xc5");
    expect(position.outcome()).toBe(FAST_DRAW);
    expect(position.legalMoves().count).toBe(0);
    expect(thePit.outcome(play(state, "Rb5xc5", "Kc6xc5"))).toMatchObject({ status: "draw", reason: "insufficient-material" });
  });

  it("draws by the 50-move rule on the hundredth quiet ply, unless that ply mates", () => {
    const state = at("7k2/7p2/10/3****3/3****3/2R****3/3****3/1P8/10/K9 w - - 98 70");
    expectEveryMoveMatches(thePit, fast(state), state, "fifty-move-rule");
    const position = fast(state);
    makeText(position, "Rc5-c6");
    makeText(position, "Kh10-g10");
    expect(position.outcome()).toBe(FAST_DRAW);
    expect(position.countLegalMoves()).toBe(0);
    expect(fastPerft(fast(state), 3)).toBe(1606);
  });

  it("draws by threefold repetition along the line, counting the state's own earlier positions", () => {
    const shuffle = ["Cb1-a3", "Cb10-a8", "Ca3-b1", "Ca8-b10"];
    // two plies of the shuffle played by the rules: the fast position starts with the chain
    const midway = play(START, ...shuffle.slice(0, 2));
    const position = fast(midway);
    for (const text of [...shuffle.slice(2), ...shuffle]) {
      expect(position.outcome(), `before ${text}`).toBe(FAST_ONGOING);
      makeText(position, text);
    }
    // the start has now occurred three times: ply 0, 4 and 8
    const drawn = play(START, ...shuffle, ...shuffle);
    expect(thePit.outcome(drawn)).toMatchObject({ status: "draw", reason: "threefold-repetition" });
    expect(position.outcome()).toBe(FAST_DRAW);
    expect(position.legalMoves().count).toBe(0);
    expect(position.key()).toBe(fast(START).key());
    // a perft over the repetition counts as the rules count
    const late = play(START, ...shuffle, ...shuffle.slice(0, 3));
    expect(fastPerft(fast(late), 2)).toBe(perft(thePit, late, 2));
  });

  it("evaluates as evaluate.ts with a lead big enough for the king drive", () => {
    const state = at(board("Kc3 Qb2 Rh1 kj10 pa7", "w - - 0 1"));
    expectEveryMoveMatches(thePit, fast(state), state, "king drive");
  });
});
