// The hostile-input corpus over every route that reads a body (through src/worker/http.ts
// readBody, the one reader of JSON bodies), a path parameter or a query
// string (issue 29, item 1; docs/fuzzing.md), in workerd with the real bindings. Beside
// fuzz.test.ts (10,000 requests of every kind across the game routes), this gives each
// route its own property fed from test/fuzz/corpus.ts: the route's valid bodies with
// hostile fields, records mutated with a record's syntax, hostile ids and query strings.
// Whatever comes in: never a 5xx, an answer within a second, errors in the JSON error
// shape, and a refused write leaves its game, league or archive as it was.
import { env } from "cloudflare:workers";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { CreatedGame } from "../../src/contract/api.ts";
import type { CreatedLeague, JoinedLeague } from "../../src/contract/league.ts";
import type { CreatedStudy } from "../../src/contract/study.ts";
import type { PocketView } from "../../src/contract/pocket.ts";
import { FUZZ_SEED, fuzzRuns, GOLDEN_RECORDS, hostileBodies, hostileField, hostileText, JSON_SYNTAX, OTHER_LAYERS, RECORD_SYNTAX, SIGNED_RECORDS, sizes, UNICODE_EDGES, wellFormed } from "../fuzz/corpus.ts";
import { call, createGame, getGame, playAll } from "./client.ts";
import { codeOf, createAllGames, createLeague, joinLeague } from "./league-client.ts";
import { addChapter, createStudy, edit } from "./study-client.ts";
import { createPocket, joinDevice, newDevice, pocketCall, putSealed, type PocketHand } from "./pocket-client.ts";

/** Requests per route: 68 routes, so 2,040 probes (and the reads around each write) in about a minute (docs/fuzzing.md). */
const RUNS = fuzzRuns(30);
/** The most one answer may take, hostile or not (issue 29). */
const ANSWER_MS = 1_000;

interface Targets {
  readonly game: CreatedGame;
  readonly league: CreatedLeague;
  readonly player: JoinedLeague;
  /** A study with one chapter (`:chapter` in paths and bodies) of one move. */
  readonly study: CreatedStudy;
  readonly chapter: string;
  /** A pocket with one sealed entry (`:entry`) and a second device (`:device`). */
  readonly pocket: PocketHand;
  readonly entry: string;
  readonly otherDevice: string;
}

type TokenKind = "seat" | "other-seat" | "organizer" | "player" | "editor" | "pocket" | "none";

interface Route {
  readonly method: "GET" | "POST" | "PUT" | "DELETE";
  /** The path with `:id` where the game's or league's id goes. */
  readonly path: string;
  readonly owner: "game" | "league" | "study" | "pocket" | "none";
  /** The token a real client sends. */
  readonly token: TokenKind;
  /** Valid bodies (writes) or query fields (reads). */
  readonly seeds?: readonly Record<string, unknown>[];
  /** Where the seeds go. */
  readonly input?: "body" | "query";
  /** Field values of this route beyond the usual hostile strings. */
  readonly strings?: fc.Arbitrary<string>;
  /** Reads of what this route changes when it accepts (private lists: messages, notes, notices...). */
  readonly watch?: string;
}

const TIMED = { variant: "the-pit", names: { white: "Ann", black: "Bo" }, timeControl: { initialDays: 7, incrementDays: 1, maxDays: 14, vacationDays: 10, weekendsOff: { timeZone: "Europe/Paris" }, onTimeout: "claim" } };
/** Records for the import: mutated golden ones, the hangs of issue 29, signed records with a lone surrogate in a tag the chain hashes, and sizes at the body's limit. */
const RECORDS = fc.oneof(
  hostileField,
  hostileText(GOLDEN_RECORDS, RECORD_SYNTAX, [
    "1. e2-e3 } *",
    "{[%ts }] x}",
    ...SIGNED_RECORDS.flatMap((record) => ["White", "TimeControl", "Site"].map((tag) => record.replace(`[${tag} "`, `[${tag} "\ud800`))),
    ...sizes(200_000, { prefix: '[Variant "the-pit"]\n\n' }),
  ]),
);

