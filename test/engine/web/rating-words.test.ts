// How the ratings' pages say a rating, a rated game and its change (issue 33;
// web/src/ratings/rating-words.ts, rating-graph.ts), and the profile address's reader.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { opponentOf, outcomeFor, outcomeSentence, ratingChangeText, ratingText } from "../../../web/src/ratings/rating-words.ts";
import { graphPoints, ratingScale } from "../../../web/src/ratings/rating-graph.ts";
import { matchRoute, profileNameFromPath } from "../../../web/src/router.ts";
import { profilePath } from "../../../src/contract/pocket.ts";
import { ratedSeatsOf, ratedWait } from "../../../web/src/ratings/rated-game.ts";
import type { GameSnapshot } from "../../../web/src/api.ts";
import { FUZZ_SEED, fuzzRuns, hostileText, JSON_SYNTAX, readWithinBudget, sizes, UNICODE_EDGES, OTHER_LAYERS } from "../../fuzz/corpus.ts";

const game = (result: string) => ({ white: "Ann", black: "Bo", result });

describe("a rating in words", () => {
  it("rounds, and marks a provisional rating with a ?", () => {
    expect(ratingText({ rating: 1523.4, provisional: false })).toBe("1523");
    expect(ratingText({ rating: 1499.6, provisional: true })).toBe("1500?");
  });

  it("says a change with its sign, a true minus, and ±0 for none (rounded as the ratings shown are)", () => {
    expect(ratingChangeText(1500, 1512.4)).toBe("+12");
    expect(ratingChangeText(1500.2, 1491.9)).toBe("−8");
    expect(ratingChangeText(1500.4, 1499.6)).toBe("±0");
  });
});

describe("a rated game from the profile's player's side", () => {
  it("is won, lost or drawn by the side the player had", () => {
    expect(outcomeFor(game("1-0"), "Ann")).toBe("won");
    expect(outcomeFor(game("1-0"), "Bo")).toBe("lost");
    expect(outcomeFor(game("0-1"), "Bo")).toBe("won");
    expect(outcomeFor(game("0-1"), "Ann")).toBe("lost");
    expect(outcomeFor(game("1/2-1/2"), "Bo")).toBe("drawn");
    expect(outcomeFor(game("*"), "Ann")).toBeUndefined();
    expect(outcomeFor(game("1-0"), "Cy")).toBeUndefined();
  });

  it("names the opponent in one sentence per outcome", () => {
    expect(opponentOf(game("1-0"), "Bo")).toBe("Ann");
    expect(outcomeSentence(game("1-0"), "Ann")).toBe("Won against Bo");
    expect(outcomeSentence(game("1-0"), "Bo")).toBe("Lost against Ann");
    expect(outcomeSentence(game("1/2-1/2"), "Ann")).toBe("Drew with Bo");
    expect(outcomeSentence({ white: "Ann", black: "Computer level 2", result: "0-1" }, "Computer level 2")).toBe("Won against Ann");
  });
});

describe("the rating graph's scale", () => {
  it("spans at least 100 points, centred, so a few games' wobble is not a cliff", () => {
    expect(ratingScale([1500, 1510])).toEqual({ low: 1455, high: 1555 });
    expect(ratingScale([1400, 1700])).toEqual({ low: 1400, high: 1700 });
  });

  it("puts the first point at the left edge, the last at the right, the highest rating highest", () => {
    const points = graphPoints([1500, 1700, 1400]).split(" ").map((p) => p.split(",").map(Number));
    expect(points.map(([x]) => x)).toEqual([0, 300, 600]);
    expect(points[1][1]).toBeLessThan(points[0][1]);
    expect(points[2][1]).toBeGreaterThan(points[0][1]);
    expect(Math.min(...points.map(([, y]) => y))).toBe(6);
    expect(Math.max(...points.map(([, y]) => y))).toBe(114);
  });
});

describe("the profile's address", () => {
  it("reads the name profilePath wrote, whatever its letters", () => {
    for (const name of ["Ann", "Anna Maria", "Ærøskøbing", "王小明", "نور", "a/b?c#d", "Computer level 2"]) {
      expect(profileNameFromPath(new URL(profilePath(name), "https://pigeon.test/").pathname)).toBe(name);
      expect(matchRoute(new URL(profilePath(name), "https://pigeon.test/").pathname)).toEqual({ name: "profile", player: name });
    }
  });

  it("reads an address whose @ arrived percent-encoded", () => {
    expect(profileNameFromPath("/%40/Nobody%20Here")).toBe("Nobody Here");
  });

  it("is no profile without a name, with more path, or with a broken encoding", () => {
    expect(profileNameFromPath("/@/")).toBeUndefined();
    expect(profileNameFromPath("/@/Ann/games")).toBeUndefined();
    expect(profileNameFromPath("/@/%E0%A4%A")).toBeUndefined();
    expect(matchRoute("/@/%E0%A4%A")).toEqual({ name: "not-found" });
  });

  const runs = fuzzRuns(200);
  it(`answers any address within the budget (${runs} paths)`, () => {
    fc.assert(
      fc.property(hostileText(["/@/Ann", "/@/Anna%20Maria/", "/@/%E7%8E%8B"], ["/", "@", "%", "%%", "%E0%A4%A", ...JSON_SYNTAX, ...UNICODE_EDGES, ...OTHER_LAYERS], sizes(2_000, { prefix: "/@/" })), (path) => {
        const name = readWithinBudget(path, () => profileNameFromPath(path));
        if (name !== undefined) expect(name.length).toBeGreaterThan(0);
      }),
      { numRuns: runs, seed: FUZZ_SEED },
    );
  });
});

describe("a rated game's seats, as the game page reads the snapshot", () => {
  // as a server might send it: the reader trusts only a non-empty string to be a name
  const snapshot = (rated: unknown) => ({ rated }) as Pick<GameSnapshot, "rated">;

  it("is no rated game without `rated`, or with null", () => {
    expect(ratedSeatsOf(snapshot(undefined))).toBeUndefined();
    expect(ratedSeatsOf(snapshot(null))).toBeUndefined();
  });

  it("reads the bound names, a seat not accepted yet as null", () => {
    expect(ratedSeatsOf(snapshot({ white: "Ann", black: null }))).toEqual({ white: "Ann", black: null });
    expect(ratedSeatsOf(snapshot({ white: "Ann", black: 7 }))).toEqual({ white: "Ann", black: null });
  });

  it("asks the challenged seat to accept, tells the creator to wait, and says nothing once both are bound or to a watcher", () => {
    const waiting = { white: "Ann", black: null };
    expect(ratedWait(waiting, "black")).toBe("accept");
    expect(ratedWait(waiting, "white")).toBe("opponent");
    expect(ratedWait(waiting, undefined)).toBeUndefined();
    expect(ratedWait({ white: "Ann", black: "Bo" }, "black")).toBeUndefined();
    expect(ratedWait(undefined, "white")).toBeUndefined();
  });
});
