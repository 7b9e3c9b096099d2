// Standing fuzz of the pocket's readers of this browser's storage (issue 33; HOSTILE.md):
// what another tab, an older version of the site or an extension left under the pocket's
// keys is outside text. readPocket answers a pocket of the right form or none; readOutbox
// a list of changes with their keys, or nothing; neither throws, within the budget.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { readOutbox } from "../../../web/src/pocket/outbox.ts";
import { readPocket } from "../../../web/src/pocket/pocket-store.ts";
import { isPocketSecret } from "../../../src/contract/pocket-keys.ts";
import { FUZZ_SEED, fuzzRuns, hostileBodies, hostileText, JSON_SYNTAX, readWithinBudget, sizes } from "../../fuzz/corpus.ts";

const RUNS = fuzzRuns(300);
const store = new Map<string, string>();

beforeAll(() => {
  vi.stubGlobal("localStorage", {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
    removeItem: (key: string) => void store.delete(key),
  });
});
afterAll(() => vi.unstubAllGlobals());

const POCKET = { secret: "AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8", device: "AAECAwQFBgcICQoLDA0ODw", version: 3 };
const OUTBOX = [{ key: { kind: "seat", key: "k3v9x2mq7d:white" }, item: null }];

/** Anything a storage value can be: hostile JSON of the right shapes, or text that is not JSON at all. */
const values = fc.oneof(
  hostileBodies([POCKET, OUTBOX as unknown as Record<string, unknown>]).map((body) => JSON.stringify(body) ?? "undefined"),
  hostileText([JSON.stringify(POCKET), JSON.stringify(OUTBOX)], JSON_SYNTAX, sizes(100_000, { nesting: ["[", "]", 5_000] })),
);

describe("the pocket's storage readers answer anything stored with a value of their form or nothing", () => {
  it("read what they wrote", () => {
    store.set("pigeon-post:pocket", JSON.stringify(POCKET));
    expect(readPocket()).toEqual(POCKET);
    store.set("pigeon-post:pocket-outbox", JSON.stringify(OUTBOX));
    expect(readOutbox()).toEqual(OUTBOX);
  });

  it(`readPocket (${RUNS} stored values)`, () => {
    fc.assert(
      fc.property(values, (text) => {
        store.set("pigeon-post:pocket", text);
        const pocket = readWithinBudget(text, () => readPocket());
        if (pocket) {
          expect(isPocketSecret(pocket.secret)).toBe(true);
          expect(Number.isFinite(pocket.version) && pocket.version >= 0).toBe(true);
        }
      }),
      { numRuns: RUNS, seed: FUZZ_SEED },
    );
  });

  it(`readOutbox (${RUNS} stored values)`, () => {
    fc.assert(
      fc.property(values, (text) => {
        store.set("pigeon-post:pocket-outbox", text);
        const outbox = readWithinBudget(text, () => readOutbox());
        for (const change of outbox ?? []) expect(typeof change.key.kind === "string" && typeof change.key.key === "string").toBe(true);
      }),
      { numRuns: RUNS, seed: FUZZ_SEED },
    );
  });
});