const ROUTES: readonly Route[] = [
  { method: "POST", path: "/api/games", owner: "none", token: "none", seeds: [TIMED, { variant: "inside-out", options: { layout: "as-printed" }, side: "white" }, { variant: "ben39", computer: { level: 1 } }, { variant: "the-pit", rated: true, computer: { level: 2 } }] },
  { method: "POST", path: "/api/games/:id/rated-seat", owner: "game", token: "seat", seeds: [{}] },
  { method: "GET", path: "/api/players/Computer%20level%202", owner: "none", token: "none", input: "query", seeds: [{}] },
  { method: "GET", path: "/api/games/:id", owner: "game", token: "none" },
  { method: "GET", path: "/api/games/:id/seat", owner: "game", token: "seat" },
  { method: "GET", path: "/api/games/:id/record", owner: "game", token: "none" },
  { method: "POST", path: "/api/games/:id/moves", owner: "game", token: "seat", seeds: [{ move: "b2-b3", ply: 2 }, { move: "c2-c3", ply: 2, message: "Your move" }] },
  { method: "POST", path: "/api/games/:id/resign", owner: "game", token: "seat", seeds: [{}] },
  { method: "POST", path: "/api/games/:id/abort", owner: "game", token: "seat", seeds: [{}] },
  { method: "POST", path: "/api/games/:id/draw", owner: "game", token: "seat", seeds: [{ action: "offer" }, { action: "accept" }] },
  { method: "POST", path: "/api/games/:id/takeback", owner: "game", token: "seat", seeds: [{ action: "offer" }, { action: "decline" }] },
  { method: "POST", path: "/api/games/:id/rematch", owner: "game", token: "seat", seeds: [{ action: "offer" }] },
  { method: "POST", path: "/api/games/:id/vacation", owner: "game", token: "seat", seeds: [{ action: "start" }, { action: "end" }] },
  { method: "POST", path: "/api/games/:id/give-time", owner: "game", token: "seat", seeds: [{ days: 2 }] },
  { method: "POST", path: "/api/games/:id/pause", owner: "game", token: "seat", seeds: [{ action: "offer", days: 3 }, { action: "accept" }, { action: "end" }] },
  { method: "POST", path: "/api/games/:id/claim", owner: "game", token: "seat", seeds: [{}] },
  { method: "GET", path: "/api/games/:id/notices", owner: "game", token: "seat" },
  { method: "PUT", path: "/api/games/:id/notices", owner: "game", token: "seat", seeds: [{ webhook: "https://discord.com/api/webhooks/1/abc" }, { webhook: null, push: null }, { webhook: "https://discord.com/api/webhooks/1/abc", lang: "de" }], watch: "/notices" },
  { method: "GET", path: "/api/games/:id/messages", owner: "game", token: "seat" },
  { method: "POST", path: "/api/games/:id/messages", owner: "game", token: "seat", seeds: [{ text: "Good game" }], watch: "/messages" },
  { method: "GET", path: "/api/games/:id/notes", owner: "game", token: "seat" },
  { method: "PUT", path: "/api/games/:id/notes", owner: "game", token: "seat", seeds: [{ text: "Plan: the queen's side" }], watch: "/notes" },
  { method: "GET", path: "/api/games/:id/conditional", owner: "game", token: "seat" },
  { method: "PUT", path: "/api/games/:id/conditional", owner: "game", token: "seat", seeds: [{ ply: 2, lines: [[["a9-a8"], ["b2-b3"]]] }], watch: "/conditional" },
  { method: "POST", path: "/api/games/:id/recovery", owner: "game", token: "seat", seeds: [{}] },
  { method: "POST", path: "/api/recover", owner: "none", token: "none", seeds: [{ code: "k3v9x2mq7d-7hqm4rtp" }] },
  { method: "POST", path: "/api/import", owner: "none", token: "none", seeds: GOLDEN_RECORDS.slice(0, 4).map((record) => ({ record, save: true })), strings: RECORDS },
  { method: "GET", path: "/api/archive", owner: "none", token: "none", input: "query", seeds: [{ variant: "the-pit", result: "1-0", termination: "checkmate", player: "Ann", from: "2026-11-01", to: "2026-11-30", cursor: "abc", limit: "20" }] },
  { method: "GET", path: "/api/archive/summary", owner: "none", token: "none" },
  { method: "GET", path: "/api/archive/export", owner: "none", token: "none", input: "query", seeds: [{ month: "2026-11", variant: "the-pit", after: "abc" }] },
  { method: "GET", path: "/g/:id", owner: "game", token: "none", input: "query", seeds: [{ ply: "1" }] },
  { method: "GET", path: "/embed/:id", owner: "game", token: "none", input: "query", seeds: [{ ply: "1", theme: "dark", flip: "1" }] },
  { method: "GET", path: "/og/:id.png", owner: "game", token: "none", input: "query", seeds: [{ ply: "1", w: "600" }, { ply: "0", w: "300", lang: "ar" }] },
  { method: "GET", path: "/gif/:id.gif", owner: "game", token: "none", input: "query", seeds: [{ from: "0", to: "2", delay: "500", flip: "1", theme: "dark" }, { to: "1", lang: "ja" }] },
  { method: "GET", path: "/diagram/the-pit.png", owner: "none", token: "none", input: "query", seeds: [{ position: "rchsqkshcr/pppppppppp/10/3****3/3****3/3****3/3****3/10/PPPPPPPPPP/RCHSQKSHCR w - - 0 1", arrows: "Ge2e4,Rd1-d8", circles: "Gd4", lastMove: "e2,e4", flip: "1", size: "240", theme: "dark" }] },
  { method: "GET", path: "/diagram/inside-out.svg", owner: "none", token: "none", input: "query", seeds: [{ arrows: "Gb3o-c4i", circles: "Bb3i", size: "300" }] },
  { method: "GET", path: "/oembed", owner: "game", token: "none", input: "query", seeds: [{ url: "https://pigeon.test/g/:id", format: "json", maxwidth: "400", maxheight: "300" }] },
  { method: "POST", path: "/api/leagues", owner: "none", token: "none", seeds: [{ name: "Club", variant: "the-pit", format: "round-robin", maxPlayers: 6, double: true }, { name: "Swiss", variant: "ben39", format: "swiss", rounds: 3, maxPlayers: 8, timeControl: { daysPerMove: 2 } }, { name: "Rated", variant: "the-pit", format: "round-robin", maxPlayers: 4, rated: true }] },
  { method: "GET", path: "/api/leagues/:id", owner: "league", token: "none" },
  { method: "POST", path: "/api/leagues/:id/players", owner: "league", token: "none", seeds: [{ name: "Cy", code: ":code" }] },
  { method: "POST", path: "/api/leagues/:id/start", owner: "league", token: "organizer", seeds: [{}] },
  { method: "GET", path: "/api/leagues/:id/organizer", owner: "league", token: "organizer" },
  { method: "GET", path: "/api/leagues/:id/me", owner: "league", token: "player" },
  { method: "POST", path: "/api/leagues/:id/withdraw", owner: "league", token: "player", seeds: [{}, { name: "Bo" }] },
  { method: "GET", path: "/api/leagues/:id/notices", owner: "league", token: "player" },
  { method: "PUT", path: "/api/leagues/:id/notices", owner: "league", token: "player", seeds: [{ webhook: "https://discord.com/api/webhooks/1/abc" }, { lang: "ar" }], watch: "/notices" },
  { method: "GET", path: "/l/:id", owner: "league", token: "none", input: "query", seeds: [{}] },
  { method: "GET", path: "/embed/league/:id", owner: "league", token: "none", input: "query", seeds: [{ theme: "dark" }] },
  { method: "POST", path: "/api/studies", owner: "none", token: "none", seeds: [{ name: "Openings" }] },
  { method: "POST", path: "/api/studies/import", owner: "none", token: "none", seeds: GOLDEN_RECORDS.slice(0, 4).map((record) => ({ record })).concat([{ record: GOLDEN_RECORDS.join("\n\n") }]), strings: RECORDS },
  { method: "GET", path: "/api/studies/:id", owner: "study", token: "none" },
  { method: "GET", path: "/api/studies/:id/chapters/:chapter", owner: "study", token: "none" },
  { method: "GET", path: "/api/studies/:id/export", owner: "study", token: "none" },
  { method: "GET", path: "/api/studies/:id/socket", owner: "study", token: "none" },
  {
    method: "POST",
    path: "/api/studies/:id/chapters",
    owner: "study",
    token: "editor",
    seeds: [{ name: "Start", variant: "ben39" }, { name: "Record", variant: "the-pit", record: GOLDEN_RECORDS[0] }, { name: "Game", variant: "the-pit", gameId: ":game" }, { name: "Here", variant: "the-pit", position: "x", mode: "interactive" }],
    strings: RECORDS,
  },
  {
    method: "POST",
    path: "/api/studies/:id/edits",
    owner: "study",
    token: "editor",
    seeds: [
      { version: 2, edit: { kind: "move", chapter: ":chapter", node: 1, move: "a9-a8" } },
      { version: 1, edit: { kind: "comment", chapter: ":chapter", node: 1, text: "Why" } },
      { version: 2, edit: { kind: "marks", chapter: ":chapter", node: 0, nags: [1, 14] } },
      { version: 2, edit: { kind: "shapes", chapter: ":chapter", node: 1, shapes: ["Ga2a3", "Rb3"] } },
      { version: 2, edit: { kind: "chapter", chapter: ":chapter", name: "New", orientation: "black" } },
      { version: 2, edit: { kind: "order", chapters: [":chapter"] } },
      { version: 2, edit: { kind: "delete", chapter: ":chapter", node: 1 } },
    ],
  },
  { method: "POST", path: "/api/pockets", owner: "none", token: "pocket", seeds: [{ id: ":newPocket", device: ":newDevice", label: "bGFwdG9w" }, { id: ":newPocket", device: ":newDevice" }] },
  { method: "GET", path: "/api/pockets/:id", owner: "pocket", token: "pocket" },
  { method: "POST", path: "/api/pockets/:id/devices", owner: "pocket", token: "pocket", seeds: [{ device: ":newDevice", label: "cGhvbmU" }, { device: ":device" }] },
  { method: "DELETE", path: "/api/pockets/:id/devices/:device", owner: "pocket", token: "pocket" },
  { method: "GET", path: "/api/pockets/:id/entries", owner: "pocket", token: "pocket", input: "query", seeds: [{ since: "0" }, { since: "1" }] },
  { method: "POST", path: "/api/pockets/:id/entries", owner: "pocket", token: "pocket", seeds: [{ entries: [{ id: ":entry", sealed: "c2VhbGVk" }, { id: "FFFFFFFFFFFFFFFFFFFFFF", sealed: "QQ" }] }] },
  { method: "PUT", path: "/api/pockets/:id/entries/:entry", owner: "pocket", token: "pocket", seeds: [{ sealed: "c2VhbGVkLXRleHQtb2YtYW4tZW50cnk" }] },
  { method: "DELETE", path: "/api/pockets/:id/entries/:entry", owner: "pocket", token: "pocket" },
  { method: "PUT", path: "/api/pockets/:id/name", owner: "pocket", token: "pocket", seeds: [{ name: "Fuzzy Ann" }] },
  { method: "DELETE", path: "/api/pockets/:id/name", owner: "pocket", token: "pocket" },
  { method: "GET", path: "/api/pockets/:id/socket", owner: "pocket", token: "pocket" },
  { method: "DELETE", path: "/api/pockets/:id", owner: "pocket", token: "pocket" },
];

