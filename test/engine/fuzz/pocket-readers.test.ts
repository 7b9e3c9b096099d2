// Standing fuzz of the pocket's readers of outside text (issue 33; docs/fuzzing.md): the pocket API's bodies and
// query (zod), and the pocket socket's hello. Whatever comes in: a value of the right form or a refusal with a
// reason, within the budget; a hello is accepted only with a key and a device of their exact forms.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { describeIssue } from "../../../src/worker/inputs.ts";
import * as pocketInputs from "../../../src/worker/pocket-inputs.ts";
import { DEVICE_ID, POCKET_AUTH } from "../../../src/worker/pocket-inputs.ts";
import { MAX_POCKET_SOCKET_MESSAGE, readPocketHello } from "../../../src/worker/pocket/pocket-sockets.ts";
import { FUZZ_SEED, fuzzRuns, hostileBodies, hostileText, JSON_SYNTAX, readWithinBudget, sizes } from "../../fuzz/corpus.ts";

const RUNS = fuzzRuns(300);
const AUTH = "A".repeat(43);
const DEVICE = "d".repeat(22);

describe("the pocket's readers answer any input with their value or a refusal, within the budget", () => {
  it(`readPocketHello (${RUNS} socket messages)`, () => {
    const seeds = [JSON.stringify({ type: "hello", auth: AUTH, device: DEVICE }), '{"type":"ping"}'];
    expect(readPocketHello(seeds[0])).toEqual({ auth: AUTH, device: DEVICE });
    fc.assert(
      fc.property(hostileText(seeds, JSON_SYNTAX, sizes(MAX_POCKET_SOCKET_MESSAGE + 1, { prefix: '{"type":"hello","auth":"' })), (message) => {
        const read = readWithinBudget(message, () => readPocketHello(message));
        if (read === undefined) return;
        expect(POCKET_AUTH.test(read.auth), message).toBe(true);
        expect(DEVICE_ID.test(read.device), message).toBe(true);
      }),
      { numRuns: RUNS, seed: FUZZ_SEED },
    );
  });

  const BODIES: Readonly<Record<string, readonly Record<string, unknown>[]>> = {
    createPocketInput: [{ id: "p".repeat(20), device: DEVICE, label: "bGFwdG9w" }, { id: "p".repeat(20), device: DEVICE }],
    joinDeviceInput: [{ device: DEVICE, label: "cGhvbmU" }, { device: DEVICE }],
    putEntryInput: [{ sealed: "c2VhbGVk" }],
    putEntriesInput: [{ entries: [{ id: "e".repeat(22), sealed: "c2VhbGVk" }, { id: "f".repeat(22), sealed: "QQ" }] }],
    entriesQuery: [{ since: "0" }, { since: "12" }, {}],
    pocketNameInput: [{ name: "Ann" }, { name: "Zoë Quill" }],
  };

  it.each(Object.keys(BODIES))(`%s (${RUNS} bodies)`, (name) => {
    const schema = (pocketInputs as unknown as Record<string, { safeParse(value: unknown): { success: boolean; error?: unknown; data?: unknown } }>)[name];
    for (const seed of BODIES[name]) expect(schema.safeParse(seed).success, `${name} refuses its own seed`).toBe(true);
    fc.assert(
      fc.property(hostileBodies(BODIES[name]), (body) => {
        const parsed = readWithinBudget(body, () => schema.safeParse(body));
        if (parsed && !parsed.success) expect(describeIssue(parsed.error as Parameters<typeof describeIssue>[0]).length).toBeGreaterThan(0);
        // what is kept is what the server may hold: sealed text is base64url within its bound
        if (parsed?.success && name === "putEntryInput") expect((parsed.data as { sealed: string }).sealed).toMatch(/^[A-Za-z0-9_-]{1,4096}$/);
      }),
      { numRuns: RUNS, seed: FUZZ_SEED },
    );
  });
});
