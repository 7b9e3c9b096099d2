// A move's answer is written once, as JSON text, by its GameRoom, and the Worker passes
// the text on (errors.ts JsonOutcome; issue 34 item 5): what a client receives must stay
// what Hono's `c.json` gave, in status, headers and body. A resignation still answers
// its update through `c.json`, so it is the yardstick for the headers.
import { expect, it } from "vitest";
import { act, createGame, getGame, move } from "./client.ts";
import type { GameUpdate } from "../../src/contract/updates.ts";

/** Every header of an answer but its length (the bodies compared differ). */
function headersOf(res: Response): [string, string][] {
  return [...res.headers].filter(([name]) => name !== "content-length");
}

it("answers a move with the same headers as an update written by c.json, and the update's compact JSON", async () => {
  const game = await createGame();
  const moved = await move(game.id, game.seats.white.token, "e2-e3", 0);
  const resigned = await act(game.id, "resign", game.seats.black.token);
  expect(moved.status).toBe(200);
  expect(resigned.status).toBe(200);
  expect(headersOf(moved)).toEqual(headersOf(resigned));
  expect(moved.headers.get("Content-Type")).toBe("application/json");
  expect(moved.headers.get("X-Content-Type-Options")).toBe("nosniff");
  expect(moved.headers.get("Referrer-Policy")).toBe("no-referrer");
  expect(moved.headers.get("Access-Control-Allow-Origin")).toBeNull(); // a write, not a public read

  const text = await moved.text();
  const update = JSON.parse(text) as GameUpdate;
  expect(text).toBe(JSON.stringify(update)); // as JSON.stringify writes it: no spaces, no second encoding
  expect(update).toMatchObject({ type: "update", id: game.id, baseVersion: update.version - 1, movesFrom: 0, newMoves: ["e2-e3"] });
  const after = await getGame(game.id);
  expect(after.moves).toEqual(["e2-e3"]);
  expect(after.outcome).toMatchObject({ winner: "white", reason: "resignation" }); // the resignation after it
});

it("refuses a move in the API's error shape with the refusal's status, as before", async () => {
  const game = await createGame();
  const illegal = await move(game.id, game.seats.white.token, "e2-e7", 0);
  expect(illegal.status).toBe(422);
  expect(illegal.headers.get("Content-Type")).toBe("application/json");
  expect(Object.keys((await illegal.json()) as object)).toEqual(["error"]);
  const stale = await move(game.id, game.seats.white.token, "e2-e3", 5);
  expect(stale.status).toBe(409);
  expect(((await stale.json()) as { error: { code: string } }).error.code).toBe("stale_ply");
  const wrongSeat = await move(game.id, "A".repeat(43), "e2-e3", 0);
  expect(wrongSeat.status).toBe(403);
  expect((await getGame(game.id)).moves).toEqual([]);
});