/** A game (timed, two moves played) and a league (two players joined), fresh for each route. */
async function targets(): Promise<Targets> {
  const game = await createGame(TIMED);
  await playAll(game, ["a2-a3", "a9-a8"]);
  const league = await createLeague();
  const player = await joinLeague(league, "Ann");
  await joinLeague(league, "Bo");
  const study = await createStudy();
  const { id: chapter } = await addChapter(study);
  await edit(study, 1, { kind: "move", chapter, node: 0, move: "a2-a3" });
  const pocket = await createPocket();
  const entry = "E".repeat(22);
  await putSealed(pocket, entry, "c2VhbGVk");
  const { device: otherDevice } = await joinDevice(pocket);
  return { game, league, player, study, chapter, pocket, entry, otherDevice };
}

/** Ids a client could put in the path: the real one mostly, else well-formed strangers and hostile text, percent-encoded. */
function ids(real: string): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 6, arbitrary: fc.constant(real) },
    { weight: 1, arbitrary: fc.stringMatching(/^[a-km-np-z2-9]{10}$/) },
    { weight: 2, arbitrary: fc.oneof(hostileField, fc.constantFrom(...UNICODE_EDGES, ...OTHER_LAYERS)).map(safeEncode) },
    { weight: 1, arbitrary: fc.constantFrom("..", "%00", "%ZZ", "%", `${real}%00`, real.toUpperCase(), "x".repeat(2_000)) },
  );
}

