// Faults (issue 12, item 8): the object restarted between any two requests, a webhook
// that never answers, two tabs of one seat racing. (D1 failing at a game's end and the
// alarm archiving it later: games.test.ts, "retries the archive write by alarm".)
import { evictDurableObject, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { GameRoom } from "../../src/worker/game-room.ts";
import type { GameSnapshot } from "../../src/contract/api.ts";
import { call, createGame, errorOf, getGame, move, roomStub as stub } from "./client.ts";

describe("faults", () => {
  /** A reading with the clocks' time left taken out (it differs by the milliseconds between two reads). */
  const withoutTimeLeft = (reading: { game: GameSnapshot; notices: unknown }) => ({
    ...reading,
    game: { ...reading.game, clocks: reading.game.clocks && { white: { ...reading.game.clocks.white, remainingMs: 0 }, black: { ...reading.game.clocks.black, remainingMs: 0 } } },
  });

  it("restarting the object between any two requests changes nothing: state, clock, offers, notices", async () => {
    const game = await createGame({ variant: "the-pit", timeControl: { daysPerMove: 3 }, names: { white: "Ann", black: "Bo" } });
    const { white, black } = game.seats;
    const steps: [string, RequestInit & { token?: string; json?: unknown }][] = [
      [`/api/games/${game.id}/moves`, { method: "POST", token: white.token, json: { move: "a2-a3", ply: 0 } }],
      [`/api/games/${game.id}/moves`, { method: "POST", token: black.token, json: { move: "a9-a8", ply: 1 } }],
      [`/api/games/${game.id}/draw`, { method: "POST", token: white.token, json: { action: "offer" } }],
      [`/api/games/${game.id}/moves`, { method: "POST", token: white.token, json: { move: "b2-b3", ply: 2 } }],
      [`/api/games/${game.id}/takeback`, { method: "POST", token: white.token, json: { action: "offer" } }],
      [`/api/games/${game.id}/draw`, { method: "POST", token: black.token, json: { action: "decline" } }],
      // last: a notice queued by a later step would try the real address from the alarm
      [`/api/games/${game.id}/notices`, { method: "PUT", token: black.token, json: { webhook: "https://hooks.example/bo" } }],
    ];
    const notices = async () => (await call(`/api/games/${game.id}/notices`, { token: black.token })).json();
    for (const [path, init] of steps) {
      const res = await call(path, init);
      expect(res.status, `${path}: ${await res.clone().text()}`).toBe(200);
      const before = { game: await getGame(game.id), notices: await notices() };
      await evictDurableObject(stub(game.id));
      const after = { game: await getGame(game.id), notices: await notices() };
      // the time left is read at each snapshot's own moment: the same but for the time between the two reads
      for (const side of ["white", "black"] as const) {
        expect(Math.abs(after.game.clocks![side].remainingMs - before.game.clocks![side].remainingMs), path).toBeLessThan(5_000);
      }
      expect(withoutTimeLeft(after), path).toEqual(withoutTimeLeft(before));
    }
    const end = await getGame(game.id);
    expect(end).toMatchObject({ status: "active", ply: 3, offers: { draw: null, takeback: "white" } });
    expect(end.deadline).not.toBeNull();
  });

  it("a webhook that never answers does not hold up a move", async () => {
    const game = await createGame();
    await call(`/api/games/${game.id}/notices`, { method: "PUT", token: game.seats.black.token, json: { webhook: "https://hooks.example/hang" } });
    let called = 0;
    await runInDurableObject(stub(game.id), (room: GameRoom) => {
      room.deliveryFetch = () => {
        called++;
        return new Promise<Response>(() => {}); // never settles
      };
    });
    // the notice is queued by this move and its delivery starts by alarm right away
    expect((await move(game.id, game.seats.white.token, "a2-a3", 0)).status).toBe(200);
    const deadline = Date.now() + 5_000;
    while (called === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(called).toBe(1);
    // with the delivery hanging, the game goes on at once
    const started = Date.now();
    const answered = await Promise.race([
      move(game.id, game.seats.black.token, "a9-a8", 1).then((res) => res.status),
      new Promise<string>((resolve) => setTimeout(() => resolve("timed out"), 3_000)),
    ]);
    expect(answered).toBe(200);
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it("two tabs of one seat racing: one move applied, the other told why", async () => {
    const game = await createGame();
    const token = game.seats.white.token;
    const [first, second] = await Promise.all([move(game.id, token, "a2-a3", 0), move(game.id, token, "b2-b3", 0)]);
    const statuses = [first.status, second.status].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = first.status === 409 ? first : second;
    const error = await errorOf(loser);
    expect(error.code).toBe("stale_ply");
    expect(error.message).toContain("The game has moved on");
    const snapshot = (await getGame(game.id)) as GameSnapshot;
    expect(snapshot.ply).toBe(1);
  });

  it("a hundred identical concurrent moves: exactly one applied", async () => {
    const game = await createGame();
    const answers = await Promise.all(Array.from({ length: 100 }, () => move(game.id, game.seats.white.token, "a2-a3", 0)));
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(99);
    expect((await getGame(game.id)).moves).toEqual(["a2-a3"]);
  });
});
