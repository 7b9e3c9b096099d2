/**
 * Verifying records (contract/verify-record.ts) on golden records the server signed with
 * the test key (test/fixtures/records/signed-*.pgn, test-key.json): intact ones say so,
 * and each kind of tampering is caught and named.
 */
import { describe, expect, it } from "vitest";
import { concatBytes } from "../../../src/contract/bytes.ts";
import { chainStart, extendChain, genesisLine, toHex } from "../../../src/contract/chain.ts";
import { recordChain } from "../../../src/contract/chain-record.ts";
import { generateSigningKey, readSigningKey, signHead, verifyHead, type KeyDocument } from "../../../src/contract/record-key.ts";
import { describeVerdict, verifyRecord } from "../../../src/contract/verify-record.ts";
import { readFixture } from "../fixture-files.ts";
import { SIGNED_RECORDS, signedRecord, TAMPERING_CASES } from "./tampering-cases.ts";

const fixture = (name: string) => readFixture(`records/${name}`);
const RESIGNED = fixture("signed-resigned.pgn");
const AGREED = fixture("signed-agreed.pgn");
const KEYS = JSON.parse(fixture("test-key.json")) as KeyDocument;

async function problemOf(record: string): Promise<string> {
  const verdict = await verifyRecord(record, KEYS);
  if (verdict.intact) throw new Error("the tampered record verified");
  return verdict.problem;
}

/** The record with its `n`-th (from 0) match of `pattern` replaced. */
function replaceNth(text: string, pattern: RegExp, n: number, by: (match: string) => string): string {
  let seen = -1;
  return text.replace(new RegExp(pattern.source, "g"), (match) => (++seen === n ? by(match) : match));
}