/** `encodeURIComponent`, which throws on a lone surrogate: such text goes as the UTF-8 of U+FFFD, as a browser sends it. */
function safeEncode(text: string): string {
  return encodeURIComponent(wellFormed(text));
}

/** What a client puts after `Bearer`: header values are printable ASCII (the runtime refuses line breaks and warns of the rest). */
const HEADER_TEXT = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)), maxLength: 60 });

function tokenOf(kind: TokenKind, t: Targets, side: "white" | "black"): string | undefined {
  if (kind === "seat") return t.game.seats[side].token;
  if (kind === "other-seat") return t.game.seats[side === "white" ? "black" : "white"].token;
  if (kind === "organizer") return t.league.organizer.token;
  if (kind === "player") return t.player.token;
  if (kind === "editor") return t.study.editor.token;
  if (kind === "pocket") return t.pocket.keys.auth;
  return undefined;
}

interface Probe {
  readonly path: string;
  readonly body: string | undefined;
  readonly token: string | undefined;
  /** A pocket's request names its device (Pocket-Device). */
  readonly device: string | undefined;
}

function probes(route: Route, t: Targets): fc.Arbitrary<Probe> {
  const ownerId = route.owner === "game" ? t.game.id : route.owner === "league" ? t.league.id : route.owner === "study" ? t.study.id : route.owner === "pocket" ? t.pocket.keys.id : "";
  const withIds = (seed: Record<string, unknown>) =>
    JSON.parse(JSON.stringify(seed).replaceAll(":id", ownerId).replaceAll(":code", codeOf(t.league)).replaceAll(":chapter", t.chapter).replaceAll(":game", t.game.id).replaceAll(":newPocket", newDevice().slice(0, 20)).replaceAll(":newDevice", newDevice()).replaceAll(":device", t.otherDevice).replaceAll(":entry", t.entry)) as Record<string, unknown>;
  const seeds = (route.seeds ?? []).map(withIds);
  const token = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom("white", "black").map((side) => tokenOf(route.token, t, side as "white" | "black")) },
    { weight: 1, arbitrary: fc.constantFrom<TokenKind>("other-seat", "organizer", "player", "pocket", "none").map((kind) => tokenOf(kind, t, "white")) },
    { weight: 1, arbitrary: HEADER_TEXT },
  );
  const query = (() => {
    if (route.input !== "query" || seeds.length === 0) return fc.constantFrom("", "?%%%", "?a=%E0%A4%A", "?=&&=");
    const fields = hostileBodies(seeds, { query: true }).map((q) => `?${new URLSearchParams(Object.entries(q as Record<string, string>).map(([k, v]) => [k, wellFormed(v)]))}`);
    return fc.oneof({ weight: 4, arbitrary: fields }, { weight: 1, arbitrary: hostileText(["?ply=1", "?url=x"], JSON_SYNTAX).map((q) => `?${safeEncode(q).replace(/%3D/g, "=").replace(/%26/g, "&")}`) });
  })();
  const body = (() => {
    if (route.method === "GET" || seeds.length === 0) return fc.constant(undefined);
    const json = hostileBodies(seeds, { strings: route.strings }).map((value) => JSON.stringify(value) ?? "null");
    return fc.oneof({ weight: 5, arbitrary: json }, { weight: 1, arbitrary: hostileText(seeds.map((seed) => JSON.stringify(seed)), JSON_SYNTAX) }, { weight: 1, arbitrary: fc.constantFrom("", "{", "null", "[]", "\u0000", "x".repeat(300_000)) });
  })();
  const path = ownerId ? ids(ownerId).map((id) => route.path.replace(":id", id).replace(":chapter", t.chapter).replace(":entry", t.entry).replace(":device", t.otherDevice)) : fc.constant(route.path);
  const device = route.owner === "pocket" ? fc.oneof({ weight: 6, arbitrary: fc.constant(t.pocket.device) }, { weight: 1, arbitrary: fc.constantFrom(undefined, t.otherDevice, newDevice()) }, { weight: 1, arbitrary: HEADER_TEXT }) : fc.constant(undefined);
  return fc.record({ path, query, body, token, device }).map(({ path: p, query: q, body: b, token: k, device: d }) => ({ path: p + q, body: b, token: k, device: d }));
}

