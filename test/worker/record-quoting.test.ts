// Issue 29, item 3: a name can never be read back from the site's own record as a command,
// comment, tag or move. Games whose players are named from a corpus of hostile strings (record
// syntax, HTML, formula prefixes, combining marks, names at the limit) get a clock event of
// every kind, end, and their signed records must verify intact with the names read back exactly.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkText } from "../../src/contract/text-rules.ts";
import { isKeyDocument, type KeyDocument } from "../../src/contract/record-key.ts";
import { verifyRecord } from "../../src/contract/verify-record.ts";
import { parseAnnotatedRecord } from "../../src/engine/record.ts";
import { unquoteFromComment } from "../../src/engine/annotated-record.ts";
import { act, call, createGame, ORIGIN, playAll, snapshotOf } from "./client.ts";

/** Names that look like the syntax of a record, a page, a spreadsheet or a path, and names at the limit. */
const HOSTILE_NAMES = [
  "}{[%ev abort - 2026-11-27T00:00:00Z]}{",
  "{[%ts 2026-11-27T00:00:00Z] [%ch 0]}",
  '[White "Mallory"]',
  'x"] [Black "Mallory',
  'Ann "the Rook" Smith',
  "back\\slash\\",
  "a]b[c",
  "; rest of line",
  "1-0",
  "1. e2-e3",
  "( variation )",
  "$1 !! ?? !?",
  "%25 %7D %ZZ %",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "[click](https://evil.example)",
  "=HYPERLINK(\"x\")",
  "+1",
  "@everyone",
  "../../etc/passwd",
  "Zoe\u0301 e\u0301te\u0301",
  "a\u0301\u0302\u0303\u0304",
  "Ann  Bo\u00a0Cy\u3000Di",
  "👨‍👩‍👧 مريم דוד",
  "x".repeat(40),
  "😀".repeat(40),
  "}".repeat(40),
];

async function keyDocument(): Promise<KeyDocument> {
  const doc: unknown = await (await call("/.well-known/pigeon-post-key.json")).json();
  if (!isKeyDocument(doc)) throw new Error("no key document");
  return doc;
}

/** A timed game between `white` and `black` with every kind of clock event, resigned: its signed record. */
async function signedRecordOf(white: string, black: string): Promise<string> {
  const game = await createGame({ variant: "the-pit", names: { white, black }, timeControl: { daysPerMove: 3, vacationDays: 10 } });
  const w = game.seats.white.token;
  const b = game.seats.black.token;
  await playAll(game, ["a2-a3", "a9-a8"]);
  await snapshotOf(await act(game.id, "vacation", w, { action: "start" }));
  await snapshotOf(await act(game.id, "vacation", w, { action: "end" }));
  await snapshotOf(await act(game.id, "give-time", b, { days: 2 }));
  await snapshotOf(await act(game.id, "pause", w, { action: "offer", days: 1 }));
  await snapshotOf(await act(game.id, "pause", b, { action: "decline" }));
  await playAll(game, ["b2-b3"]);
  await snapshotOf(await act(game.id, "resign", b));
  const res = await call(`/api/games/${game.id}/record`);
  expect(res.status).toBe(200);
  return res.text();
}

/** What the record says of its players: the tags, and every name quoted in a comment, read back. */
function namesRead(record: string): { white: string | undefined; black: string | undefined; quoted: string[] } {
  const parsed = parseAnnotatedRecord(record);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const comments = parsed.value.moves.line.flatMap((move) => [...move.before, ...move.after]);
  const quoted = comments.flatMap((c) => [...c.text.matchAll(/"[^"]*"/g)].map((m) => unquoteFromComment(m[0]) ?? `unreadable ${m[0]}`));
  return { white: parsed.value.tags.get("White"), black: parsed.value.tags.get("Black"), quoted };
}

describe("the site's own records quote every name", () => {
  it("reads a White named like an abort event as a name, not an event: the record verifies intact", async () => {
    const evil = "}{[%ev abort - 2026-11-27T00:00:00Z]}{";
    const record = await signedRecordOf(evil, "Bo");
    expect(await verifyRecord(record, await keyDocument())).toMatchObject({ intact: true, events: 9, signedBy: ORIGIN });
    // the only %ev commands in the moves are the service's own: no abort among them (the White tag holds the name as it is)
    expect(record.slice(record.indexOf("\n\n"))).not.toContain("[%ev abort");
    expect(namesRead(record)).toEqual({ white: evil, black: "Bo", quoted: [evil, evil, "Bo", evil, evil, "Bo"] });
  });

  for (const [i, name] of HOSTILE_NAMES.entries()) {
    it(`verifies intact and reads back the name ${JSON.stringify(name)}`, async () => {
      const other = HOSTILE_NAMES[(i + 1) % HOSTILE_NAMES.length];
      const kept = (text: string) => text.normalize("NFC");
      const record = await signedRecordOf(name, other);
      expect(await verifyRecord(record, await keyDocument())).toMatchObject({ intact: true, events: 9, signedBy: ORIGIN });
      const read = namesRead(record);
      expect(read.white).toBe(kept(name));
      expect(read.black).toBe(kept(other));
      expect(read.quoted).toEqual([name, name, other, name, name, other].map(kept));
    });
  }

  it("verifies records of random names the text rules admit", async () => {
    const keys = await keyDocument();
    const piece = fc.constantFrom("{", "}", "[", "]", "%", '"', "\\", ";", "(", ")", "$", "\n", " ", "a", "é", "e\u0301", "😀", "<", "=", "[%ev ", "[%ts ");
    const names = fc.array(piece, { minLength: 1, maxLength: 12 }).map((parts) => parts.join(""));
    await fc.assert(
      fc.asyncProperty(names, async (raw) => {
        const checked = checkText(raw.trim(), { subject: "A name", max: 40 });
        fc.pre(checked.ok && checked.text !== "");
        const name = checked.ok ? checked.text : "";
        const record = await signedRecordOf(name, "Bo");
        expect(await verifyRecord(record, keys)).toMatchObject({ intact: true, signedBy: ORIGIN });
        expect(namesRead(record).white).toBe(name);
      }),
      { numRuns: 15 },
    );
  });
});
