// Standing fuzz of the study page's readers of outside text (HOSTILE.md): the frames of the
// study's socket and an editor link's fragment. A frame that is not a message of the
// contract is ignored whole, within the budget, never thrown on.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readStudySocketMessage } from "../../../web/src/study/socket-message.ts";
import { editorTokenFromHash } from "../../../web/src/study/link.ts";
import { FUZZ_SEED, fuzzRuns, hostileBodies, hostileText, JSON_SYNTAX, readWithinBudget, sizes } from "../../fuzz/corpus.ts";

const RUNS = fuzzRuns(200);

const study = { id: "s1", name: "Openings", version: 3, chapters: [{ id: "c1", name: "One", variant: "the-pit" }], createdAt: "", updatedAt: "" };
const FRAMES: Record<string, unknown>[] = [
  { type: "study", study },
  { type: "edit", version: 4, edit: { kind: "move", chapter: "c1", node: 0, move: "e2-e4" }, result: { node: 1 } },
  { type: "edit", version: 5, edit: { kind: "shapes", chapter: "c1", node: 1, shapes: ["Ge2e4", "Rd4"] }, result: {} },
  { type: "edit", version: 6, edit: { kind: "marks", chapter: "c1", node: 1, nags: [1, 14] }, result: {} },
  { type: "edit", version: 7, edit: { kind: "chapter", chapter: "c1", name: "First", orientation: "black", mode: "interactive" }, result: {} },
  { type: "edit", version: 8, edit: { kind: "add-chapter", chapter: { id: "c2", name: "Two", variant: "ben39" } }, result: {} },
  { type: "edit", version: 9, edit: { kind: "order", chapters: ["c2", "c1"] }, result: {} },
  { type: "at", chapter: "c1", node: 1 },
];

describe("the study page's readers answer any frame or fragment within the budget", () => {
  it("reads every message of the contract as it is", () => {
    for (const frame of FRAMES) expect(readStudySocketMessage(JSON.stringify(frame))).toEqual(frame);
  });

  it(`readStudySocketMessage: hostile frames are ignored whole (${RUNS} frames)`, () => {
    const frames = fc.oneof(
      hostileBodies(FRAMES).map((body) => JSON.stringify(body) ?? ""),
      hostileText(FRAMES.map((frame) => JSON.stringify(frame)), JSON_SYNTAX, sizes(4_000, { nesting: ["[", "]", 2_000] })),
    );
    fc.assert(
      fc.property(frames, (text) => {
        const message = readWithinBudget(text, () => readStudySocketMessage(text));
        if (message === undefined) return;
        expect(["study", "edit", "at"]).toContain(message.type);
        if (message.type === "edit") expect(Number.isSafeInteger(message.version)).toBe(true);
        if (message.type === "at") expect(typeof message.chapter).toBe("string");
      }),
      { numRuns: RUNS, seed: FUZZ_SEED },
    );
  });

  it("refuses the frames that look right but are not (a node that is no id, a shape that is no text)", () => {
    expect(readStudySocketMessage('{"type":"edit","version":4,"edit":{"kind":"move","chapter":"c1","node":-1,"move":"e4"},"result":{}}')).toBeUndefined();
    expect(readStudySocketMessage('{"type":"edit","version":4,"edit":{"kind":"shapes","chapter":"c1","node":1,"shapes":[1]},"result":{}}')).toBeUndefined();
    expect(readStudySocketMessage('{"type":"edit","version":4.5,"edit":{"kind":"rename","name":"x"},"result":{}}')).toBeUndefined();
    expect(readStudySocketMessage('{"type":"at","chapter":"c1","node":"1"}')).toBeUndefined();
    expect(readStudySocketMessage("[[[[")).toBeUndefined();
  });

  it(`editorTokenFromHash: an editor link's fragment (${RUNS} fragments)`, () => {
    expect(editorTokenFromHash("#editor=abc_DEF-123")).toBe("abc_DEF-123");
    expect(editorTokenFromHash("")).toBeUndefined();
    fc.assert(
      fc.property(hostileText(["#editor=" + "A".repeat(43), "#editor=", "editor=x&y=z"], JSON_SYNTAX, sizes(2_000, { prefix: "#editor=" })), (hash) => {
        const token = readWithinBudget(hash, () => editorTokenFromHash(hash));
        expect(token === undefined || token.length > 0).toBe(true);
      }),
      { numRuns: RUNS, seed: FUZZ_SEED },
    );
  });
});
