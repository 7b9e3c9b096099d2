/**
 * Verifies a game record offline (docs/api.md "Records you can verify"):
 *
 *   npm run verify -- <record file> [--key <key file or origin>]
 *
 * The key is a key document (`/.well-known/pigeon-post-key.json`): read from a file,
 * fetched from the origin given, or, without --key, fetched from the origin in the
 * record's Site tag. Exits 0 printing "intact: N events, signed by <origin>" (or, for a
 * game in progress, unsigned), followed by "; not signed: " and the parts the site did
 * not write when there are any (a reader's comments, marks, variations, extra tags: the
 * signature says nothing of them, but they change nothing it covers); exits 1 naming
 * the first move, time, tag or result that does not match, or when a finished game's
 * record carries no signature; 2 for a usage error, an unreadable file or a key that
 * cannot be fetched. When the record's White, Black, Variant, Options, TimeControl, Date
 * or UTCTime was changed and --key names an origin (https://...) whose game the record's
 * Site links to, that game's public data (GET <origin>/api/games/<id>) names the tag
 * that differs (contract/site-copy.ts); without it, or when it cannot be fetched, the
 * verdict says which tags it may be.
 */
import { readFileSync } from "node:fs";
import { isKeyDocument, type KeyDocument } from "../contract/record-key.ts";
import { siteCopyPath, withSiteCopy } from "../contract/site-copy.ts";
import { describeVerdict, recordOrigin, verifyRecord, type Verdict } from "../contract/verify-record.ts";

const USAGE = "usage: npm run verify -- <record file> [--key <key file or origin>]";

class UsageError extends Error {}

/** The key document from a file, or from an origin's /.well-known/pigeon-post-key.json. */
async function readKeys(source: string): Promise<KeyDocument> {
  let text: string;
  if (/^https?:\/\//.test(source)) {
    const url = new URL("/.well-known/pigeon-post-key.json", source);
    const res = await fetch(url).catch((error: unknown) => {
      throw new UsageError(`cannot fetch the key from ${url}: ${error instanceof Error ? error.message : String(error)}`);
    });
    if (!res.ok) throw new UsageError(`cannot fetch the key from ${url}: HTTP ${res.status}`);
    text = await res.text();
  } else text = readFileSync(source, "utf8");
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    throw new UsageError(`${source} is not a key document (not JSON)`);
  }
  if (!isKeyDocument(doc)) throw new UsageError(`${source} is not a key document ({ origin, keys: [{ kid, alg: "Ed25519", publicKey }] })`);
  return doc;
}

/** The site's public data of the game at `path`, or undefined when it cannot be had (the verdict keeps its offline words). */
async function siteCopy(origin: string, path: string): Promise<unknown> {
  try {
    const res = await fetch(new URL(path, origin));
    return res.ok ? ((await res.json()) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

/** The verdict, its changed tag named by the site's copy when --key gave the origin that played the game. */
async function namedVerdict(verdict: Verdict, record: string, keySource: string | undefined): Promise<Verdict> {
  const origin = keySource && /^https?:\/\//.test(keySource) ? new URL(keySource).origin : undefined;
  const path = origin ? siteCopyPath(verdict, record, origin) : undefined;
  return origin && path ? withSiteCopy(verdict, record, origin, await siteCopy(origin, path)) : verdict;
}

async function run(args: readonly string[]): Promise<number> {
  const keyAt = args.indexOf("--key");
  const keySource = keyAt >= 0 ? args[keyAt + 1] : undefined;
  const files = keyAt < 0 ? args : args.filter((_, i) => i !== keyAt && i !== keyAt + 1);
  if (files.length !== 1 || (keyAt >= 0 && !keySource)) throw new UsageError(USAGE);
  let record: string;
  try {
    record = readFileSync(files[0], "utf8");
  } catch (error) {
    throw new UsageError(`cannot read ${files[0]}: ${error instanceof Error ? error.message : String(error)}`);
  }
  // without --key, a signed record's key comes from the site it names
  const source = keySource ?? (/^\[Signature /m.test(record) ? recordOrigin(record) : undefined);
  const verdict = await namedVerdict(await verifyRecord(record, source ? await readKeys(source) : undefined), record, keySource);
  const words = describeVerdict(verdict);
  const good = verdict.intact && (verdict.signedBy !== null || !verdict.finished);
  (good ? console.log : console.error)(words);
  return good ? 0 : 1;
}

try {
  process.exitCode = await run(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  console.error(error.message);
  process.exitCode = 2;
}
