/**
 * The hostile-input corpus (/work/shared/HOSTILE.md, docs/fuzzing.md): one place for the
 * text every reader of outside text is fed, by the engine's fuzz suites (Node), the
 * browser modules' (Node) and the HTTP routes' (workerd). Pure: fast-check arbitraries and
 * strings, plus the golden records (Vite's ?raw imports, which both test runs understand).
 *
 * The classes: structure characters of the reader's grammar inserted, deleted and repeated
 * in valid inputs; Unicode edge cases; sizes at and past a limit, deep nesting and long
 * tokens; text that is syntax of another layer; and plain random text.
 */
import fc from "fast-check";
import { expect } from "vitest";
import BEN39 from "../fixtures/records/ben39/king-captured-random-50.pgn?raw";
import BIN_PUSH from "../fixtures/records/in-the-bin/checkmate-capture-and-push.pgn?raw";
import BIN_STALEMATE from "../fixtures/records/in-the-bin/stalemate-composed.pgn?raw";
import INSIDE_OUT from "../fixtures/records/inside-out/last-king-captured.pgn?raw";
import PILLARS from "../fixtures/records/pit-of-pillars/red-wins-no-stacks.pgn?raw";
import PIT_MATE from "../fixtures/records/the-pit/black-wins-sorcerors-mate.pgn?raw";
import PIT_STALEMATE from "../fixtures/records/the-pit/stalemate.pgn?raw";
import SIGNED_AGREED from "../fixtures/records/signed-agreed.pgn?raw";
import SIGNED_RESIGNED from "../fixtures/records/signed-resigned.pgn?raw";
import ANNOTATED_BEN39 from "../fixtures/annotated/ben39.pgn?raw";
import ANNOTATED_BIN from "../fixtures/annotated/in-the-bin.pgn?raw";
import ANNOTATED_INSIDE_OUT from "../fixtures/annotated/inside-out.pgn?raw";
import ANNOTATED_PILLARS from "../fixtures/annotated/pit-of-pillars.pgn?raw";
import ANNOTATED_PIT from "../fixtures/annotated/the-pit.pgn?raw";
import REVIEWED from "../fixtures/review/reviewed-the-pit.pgn?raw";

/** The most one input may take: HOSTILE.md's budget for an input of the size the endpoint accepts. */
export const BUDGET_MS = 50;

/** Golden records of every game: plain, signed (the verifier's input), annotated and reviewed. */
export const GOLDEN_RECORDS: readonly string[] = [
  PIT_MATE,
  PIT_STALEMATE,
  PILLARS,
  INSIDE_OUT,
  BIN_PUSH,
  BIN_STALEMATE,
  BEN39,
  SIGNED_AGREED,
  SIGNED_RESIGNED,
  ANNOTATED_PIT,
  ANNOTATED_PILLARS,
  ANNOTATED_INSIDE_OUT,
  ANNOTATED_BIN,
  ANNOTATED_BEN39,
  REVIEWED,
];

/** The signed golden records (test key, test/fixtures/records/test-key.json). */
export const SIGNED_RECORDS: readonly string[] = [SIGNED_AGREED, SIGNED_RESIGNED];

/** Characters a record's grammar gives meaning to (tags, comments, variations, NAGs, commands, escapes, lines). */
export const RECORD_SYNTAX: readonly string[] = ["{", "}", "(", ")", "[", "]", ";", "$", "%", '"', "\\", "\n", "\r\n", "\r", "[%", "{[%ts ", "1.", "...", "*", "!", "?"];

/** Characters position and move texts give meaning to (ranks, empty runs, stacks, moves, drops, pushes). */
export const POSITION_SYNTAX: readonly string[] = ["/", "*", "-", "~", "x", "@", "=", "+", " ", "0", "1", "9", "10", "99", ":", ",", "|"];

/** Characters of JSON and of query strings. */
export const JSON_SYNTAX: readonly string[] = ["{", "}", "[", "]", ":", ",", '"', "\\", "null", "NaN", "1e999", "-0", "&", "=", "?", "#", "%", "+"];

