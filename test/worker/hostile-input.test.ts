// Regression tests for what a hostile client found (issue 15): each one failed before its fix.
import { runInDurableObject } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { GameRoom } from "../../src/worker/game-room.ts";
import { base64UrlEncode } from "../../src/contract/bytes.ts";
import { deliverNotice, type Notice } from "../../src/worker/lifecycle/notices.ts";
import { generateVapidKeys } from "../../src/worker/push/vapid.ts";
import { call, createGame, errorOf, inOneRateWindow, openSocket, ORIGIN, playAll, roomStub as stub } from "./client.ts";

/** A well-formed id nobody created (the alphabet has no l, o, 0 or 1). */
function unusedId(): string {
  const letters = "abcdefghijkmnpqrstuvwxyz23456789";
  return Array.from(crypto.getRandomValues(new Uint8Array(10)), (b) => letters[b % 32]).join("");
}

const ANY_TOKEN = "A".repeat(43);

describe("a bad webhook is a 400 with a sentence, never a 500", () => {
  const bad = ["x", "", " ", "6", "example.com", "//example.com", "https://", `https://example.com/${"a".repeat(500)}`];
  for (const webhook of bad) {
    it(`refuses ${JSON.stringify(webhook.length > 40 ? `${webhook.slice(0, 30)}... (${webhook.length} characters)` : webhook)}`, async () => {
      const res = await call(`/api/games/${unusedId()}/notices`, { method: "PUT", token: ANY_TOKEN, json: { webhook } });
      const error = await errorOf(res);
      expect(error.status).toBe(400);
      expect(error.code).toBe("bad_request");
      expect(error.message).toMatch(/^webhook: The webhook .+\.$/);
    });
  }

  it("still takes a real https webhook", async () => {
    const game = await createGame();
    const webhook = "https://discord.com/api/webhooks/1/abc";
    const res = await call(`/api/games/${game.id}/notices`, { method: "PUT", token: game.seats.white.token, json: { webhook } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ webhook });
  });
});

describe("reads create nothing", () => {
  /** Every table in the object's SQLite, less the platform's own. */
  async function tablesOf(id: string): Promise<string[]> {
    return runInDurableObject(stub(id), (_room: GameRoom, state) =>
      state.storage.sql
        .exec("SELECT name FROM sqlite_master WHERE type = 'table'")
        .toArray()
        .map((row) => String(row.name))
        .filter((name) => !name.startsWith("_cf_")),
    );
  }

  it("leaves the object of an unknown id empty after every read route", async () => {
    const id = unusedId();
    const reads: [string, RequestInit?][] = [
      [`/api/games/${id}`],
      [`/g/${id}`],
      [`/og/${id}.png`],
      [`/api/games/${id}/record`],
      [`/api/games/${id}/socket`, { headers: { Upgrade: "websocket" } }],
      [`/embed/${id}`],
    ];
    for (const [path, init] of reads) {
      // the pages answer 200 with the app's "no such game" view; the API answers 404
      const res = await call(path, init);
      if (path.startsWith("/api/")) expect(res.status, path).toBe(404);
      await res.body?.cancel();
    }
    const recover = await call("/api/recover", { method: "POST", json: { code: `${id}-abcdefgh` } });
    expect(recover.status).toBe(404);
    expect(await tablesOf(id)).toEqual([]);
  });

  it("a seat action on an unknown id refuses without storing anything", async () => {
    const id = unusedId();
    for (const path of ["resign", "abort", "recovery"]) {
      expect((await call(`/api/games/${id}/${path}`, { method: "POST", token: ANY_TOKEN })).status).toBe(404);
    }
    expect(await tablesOf(id)).toEqual([]);
  });

  it("a created game has its tables", async () => {
    const game = await createGame();
    expect(await tablesOf(game.id)).toEqual(expect.arrayContaining(["meta", "moves", "state", "events"]));
  });
});

