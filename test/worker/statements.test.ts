// A move's storage work (issue 12, item 3): the GameStore keeps the one-row state table,
// conditional lines, notice targets and the outbox's earliest time in memory, so a move
// in a warm object writes its row, its link of the hash chain (issue 25) and the version,
// and reads nothing (eleven statements before; the echo of `npm run bench:api` runs three).
// Counted by wrapping `sql.exec`.
import { env, runInDurableObject } from "cloudflare:test";
import { expect, it } from "vitest";
import type { GameRoom } from "../../src/worker/game-room.ts";
import { createGame, getGame, move } from "./client.ts";

it("a move in a warm game runs three SQL statements: the move, its chain link and the version", async () => {
  const game = await createGame();
  const ns = env.GAME_ROOM as DurableObjectNamespace<GameRoom>;
  const stub = ns.get(ns.idFromName(game.id));
  const statements: string[] = [];
  await runInDurableObject(stub, (_room: GameRoom, state) => {
    const sql = state.storage.sql as unknown as { exec: (query: string, ...params: unknown[]) => unknown };
    const exec = sql.exec.bind(sql);
    sql.exec = (query, ...params) => {
      statements.push(query);
      return exec(query, ...params);
    };
  });
  for (const [ply, text] of ["e2-e3", "e9-e8"].entries()) {
    const token = ply % 2 === 0 ? game.seats.white.token : game.seats.black.token;
    expect((await move(game.id, token, text, ply)).status).toBe(200);
  }
  statements.length = 0;
  expect((await move(game.id, game.seats.white.token, "a2-a3", 2)).status).toBe(200);
  expect(statements.map((query) => query.split(" ").slice(0, 3).join(" "))).toEqual(["INSERT INTO moves", "INSERT INTO chain", "UPDATE state SET"]);
  // and what the kept copy says is what storage says
  expect((await getGame(game.id)).version).toBe(3);
  const stored = await runInDurableObject(stub, (_room: GameRoom, state) => Number(state.storage.sql.exec("SELECT version FROM state").one().version));
  expect(stored).toBe(3);
});