describe("verifying records", () => {
  it("says a signed record is intact, with its events and who signed it", async () => {
    expect(describeVerdict(await verifyRecord(RESIGNED, KEYS))).toBe("intact: 11 events, signed by https://pigeon.test");
    expect(describeVerdict(await verifyRecord(AGREED, KEYS))).toBe("intact: 4 events, signed by https://pigeon.test");
  });

  it("tells a signature it could not check from a checked one", async () => {
    expect(describeVerdict(await verifyRecord(RESIGNED))).toBe("intact: 11 events, signature not checked (no key)");
  });

  it("catches a changed move", async () => {
    expect(await problemOf(RESIGNED.replace("2... b9-b8", "2... c9-c8"))).toMatch(/^Move 2 \(Black's c9-c8\) at .* does not match the chain/);
  });

  it("catches a changed time", async () => {
    const tampered = replaceNth(RESIGNED, /\[%ts [^\]]+\]/, 2, () => "[%ts 2026-11-24T09:00:00Z]");
    expect(await problemOf(tampered)).toMatch(/^Move 2 \(White's c2-c3\) at 2026-11-24T09:00:00Z does not match the chain/);
  });

  it("catches a changed name", async () => {
    expect(await problemOf(RESIGNED.replace('[White "Ann Arbiter"]', '[White "Ann Other"]'))).toMatch(/^The game's details in this record are not the ones it was played with: a player's name \(White, Black\)/);
  });

  it("catches a changed result", async () => {
    expect(await problemOf(RESIGNED.replace('[Result "1-0"]', '[Result "0-1"]').replace(/1-0\n$/, "0-1\n"))).toBe(
      "The Result tag says 0-1, but the chain ends the game 1-0 (resignation).",
    );
    expect(await problemOf(AGREED.replace('[Termination "agreement"]', '[Termination "stalemate"]'))).toMatch(/Termination tag says stalemate/);
  });

  it("catches events in another order", async () => {
    const start = /\{\[%ev vacation-start[^}]*\}/.exec(RESIGNED)![0];
    const end = /\{\[%ev vacation-end[^}]*\}/.exec(RESIGNED)![0];
    const swapped = RESIGNED.replace(start, "\u0000").replace(end, start).replace("\u0000", end);
    expect(await problemOf(swapped)).toMatch(/^The event "vacation-end" by white at .* does not match the chain/);
  });

  it("catches a changed Chain tag, and an event changed with its check dropped", async () => {
    expect(await problemOf(RESIGNED.replace(/\[Chain "(.)/, (_: string, c: string) => `[Chain "${c === "0" ? "1" : "0"}`))).toMatch(/^The Chain tag does not match/);
    // the last event, changed with its check dropped: only the head can tell
    const unchecked = RESIGNED.replace(/\{\[%ev end black (\S+) winner=white reason=resignation\] \[%ch \w+\]\}/, "{[%ev end black $1 winner=white reason=resignation]}").replace("[%ev end black", "[%ev end white");
    expect(await problemOf(unchecked)).toMatch(/^The Chain tag does not match/);
  });

  it("catches a changed signature, and a key of another site", async () => {
    const signature = /\[Signature "ed25519:(.)/;
    expect(await problemOf(RESIGNED.replace(signature, (_: string, c: string) => `[Signature "ed25519:${c === "A" ? "B" : "A"}`))).toBe(
      "The Signature tag is not https://pigeon.test's signature of this chain.",
    );
    const other = await readSigningKey(await generateSigningKey());
    const elsewhere: KeyDocument = { origin: "https://pigeon.test", chainVersion: "1", keys: [{ kid: other!.kid, alg: "Ed25519", publicKey: other!.publicKey, status: "current" }] };
    expect((await verifyRecord(RESIGNED, elsewhere)).intact).toBe(false);
  });

  it("reads a comment full of unclosed commands in linear time (the fuzzer's find: 16,000 took 0.6 s)", async () => {
    const at = AGREED.indexOf("\n\n") + 2;
    const flooded = `${AGREED.slice(0, at)}{${"[%a ".repeat(50_000)}} ${AGREED.slice(at)}`;
    const started = performance.now();
    await verifyRecord(flooded, KEYS);
    // one unclosed command before a long run of spaces: the name's space and the value do not trade it back and forth
    await verifyRecord(`${AGREED.slice(0, at)}{[%a${" ".repeat(200_000)}} ${AGREED.slice(at)}`, KEYS);
    expect(performance.now() - started).toBeLessThan(200);
  });

  it("says a tag with a lone surrogate is broken instead of throwing (the fuzzer's find: a URIError, a 500 on import)", async () => {
    for (const tag of ["White", "Black", "TimeControl", "Site"]) {
      const changed = AGREED.replace(new RegExp(`\\[${tag} "([^"]*)"\\]`), (_, value: string) => `[${tag} "${value}\ud800"]`);
      expect(changed, tag).not.toBe(AGREED);
      expect(await problemOf(changed)).toBe(`The ${tag} tag holds half of a UTF-16 pair (a lone surrogate), which no chain can hold: it was changed.`);
    }
    // a whole pair is a character like any other: the chain hashes it (and this one does not match)
    expect(await problemOf(AGREED.replace('[White "', '[White "\ud83d\ude00'))).toMatch(/not the ones it was played with|Chain tag/);
  });

  it("catches a move taken out of the record", async () => {
    expect(await problemOf(RESIGNED.replace(/3\. d2-d3\s*\{[^}]*\}/, ""))).toMatch(/does not match|Chain tag/);
  });
});

describe("what the signature covers is what a reader sees", () => {
  it.each(SIGNED_RECORDS)("%s, as the server signed it, is intact with nothing unsigned", async (name) => {
    const verdict = await verifyRecord(signedRecord(name), KEYS);
    expect(verdict).toMatchObject({ intact: true, signedBy: "https://pigeon.test", unsigned: [] });
    expect(describeVerdict(verdict)).toMatch(/^intact: \d+ events?, signed by https:\/\/pigeon\.test$/);
  });

  for (const tampering of TAMPERING_CASES) {
    it(tampering.name, async () => {
      const verdict = await verifyRecord(tampering.change(signedRecord(tampering.from)), KEYS);
      if (tampering.expected.intact) {
        expect(verdict).toMatchObject({ intact: true, signedBy: "https://pigeon.test", unsigned: tampering.expected.unsigned });
      } else {
        expect(verdict.intact, describeVerdict(verdict)).toBe(false);
        if (!verdict.intact) expect(verdict.problem).toMatch(tampering.expected.problem);
      }
    });
  }

  it("says intact only when nothing is unsigned, else lists what is not signed after the intact words", async () => {
    const commented = RESIGNED.replace("3. d2-d3\n", "3. d2-d3 {Bob agreed in advance to lose this game for money.}\n").replace("2... b9-b8", "(2. e2-e3) 2... b9-b8");
    expect(describeVerdict(await verifyRecord(commented, KEYS))).toBe(
      "intact: 11 events, signed by https://pigeon.test; not signed: a variation on move 2 (White's c2-c3), a comment after move 3 (White's d2-d3)",
    );
  });
});

describe("the chain's encoding", () => {
  it("is SHA-256 as WebCrypto computes it: h0 of the genesis line, then the previous hash's bytes and the line", async () => {
    const digest = async (bytes: Uint8Array<ArrayBuffer>) => toHex(new Uint8Array(await crypto.subtle.digest("SHA-256", bytes)));
    const genesis = genesisLine({ id: "abcdefghjk", variant: "the-pit", options: "", timeControl: "-", createdAt: Date.UTC(2026, 10, 25, 10), white: "Ann Ö", black: "Bo" });
    expect(genesis).toBe("pigeon-post-chain 1 id=abcdefghjk variant=the-pit options= timecontrol=- start=2026-11-25T10%3A00%3A00Z white=Ann%20%C3%96 black=Bo");
    const h0 = chainStart(genesis);
    expect(h0).toBe(await digest(concatBytes(new TextEncoder().encode(genesis))));
    const line = "move white 2026-11-25T10:00:05Z ply=1 text=a2-a3";
    const previous: Uint8Array<ArrayBuffer> = Uint8Array.from(h0.match(/../g)!, (byte) => parseInt(byte, 16));
    expect(extendChain(h0, line)).toBe(await digest(concatBytes(previous, new TextEncoder().encode(line))));
  });

  it("round-trips: a chain written into tags and comments, signed, then read back", async () => {
    const key = (await readSigningKey(await generateSigningKey()))!;
    const chain = recordChain({ id: "x", variant: "the-pit", options: "", timeControl: "-", createdAt: 0, white: "A", black: "B" }, ["move white 1970-01-01T00:00:01Z ply=1 text=a2-a3"]);
    expect(chain.comments.get(1)?.[0]).toMatch(/^\[%ts 1970-01-01T00:00:01Z\] \[%ch [0-9a-f]{8}\]$/);
    const signature = await signHead(key, chain.head);
    expect(await verifyHead(key.publicKey, chain.head, signature)).toBe(true);
    expect(await verifyHead(key.publicKey, extendChain(chain.head, "abort white 1970-01-01T00:00:02Z"), signature)).toBe(false);
  });
});
