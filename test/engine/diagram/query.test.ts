// The diagram's query (issue 32, item 6; src/diagram/query.ts): what each parameter
// accepts, each refusal naming its parameter, the caps, the canonical address, and a
// standing fuzz of the reader (HOSTILE.md): every hostile query gets a value or a typed
// refusal within the budget, never an exception.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { getGame, listGames } from "../../../src/engine/registry.ts";
import { diagramPath } from "../../../src/diagram/link.ts";
import { DIAGRAM_LIMITS, DIAGRAM_PARAMETERS, readDiagramQuery, type DiagramRead } from "../../../src/diagram/query.ts";
import { FUZZ_SEED, fuzzRuns, hostileField, hostileText, isTypedRefusal, POSITION_SYNTAX, readWithinBudget, sizes } from "../../fuzz/corpus.ts";

const pit = getGame("the-pit")!;
const insideOut = getGame("inside-out")!;

/** The query as Hono hands it over: every value of each parameter. */
function read(game = pit, fields: Record<string, string | string[]> = {}): DiagramRead {
  const query = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, Array.isArray(v) ? v : [v]]));
  return readDiagramQuery(game, query, new URLSearchParams(Object.entries(fields).flatMap(([k, v]) => (Array.isArray(v) ? v : [v]).map((x) => [k, x]))).toString());
}

function refusal(result: DiagramRead): { parameter: string; message: string } {
  if (result.ok) throw new Error("accepted");
  return result.error;
}

describe("the diagram's query", () => {
  it("reads the defaults: the start position, no shapes, white at the bottom, 480 pixels, light", () => {
    const result = read();
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const start = pit.setup({});
    expect(result.value.position).toBe(start.ok && pit.makePosition(start.value));
    expect(result.value).toMatchObject({ arrows: [], circles: [], lastMove: [], flip: false, size: 480, theme: "light" });
  });

  it("reads arrows as lichess writes them, with or without a dash, and circles and the last move", () => {
    const result = read(pit, { arrows: "Ge2e4,Rd1-d8,Ba10j1", circles: "Gd4,YE5", lastMove: "a2,a4", flip: "1", size: "1200", theme: "dark" });
    expect(result.ok && result.value).toMatchObject({
      arrows: [{ colour: "G", from: "e2", to: "e4" }, { colour: "R", from: "d1", to: "d8" }, { colour: "B", from: "a10", to: "j1" }],
      circles: [{ colour: "G", at: "d4" }, { colour: "Y", at: "e5" }],
      lastMove: ["a2", "a4"],
      flip: true,
      size: 1200,
      theme: "dark",
    });
  });

  it("reads cells named beyond a1 (Inside-out's outer and inner fields) and asks for a dash only where a split is ambiguous", () => {
    const result = read(insideOut, { arrows: "Gb3o-c4i,Rb3oc4i", circles: "Bb3i" });
    expect(result.ok && result.value.arrows).toEqual([{ colour: "G", from: "b3o", to: "c4i" }, { colour: "R", from: "b3o", to: "c4i" }]);
    // no split of "a11b2" gives two cells of a 10x10 board (a11 is past its edge): refused, naming arrows
    expect(refusal(read(pit, { arrows: "Ga11b2" })).parameter).toBe("arrows");
  });

  it("reads any game's position text, and the start of every game", () => {
    for (const game of listGames()) {
      const start = game.setup({});
      if (!start.ok) throw new Error(start.error.message);
      const result = read(game, { position: game.makePosition(start.value) });
      expect(result.ok, game.id).toBe(true);
    }
  });

  it.each([
    ["position", { position: "not a position" }],
    ["position", { position: "x".repeat(DIAGRAM_LIMITS.position + 1) }],
    ["arrows", { arrows: "Xe2e4" }],
    ["arrows", { arrows: "Ge2" }],
    ["arrows", { arrows: "Ge2e2" }],
    ["arrows", { arrows: "Gz9z8" }],
    ["arrows", { arrows: Array.from({ length: DIAGRAM_LIMITS.arrows + 1 }, () => "Ge2e4").join(",") }],
    ["circles", { circles: "Gz99" }],
    ["circles", { circles: "e4" }],
    ["circles", { circles: Array.from({ length: DIAGRAM_LIMITS.circles + 1 }, () => "Ge4").join(",") }],
    ["lastMove", { lastMove: "e2,q9" }],
    ["lastMove", { lastMove: Array.from({ length: DIAGRAM_LIMITS.lastMove + 1 }, () => "e4").join(",") }],
    ["flip", { flip: "yes" }],
    ["size", { size: "119" }],
    ["size", { size: "1201" }],
    ["size", { size: "480px" }],
    ["size", { size: "4.5e2" }],
    ["theme", { theme: "blue" }],
    ["size", { size: ["480", "600"] }],
    ['"arrow"', { arrow: "Ge2e4" }],
  ] as const)("refuses a bad %s by name", (parameter, fields) => {
    const error = refusal(read(pit, fields as Record<string, string | string[]>));
    expect(error.parameter).toBe(parameter);
    expect(error.message.startsWith(`${parameter}: `)).toBe(true);
  });

  it("refuses a query past its length before reading anything", () => {
    const result = readDiagramQuery(pit, {}, "x".repeat(DIAGRAM_LIMITS.query + 1));
    expect(refusal(result).parameter).toBe("query");
  });

  it("quotes outside text in a refusal as JSON, cut short", () => {
    const error = refusal(read(pit, { theme: `<script>${"x".repeat(100)}` }));
    expect(error.message).toContain('"<script>xxx');
    expect(error.message.length).toBeLessThan(120);
  });

  it("writes one address for a diagram however it was asked for", () => {
    const a = read(pit, { arrows: "Ge2e4", theme: "light", flip: "0" });
    const b = read(pit, { flip: "0", arrows: "Ge2-e4" });
    if (!a.ok || !b.ok) throw new Error("refused");
    const path = (r: typeof a.value) => diagramPath({ game: "the-pit", format: "png", ...r });
    expect(path(a.value)).toBe(path(b.value));
    // and the address reads back as the same diagram
    const again = new URL(path(a.value), "https://x.test");
    const query = Object.fromEntries([...again.searchParams].map(([k, v]) => [k, [v]]));
    const c = readDiagramQuery(pit, query, again.search.slice(1));
    expect(c.ok && path(c.value)).toBe(path(a.value));
  });
});

