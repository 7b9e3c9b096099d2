// The computer's budget per client (issue 19, item 1): games against the computer and
// moves in them are counted per client (COMPUTER_LIMITER), and no more than
// COMPUTER_QUEUE of a client's computer moves are owed at once, in whatever games.
import { env } from "cloudflare:workers";
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { CreatedComputerGame } from "../../src/contract/api.ts";
import type { ComputerLedger } from "../../src/worker/computer-ledger.ts";
import type { GameRoom } from "../../src/worker/game-room.ts";
import { replayMoves } from "../../src/engine/record.ts";
import { getGame as engineGame } from "../../src/engine/registry.ts";
import { computerMove, CONDITIONAL_REFUSED } from "../../src/worker/lifecycle/computer.ts";
import { COMPUTER_QUEUE, OWED_RETRY_SECONDS } from "../../src/worker/lifecycle/computer-budget.ts";
import { call, createGame, errorOf, getGame, inOneRateWindow } from "./client.ts";

function room(id: string): DurableObjectStub<GameRoom> {
  return env.GAME_ROOM.get(env.GAME_ROOM.idFromName(id));
}

function ledger(client: string): DurableObjectStub<ComputerLedger> {
  return env.COMPUTER_LEDGER.get(env.COMPUTER_LEDGER.idFromName(client));
}

function createAgainstComputer(client: string, side: "white" | "black" = "white"): Promise<Response> {
  return call("/api/games", { method: "POST", headers: { "CF-Connecting-IP": client }, json: { variant: "the-pit", side, computer: { level: 1 } } });
}

async function created(res: Response): Promise<CreatedComputerGame> {
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as CreatedComputerGame;
}

function play(client: string, game: CreatedComputerGame, text: string, ply: number): Promise<Response> {
  return call(`/api/games/${game.id}/moves`, { method: "POST", token: game.seats.white!.token, headers: { "CF-Connecting-IP": client }, json: { move: text, ply } });
}

/** The computer of `game` fails every search, as one that crashes mid-think: its move stays owed. */
async function stuck(game: CreatedComputerGame): Promise<void> {
  await runInDurableObject(room(game.id), (instance: GameRoom) => {
    instance.computerThink = () => {
      throw new Error("crashed mid-search");
    };
  });
}

/** Waits until the computer has answered in `game` (the runtime runs its alarm, or the test does). */
async function untilPly(game: CreatedComputerGame, ply: number): Promise<void> {
  for (let i = 0; i < 50; i++) {
    if ((await getGame(game.id)).ply >= ply) return;
    await runDurableObjectAlarm(room(game.id)).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`the computer did not move in ${game.id}`);
}

describe("the computer's rate per client", () => {
  it("counts games created against the computer, not other games, and says when to retry", async () => {
    await inOneRateWindow();
    const client = "203.0.113.91";
    for (let i = 0; i < 20; i++) await created(await createAgainstComputer(client));
    const refused = await createAgainstComputer(client);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toBe("60");
    expect(await errorOf(refused)).toMatchObject({ code: "rate_limited" });
    // two people's games cost no search: the same client still creates them
    const human = await call("/api/games", { method: "POST", headers: { "CF-Connecting-IP": client }, json: { variant: "the-pit" } });
    expect(human.status).toBe(201);
  });

  it("counts moves in games against the computer, refused ones too, and not moves in other games", async () => {
    await inOneRateWindow();
    const client = "203.0.113.92";
    const game = await created(await createAgainstComputer(client));
    // a stale ply is refused after counting, as the write limit counts refused writes
    for (let i = 0; i < 19; i++) expect((await play(client, game, "e2-e3", 5)).status).toBe(409);
    const refused = await play(client, game, "e2-e3", 0);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toBe("60");
    expect(await errorOf(refused)).toMatchObject({ code: "rate_limited", message: expect.stringContaining("against the computer") });
    expect((await getGame(game.id)).ply).toBe(0);
    const human = await createGame();
    const move = await call(`/api/games/${human.id}/moves`, { method: "POST", token: human.seats.white.token, headers: { "CF-Connecting-IP": client }, json: { move: "e2-e3", ply: 0 } });
    expect(move.status).toBe(200);
  });
});

describe("conditional moves against the computer", () => {
  it("are refused: a line that foresees its replies would chain its searches on one request", async () => {
    const client = "203.0.113.97";
    const game = await created(await createAgainstComputer(client));
    await stuck(game);
    expect((await play(client, game, "e2-e3", 0)).status).toBe(200);
    // a line of two whole turns, legal from here: the computer's possible move, then the human's reply
    const pit = engineGame("the-pit")!;
    const replay = replayMoves(pit, ["e2-e3"]);
    if (!replay.ok) throw new Error(replay.error.message);
    const theirs = pit.legalMoves(replay.value.states[1])[0];
    const after = pit.play(replay.value.states[1], theirs.text);
    if (!after.ok) throw new Error(after.error.message);
    const lines = [[[theirs.text], [pit.legalMoves(after.value.state)[0].text]]];
    const res = await call(`/api/games/${game.id}/conditional`, { method: "PUT", token: game.seats.white!.token, headers: { "CF-Connecting-IP": client }, json: { ply: 1, lines } });
    expect(await errorOf(res)).toMatchObject({ status: 409, code: "not_allowed", message: CONDITIONAL_REFUSED });
    await runInDurableObject(room(game.id), (instance: GameRoom) => {
      instance.computerThink = computerMove;
    });
  });
});