/** What a refused request must leave as it was: the game (and its private lists), the league, or the archive. */
async function watched(route: Route, t: Targets, token: string | undefined): Promise<string> {
  if (route.owner === "game") {
    const s = await getGame(t.game.id);
    // presence and the clocks' running readings are not state: versions, moves, offers and clock rules are
    const state = JSON.stringify([s.version, s.names, s.status, s.ply, s.moves, s.position, s.outcome, s.timeControl, s.pause, s.timeout, s.offers, s.rematch]);
    const own = route.watch ? await (await call(`/api/games/${t.game.id}${route.watch}`, { token: t.game.seats.white.token })).text() : "";
    const other = route.watch && token ? await (await call(`/api/games/${t.game.id}${route.watch}`, { token })).text() : "";
    return `${state} ${own} ${other}`;
  }
  if (route.owner === "league") {
    const view = await (await call(`/api/leagues/${t.league.id}`)).text();
    const notices = route.watch ? await (await call(`/api/leagues/${t.league.id}${route.watch}`, { token: t.player.token })).text() : "";
    return `${view} ${notices}`;
  }
  if (route.owner === "study") {
    const study = await (await call(`/api/studies/${t.study.id}`)).text();
    const chapter = await (await call(`/api/studies/${t.study.id}/chapters/${t.chapter}`)).text();
    return `${study} ${chapter}`;
  }
  if (route.owner === "pocket") {
    const view = await pocketCall(t.pocket, "");
    // when a device was last seen is not the pocket's state: its devices, name, version and entries are
    const seen = view.ok ? ((await view.json()) as PocketView) : undefined;
    const shown = seen ? JSON.stringify([seen.name, seen.version, seen.devices.map((d) => [d.id, d.label])]) : await view.text();
    const entries = await (await pocketCall(t.pocket, "/entries?since=0")).text();
    const names = await env.DB.prepare("SELECT COUNT(*) AS n FROM player_names").first<{ n: number }>();
    return `${shown} ${entries} ${names?.n}`;
  }
  const archive = await env.DB.prepare("SELECT COUNT(*) AS n FROM finished_games").first<{ n: number }>();
  const leagues = await env.DB.prepare("SELECT COUNT(*) AS n FROM sqlite_master").first<{ n: number }>();
  return `archive ${archive?.n} ${leagues?.n}`;
}