/** Unicode that breaks naive readers: surrogates alone, noncharacters, C0 and C1, bidi, separators, invisibles, marks. */
export const UNICODE_EDGES: readonly string[] = [
  "\ud800", // lone high surrogate
  "\udfff", // lone low surrogate
  "\udfff\ud800", // a pair the wrong way round
  "\ud83d\ude00", // a real pair (an emoji)
  "\ufffe",
  "\uffff",
  "\ufdd0",
  "\u0000",
  "\u0007",
  "\u001b[31m",
  "\u007f",
  "\u0080",
  "\u0085",
  "\u009f",
  "\u202a",
  "\u202b",
  "\u202c",
  "\u202d",
  "\u202e",
  "\u2066",
  "\u2067",
  "\u2068",
  "\u2069",
  "\u2028",
  "\u2029",
  "\u200b",
  "\u200d",
  "\u2060",
  "\ufeff",
  "\u0301", // a combining mark with no base
  "e\u0301", // é decomposed
  "\u00e9", // é composed
  "\t",
  "\v",
  "\f",
];

/** Text that is syntax of another layer: a record's own, HTML, Markdown, formulas, paths, encodings. */
export const OTHER_LAYERS: readonly string[] = [
  "}{[%ev abort - 2026-11-27T00:00:00Z]}{",
  "{[%ts 2026-11-27T00:00:00Z] [%ch 00000000]}",
  '"]\n[Result "1-0"]\n[X "',
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "[link](javascript:alert(1))",
  "=HYPERLINK(\"x\")",
  "+1",
  "@SUM(A1)",
  "../../etc/passwd",
  "%2e%2e%2f",
  "%00",
  "%ZZ",
  "%",
  "${constructor}",
  "__proto__",
  "constructor",
  "toString",
];

/**
 * Any UTF-16 code unit, lone surrogates included (astral characters come from pairs of
 * them and from UNICODE_EDGES). fast-check's own `unit: "binary"` costs a second of set-up
 * in every test file; this costs nothing.
 */
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code));

/** Random UTF-16 text of up to `maxLength` code units. */
export function anyText(maxLength: number): fc.Arbitrary<string> {
  return fc.string({ unit: codeUnit, maxLength });
}

/** `text` with each lone surrogate made U+FFFD, as a browser encodes it into a URL or a header (String#toWellFormed, ES2024). */
export function wellFormed(text: string): string {
  return text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, "\ufffd");
}

/** Every fragment a mutation may insert, for a grammar's own structure characters. */
function pieces(syntax: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...syntax) },
    { weight: 3, arbitrary: fc.constantFrom(...UNICODE_EDGES) },
    { weight: 1, arbitrary: fc.constantFrom(...OTHER_LAYERS) },
    { weight: 1, arbitrary: anyText(4) },
  );
}

type Edit =
  | { readonly kind: "insert"; readonly at: number; readonly piece: string; readonly times: number }
  | { readonly kind: "delete"; readonly at: number; readonly length: number }
  | { readonly kind: "repeat"; readonly at: number; readonly length: number; readonly times: number };

function edit(syntax: readonly string[]): fc.Arbitrary<Edit> {
  // most edits are small; a few repeat a piece thousands of times (long tokens, deep nesting)
  const times = fc.oneof({ weight: 8, arbitrary: fc.integer({ min: 1, max: 3 }) }, { weight: 1, arbitrary: fc.integer({ min: 4, max: 5_000 }) });
  return fc.oneof(
    { weight: 5, arbitrary: fc.record({ kind: fc.constant("insert" as const), at: fc.nat(), piece: pieces(syntax), times }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant("delete" as const), at: fc.nat(), length: fc.integer({ min: 1, max: 20 }) }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant("repeat" as const), at: fc.nat(), length: fc.integer({ min: 1, max: 12 }), times }) },
  );
}

