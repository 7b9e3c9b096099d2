// Playing the computer (issue 14, item 2): its seat lives on the server, its token never
// reaches a browser, and it moves by the Durable Object's alarm right after the human.
import { env, evictDurableObject, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { CreatedComputerGame } from "../../src/contract/api.ts";
import { replayMoves } from "../../src/engine/record.ts";
import { getGame as engineGame } from "../../src/engine/registry.ts";
import type { GameRoom } from "../../src/worker/game-room.ts";
import { levelOptions } from "../../src/engine/search/best-move.ts";
import { computerMove } from "../../src/worker/lifecycle/computer.ts";
import { call, getGame, move, roomStub as stub } from "./client.ts";

/** Waits for the computer's alarm (it is due at once; the test runs it if the runtime has not yet). */
async function untilPly(id: string, ply: number): Promise<void> {
  for (let i = 0; i < 50; i++) {
    if ((await getGame(id)).ply >= ply) return;
    await runDurableObjectAlarm(stub(id));
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`the computer did not move: ply ${(await getGame(id)).ply}`);
}

async function createAgainstComputer(side: "white" | "black", level = 1, variant = "the-pit"): Promise<CreatedComputerGame> {
  const res = await call("/api/games", { method: "POST", json: { variant, side, names: { white: "Ann", black: "Ann" }, computer: { level } } });
  expect(res.status).toBe(201);
  return (await res.json()) as CreatedComputerGame;
}

describe("the computer's seat", () => {
  it("answers with only the human's seat, and names the computer", async () => {
    const game = await createAgainstComputer("white", 2);
    expect(Object.keys(game.seats)).toEqual(["white"]);
    expect(game.computer).toEqual({ side: "black", level: 2 });
    const snapshot = await getGame(game.id);
    expect(snapshot.names).toEqual({ white: "Ann", black: "Computer (level 2)" });
    expect(snapshot.computer).toEqual({ side: "black", level: 2 });
  });

  it("moves by alarm after the human's move, a legal move, and the turn comes back", async () => {
    const game = await createAgainstComputer("white", 1);
    expect((await move(game.id, game.seats.white!.token, "e2-e3", 0)).status).toBe(200);
    await untilPly(game.id, 2);
    const snapshot = await getGame(game.id);
    expect(snapshot.ply).toBe(2);
    expect(snapshot.turn).toBe("white");
    const pit = engineGame("the-pit")!;
    const start = pit.setup();
    if (!start.ok) throw new Error(start.error.message);
    const after = pit.play(start.value, "e2-e3");
    expect(after.ok && pit.legalMoves(after.value.state).map((m) => m.text)).toContain(snapshot.moves[1]);
  });

  it("plays first when it has White", async () => {
    const game = await createAgainstComputer("black", 1, "in-the-bin");
    await untilPly(game.id, 1);
    const snapshot = await getGame(game.id);
    expect(snapshot.ply).toBeGreaterThanOrEqual(1);
    expect(snapshot.turn).toBe("black");
  });

  it("refuses anyone who tries to move for it", async () => {
    const game = await createAgainstComputer("black", 1);
    const res = await move(game.id, game.seats.black!.token, "e2-e3", 0);
    expect(res.status).toBe(409);
  });
});

describe("the computer answers offers at once", () => {
  it("grants a takeback of the human's move and its reply, and declines a draw", async () => {
    const game = await createAgainstComputer("white", 1);
    const token = game.seats.white!.token;
    expect((await move(game.id, token, "e2-e3", 0)).status).toBe(200);
    await untilPly(game.id, 2);
    const draw = await call(`/api/games/${game.id}/draw`, { method: "POST", token, json: { action: "offer" } });
    expect(draw.status).toBe(409);
    expect(await draw.json()).toMatchObject({ error: { message: "The computer declines the draw: play on, or resign." } });
    const takeback = await call(`/api/games/${game.id}/takeback`, { method: "POST", token, json: { action: "offer" } });
    expect(takeback.status).toBe(200);
    const snapshot = await getGame(game.id);
    expect(snapshot.ply).toBe(0);
    expect(snapshot.turn).toBe("white");
  });

  it("cannot be erased: after takebacks to ply 0 the game refuses to abort, and is archived when resigned (issue 19)", async () => {
    const game = await createAgainstComputer("white", 1);
    const token = game.seats.white!.token;
    const pit = engineGame("the-pit")!;
    for (let turn = 0; turn < 4; turn++) {
      const { moves, ply } = await getGame(game.id);
      const replay = replayMoves(pit, moves);
      if (!replay.ok) throw new Error(replay.error.message);
      const text = pit.legalMoves(replay.value.states[ply])[0].text;
      expect((await move(game.id, token, text, ply)).status).toBe(200);
      await untilPly(game.id, ply + 2);
    }
    expect((await getGame(game.id)).ply).toBe(8);
    for (let i = 0; i < 4; i++) {
      expect((await call(`/api/games/${game.id}/takeback`, { method: "POST", token, json: { action: "offer" } })).status).toBe(200);
    }
    expect((await getGame(game.id)).ply).toBe(0);
    const abort = await call(`/api/games/${game.id}/abort`, { method: "POST", token, json: {} });
    expect(abort.status).toBe(409);
    expect(await abort.json()).toMatchObject({ error: { code: "not_allowed", message: expect.stringContaining("can no longer be aborted") } });
    expect((await call(`/api/games/${game.id}/resign`, { method: "POST", token, json: {} })).status).toBe(200);
    await runDurableObjectAlarm(stub(game.id));
    expect(await env.DB.prepare("SELECT plies FROM finished_games WHERE id = ?").bind(game.id).first()).toEqual({ plies: 0 });
  });

  it("takes up a rematch, and plays the other side in it", async () => {
    const game = await createAgainstComputer("white", 1);
    const token = game.seats.white!.token;
    expect((await call(`/api/games/${game.id}/resign`, { method: "POST", token, json: {} })).status).toBe(200);
    const offered = await call(`/api/games/${game.id}/rematch`, { method: "POST", token, json: { action: "offer" } });
    expect(offered.status).toBe(200);
    const snapshot = await getGame(game.id);
    expect(snapshot.rematch?.started).toBe(true);
    const rematch = await getGame(snapshot.rematch!.id);
    expect(rematch.computer).toEqual({ side: "white", level: 1 });
    expect(rematch.names).toEqual({ white: "Computer (level 1)", black: "Ann" });
  });
});

describe("the computer's thinking", () => {
  it("survives being evicted mid-search: nothing half-written, and the move comes after waking", async () => {
    const game = await createAgainstComputer("white", 1);
    const room = stub(game.id);
    let attempts = 0;
    // the search dies part-way, as when the runtime evicts the object while it thinks
    await runInDurableObject(room, (instance: GameRoom) => {
      instance.computerThink = () => {
        attempts++;
        throw new Error("evicted mid-search");
      };
    });
    expect((await move(game.id, game.seats.white!.token, "e2-e3", 0)).status).toBe(200);
    // the alarm is due at once: the runtime runs it, or the test does
    for (let i = 0; i < 50 && attempts === 0; i++) {
      await runDurableObjectAlarm(room).catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(attempts).toBeGreaterThan(0);
    // nothing of the failed attempt was kept; the owed move is still stored as an alarm
    expect((await getGame(game.id)).ply).toBe(1);
    await evictDurableObject(room);
    // the fresh object (its own thinking) plays the move once, and only once
    await untilPly(game.id, 2);
    await runDurableObjectAlarm(room);
    const snapshot = await getGame(game.id);
    expect(snapshot.ply).toBe(2);
    expect(snapshot.turn).toBe("white");
  });

  // fifteen searches of up to level 3's budget: a few CPU seconds, stretched many times on a loaded machine
  it("stays within its level's budget of positions, in every game, at every level", { timeout: 120_000 }, async () => {
    for (const variant of ["the-pit", "in-the-bin", "inside-out", "pit-of-pillars", "ben39"]) {
      for (const level of [1, 2, 3] as const) {
        // the human has White: the hook is in place before the computer's alarm is set
        const game = await createAgainstComputer("white", level, variant);
        const room = stub(game.id);
        let used = -1;
        await runInDurableObject(room, (instance: GameRoom) => {
          instance.computerThink = (live) => {
            const thought = computerMove(live);
            used = thought.nodes;
            return thought;
          };
        });
        const first = engineGame(variant)!;
        const start = first.setup();
        if (!start.ok) throw new Error(start.error.message);
        expect((await move(game.id, game.seats.white!.token, first.legalMoves(start.value)[0].text, 0)).status).toBe(200);
        for (let i = 0; i < 100 && used < 0; i++) {
          await runDurableObjectAlarm(room);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        expect(used, `${variant} level ${level}`).toBeGreaterThan(0);
        expect(used, `${variant} level ${level}`).toBeLessThanOrEqual(levelOptions(first, level).nodeBudget);
      }
    }
  });
});