describe("every route answers the corpus without a 5xx, within a second, changing nothing it refused", () => {
  for (const route of ROUTES) {
    it(`${route.method} ${route.path} (${RUNS} requests)`, async () => {
      const t = await targets();
      const statuses = new Map<number, number>();
      let slowest = 0;
      await fc.assert(
        fc.asyncProperty(probes(route, t), async (probe) => {
          const write = route.method !== "GET";
          const before = write ? await watched(route, t, probe.token) : "";
          const headers: Record<string, string> = {};
          if (probe.token !== undefined) headers.Authorization = `Bearer ${probe.token}`;
          if (probe.device !== undefined) headers["Pocket-Device"] = probe.device;
          if (probe.body !== undefined) headers["Content-Type"] = "application/json";
          const ask = async () => {
            const started = Date.now();
            const res = await call(probe.path, { method: route.method, headers, body: probe.body });
            const image = res.headers.get("Content-Type")?.startsWith("image/") ?? false;
            const text = image ? (await res.arrayBuffer(), "") : await res.text();
            return { res, text, took: Date.now() - started };
          };
          const { res, text, took: first } = await ask();
          // A read over the second is asked twice more and judged by its fastest answer, as the
          // engine's readers are (a busy machine slows one answer, a pathological input all); a write is asked once.
          let took = first;
          for (let again = 0; !write && took >= ANSWER_MS && again < 2; again++) took = Math.min(took, (await ask()).took);
          slowest = Math.max(slowest, took);
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          const what = `${route.method} ${probe.path.slice(0, 200)} ${(probe.body ?? "").slice(0, 300)} -> ${res.status} ${text.slice(0, 300)}`;
          // 501 is oEmbed's own answer for a format or size it cannot serve (its spec asks for it)
          if (!(res.status === 501 && route.path === "/oembed")) expect(res.status, what).toBeLessThan(500);
          expect(took, what).toBeLessThan(ANSWER_MS);
          const api = route.path.startsWith("/api/") || route.path === "/oembed";
          if (res.status >= 400 && api) {
            const error = JSON.parse(text) as { error?: { code?: unknown; message?: unknown } };
            expect(typeof error.error?.code, what).toBe("string");
            expect(typeof error.error?.message, what).toBe("string");
          }
          if (write && res.status >= 400) expect(await watched(route, t, probe.token), what).toBe(before);
          // an accepted start creates the league's games in the background: let it finish, so the next probe's "before" holds still
          if (write && res.status < 400 && route.owner === "league") await createAllGames(t.league.id);
        }),
        { numRuns: RUNS, seed: FUZZ_SEED, endOnFailure: true },
      );
      const summary = [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}: ${n}`).join(", ");
      console.log(`fuzz ${route.method} ${route.path}: ${RUNS} requests, slowest ${slowest} ms; ${summary}`);
    }, 120_000);
  }
});

/**
 * Names are where outside text is kept and shown again: every corpus edge and other-layer
 * text as a game's player, a league, a league's player and an imported record's White. The
 * request is answered without a 5xx, and so is every page that shows the name afterwards.
 * All cases run and the failures are listed together, so a known one (issue 29, item 2:
 * lone surrogates) does not hide another.
 */
describe("names from the corpus are refused or kept, never a 5xx now or on a page later", () => {
  const NAMES = [...UNICODE_EDGES, ...OTHER_LAYERS].flatMap((edge) => [edge, `Ann${edge}`]);

  it(`${NAMES.length} names as a game's player, a league, a league's player and an imported White`, async () => {
    const failures: string[] = [];
    const check = async (what: string, path: string, init?: Parameters<typeof call>[1]): Promise<Response> => {
      const res = await call(path, init);
      if (res.status >= 500) failures.push(`${what}: ${init?.method ?? "GET"} ${path} -> ${res.status} ${(await res.clone().text()).slice(0, 120)}`);
      return res;
    };
    let host: CreatedLeague | undefined;
    let joins = 0;
    for (const name of NAMES) {
      const shown = JSON.stringify(name);
      const game = await check(`game player ${shown}`, "/api/games", { method: "POST", json: { variant: "the-pit", names: { white: name, black: "Bo" } } });
      if (game.status === 201) {
        const { id } = (await game.json()) as CreatedGame;
        for (const page of [`/api/games/${id}`, `/api/games/${id}/record`, `/g/${id}`, `/embed/${id}`, `/oembed?url=${encodeURIComponent(`https://pigeon.test/g/${id}`)}`]) await check(`game player ${shown}`, page);
      }
      const league = await check(`league ${shown}`, "/api/leagues", { method: "POST", json: { name, variant: "the-pit", format: "round-robin", maxPlayers: 4 } });
      if (league.status === 201) {
        const { id } = (await league.json()) as CreatedLeague;
        for (const page of [`/api/leagues/${id}`, `/l/${id}`, `/embed/league/${id}`]) await check(`league ${shown}`, page);
      }
      // one open league takes the joins of many names (a new one when it is full)
      if (!host || joins >= 30) [host, joins] = [await createLeague({ maxPlayers: 32 }), 0];
      const joined = await check(`league player ${shown}`, `/api/leagues/${host.id}/players`, { method: "POST", json: { name, code: codeOf(host) } });
      if (joined.status === 201) joins++;
      if (joined.status === 201) for (const page of [`/api/leagues/${host.id}`, `/l/${host.id}`]) await check(`league player ${shown}`, page);
      const record = `[Variant "the-pit"]\n[White "${name.replace(/["\\]/g, "\\$&")}"]\n[Black "Bo"]\n[Result "0-1"]\n\n1. a2-a3 0-1\n`;
      const imported = await check(`imported White ${shown}`, "/api/import", { method: "POST", json: { record, save: true } });
      if (imported.status === 201) {
        const { saved } = (await imported.json()) as { saved?: { id: string } };
        if (saved) for (const page of [`/api/games/${saved.id}`, `/api/games/${saved.id}/record`, `/g/${saved.id}`]) await check(`imported White ${shown}`, page);
      }
    }
    expect(failures, `${failures.length} answers of 5xx:\n${failures.join("\n")}`).toEqual([]);
  }, 300_000);
});

describe("the import answers a signed record whose chained tags hold a lone surrogate", () => {
  // the fuzzer's find: the genesis line URI-encodes these tags, which threw a URIError (a 500).
  // Now the import's text rules refuse such a tag (422 naming it) before the verifier reads it;
  // the verifier alone names it too (test/engine/records/verify-record.test.ts).
  for (const tag of ["White", "Black", "TimeControl"]) {
    it(`with an answer naming the ${tag} tag, not a 500`, async () => {
      const record = SIGNED_RECORDS[0].replace(`[${tag} "`, `[${tag} "\ud800`);
      const res = await call("/api/import", { method: "POST", json: { record } });
      const body = await res.clone().text();
      expect(res.status, body).toBe(422);
      const { error } = (await res.json()) as { error: { code: string; message: string } };
      expect(error.code).toBe("malformed_record");
      expect(error.message).toMatch(new RegExp(`${tag}.*lone surrogate`));
    });
  }
});
