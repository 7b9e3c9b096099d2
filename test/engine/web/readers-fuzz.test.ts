// Standing fuzz of the browser's readers of outside text (issue 29, item 1; docs/fuzzing.md):
// the address bar (a replay's ?ply=, an embed's address, an analysis link, the archive's
// filters), link fragments (a seat's #seat=, a league's #join=/#player=/#organizer=) and a
// record as <pigeon-viewer> and the embed's graph read it. A hang here freezes a reader's
// tab, so each must answer within the budget like the server's readers.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { treeFromMoves } from "../../../src/engine/annotated-tree.ts";
import { parseAnnotatedRecord } from "../../../src/engine/record.ts";
import { recordStart } from "../../../src/engine/record-start.ts";
import { getGame } from "../../../src/engine/registry.ts";
import { recordReview } from "../../../src/engine/review/record-review.ts";
import { mainLineFrom, nodeOf, ROOT } from "../../../src/engine/variations.ts";
import { parseAnalysisLink } from "../../../web/src/analysis/link.ts";
import { embedOptions } from "../../../web/src/embed/options.ts";
import { leagueLinkFromHash } from "../../../web/src/league/link.ts";
import { filtersFromQuery } from "../../../web/src/records-api.ts";
import { plyFromSearch } from "../../../web/src/replay-url.ts";
import { seatTokenFromHash } from "../../../web/src/seat.ts";
import { clockWordsIn } from "../../../src/contract/clock-words.ts";
import { FUZZ_SEED, fuzzRuns, GOLDEN_RECORDS, hostileText, JSON_SYNTAX, POSITION_SYNTAX, readWithinBudget, RECORD_SYNTAX, sizes } from "../../fuzz/corpus.ts";

const RUNS = fuzzRuns(200);
const QUERY_SYNTAX = ["?", "&", "=", "#", "%", "%%", "%E0%A4%A", "+", ";", "/", ...JSON_SYNTAX];

/** Address-bar and fragment texts: valid ones mutated, random ones, and lengths at 2,000 (a long URL) and past. */
function addressTexts(seeds: readonly string[]): fc.Arbitrary<string> {
  return hostileText(seeds, QUERY_SYNTAX, sizes(2_000, { prefix: seeds[0] }));
}