describe("standing fuzz: the diagram's query reader", () => {
  const SEEDS: Record<string, string> = { position: "", arrows: "Ge2e4,Rd1-d8", circles: "Gd4", lastMove: "e2,e4", flip: "1", size: "480", theme: "dark" };
  const start = pit.setup({});
  if (!start.ok) throw new Error(start.error.message);
  SEEDS.position = pit.makePosition(start.value);
  const value = fc.oneof(
    { weight: 3, arbitrary: hostileField },
    { weight: 2, arbitrary: hostileText(Object.values(SEEDS), [...POSITION_SYNTAX, ",", "-", "G", "R"], [...sizes(DIAGRAM_LIMITS.position), ...sizes(DIAGRAM_LIMITS.query)]) },
  );
  const name = fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...DIAGRAM_PARAMETERS) }, { weight: 1, arbitrary: fc.string({ maxLength: 10 }) });
  const query = fc.dictionary(name, fc.array(value, { minLength: 1, maxLength: 2 }), { maxKeys: 5 }).map((fields) => ({ ...Object.fromEntries(Object.entries(SEEDS).map(([k, v]) => [k, [v]])), ...fields }));

  it(`answers ${fuzzRuns(400)} hostile queries of every game with a diagram or a refusal naming a parameter, within the budget`, () => {
    fc.assert(
      fc.property(fc.constantFrom(...listGames()), query, (game, fields) => {
        const raw = new URLSearchParams(Object.entries(fields).flatMap(([k, vs]) => vs.map((v) => [k, v.replace(/[\ud800-\udfff]/g, "?")]))).toString();
        const result = readWithinBudget(fields, () => readDiagramQuery(game, fields, raw));
        if (result?.ok) return;
        expect(isTypedRefusal(result)).toBe(true);
        expect(result?.error.message.startsWith(`${result?.error.parameter}: `)).toBe(true);
      }),
      { numRuns: fuzzRuns(400), seed: FUZZ_SEED },
    );
  });
});