describe("the computer's moves owed per client", () => {
  it(`never owes one client more than ${COMPUTER_QUEUE} moves at once, in whatever games; a takeback or the answer frees one`, async () => {
    const client = "203.0.113.93";
    const [a, b, c] = [await created(await createAgainstComputer(client)), await created(await createAgainstComputer(client)), await created(await createAgainstComputer(client))];
    await stuck(a);
    await stuck(b);
    expect((await play(client, a, "e2-e3", 0)).status).toBe(200);
    expect((await play(client, b, "e2-e3", 0)).status).toBe(200);
    // two searches owed (their computers fail and retry): a third waits, and nothing was played
    const refused = await play(client, c, "e2-e3", 0);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toBe(String(OWED_RETRY_SECONDS));
    expect(await errorOf(refused)).toMatchObject({ code: "rate_limited", message: expect.stringContaining("still thinking") });
    expect((await getGame(c.id)).ply).toBe(0);
    // a computer with White owes its first move at creation: refused too
    expect((await createAgainstComputer(client, "black")).status).toBe(429);
    // another client is not held up by this one
    expect((await play("203.0.113.94", c, "e2-e3", 0)).status).toBe(200);
    await untilPly(c, 2);

    // the human takes back the move in b before the computer answers: nothing owed there now
    const takeback = await call(`/api/games/${b.id}/takeback`, { method: "POST", token: b.seats.white!.token, headers: { "CF-Connecting-IP": client }, json: { action: "offer" } });
    expect(takeback.status).toBe(200);
    expect((await play(client, c, "d2-d3", 2)).status).toBe(200);
    await untilPly(c, 4);
    // the computer of a recovers and answers: nothing owed there either
    await runInDurableObject(room(a.id), (instance: GameRoom) => {
      instance.computerThink = computerMove;
    });
    await untilPly(a, 2);
    // with nothing owed, the client's ledger keeps nothing at all
    const tables = await runInDurableObject(ledger(client), (_instance: ComputerLedger, state) =>
      state.storage.sql.exec("SELECT count(*) AS n FROM sqlite_master WHERE name = 'owed'").one().n,
    );
    expect(tables).toBe(0);
  });

  it("counts the first move of a rematch the computer opens, and a refused offer can be made again", async () => {
    const client = "203.0.113.96";
    const [a, b, d] = [await created(await createAgainstComputer(client)), await created(await createAgainstComputer(client)), await created(await createAgainstComputer(client))];
    await stuck(a);
    await stuck(b);
    expect((await play(client, a, "e2-e3", 0)).status).toBe(200);
    expect((await play(client, b, "e2-e3", 0)).status).toBe(200);
    const token = d.seats.white!.token;
    const headers = { "CF-Connecting-IP": client };
    expect((await call(`/api/games/${d.id}/resign`, { method: "POST", token, headers, json: {} })).status).toBe(200);
    // the computer would have White in the rematch, and move at once
    const refused = await call(`/api/games/${d.id}/rematch`, { method: "POST", token, headers, json: { action: "offer" } });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toBe(String(OWED_RETRY_SECONDS));
    expect((await getGame(d.id)).rematch).toBeNull();
    for (const game of [a, b]) {
      await runInDurableObject(room(game.id), (instance: GameRoom) => {
        instance.computerThink = computerMove;
      });
      await untilPly(game, 2);
    }
    const offered = await call(`/api/games/${d.id}/rematch`, { method: "POST", token, headers, json: { action: "offer" } });
    expect(offered.status).toBe(200);
    const rematch = (await getGame(d.id)).rematch;
    expect(rematch?.started).toBe(true);
    expect((await getGame(rematch!.id)).computer).toEqual({ side: "white", level: 1 });
  });

  it("forgets a move owed by a search that never finishes, so a crash locks nobody out for long", async () => {
    const client = "203.0.113.95";
    const [a, b, c] = [await created(await createAgainstComputer(client)), await created(await createAgainstComputer(client)), await created(await createAgainstComputer(client))];
    await stuck(a);
    await stuck(b);
    expect((await play(client, a, "e2-e3", 0)).status).toBe(200);
    expect((await play(client, b, "e2-e3", 0)).status).toBe(200);
    expect((await play(client, c, "e2-e3", 0)).status).toBe(429);
    // a minute later (the entries' time moved into the past), the crashed searches count no more
    await runInDurableObject(ledger(client), (_instance: ComputerLedger, state) => {
      state.storage.sql.exec("UPDATE owed SET until = until - 60000");
    });
    expect((await play(client, c, "e2-e3", 0)).status).toBe(200);
    for (const game of [a, b]) {
      await runInDurableObject(room(game.id), (instance: GameRoom) => {
        instance.computerThink = computerMove;
      });
    }
  });
});