describe("notice deliveries do not follow redirects", () => {
  const notice: Notice = { event: "your-turn", gameId: "abcdefghij", side: "white", url: "https://pigeon.test/g/abcdefghij", text: "Your turn." };

  it("asks for the redirect itself and counts it as a failed delivery, for webhooks and push", async () => {
    const asked: (string | undefined)[] = [];
    const redirecting: typeof fetch = async (input, init) => {
      asked.push(init?.redirect ?? (input instanceof Request ? input.redirect : undefined));
      return new Response(null, { status: 307, headers: { Location: "https://elsewhere.example/" } });
    };
    expect(await deliverNotice({ kind: "webhook", url: "https://hooks.example/x" }, notice, undefined, redirecting)).toBe("retry");
    const keys = await pushKeys();
    const vapid = await vapidConfig();
    expect(await deliverNotice({ kind: "push", endpoint: "https://push.example/sub", keys }, notice, vapid, redirecting)).toBe("retry");
    expect(asked).toEqual(["manual", "manual"]);
  });
});

/** A browser's subscription keys (P-256 public key and a 16-byte auth secret), base64url. */
async function pushKeys(): Promise<{ p256dh: string; auth: string }> {
  const pair = (await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, ["deriveBits"])) as CryptoKeyPair;
  const raw = new Uint8Array((await crypto.subtle.exportKey("raw", pair.publicKey)) as ArrayBuffer);
  return { p256dh: base64UrlEncode(raw), auth: base64UrlEncode(crypto.getRandomValues(new Uint8Array(16))) };
}

async function vapidConfig(): Promise<{ publicKey: string; privateKey: string; subject: string }> {
  return { ...(await generateVapidKeys()), subject: "mailto:test@localhost" };
}

describe("imported records obey the rules of created games", () => {
  const record = (white: string, extra = "") =>
    `[Variant "the-pit"]\n[White "${white}"]\n[Black "Bo"]\n${extra}[Result "0-1"]\n\n1. a2-a3 0-1\n`;
  const save = (text: string) => call("/api/import", { method: "POST", json: { record: text, save: true } });

  for (const [what, white, extra, message] of [
    ["a BEL in a name", "Ann\u0007", "", "The White tag: A name may not contain control characters (U+0007)."],
    ["an ESC in a name", "\u001b[31mAnn", "", "The White tag: A name may not contain control characters (U+001B)."],
    ["a NUL in a name", "A\u0000nn", "", "The White tag: A name may not contain control characters (U+0000)."],
    ["a name of 41 characters", "x".repeat(41), "", "The White tag: A name may have at most 40 characters."],
    ["a control character in another tag", "Ann", '[Event "Club\u0007"]\n', "The Event tag may not contain control characters (U+0007)."],
  ] as const) {
    it(`refuses ${what}, naming the tag, and stores nothing`, async () => {
      const before = (await (await call("/api/archive?player=Bo")).json()) as { games: unknown[] };
      const error = await errorOf(await save(record(white, extra)));
      expect(error).toEqual({ status: 422, code: "malformed_record", message });
      const after = (await (await call("/api/archive?player=Bo")).json()) as { games: unknown[] };
      expect(after.games).toHaveLength(before.games.length);
    });
  }

  it("stores a clean record's names trimmed, as a created game's", async () => {
    const res = await save(record("  Ann  "));
    expect(res.status).toBe(201);
    const { saved } = (await res.json()) as { saved: { id: string } };
    const snapshot = (await (await call(`/api/games/${saved.id}`)).json()) as { names: { white: string } };
    expect(snapshot.names.white).toBe("Ann");
  });
});

