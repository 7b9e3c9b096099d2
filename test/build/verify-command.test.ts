// `npm run verify -- <record file> [--key <file or origin>]` (src/cli/verify.ts) on the
// golden records the server signed with the test key, as a person runs it.
import { spawn, spawnSync } from "node:child_process";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { RESIGNED_COPY } from "../engine/records/resigned-site-copy.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const records = join(root, "test/fixtures/records");
const KEY = join(records, "test-key.json");
const scratch = mkdtempSync(join(tmpdir(), "verify-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function verify(...args: string[]): { code: number | null; out: string; err: string } {
  const run = spawnSync(join(root, "node_modules/.bin/node"), [join(root, "src/cli/verify.ts"), ...args], { cwd: root, encoding: "utf8" });
  return { code: run.status, out: run.stdout.trim(), err: run.stderr.trim() };
}

/** A golden record changed by `change`, written to a file of its own. */
function tampered(name: string, change: (text: string) => string): string {
  const file = join(scratch, `tampered-${name}`);
  writeFileSync(file, change(readFileSync(join(records, name), "utf8")));
  return file;
}

describe("npm run verify", () => {
  it.each([
    ["signed-resigned.pgn", 11],
    ["signed-agreed.pgn", 4],
  ])("says %s is intact and who signed it, exit 0", (name, events) => {
    expect(verify(join(records, name), "--key", KEY)).toEqual({ code: 0, out: `intact: ${events} events, signed by https://pigeon.test`, err: "" });
  });

  it("lists what was added after signing as not signed, exit 0", () => {
    const result = verify(tampered("signed-resigned.pgn", (t) => t.replace("3. d2-d3\n", "3. d2-d3 {Bob agreed in advance to lose this game for money.}\n")), "--key", KEY);
    expect(result).toEqual({ code: 0, out: "intact: 11 events, signed by https://pigeon.test; not signed: a comment after move 3 (White's d2-d3)", err: "" });
  });

  it("names the first move that does not match, exit 1", () => {
    const result = verify(tampered("signed-resigned.pgn", (t) => t.replace("3. d2-d3", "3. e2-e3")), "--key", KEY);
    expect(result.code).toBe(1);
    expect(result.err).toMatch(/^broken: Move 3 \(White's e2-e3\) at \S+ does not match the chain/);
  });

  it("names a result that does not match, exit 1", () => {
    const result = verify(tampered("signed-agreed.pgn", (t) => t.replace('[Result "1/2-1/2"]', '[Result "1-0"]')), "--key", KEY);
    expect(result).toMatchObject({ code: 1, err: "broken: The Result tag says 1-0, but the chain ends the game 1/2-1/2 (agreement)." });
  });

  it("refuses a finished record with its signature taken off, exit 1", () => {
    const result = verify(tampered("signed-agreed.pgn", (t) => t.replace(/\[Signature .*\]\n/, "")), "--key", KEY);
    expect(result).toMatchObject({ code: 1, err: "intact: 4 events, but unsigned: nothing proves who wrote it" });
  });

  it("exits 2 for a file it cannot read or a key that is not a key document", () => {
    expect(verify(join(scratch, "missing.pgn")).code).toBe(2);
    expect(verify(join(records, "signed-agreed.pgn"), "--key", join(records, "signed-resigned.pgn"))).toMatchObject({ code: 2 });
  });
});


/** The command run without blocking, so that a site served from this process can answer it. */
function verifyAsync(...args: string[]): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve) => {
    const child = spawn(join(root, "node_modules/.bin/node"), [join(root, "src/cli/verify.ts"), ...args], { cwd: root });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (err += chunk.toString()));
    child.on("close", (code) => resolve({ code, out: out.trim(), err: err.trim() }));
  });
}

describe("npm run verify -- <file> --key <origin> names a changed tag from the site's copy of the game", () => {
  let server: Server | undefined;
  let origin = "";
  const asked: string[] = [];
  let copy: unknown = RESIGNED_COPY;

  afterAll(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

  it("names the renamed White with both names, asking the site only for the key and the game", async () => {
    server = createServer((req, res) => {
      asked.push(`${req.method} ${req.url}`);
      const body = req.url === "/.well-known/pigeon-post-key.json" ? readFileSync(KEY, "utf8") : req.url === "/api/games/bwuj4j3b3v" ? JSON.stringify(copy) : undefined;
      res.writeHead(body === undefined ? 404 : 200, { "content-type": "application/json" });
      res.end(body ?? JSON.stringify({ error: { code: "not_found", message: "There is no game with this id." } }));
    });
    const site = server;
    await new Promise<void>((listening) => site.listen(0, "127.0.0.1", () => listening()));
    origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    // the record as if this site had played it (the origin is not in the genesis), White renamed
    const file = tampered("signed-resigned.pgn", (t) => t.replace("https://pigeon.test", origin).replace('[White "Ann Arbiter"]', '[White "Ann Other"]'));
    const result = await verifyAsync(file, "--key", origin);
    expect(result).toEqual({
      code: 1,
      out: "",
      err: 'broken: The game\'s details in this record were changed after the game: White says "Ann Other", but this game was played by "Ann Arbiter" (the site\'s copy of the game).',
    });
    expect(asked).toEqual(["GET /.well-known/pigeon-post-key.json", "GET /api/games/bwuj4j3b3v"]);

    // a copy that does not give the record's ChainStart: the offline words, and that it could not confirm
    copy = { ...RESIGNED_COPY, timeControl: null };
    const unconfirmed = await verifyAsync(file, "--key", origin);
    expect(unconfirmed.code).toBe(1);
    expect(unconfirmed.err).toMatch(/a player's name \(White, Black\).* The site's copy of the game could not confirm which: its details do not give the record's ChainStart\.$/);

    // a key file gives no origin to ask: the offline words alone
    const offline = verify(file, "--key", KEY);
    expect(offline.err).toMatch(/^broken: The game's details in this record are not the ones it was played with: a player's name \(White, Black\).*after the game\.$/);
  });
});
