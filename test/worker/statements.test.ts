// A move's storage work (issue 12, item 3; issue 34, item 5): the GameStore keeps the
// one-row state table, conditional lines, notice targets and the outbox's earliest time
// in memory, so a move in a warm object reads nothing, and it writes its row, its link of
// the hash chain (issue 25) and the game's new version in one statement, through the
// trigger of MOVE_WRITE_SCHEMA (eleven statements at first, then three; the echo of
// `npm run bench:api` runs three). Counted by wrapping `sql.exec`.
import { runInDurableObject } from "cloudflare:test";
import { expect, it } from "vitest";
import type { GameRoom } from "../../src/worker/game-room.ts";
import { GameStore } from "../../src/worker/game-store.ts";
import { chainHead, eventLine } from "../../src/contract/chain.ts";
import { moveEvent } from "../../src/worker/lifecycle/chain-log.ts";
import { answered, call, createGame, getGame, move, playAll, roomStub } from "./client.ts";

type Stub = DurableObjectStub<GameRoom>;

/** The statements the room runs from now on, by their first three words. */
async function countStatements(stub: Stub): Promise<string[]> {
  const statements: string[] = [];
  await runInDurableObject(stub, (_room: GameRoom, state) => {
    const sql = state.storage.sql as unknown as { exec: (query: string, ...params: unknown[]) => unknown };
    const exec = sql.exec.bind(sql);
    sql.exec = (query, ...params) => {
      statements.push(query.trim().split(/\s+/).slice(0, 3).join(" "));
      return exec(query, ...params);
    };
  });
  return statements;
}

/**
 * What storage holds: the moves, the chain's rows past the genesis, and the version. The
 * chain must also hold together: each row's head is the one before it extended by its
 * line, and each move's line is that move's event.
 */
function stored(stub: Stub): Promise<{ moves: string[]; links: number; version: number }> {
  return runInDurableObject(stub, (_room: GameRoom, state) => {
    const sql = state.storage.sql;
    const moves = sql.exec("SELECT ply, text, side, played_at FROM moves ORDER BY ply").toArray();
    const chain = sql.exec("SELECT seq, line, head FROM chain ORDER BY seq").toArray();
    chain.forEach((row, seq) => {
      expect(Number(row.seq)).toBe(seq);
      if (seq > 0) expect(row.head).toBe(chainHead(String(chain[0].line), chain.slice(1, seq + 1).map((link) => String(link.line))));
    });
    const lines = new Set(chain.map((row) => String(row.line)));
    for (const row of moves) {
      expect(lines.has(eventLine(moveEvent({ ply: Number(row.ply), text: String(row.text), side: row.side as "white" | "black", playedAt: Number(row.played_at) })))).toBe(true);
    }
    return { moves: moves.map((row) => String(row.text)), links: chain.length - 1, version: Number(sql.exec("SELECT version FROM state").one().version) };
  });
}

it("a move in a warm game runs one SQL statement, which writes the move, its chain link and the version", async () => {
  const game = await createGame();
  const stub = roomStub(game.id);
  await playAll(game, ["e2-e3", "e9-e8"]);
  const statements = await countStatements(stub);
  statements.length = 0;
  expect((await move(game.id, game.seats.white.token, "a2-a3", 2)).status).toBe(200);
  expect(statements).toEqual(["INSERT INTO move_written"]);
  // and what the kept copy says is what storage says
  expect((await getGame(game.id)).version).toBe(3);
  expect(await stored(stub)).toEqual({ moves: ["e2-e3", "e9-e8", "a2-a3"], links: 3, version: 3 });
});

