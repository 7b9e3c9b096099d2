// POST /api/import with an annotated record (issue 23, item 4): the answer has the record
// in normal form, annotations kept; a saved game's record keeps them; a bad variation is 422.
import { describe, expect, it } from "vitest";
import { call, errorOf } from "./client.ts";

const ANNOTATED = `[Variant "the-pit"]
[White "Ann"]
[Black "Bo"]
[Date "2026.11.02"]
[Result "1-0"]
[Termination "resignation"]

{A short one.} 1. a2-a3!? a9-a8 (1... j9-j8 {[%eval 0.3] the other wing} 2. j2-j3
(2. b2-b3 $14)) 2. b2-b3 ?! {Bo gives up} 1-0
`;

/** A record's move text on one line, as the checks below read it (the export wraps at 80 characters). */
function oneLine(record: string): string {
  return record.replace(/\s+/g, " ");
}

function importRecord(record: string, save = false): Promise<Response> {
  return call("/api/import", { method: "POST", json: { record, save } });
}

describe("importing an annotated record", () => {
  it("answers with the record in normal form, its comments, marks, commands and variations kept", async () => {
    const res = await importRecord(ANNOTATED);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { moves: string[]; record: string };
    expect(body.moves).toEqual(["a2-a3", "a9-a8", "b2-b3"]);
    expect(oneLine(body.record)).toContain("{A short one.} 1. a2-a3!? a9-a8 (1... j9-j8 {[%eval 0.3] the other wing} 2. j2-j3");
    expect(oneLine(body.record)).toContain("(2. b2-b3 $14)) 2. b2-b3?! {Bo gives up} 1-0");
    // the normal form is a fixed point
    const again = (await (await importRecord(body.record)).json()) as { record: string };
    expect(again.record).toBe(body.record);
  });

  it("keeps the annotations of a saved game in its record", async () => {
    const res = await importRecord(ANNOTATED, true);
    expect(res.status).toBe(201);
    const { saved } = (await res.json()) as { saved: { id: string } };
    const record = await (await call(`/api/games/${saved.id}/record`)).text();
    expect(record).toContain(`[Site "`);
    expect(oneLine(record)).toContain("(1... j9-j8 {[%eval 0.3] the other wing} 2. j2-j3");
    expect(oneLine(record)).toContain("2. b2-b3?! {Bo gives up} 1-0");
  });

  it("keeps an import's Event, Round and other tags of its own in the saved game's record, with or without annotations", async () => {
    const plain = `[Event "Club cup 2026"]
[Site "https://elsewhere.example/42"]
[Round "3"]
[Variant "the-pit"]
[White "Cy"]
[Black "Di"]
[Date "2026.10.12"]
[Annotator "Eve"]
[Result "0-1"]

1. a2-a3 a9-a8 2. b2-b3 0-1
`;
    for (const text of [plain, ANNOTATED.replace('[Variant "the-pit"]', '[Event "Annotated cup"]\n[Variant "the-pit"]').replace('[White "Ann"]', '[White "Fay"]')]) {
      const res = await importRecord(text, true);
      expect(res.status, await res.clone().text()).toBe(201);
      const body = (await res.json()) as { record: string; saved: { id: string } };
      const event = /\[Event "[^"]*"\]/.exec(text)![0];
      expect(body.record).toContain(event);
      const record = await (await call(`/api/games/${body.saved.id}/record`)).text();
      expect(record).toContain(event);
      // the archive writes its own Site (the saved game's page) and never two of a tag
      expect(record).toContain(`[Site "https://pigeon.test/g/${body.saved.id}"]`);
      expect(record.match(/\[Site /g)).toHaveLength(1);
      if (text === plain) {
        expect(record).toContain('[Round "3"]');
        expect(record).toContain('[Annotator "Eve"]');
        expect(oneLine(record)).toContain("1. a2-a3 a9-a8 2. b2-b3 0-1");
      } else expect(oneLine(record)).toContain("{Bo gives up} 1-0");
      // the saved record reads back as the same game, Event and all
      const again = (await (await importRecord(record)).json()) as { tags: Record<string, string>; archived?: { id: string } };
      expect(again.tags.Event).toBe(/"([^"]*)"/.exec(event)![1]);
      expect(again.archived?.id).toBe(body.saved.id);
    }
  });

  it("refuses with 422 a variation move that cannot be played, naming it, and nesting past the limit", async () => {
    const bad = await errorOf(await importRecord(ANNOTATED.replace("2. j2-j3", "2. j2-j6")));
    expect(bad.status).toBe(422);
    expect(bad.code).toBe("malformed_record");
    expect(bad.message).toMatch(/^Move 2 \(White's j2-j6\) in a variation on move 1 \(Black's a9-a8\) cannot be played: /);
    const deep = await errorOf(await importRecord(`[Variant "the-pit"]\n\n1. a2-a3 ${"(1. b2-b3 ".repeat(100)}${")".repeat(100)} *`));
    expect(deep.status).toBe(422);
    expect(deep.message).toMatch(/nested more than \d+ deep/);
  });
});

// A record from the game review (docs/review.md, test/fixtures/review/reviewed-the-pit.pgn):
// its [%eval]s, marks and better moves survive the import and the archive (issue 24 item 3).
import REVIEWED from "../fixtures/review/reviewed-the-pit.pgn?raw";

describe("importing a reviewed record", () => {
  it("keeps every evaluation, each mark and each better move, answered and saved", async () => {
    const res = await importRecord(REVIEWED);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { moves: string[]; record: string };
    expect(body.moves).toHaveLength(14);
    const evals = (text: string) => [...text.matchAll(/\[%eval ([^\]]+)\]/g)].map((m) => m[1]);
    expect(evals(body.record)).toEqual(evals(REVIEWED));
    expect(evals(body.record)).toHaveLength(15);
    // the marks in the normal form's glyphs ($4 is ??), each followed by its evaluation and the better move
    expect(oneLine(body.record)).toContain("6... Qe10-h7?? {[%eval 11.82]} (6... a9-a7) 7. Ci1-h2?? {[%eval 0.08]} (7. Sc2xh7)");
    const saved = await importRecord(REVIEWED, true);
    expect(saved.status).toBe(201);
    const { saved: game } = (await saved.json()) as { saved: { id: string } };
    const record = await (await call(`/api/games/${game.id}/record`)).text();
    expect(evals(record)).toEqual(evals(REVIEWED));
    expect(oneLine(record)).toContain("7. Ci1-h2?? {[%eval 0.08]} (7. Sc2xh7) 7... Qh7-e10 {[%eval 0.24]} 1-0");
  });
});