describe("the browser's readers answer any address, fragment or record, within the budget", () => {
  it(`plyFromSearch: a replay's ?ply= (${RUNS} queries)`, () => {
    fc.assert(
      fc.property(addressTexts(["?ply=12", "?ply=0&theme=dark", "ply=999999", ""]), (search) => {
        const ply = readWithinBudget(search, () => plyFromSearch(search));
        if (ply !== undefined) expect(Number.isInteger(ply) && ply >= 0).toBe(true);
      }),
      { numRuns: RUNS, seed: FUZZ_SEED },
    );
  });

  it(`embedOptions: an embed's own address (${RUNS} addresses)`, () => {
    fc.assert(
      fc.property(addressTexts(["/embed/abcdefghij?ply=3&theme=dark&flip=1", "/embed/abcdefghij/", "/embed/x"]), (path) => {
        // the browser hands the page a parsed URL: text that is no URL never reaches the reader
        let url: URL;
        try {
          url = new URL(path, "https://pigeon.test/");
        } catch {
          return;
        }
        const options = readWithinBudget(path, () => embedOptions(url));
        expect(["light", "dark"]).toContain(options?.theme);
        if (options?.id !== undefined) expect(options.id).toMatch(/^[a-z0-9]{1,32}$/);
      }),
      { numRuns: RUNS, seed: FUZZ_SEED },
    );
  });

  it(`parseAnalysisLink: an analysis link's options, position and line (${RUNS} queries)`, () => {
    const seeds = ["?options=layout%3Das-printed&from=rnbqkbnr%2Fpppppppp%2F8%2F8%2F8%2F8%2FPPPPPPPP%2FRNBQKBNR+w&line=a2-a3+a9-a8&for=abcdefghij", "?line=e2-e4"];
    fc.assert(
      fc.property(fc.constantFrom("the-pit", "ben39", "x"), hostileText(seeds, [...QUERY_SYNTAX, ...POSITION_SYNTAX], sizes(2_000, { prefix: "?line=" })), (variant, search) => {
        const link = readWithinBudget(search, () => parseAnalysisLink(variant, search));
        expect(Array.isArray(link?.line)).toBe(true);
      }),
      { numRuns: RUNS, seed: FUZZ_SEED },
    );
  });

  it(`filtersFromQuery: the archive page's filters (${RUNS} queries)`, () => {
    fc.assert(
      fc.property(addressTexts(["?variant=the-pit&result=1-0&player=Ann&from=2026-11-01&to=2026-11-30", "?termination=checkmate"]), (search) => {
        const filters = readWithinBudget(search, () => filtersFromQuery(search));
        for (const value of Object.values(filters ?? {})) expect(value).toBe(value.trim());
      }),
      { numRuns: RUNS, seed: FUZZ_SEED },
    );
  });

  it(`seatTokenFromHash and leagueLinkFromHash: a link's fragment (${RUNS} fragments)`, () => {
    fc.assert(
      fc.property(addressTexts(["#seat=" + "A".repeat(43), "#join=" + "b".repeat(43), "#player=" + "_".repeat(43), "#organizer=x", "#open-seat"]), (hash) => {
        const seat = readWithinBudget(hash, () => seatTokenFromHash(hash));
        expect(seat === undefined || seat.length > 0).toBe(true);
        const league = readWithinBudget(hash, () => leagueLinkFromHash(hash));
        expect(["watch", "join", "player", "organizer"]).toContain(league?.role);
      }),
      { numRuns: RUNS, seed: FUZZ_SEED },
    );
  });

  it(`a record as <pigeon-viewer> and the embed's graph read it: tags, start, every line, the review (${RUNS} records)`, () => {
    // the steps of viewer/element.ts #show and embed/graph.ts loadRecordGraph, in their order
    const read = (text: string) => {
      const record = parseAnnotatedRecord(text.trim());
      if (!record.ok) return record;
      const game = getGame(record.value.tags.get("Variant") ?? "");
      if (!game) return undefined;
      const start = recordStart(game, record.value.tags);
      if (!start.ok) return start;
      const tree = treeFromMoves(game, start.value, record.value.moves);
      if (!tree.ok) return tree;
      const line = mainLineFrom(tree.value, ROOT).map((id) => nodeOf(tree.value, id));
      recordReview(game.id, nodeOf(tree.value, ROOT), line, record.value.tags.get("Result"));
      return tree;
    };
    fc.assert(
      fc.property(hostileText(GOLDEN_RECORDS, RECORD_SYNTAX, sizes(256 * 1024, { prefix: '[Variant "the-pit"]\n\n', nesting: ["1. a2-a3 (", ")", 32] })), (text) => {
        const answer = readWithinBudget(text, () => read(text));
        if (answer && !answer.ok) expect(answer.error.message.length).toBeGreaterThan(0);
      }),
      { numRuns: RUNS, seed: FUZZ_SEED },
    );
  });
  it(`clockWordsIn: a record's comment read back as a clock event (${RUNS} comments)`, () => {
    const seeds = ['"Bo" gives "Ann" 2 days, 2026-11-25 10:05 UTC', '"A%22nn" starts a vacation, 2026-11-25 10:05 UTC', '"Ann" offers a pause of 1 day, 2026-11-25 10:05 UTC', "A fine move."];
    const said = (id: string, values: { who: string; other: string; days: number }) => `${id}|${values.who}|${values.other}|${values.days}`;
    fc.assert(
      fc.property(hostileText(seeds, ['"', ",", " UTC", " gives ", " days", "%", "%%", "{", "}"], sizes(10_000, { prefix: '"' })), (comment) => {
        const words = readWithinBudget(comment, () => clockWordsIn(comment, said));
        // a comment is read as a clock event only when it ends as one does
        if (words !== undefined) expect(comment).toMatch(/, \d{4}-\d\d-\d\d \d\d:\d\d UTC$/);
      }),
      { numRuns: RUNS, seed: FUZZ_SEED },
    );
  });
});