/** `text` with the edits applied in turn; each edit's place is taken modulo the text's length then. */
export function applyEdits(text: string, edits: readonly Edit[]): string {
  let out = text;
  for (const e of edits) {
    const at = e.at % (out.length + 1);
    if (e.kind === "insert") out = out.slice(0, at) + e.piece.repeat(e.times) + out.slice(at);
    else if (e.kind === "delete") out = out.slice(0, at) + out.slice(at + e.length);
    else out = out.slice(0, at) + out.slice(at, at + e.length).repeat(e.times) + out.slice(at + e.length);
  }
  return out;
}

/** Valid inputs (`seeds`) with one to six random edits by the grammar's structure characters and the Unicode edges. */
export function mutated(seeds: readonly string[], syntax: readonly string[]): fc.Arbitrary<string> {
  return fc.tuple(fc.constantFrom(...seeds), fc.array(edit(syntax), { minLength: 1, maxLength: 6 })).map(([seed, edits]) => applyEdits(seed, edits));
}

/** Random text: any UTF-16 (lone surrogates included), or made of the grammar's characters and the edges. */
export function randomText(syntax: readonly string[], maxLength = 200): fc.Arbitrary<string> {
  return fc.oneof(
    anyText(maxLength),
    fc.string({ unit: fc.oneof(fc.constantFrom(...syntax), fc.constantFrom(...UNICODE_EDGES), fc.constantFrom(...OTHER_LAYERS)), maxLength: 40 }),
    fc.constantFrom(...UNICODE_EDGES, ...OTHER_LAYERS),
  );
}

/**
 * Sizes around `limit` (characters): empty, one character, the limit and the limit plus
 * one, of one long token and of spaced words, and `open`/`close` nested to `depth` and one
 * deeper where the grammar nests.
 */
export function sizes(limit: number, options: { readonly prefix?: string; readonly nesting?: readonly [string, string, number] } = {}): string[] {
  const prefix = options.prefix ?? "";
  const room = Math.max(0, limit - prefix.length);
  const out = ["", "x", " ", prefix, prefix + "x".repeat(room), prefix + "x".repeat(room + 1), prefix + "a ".repeat(Math.ceil(room / 2)).slice(0, room), prefix + "\ud800".repeat(room + 1)];
  if (options.nesting) {
    const [open, close, depth] = options.nesting;
    for (const n of [depth, depth + 1, Math.floor(room / (open.length + close.length + 1))]) out.push(`${prefix}${open.repeat(n)}x${close.repeat(n)}`, `${prefix}${open.repeat(n)}`, `${prefix}${close.repeat(n)}`);
  }
  return out;
}

/**
 * The whole corpus for a text reader: mutated valid inputs (half), random text, and the
 * fixed sizes, edges and other layers.
 */
export function hostileText(seeds: readonly string[], syntax: readonly string[], fixed: readonly string[] = []): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 5, arbitrary: mutated(seeds, syntax) },
    { weight: 3, arbitrary: randomText(syntax) },
    { weight: 2, arbitrary: fc.constantFrom(...seeds, ...fixed, ...UNICODE_EDGES, ...OTHER_LAYERS) },
  );
}

/**
 * Any JSON value a hostile client could send, biased to the shapes a body schema reads:
 * `fields` (the schema's own keys) with wrong types, hostile strings, huge and odd numbers,
 * nesting, and objects with extra keys or none.
 */
