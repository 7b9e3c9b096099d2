// Standing fuzz of the API's input readers (issue 29, item 1; docs/fuzzing.md): every zod
// schema the Worker checks a body or a query string against (games, moves, messages, notes,
// clocks, offers, notices, recovery, import, the archive's queries, leagues), the check of
// an import's tags, and the contract's readers of a link (a league link's fragment) and of
// a time zone. They run in plain Node here as in workerd: zod and the rules are pure. The
// same inputs reach the routes themselves in test/worker/fuzz-routes.test.ts.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readLeagueFragment } from "../../../src/contract/league.ts";
import { isTimeZone } from "../../../src/contract/weekend.ts";
import * as inputs from "../../../src/worker/inputs.ts";
import * as leagueInputs from "../../../src/worker/league-inputs.ts";
import { FUZZ_SEED, fuzzRuns, hostileBodies, hostileField, hostileText, JSON_SYNTAX, randomText, readWithinBudget, RECORD_SYNTAX, sizes } from "../../fuzz/corpus.ts";

interface Schema {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: readonly unknown[] } };
}

/** Valid bodies of each schema, the seeds its fields' hostile values are put into. */
const BODIES: Readonly<Record<string, readonly Record<string, unknown>[]>> = {
  createGameInput: [
    { variant: "the-pit", names: { white: "Ann", black: "Bo" } },
    { variant: "inside-out", options: { layout: "as-printed" }, side: "white", timeControl: { daysPerMove: 3, vacationDays: 5, weekendsOff: { timeZone: "Europe/Paris" } } },
    { variant: "ben39", timeControl: { initialDays: 7, incrementDays: 1, maxDays: 14, onTimeout: "claim" }, computer: { level: 2 } },
  ],
  moveInput: [{ move: "a2-a3", ply: 0 }, { move: "push", ply: 12, message: "Good luck" }],
  messageInput: [{ text: "Good game" }],
  notesInput: [{ text: "Plan: push on the queen's side\r\nthen trade" }],
  emptyInput: [{}],
  importInput: [{ record: '[Variant "the-pit"]\n\n1. a2-a3 *', save: true }],
  conditionalInput: [{ ply: 3, lines: [[["a9-a8"], ["b2-b3"]], [["c9-c8"]]] }],
  offerInput: [{ action: "offer" }],
  vacationInput: [{ action: "start" }],
  giveTimeInput: [{ days: 2 }],
  pauseInput: [{ action: "offer", days: 3 }, { action: "accept" }],
  noticesInput: [{ webhook: "https://discord.com/api/webhooks/1/abc" }, { push: { endpoint: "https://push.example/x", keys: { p256dh: "BA", auth: "AA" }, expirationTime: null } }],
  recoverInput: [{ code: "k3v9x2mq7d-7hqm4rtp" }],
  archiveQuery: [{ variant: "the-pit", result: "1-0", termination: "checkmate", player: "Ann", from: "2026-11-01", to: "2026-11-30", cursor: "abc", limit: "20" }],
  archiveExportQuery: [{ month: "2026-11", variant: "the-pit", after: "abc" }],
  createLeagueInput: [{ name: "Club", variant: "the-pit", format: "round-robin", maxPlayers: 6, double: true }, { name: "Swiss", variant: "ben39", format: "swiss", rounds: 5, maxPlayers: 20, timeControl: { daysPerMove: 2 } }],
  joinLeagueInput: [{ name: "Ann", code: "A".repeat(43) }],
  withdrawInput: [{}, { name: "Bo" }],
  startLeagueInput: [{}],
};

/** Query strings arrive as strings only: their schemas get strings in every field. */
const QUERIES = new Set(["archiveQuery", "archiveExportQuery"]);

const SCHEMAS: readonly [string, Schema][] = Object.keys(BODIES).map((name) => [name, ((inputs as Record<string, unknown>)[name] ?? (leagueInputs as Record<string, unknown>)[name]) as Schema]);

/** The seeds' bodies with hostile fields; import's record gets records at its limit too. */
function bodiesOf(name: string): fc.Arbitrary<unknown> {
  const strings = name === "importInput" ? fc.oneof(hostileField, fc.constantFrom(...sizes(200_000, { prefix: '[Variant "the-pit"]\n\n' }))) : hostileField;
  return hostileBodies(BODIES[name], { strings, query: QUERIES.has(name) });
}

const RUNS = fuzzRuns(200);

describe("the API's input schemas answer any body with the value or a sentence naming the field, within the budget", () => {
  it("cover every schema listed (a renamed schema is not silently skipped)", () => {
    for (const [name, schema] of SCHEMAS) expect(typeof schema?.safeParse, name).toBe("function");
  });

  it.each(SCHEMAS)(`%s (${RUNS} bodies)`, (name, schema) => {
    for (const seed of BODIES[name]) expect(schema.safeParse(seed).success, `${name} refuses its own seed ${JSON.stringify(seed)}`).toBe(true);
    fc.assert(
      fc.property(bodiesOf(name), (body) => {
        const parsed = readWithinBudget(body, () => schema.safeParse(body));
        if (parsed && !parsed.success) expect(inputs.describeIssue(parsed.error as Parameters<typeof inputs.describeIssue>[0]).length).toBeGreaterThan(0);
      }),
      { numRuns: RUNS, seed: FUZZ_SEED },
    );
  });
});

describe("other readers of outside text in the Worker and the contract", () => {
  it(`refuseImportedTags (${RUNS} tag sets of an imported record)`, () => {
    const tag = fc.oneof(fc.constantFrom("White", "Black", "Event", "Site", "Variant", "Result", "FEN", "Options"), randomText(RECORD_SYNTAX, 12));
    fc.assert(
      fc.property(fc.array(fc.tuple(tag, hostileText(["Ann", "Bo", "Club", "2026.11.27"], RECORD_SYNTAX, sizes(200))), { maxLength: 6 }), (pairs) => {
        const refused = readWithinBudget(pairs, () => inputs.refuseImportedTags(new Map(pairs)));
        expect(refused === undefined || (typeof refused === "string" && refused.length > 0)).toBe(true);
      }),
      { numRuns: RUNS, seed: FUZZ_SEED },
    );
  });

  it(`readLeagueFragment (${RUNS} link fragments)`, () => {
    const seeds = ["#join=" + "A".repeat(43), "#player=" + "b".repeat(43), "organizer=" + "_-".repeat(21) + "x", ""];
    fc.assert(
      fc.property(hostileText(seeds, ["#", "=", "&", "%", "?", ...JSON_SYNTAX], sizes(2_000, { prefix: "#join=" })), (hash) => {
        const read = readWithinBudget(hash, () => readLeagueFragment(hash));
        if (read) expect(read.secret).toMatch(/^[A-Za-z0-9_-]+$/);
      }),
      { numRuns: RUNS, seed: FUZZ_SEED },
    );
  });

  it(`isTimeZone (${RUNS} zone names)`, () => {
    const seeds = ["Europe/Paris", "America/Argentina/Buenos_Aires", "UTC", "Etc/GMT+5", "europe/paris"];
    fc.assert(
      fc.property(hostileText(seeds, ["/", "_", "+", "-", ...JSON_SYNTAX], sizes(64)), (zone) => {
        expect(typeof readWithinBudget(zone, () => isTimeZone(zone))).toBe("boolean");
      }),
      { numRuns: RUNS, seed: FUZZ_SEED },
    );
  });
});
