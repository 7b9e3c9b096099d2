/** A small client for the API under test: requests go to the Worker in this isolate. */
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { expect } from "vitest";
import type { CreatedGame, GameSnapshot, SocketMessage } from "../../src/contract/api.ts";
import type { GameRoom } from "../../src/worker/game-room.ts";
import { applyUpdate, type GameUpdate } from "../../src/contract/updates.ts";

export const ORIGIN = "https://pigeon.test";

export async function call(path: string, init: RequestInit & { token?: string; json?: unknown } = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  // Each request from its own client unless a test says otherwise, so that long games
  // stay clear of the per-client write limit (tested on its own with fixed addresses).
  if (!headers.has("CF-Connecting-IP")) headers.set("CF-Connecting-IP", `198.51.100.${Math.floor(Math.random() * 250) + 1}`);
  if (init.token !== undefined) headers.set("Authorization", `Bearer ${init.token}`);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set("Content-Type", "application/json");
    body = JSON.stringify(init.json);
  }
  return exports.default.fetch(new Request(`${ORIGIN}${path}`, { ...init, headers, body }));
}

export async function createGame(json: unknown = { variant: "the-pit", names: { white: "Ann", black: "Bo" } }): Promise<CreatedGame> {
  const res = await call("/api/games", { method: "POST", json });
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as CreatedGame;
}

/** The last snapshot of each game the tests saw, as a page keeps it: the base of the next update. */
const latest = new Map<string, GameSnapshot>();

export async function getGame(id: string): Promise<GameSnapshot> {
  const res = await call(`/api/games/${id}`);
  if (res.status !== 200) throw new Error(`get failed: ${res.status} ${await res.text()}`);
  const snapshot = (await res.json()) as GameSnapshot;
  latest.set(id, snapshot);
  return snapshot;
}

/**
 * The whole game after a change's answer (an update, src/contract/updates.ts), applied as
 * a page applies it; when the tests had no snapshot of the version before, the game is
 * fetched, and its state must agree with the update's.
 */
export async function answered(res: Response): Promise<GameSnapshot> {
  if (res.status !== 200) throw new Error(`expected 200, got ${res.status}: ${await res.text()}`);
  const update = (await res.json()) as GameUpdate;
  if (update.type !== "update") throw new Error(`not an update: ${JSON.stringify(update).slice(0, 200)}`);
  const base = latest.get(update.id);
  const next = base && applyUpdate(base, update);
  if (next) {
    latest.set(update.id, next);
    return next;
  }
  const fetched = await getGame(update.id);
  if (fetched.version < update.version) throw new Error("the game is older than its own update");
  return fetched;
}

/**
 * Runs an object's alarm here and now, and says whether one ran. The alarm is set an hour
 * ahead first, so that the runtime does not fire it on its own: one set to now is due at
 * once, and when the runtime ran it between the set and the run (ci54, a loaded machine),
 * the run found no alarm and the test read the object before the runtime's own run had
 * written. (An alarm handler the runtime started earlier may still end by clearing the
 * alarm: ci55 saw that in the league tests, which loop and so keep their own way.)
 */
export async function runAlarmNow(stub: DurableObjectStub): Promise<boolean> {
  await runInDurableObject(stub, (_object: unknown, state) => state.storage.setAlarm(Date.now() + 60 * 60 * 1000));
  return runDurableObjectAlarm(stub);
}

/** The game's Durable Object, for tests that reach into its storage or fire its alarm. */
export function roomStub(id: string): DurableObjectStub<GameRoom> {
  const ns = env.GAME_ROOM as DurableObjectNamespace<GameRoom>;
  return ns.get(ns.idFromName(id));
}

/** A seat's (or, without a token, anyone's) POST to `/api/games/:id/<what>`. */
export function act(id: string, what: string, token: string | undefined, json: unknown = {}): Promise<Response> {
  return call(`/api/games/${id}/${what}`, { method: "POST", token, json });
}

/** The game after an answer that must be 200 (the test's failure shows the body otherwise). */
export async function snapshotOf(res: Response): Promise<GameSnapshot> {
  expect(res.status, await res.clone().text()).toBe(200);
  return answered(res);
}

export function move(id: string, token: string, text: string, ply: number): Promise<Response> {
  return call(`/api/games/${id}/moves`, { method: "POST", token, json: { move: text, ply } });
}

/** Plays moves alternately from the start; fails loudly if any is refused. */
export async function playAll(game: CreatedGame, moves: readonly string[]): Promise<GameSnapshot> {
  let snapshot = await getGame(game.id);
  for (const text of moves) {
    const side = snapshot.turn;
    if (!side) throw new Error("game is over");
    const res = await move(game.id, game.seats[side].token, text, snapshot.ply);
    if (res.status !== 200) throw new Error(`${text}: ${res.status} ${await res.text()}`);
    snapshot = await answered(res);
  }
  return snapshot;
}

export async function errorOf(res: Response): Promise<{ status: number; code: string; message: string }> {
  const body = (await res.json()) as { error: { code: string; message: string } };
  return { status: res.status, code: body.error.code, message: body.error.message };
}

/** A socket, opened as a page would, keeping every message it receives (`M`: what its server sends). */
export interface OpenSocket<M = SocketMessage> {
  readonly ws: WebSocket;
  readonly messages: M[];
  /** Resolves with the first message (received so far or later) that `test` accepts. */
  waitFor(test: (message: M) => boolean): Promise<M>;
}

/** A game's socket. */
export function openSocket(id: string): Promise<OpenSocket> {
  return openSocketAt<SocketMessage>(`/api/games/${id}/socket`);
}

/** The socket at `path` (a game's, a study's). */
export async function openSocketAt<M>(path: string): Promise<OpenSocket<M>> {
  const res = await call(path, { headers: { Upgrade: "websocket" } });
  if (res.status !== 101 || !res.webSocket) throw new Error(`socket: ${res.status}`);
  const ws = res.webSocket;
  const messages: M[] = [];
  const waiting = new Set<() => void>();
  ws.addEventListener("message", (event) => {
    messages.push(JSON.parse(event.data as string) as M);
    for (const check of waiting) check();
  });
  ws.accept();
  return {
    ws,
    messages,
    waitFor: (test) =>
      new Promise((resolve) => {
        const check = () => {
          const found = messages.find(test);
          if (found) {
            waiting.delete(check);
            resolve(found);
          }
        };
        waiting.add(check);
        check();
      }),
  };
}

/**
 * Waits, if need be, for the Workers rate limiter's next window. Its windows are fixed
 * and aligned to the wall clock (60 s here), so a test that counts requests against a
 * budget must not straddle a window's end or it gets a fresh budget part-way through.
 */
export async function inOneRateWindow(secondsNeeded = 20, periodSeconds = 60): Promise<void> {
  const left = periodSeconds * 1000 - (Date.now() % (periodSeconds * 1000));
  if (left < secondsNeeded * 1000) await new Promise((resolve) => setTimeout(resolve, left + 50));
}