export function hostileJson(fields: readonly string[], strings: fc.Arbitrary<string> = randomText(JSON_SYNTAX, 60)): fc.Arbitrary<unknown> {
  const leaf = fc.oneof(
    strings,
    fc.constantFrom(null, true, false, 0, -1, 1, 1.5, 1e9, -1e21, Number.MAX_SAFE_INTEGER + 2, 1e308, "NaN", "Infinity", "", "0"),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
  );
  const { value } = fc.letrec((tie) => ({
    value: fc.oneof({ depthSize: "small", withCrossShrink: true }, leaf, tie("array"), tie("object")),
    array: fc.array(tie("value"), { maxLength: 4 }),
    object: fc.dictionary(fc.oneof(fc.constantFrom(...fields), fc.string({ maxLength: 8 })), tie("value"), { maxKeys: 5 }),
  }));
  const deep = fc.integer({ min: 1, max: 2_000 }).map((n) => JSON.parse("[".repeat(n) + "]".repeat(n)) as unknown);
  const shaped = fc.dictionary(fc.constantFrom(...fields), value, { maxKeys: fields.length }).chain((base) =>
    fc.oneof(fc.constant(base), fc.record({ extra: value }).map((extra) => ({ ...base, ...extra }))),
  );
  return fc.oneof({ weight: 6, arbitrary: shaped }, { weight: 2, arbitrary: value }, { weight: 1, arbitrary: deep });
}

/** A hostile string for any text field of a body or query: edges, other layers, names with an edge, lengths at 40/500/4,000 and past. */
export const hostileField: fc.Arbitrary<string> = fc.oneof(
  randomText(JSON_SYNTAX, 60),
  fc.constantFrom(...UNICODE_EDGES, ...OTHER_LAYERS, ...sizes(40), ...sizes(500), ...sizes(4_000)),
  fc.constantFrom(...UNICODE_EDGES).map((edge) => `Ann${edge}`),
);

/** `value` with each key of `changes` (found at any depth) set to its new value. */
export function replaceFields(value: unknown, changes: Readonly<Record<string, unknown>>): unknown {
  if (Array.isArray(value)) return value.map((item) => replaceFields(item, changes));
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, Object.hasOwn(changes, key) ? changes[key] : replaceFields(item, changes)]));
}

/**
 * Bodies for a schema whose valid bodies are `seeds`: a seed with one to three of its
 * fields (at any depth) given hostile values (most), any JSON with its keys, or a seed as
 * it is. `strings` are the field values; `query` keeps every value a string (a query
 * string's fields are never anything else).
 */
export function hostileBodies(seeds: readonly Record<string, unknown>[], options: { readonly strings?: fc.Arbitrary<string>; readonly query?: boolean } = {}): fc.Arbitrary<unknown> {
  const strings = options.strings ?? hostileField;
  // an empty body's schema gets keys it must refuse
  const keys = [...new Set(["name", ...seeds.flatMap((seed) => JSON.stringify(seed).match(/"[A-Za-z0-9]+":/g) ?? []).map((key) => key.slice(1, -2))])];
  const hostile = options.query ? strings : hostileJson(keys, strings);
  const replaced = fc.tuple(fc.constantFrom(...seeds), fc.dictionary(fc.constantFrom(...keys), hostile, { minKeys: 1, maxKeys: 3 })).map(([seed, changes]) => replaceFields(seed, changes));
  const any = options.query ? fc.dictionary(fc.constantFrom(...keys), strings) : hostileJson(keys, strings);
  return fc.oneof({ weight: 3, arbitrary: replaced }, { weight: 1, arbitrary: any }, { weight: 1, arbitrary: fc.constantFrom(...seeds) });
}

/** Whether `value` is a reader's typed refusal: `{ ok: false, error: { code, message } }` with a sentence. */
export function isTypedRefusal(value: unknown): boolean {
  const result = value as { ok?: unknown; error?: { code?: unknown; message?: unknown } };
  return result?.ok === false && typeof result.error?.code === "string" && typeof result.error.message === "string" && result.error.message.length > 0;
}

/** Whether `value` is a reader's `Result`: its value, or its typed refusal. */
export function isResult(value: unknown): boolean {
  return (value as { ok?: unknown })?.ok === true || isTypedRefusal(value);
}

/** What a reader may throw as its own typed error (most throw nothing: they return a refusal). */
export type OwnError = (error: unknown) => boolean;
const NOTHING: OwnError = () => false;