it("a move and the conditional reply it sets off are one change: the version goes up by one, each move has its link", async () => {
  const game = await createGame();
  const stub = roomStub(game.id);
  await playAll(game, ["a2-a3", "a9-a8"]);
  const lines = await call(`/api/games/${game.id}/conditional`, { method: "PUT", token: game.seats.black.token, json: { ply: 2, lines: [[["b2-b3"], ["b9-b8"]]] } });
  expect(lines.status).toBe(200);
  const before = await stored(stub);
  const statements = await countStatements(stub);
  statements.length = 0;
  const after = await answered(await move(game.id, game.seats.white.token, "b2-b3", 2));
  expect(after.moves.slice(2)).toEqual(["b2-b3", "b9-b8"]);
  expect(after.version).toBe(before.version + 1);
  expect(statements.filter((s) => s === "INSERT INTO move_written")).toHaveLength(2);
  expect(await stored(stub)).toEqual({ moves: ["a2-a3", "a9-a8", "b2-b3", "b9-b8"], links: before.links + 2, version: before.version + 1 });
  // and a change without a move (an offer) still counts one
  const offered = await answered(await call(`/api/games/${game.id}/draw`, { method: "POST", token: game.seats.white.token, json: { action: "offer" } }));
  expect(offered.version).toBe(before.version + 2);
  expect((await stored(stub)).version).toBe(before.version + 2);
});

it("a game stored before the one-statement write gets its view and trigger when its room wakes", async () => {
  const game = await createGame();
  const stub = roomStub(game.id);
  await playAll(game, ["e2-e3", "e9-e8"]);
  const version = await runInDurableObject(stub, (_room: GameRoom, state) => {
    const sql = state.storage.sql;
    sql.exec("DROP TRIGGER move_written_v1");
    sql.exec("DROP VIEW move_written");
    // a room woken from this storage: a store of its own, which upgrades the tables
    const store = new GameStore(sql);
    expect(store.hasGame()).toBe(true);
    store.appendMove({ ply: 3, text: "a2-a3", side: "white", playedAt: Date.now(), notes: [] });
    store.finishChange();
    return store.readVersion();
  });
  expect(version).toBe(3);
  expect(await stored(stub)).toEqual({ moves: ["e2-e3", "e9-e8", "a2-a3"], links: 3, version: 3 });
});

it("a game begun before chains gets its moves and versions written, and stays without a chain", async () => {
  const game = await createGame();
  const stub = roomStub(game.id);
  const written = await runInDurableObject(stub, (_room: GameRoom, state) => {
    const sql = state.storage.sql;
    sql.exec("DELETE FROM chain");
    const store = new GameStore(sql);
    expect(store.hasGame()).toBe(true);
    store.appendMove({ ply: 1, text: "e2-e3", side: "white", playedAt: Date.now(), notes: [] });
    store.finishChange();
    return {
      moves: sql.exec("SELECT text FROM moves").toArray().map((row) => String(row.text)),
      chain: Number(sql.exec("SELECT COUNT(*) AS n FROM chain").one().n),
      version: store.readVersion(),
      stored: Number(sql.exec("SELECT version FROM state").one().version),
    };
  });
  expect(written).toEqual({ moves: ["e2-e3"], chain: 0, version: 1, stored: 1 });
});

it("a change cut short after its move (an exception before finishChange) does not take the next change's version", async () => {
  const game = await createGame();
  const stub = roomStub(game.id);
  const versions = await runInDurableObject(stub, async (_room: GameRoom, state) => {
    const store = new GameStore(state.storage.sql);
    expect(store.hasGame()).toBe(true);
    const before = store.readVersion();
    try {
      store.appendMove({ ply: 1, text: "e2-e3", side: "white", playedAt: Date.now(), notes: [] });
      throw new Error("a bug between the move and the end of its change");
    } catch {
      // the request ends here; the next one comes later
    }
    await Promise.resolve();
    store.finishChange(); // a later change without moves: an offer, say
    return { before, after: store.readVersion(), stored: Number(state.storage.sql.exec("SELECT version FROM state").one().version) };
  });
  expect(versions.after).toBe(versions.before + 2);
  expect(versions.stored).toBe(versions.before + 2);
});