describe("bounded work per request", () => {
  it("ignores repeated hellos: one presence broadcast for a seat coming online", async () => {
    const game = await createGame();
    const watcher = await openSocket(game.id);
    const player = await openSocket(game.id);
    await watcher.waitFor((m) => m.type === "state");
    await player.waitFor((m) => m.type === "state");
    const hello = JSON.stringify({ type: "hello", token: game.seats.white.token });
    for (let i = 0; i < 300; i++) player.ws.send(hello);
    await watcher.waitFor((m) => m.type === "presence");
    // let every hello reach the object: calls into it queue behind the socket's messages
    for (let i = 0; i < 5; i++) {
      await runInDurableObject(stub(game.id), () => undefined);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(watcher.messages.filter((m) => m.type === "presence")).toEqual([{ type: "presence", presence: { white: true, black: false } }]);
    // a second tab of the same seat changes nothing either
    const secondTab = await openSocket(game.id);
    await secondTab.waitFor((m) => m.type === "state");
    secondTab.ws.send(hello);
    secondTab.ws.close();
    await runInDurableObject(stub(game.id), () => undefined);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(watcher.messages.filter((m) => m.type === "presence")).toHaveLength(1);
    for (const socket of [watcher, player]) socket.ws.close();
  });

  it("counts only writes against the write limit, and says when to retry", async () => {
    await inOneRateWindow();
    const client = { "CF-Connecting-IP": "203.0.113.77" };
    for (let i = 0; i < 130; i++) {
      const res = await call("/api/variants", { method: "HEAD", headers: client });
      expect(res.status).toBe(200);
    }
    let last: Response | undefined;
    for (let i = 0; i < 121; i++) last = await call("/api/games", { method: "POST", json: { variant: "nope" }, headers: client });
    expect(last?.status).toBe(429);
    expect(last?.headers.get("Retry-After")).toBe("60");
    expect(await errorOf(last as Response)).toMatchObject({ code: "rate_limited" });
  });

  it("snaps preview widths to three sizes", async () => {
    const game = await createGame();
    const widthOf = async (w: string) => {
      const bytes = new Uint8Array(await (await call(`/og/${game.id}.png?w=${w}`)).arrayBuffer());
      return new DataView(bytes.buffer).getUint32(16);
    };
    expect(await widthOf("1")).toBe(300);
    expect(await widthOf("301")).toBe(600);
    expect(await widthOf("777")).toBe(1200);
    expect(await widthOf("99999")).toBe(1200);
  });

  it("limits uncached preview renders per client, never cached ones", async () => {
    await inOneRateWindow();
    const game = await createGame();
    await playAll(game, ["a2-a3", "a9-a8", "b2-b3", "b9-b8", "c2-c3", "c9-c8", "h2-h3", "h9-h8", "i2-i3", "i9-i8"]);
    const client = { "CF-Connecting-IP": "203.0.113.78" };
    const statuses: number[] = [];
    for (let ply = 0; ply <= 10; ply++) {
      for (const w of [300, 600]) {
        const res = await call(`/og/${game.id}.png?ply=${ply}&w=${w}`, { headers: client });
        statuses.push(res.status);
        await res.body?.cancel();
      }
    }
    // 22 renders fit in the budget of 30 a minute
    expect(statuses.every((status) => status === 200)).toBe(true);
    for (let ply = 0; ply <= 10; ply++) {
      const res = await call(`/og/${game.id}.png?ply=${ply}&w=1200`, { headers: client });
      statuses.push(res.status);
      await res.body?.cancel();
    }
    expect(statuses.filter((status) => status === 429)).toHaveLength(3);
    // an image already rendered is served from the cache, even to a client over its budget
    const cached = await call(`/og/${game.id}.png?ply=0&w=300`, { headers: client });
    expect(cached.status).toBe(200);
  });
});

describe("errors that say what happened", () => {
  it("answers 503 unavailable while D1 is down, and live games play on", async () => {
    const game = await createGame();
    // the archive's two tables gone: the games, and the figures kept beside them
    await env.DB.exec("ALTER TABLE finished_games RENAME TO finished_games_away");
    await env.DB.exec("ALTER TABLE archive_counts RENAME TO archive_counts_away");
    try {
      for (const path of ["/api/archive", "/api/archive/summary", `/api/games/${unusedId()}`, `/api/games/${unusedId()}/record`]) {
        const res = await call(path);
        const error = await errorOf(res);
        expect(error, path).toMatchObject({ status: 503, code: "unavailable" });
        expect(error.message).toContain("live games are not affected");
        expect(res.headers.get("Retry-After")).toBe("60");
      }
      // a game page still opens (without its preview tags)
      expect((await call(`/g/${unusedId()}`)).status).toBe(200);
      // a record is still checked (the archive's "already there" aside); saving it waits for D1
      const record = '[Variant "the-pit"]\n[Result "1-0"]\n\n1. a2-a3 1-0\n';
      expect((await call("/api/import", { method: "POST", json: { record } })).status).toBe(200);
      expect(await errorOf(await call("/api/import", { method: "POST", json: { record, save: true } }))).toMatchObject({ status: 503, code: "unavailable" });
      // the live game is untouched by the outage
      const played = await playAll(game, ["a2-a3", "a9-a8"]);
      expect(played.ply).toBe(2);
      expect((await call(`/api/games/${game.id}`)).status).toBe(200);
    } finally {
      await env.DB.exec("ALTER TABLE finished_games_away RENAME TO finished_games");
      await env.DB.exec("ALTER TABLE archive_counts_away RENAME TO archive_counts");
    }
    expect((await call("/api/archive")).status).toBe(200);
  });

  it("answers a duplicated move with stale_ply, as a retry should learn", async () => {
    const game = await createGame();
    expect((await call(`/api/games/${game.id}/moves`, { method: "POST", token: game.seats.white.token, json: { move: "a2-a3", ply: 0 } })).status).toBe(200);
    const again = await call(`/api/games/${game.id}/moves`, { method: "POST", token: game.seats.white.token, json: { move: "a2-a3", ply: 0 } });
    expect(await errorOf(again)).toMatchObject({ status: 409, code: "stale_ply" });
  });

  it("answers 413 too_large to an oversized body, in the error shape", async () => {
    const res = await call("/api/games", { method: "POST", json: { variant: "the-pit", pad: "x".repeat(20_000) } });
    expect(await errorOf(res)).toMatchObject({ status: 413, code: "too_large" });
  });

  it("judges a body by its declared Content-Length, and a streamed one by its bytes (src/worker/index.ts limitBody)", async () => {
    const path = "/api/games/abcdefghij/moves";
    const sent = (body: BodyInit, headers: Record<string, string>) =>
      exports.default.fetch(new Request(`${ORIGIN}${path}`, { method: "POST", body, headers: { "Content-Type": "application/json", ...headers } }));
    const stream = (bytes: number) =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          for (let left = bytes; left > 0; left -= 4096) controller.enqueue(new Uint8Array(Math.min(4096, left)).fill(32));
          controller.close();
        },
      });
    const long = " ".repeat(20_000);
    expect(await errorOf(await sent(long, { "Content-Length": String(long.length) })), "declared").toMatchObject({ status: 413, code: "too_large" });
    expect(await errorOf(await sent(stream(20_000), {})), "streamed").toMatchObject({ status: 413, code: "too_large" });
    // under the limit, either way, the request goes on to the route (which wants a seat's token)
    expect((await sent(" ".repeat(100), { "Content-Length": "100" })).status, "declared, short").toBe(401);
    expect((await sent(stream(100), {})).status, "streamed, short").toBe(401);
  });

  it("lets a study's record and a pocket's batch past 16 KiB, and nothing else (src/worker/index.ts bodyLimitFor)", async () => {
    const long = { record: "x".repeat(100_000) };
    for (const path of ["/api/studies/import", "/api/studies/abcdefghij/chapters", "/api/pockets/abcdefghij/entries"]) {
      expect((await call(path, { method: "POST", json: long })).status, path).not.toBe(413);
    }
    for (const path of ["/api/games/abcdefghij/moves", "/api/studies/abcdefghij/edits", "/api/pockets/abcdefghij/devices", "/api/studies", "/api/leagues"]) {
      expect(await errorOf(await call(path, { method: "POST", json: long })), path).toMatchObject({ status: 413, code: "too_large" });
    }
  });
});