interface CpuClock {
  threadCpuUsage?(previous?: { user: number; system: number }): { user: number; system: number };
}
const processClock = (globalThis as { process?: CpuClock }).process;
const threadCpuUsage = typeof processClock?.threadCpuUsage === "function" ? processClock.threadCpuUsage.bind(processClock) : undefined;

/**
 * A stopwatch for one reading: the smaller of the wall time and, in Node, the CPU time of
 * this thread (the reader's). Wall time counts the turns a machine shared with other jobs
 * gives them; the process's CPU time would count the garbage collector's helper threads;
 * neither excuses a hang or a blow-up, which costs both.
 */
function stopwatch(): () => number {
  const wallStart = performance.now();
  const cpuStart = threadCpuUsage?.();
  return () => {
    const wall = performance.now() - wallStart;
    if (!threadCpuUsage || !cpuStart) return wall;
    const spent = threadCpuUsage(cpuStart);
    return Math.min(wall, (spent.user + spent.system) / 1000);
  };
}

function describeInput(input: unknown): string {
  const text = typeof input === "string" ? input : (JSON.stringify(input) ?? String(input));
  return text.length > 300 ? `${JSON.stringify(text.slice(0, 300))}... (${text.length} characters)` : JSON.stringify(text);
}

/**
 * Reads `input` with `read` and checks the rule: the reader answers, within BUDGET_MS
 * (the smaller of wall time and the thread's CPU time: see `stopwatch`),
 * with its value or its own typed error (`ownError`), and throws nothing else. A try over
 * the budget is tried twice more and passes if one of them is within it: a hang or a
 * quadratic blow-up fails every try, a garbage collection or a busy machine only one.
 * Returns what the reader answered, for the property's own checks.
 */
export function readWithinBudget<T>(input: unknown, read: () => T, ownError: OwnError = NOTHING): T | undefined {
  let fastest = Number.POSITIVE_INFINITY;
  let answer: T | undefined;
  for (let attempt = 0; attempt < 3 && fastest > BUDGET_MS; attempt++) {
    const elapsed = stopwatch();
    try {
      answer = read();
    } catch (error) {
      if (!ownError(error)) expect.fail(`threw ${String(error)} (not the reader's own error) for ${describeInput(input)}`);
      answer = undefined;
    }
    fastest = Math.min(fastest, elapsed());
  }
  expect(fastest, `took ${fastest.toFixed(1)} ms for ${describeInput(input)}`).toBeLessThanOrEqual(BUDGET_MS);
  return answer;
}

/** `readWithinBudget` for a reader that answers with a promise (the verifier). */
export async function readWithinBudgetAsync<T>(input: unknown, read: () => Promise<T>, ownError: OwnError = NOTHING): Promise<T | undefined> {
  let fastest = Number.POSITIVE_INFINITY;
  let answer: T | undefined;
  for (let attempt = 0; attempt < 3 && fastest > BUDGET_MS; attempt++) {
    const elapsed = stopwatch();
    try {
      answer = await read();
    } catch (error) {
      if (!ownError(error)) expect.fail(`threw ${String(error)} (not the reader's own error) for ${describeInput(input)}`);
      answer = undefined;
    }
    fastest = Math.min(fastest, elapsed());
  }
  expect(fastest, `took ${fastest.toFixed(1)} ms for ${describeInput(input)}`).toBeLessThanOrEqual(BUDGET_MS);
  return answer;
}

const environment = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env ?? {};

/**
 * A fixed seed, so a failure reproduces; fast-check prints it with the shrunk input.
 * `FUZZ_SEED=<n>` searches elsewhere (engine suites, in Node).
 */
export const FUZZ_SEED = Number(environment.FUZZ_SEED) || 20261127;

/** A suite's runs: `base` in CI, times `FUZZ_SCALE` to search harder locally (`FUZZ_SCALE=20 npm run test:engine -- test/engine/fuzz`). */
export function fuzzRuns(base: number): number {
  return base * (Number(environment.FUZZ_SCALE) || 1);
}
