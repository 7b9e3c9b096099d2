// A move's repeated work, taken off its path by issue 34 (item 5, `npm run profile:api`)
// and kept off by these counts: a seat token is hashed once per object, not on every
// move, and a move's update is serialised once for all the sockets open, or not at all
// when none is. (Its SQL statements are counted in statements.test.ts.)
import { afterEach, expect, it } from "vitest";
import { createGame, errorOf, move, openSocket } from "./client.ts";

const restore: (() => void)[] = [];
afterEach(() => {
  for (const undo of restore.splice(0)) undo();
});

/** Counts the SHA-256 digests of crypto.subtle from now on (the test and its objects share the isolate). */
function countDigests(): { count: number } {
  const counted = { count: 0 };
  const digest = crypto.subtle.digest.bind(crypto.subtle);
  crypto.subtle.digest = (algorithm, data) => {
    counted.count++;
    return digest(algorithm, data);
  };
  restore.push(() => {
    crypto.subtle.digest = digest;
  });
  return counted;
}

/** Counts the socket updates JSON.stringify is asked to serialise from now on. */
function countUpdateTexts(): { count: number } {
  const counted = { count: 0 };
  const stringify = JSON.stringify;
  JSON.stringify = ((value: unknown, ...rest: Parameters<typeof JSON.stringify> extends [unknown, ...infer R] ? R : never) => {
    const message = value as { type?: unknown; update?: unknown } | null;
    if (message?.type === "update" && message.update !== undefined) counted.count++;
    return stringify(value, ...rest);
  }) as typeof JSON.stringify;
  restore.push(() => {
    JSON.stringify = stringify;
  });
  return counted;
}

it("hashes a seat's token on its first request only; a wrong token is hashed, and refused, every time", async () => {
  const game = await createGame();
  const digests = countDigests();
  expect((await move(game.id, game.seats.white.token, "e2-e3", 0)).status).toBe(200);
  expect((await move(game.id, game.seats.black.token, "e9-e8", 1)).status).toBe(200);
  expect(digests.count).toBe(2); // one per seat
  digests.count = 0;
  expect((await move(game.id, game.seats.white.token, "a2-a3", 2)).status).toBe(200);
  expect((await move(game.id, game.seats.black.token, "a9-a8", 3)).status).toBe(200);
  expect(digests.count).toBe(0);
  // a known token still opens only its own seat
  expect((await errorOf(await move(game.id, game.seats.black.token, "b2-b3", 4))).code).toBe("not_your_turn");
  const wrong = "A".repeat(43);
  for (let i = 0; i < 2; i++) expect((await errorOf(await move(game.id, wrong, "b2-b3", 4))).code).toBe("wrong_token");
  expect(digests.count).toBe(2);
});

it("serialises a move's update once for all its sockets, and not at all with no socket open", async () => {
  const game = await createGame();
  const texts = countUpdateTexts();
  expect((await move(game.id, game.seats.white.token, "e2-e3", 0)).status).toBe(200);
  expect(texts.count).toBe(0);
  const sockets = [await openSocket(game.id), await openSocket(game.id), await openSocket(game.id)];
  expect((await move(game.id, game.seats.black.token, "e9-e8", 1)).status).toBe(200);
  for (const socket of sockets) {
    const update = await socket.waitFor((message) => message.type === "update");
    expect(update.type === "update" && update.update.newMoves).toEqual(["e9-e8"]);
  }
  expect(texts.count).toBe(1);
  for (const socket of sockets) socket.ws.close();
});