describe("links never echo the request's Host", () => {
  const fromElsewhere = (path: string) => exports.default.fetch(new Request(`https://evil.example${path}`, { headers: { Host: "evil.example" } }));

  it("builds oEmbed, preview, page and record links from the configured origin", async () => {
    const game = await createGame();
    const oembed = (await (await fromElsewhere(`/oembed?url=${encodeURIComponent(`${ORIGIN}/g/${game.id}`)}`)).json()) as Record<string, string>;
    expect(oembed.provider_url).toBe(ORIGIN);
    expect(oembed.thumbnail_url.startsWith(`${ORIGIN}/og/${game.id}.png`)).toBe(true);
    expect(oembed.html).toContain(`src="${ORIGIN}/embed/${game.id}"`);
    // a link to the spoofed host is not a link to this site
    expect((await fromElsewhere(`/oembed?url=${encodeURIComponent(`https://evil.example/g/${game.id}`)}`)).status).toBe(404);

    const page = await (await fromElsewhere(`/g/${game.id}`)).text();
    expect(page).toContain(`content="${ORIGIN}/g/${game.id}"`);
    expect(page).not.toContain("evil.example");

    const record = await (await fromElsewhere(`/api/games/${game.id}/record`)).text();
    expect(record).toContain(`[Site "${ORIGIN}/g/${game.id}"]`);
  });
});
