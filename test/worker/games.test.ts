import { evictDurableObject, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { parseRecord, replayMoves } from "../../src/engine/record.ts";
import { getGame as engineGame } from "../../src/engine/registry.ts";
import type { GameRoom } from "../../src/worker/game-room.ts";
import { KEPT_STATES } from "../../src/worker/move-log.ts";
import { answered, call, createGame, errorOf, getGame, inOneRateWindow, move, openSocket, playAll, roomStub as stub } from "./client.ts";
import { randomLine } from "./random-line.ts";

const START = "rchsqkshcr/pppppppppp/10/3****3/3****3/3****3/3****3/10/PPPPPPPPPP/RCHSQKSHCR w - - 0 1";

describe("creating a game", () => {
  it("lists the games it offers", async () => {
    const res = await call("/api/variants");
    expect(res.status).toBe(200);
    const body = (await res.json()) as { variants: { id: string; name: string }[] };
    expect(body.variants.map((v) => v.id)).toContain("the-pit");
  });

  it("gives a secret seat link per side and a watch link", async () => {
    const game = await createGame();
    expect(game.id).toMatch(/^[a-z2-9]{10}$/);
    for (const side of ["white", "black"] as const) {
      expect(game.seats[side].token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(game.seats[side].url).toBe(`/g/${game.id}#seat=${game.seats[side].token}`);
    }
    expect(game.seats.white.token).not.toBe(game.seats.black.token);
    expect(game.watchUrl).toBe(`/g/${game.id}`);
    const snapshot = await getGame(game.id);
    expect(snapshot).toMatchObject({ variant: "the-pit", status: "active", turn: "white", ply: 0, moves: [], position: START });
    expect(snapshot.names).toEqual({ white: "Ann", black: "Bo" });
  });

  it("honours the side the creator asked for", async () => {
    expect((await createGame({ variant: "the-pit", side: "black" })).creatorSide).toBe("black");
    expect((await createGame({ variant: "the-pit", side: "white" })).creatorSide).toBe("white");
  });

  it("stores only hashes of the seat tokens", async () => {
    const game = await createGame();
    const dump = await runInDurableObject(stub(game.id), (_instance: GameRoom, state) =>
      JSON.stringify(state.storage.sql.exec("SELECT * FROM meta").toArray()),
    );
    expect(dump).not.toContain(game.seats.white.token);
    expect(dump).not.toContain(game.seats.black.token);
  });

  it("refuses unknown games, options and fields with 400", async () => {
    for (const json of [
      { variant: "chess" },
      { variant: "the-pit", options: { layout: "as-printed" } },
      { variant: "the-pit", side: "green" },
      { variant: "the-pit", extra: 1 },
      { variant: "the-pit", names: { white: "x".repeat(41) } },
      { variant: "the-pit", names: { white: "a\u0000b" } },
      [],
      "the-pit",
    ]) {
      const res = await call("/api/games", { method: "POST", json });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect((await errorOf(res)).code).toBe("bad_request");
    }
  });
});

describe("playing moves", () => {
  it("plays legal moves for the side to move and refuses everything else", async () => {
    const game = await createGame();
    const { white, black } = game.seats;
    expect((await move(game.id, white.token, "a2-a3", 0)).status).toBe(200);

    // stale ply: a retried request is never applied twice, and learns why (the ply is checked before the turn)
    const stale = await move(game.id, white.token, "a2-a3", 0);
    expect(await errorOf(stale)).toMatchObject({ status: 409, code: "stale_ply" });
    const staleBlack = await move(game.id, black.token, "a9-a8", 0);
    expect(await errorOf(staleBlack)).toMatchObject({ status: 409, code: "stale_ply" });

    const illegal = await move(game.id, black.token, "a9-a5", 1);
    const why = await errorOf(illegal);
    expect(why.status).toBe(422);
    expect(why.code).toBe("illegal_move");
    expect(why.message.length).toBeGreaterThan(5);

    const garbage = await move(game.id, black.token, "hello", 1);
    expect((await errorOf(garbage)).status).toBe(422);

    const missing = await call(`/api/games/${game.id}/moves`, { method: "POST", json: { move: "a9-a8", ply: 1 } });
    expect(await errorOf(missing)).toMatchObject({ status: 401, code: "missing_token" });
    const wrong = await move(game.id, "A".repeat(43), "a9-a8", 1);
    expect(await errorOf(wrong)).toMatchObject({ status: 403, code: "wrong_token" });
    const badHeader = await call(`/api/games/${game.id}/moves`, {
      method: "POST",
      headers: { Authorization: "Basic abc" },
      json: { move: "a9-a8", ply: 1 },
    });
    expect((await errorOf(badHeader)).status).toBe(403);

    // none of the refusals changed the game
    const snapshot = await getGame(game.id);
    expect(snapshot.ply).toBe(1);
    expect(snapshot.moves).toEqual(["a2-a3"]);
    expect(snapshot.turn).toBe("black");

    expect((await move(game.id, black.token, "a9-a8", 1)).status).toBe(200);
    expect((await getGame(game.id)).moves).toEqual(["a2-a3", "a9-a8"]);
  });

  it("answers 404 for a game that does not exist", async () => {
    expect((await errorOf(await call("/api/games/abcdefghij"))).status).toBe(404);
    expect((await errorOf(await call("/api/games/not-an-id!"))).status).toBe(404);
    expect((await errorOf(await move("abcdefghij", "A".repeat(43), "a2-a3", 0))).status).toBe(404);
  });

  it("never answers 500 to junk", async () => {
    const game = await createGame();
    const bodies = ['{"move":', "null", "[]", '{"move":5,"ply":0}', '{"move":"a2-a3","ply":-1}', '{"move":"a2-a3","ply":1.5}',
      '{"move":"a2-a3"}', '{"move":"","ply":0}', `{"move":"${"x".repeat(300)}","ply":0}`, "x".repeat(20_000)];
    for (const body of bodies) {
      const res = await call(`/api/games/${game.id}/moves`, {
        method: "POST",
        token: game.seats.white.token,
        body,
        headers: { "Content-Type": "application/json" },
      });
      expect(res.status, body.slice(0, 40)).toBeGreaterThanOrEqual(400);
      expect(res.status, body.slice(0, 40)).toBeLessThan(500);
      expect((await res.json()) as object).toHaveProperty("error.code");
    }
    for (const path of ["/api/nothing", "/api/games", "/api/archive?limit=0", "/api/archive?result=2-0", "/api/archive?cursor=%%%"]) {
      const res = await call(path);
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.status, path).toBeLessThan(500);
    }
    expect((await getGame(game.id)).ply).toBe(0);
  });

  it("rebuilds the same game by replaying its log after eviction", async () => {
    const game = await createGame();
    const before = await playAll(game, ["a2-a4", "j9-j7", "b2-b3", "i9-i8"]);
    await evictDurableObject(stub(game.id));
    const after = await getGame(game.id);
    expect(after).toEqual(before);
    expect((await move(game.id, game.seats.white.token, "c2-c3", 4)).status).toBe(200);
  });
});

describe("live updates", () => {
  it("sends the whole game on connect and what changed after every move", async () => {
    const game = await createGame();
    const socket = await openSocket(game.id);
    expect(await socket.waitFor((m) => m.type === "state")).toMatchObject({ type: "state", game: { ply: 0 } });
    await move(game.id, game.seats.white.token, "e2-e3", 0);
    const after = await socket.waitFor((m) => m.type === "update" && m.update.ply === 1);
    expect(after).toMatchObject({ type: "update", update: { ply: 1, baseVersion: 0, version: 1, movesFrom: 0, newMoves: ["e2-e3"] } });
    socket.ws.send('{"type":"ping"}');
    expect(await socket.waitFor((m) => m.type === "pong")).toEqual({ type: "pong" });
    socket.ws.close();
  });

  it("refuses a plain request to the socket endpoint", async () => {
    const game = await createGame();
    expect((await call(`/api/games/${game.id}/socket`)).status).toBe(400);
  });
});

describe("flat cost on the wire", () => {
  it("answers a move and broadcasts it in as many bytes at ply 400 as at ply 10 (within 1.1x)", async () => {
    const moves = randomLine(401, 11);
    expect(moves).toHaveLength(401);
    const game = await createGame();
    const socket = await openSocket(game.id);
    await socket.waitFor((m) => m.type === "state");
    const sizes: Record<number, { answer: number; message: number }> = {};
    for (const [ply, text] of moves.entries()) {
      const side = ply % 2 === 0 ? "white" : "black";
      const res = await move(game.id, game.seats[side].token, text, ply);
      const answer = await res.text();
      expect(res.status, answer).toBe(200);
      if (ply === 10 || ply === 400) {
        const message = await socket.waitFor((m) => m.type === "update" && m.update.ply === ply + 1);
        sizes[ply] = { answer: answer.length, message: JSON.stringify(message).length };
      }
    }
    console.log(`bytes per move: answer ${sizes[10].answer} at ply 10, ${sizes[400].answer} at ply 400; socket message ${sizes[10].message}, ${sizes[400].message}`);
    // the position text and the offers may differ a little; the move list must not be resent
    expect(sizes[400].answer / sizes[10].answer).toBeLessThan(1.1);
    expect(sizes[400].message / sizes[10].message).toBeLessThan(1.1);
    socket.ws.close();
  }, 120_000);
});

describe("finishing and archiving", () => {
  it("archives a resigned game in D1 and lists it", async () => {
    const game = await createGame();
    await playAll(game, ["a2-a3", "a9-a8"]);
    const watch = await call(`/api/games/${game.id}/resign`, { method: "POST", json: {} });
    expect((await errorOf(watch)).status).toBe(401);
    const res = await call(`/api/games/${game.id}/resign`, { method: "POST", token: game.seats.white.token, json: {} });
    const snapshot = await answered(res);
    expect(snapshot).toMatchObject({ status: "finished", turn: null, outcome: { status: "win", winner: "black", reason: "resignation" } });

    const after = await move(game.id, game.seats.black.token, "b9-b8", 2);
    expect(await errorOf(after)).toMatchObject({ status: 409, code: "game_over" });
    const again = await call(`/api/games/${game.id}/resign`, { method: "POST", token: game.seats.black.token, json: {} });
    expect((await errorOf(again)).status).toBe(409);

    const row = await env.DB.prepare("SELECT * FROM finished_games WHERE id = ?").bind(game.id).first();
    expect(row).toMatchObject({ variant: "the-pit", white: "Ann", black: "Bo", result: "0-1", termination: "resignation", plies: 2, moves: "a2-a3 a9-a8" });

    const archive = (await (await call("/api/archive?variant=the-pit")).json()) as { games: { id: string }[] };
    expect(archive.games.map((g) => g.id)).toContain(game.id);
  });

  it("retries the archive write by alarm until D1 takes it", async () => {
    const game = await createGame();
    await env.DB.exec("ALTER TABLE finished_games RENAME TO finished_games_away");
    const res = await call(`/api/games/${game.id}/resign`, { method: "POST", token: game.seats.black.token, json: {} });
    expect(res.status).toBe(200);
    await env.DB.exec("ALTER TABLE finished_games_away RENAME TO finished_games");
    expect(await env.DB.prepare("SELECT id FROM finished_games WHERE id = ?").bind(game.id).first()).toBeNull();
    expect(await runDurableObjectAlarm(stub(game.id))).toBe(true);
    const row = await env.DB.prepare("SELECT result FROM finished_games WHERE id = ?").bind(game.id).first();
    expect(row).toEqual({ result: "1-0" });
    // archived: no alarm is left behind
    expect(await runDurableObjectAlarm(stub(game.id))).toBe(false);
  });

  it("exports a record that replays to the same game", async () => {
    const game = await createGame();
    await playAll(game, ["a2-a3", "j9-j8", "b2-b4"]);
    const res = await call(`/api/games/${game.id}/record`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Disposition")).toContain(".pgn");
    const text = await res.text();
    expect(text).toContain('[Variant "the-pit"]');
    expect(text).toContain(`[Site "https://pigeon.test/g/${game.id}"]`);
    expect(text).toContain('[White "Ann"]');
    const parsed = parseRecord(text);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const replay = replayMoves(engineGame("the-pit")!, parsed.value.moves);
    if (!replay.ok) throw new Error(replay.error.message);
    expect(replay.value.moves).toEqual(["a2-a3", "j9-j8", "b2-b4"]);
  });

  it("pages through the archive newest first", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const game = await createGame({ variant: "the-pit", names: { white: `P${i}` } });
      await call(`/api/games/${game.id}/resign`, { method: "POST", token: game.seats.white.token, json: {} });
      ids.push(game.id);
      await new Promise((r) => setTimeout(r, 5));
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : "";
      const page = (await (await call(`/api/archive?limit=2&result=0-1${query}`)).json()) as {
        games: { id: string }[];
        nextCursor: string | null;
      };
      expect(page.games.length).toBeLessThanOrEqual(2);
      seen.push(...page.games.map((g) => g.id));
      cursor = page.nextCursor;
    } while (cursor);
    const mine = seen.filter((id) => ids.includes(id));
    expect(mine).toEqual([...ids].reverse());
    expect(new Set(seen).size).toBe(seen.length);
  });
});

describe("rate limiting", () => {
  it("answers 429 to a client that floods the API with writes", async () => {
    await inOneRateWindow();
    const statuses: number[] = [];
    for (let i = 0; i < 125; i++) {
      const res = await call("/api/games", { method: "POST", json: { variant: "nope" }, headers: { "CF-Connecting-IP": "203.0.113.9" } });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 120).every((s) => s === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // another client is not affected
    const other = await call("/api/games", { method: "POST", json: { variant: "nope" }, headers: { "CF-Connecting-IP": "203.0.113.10" } });
    expect(other.status).toBe(400);
  });
});

describe("seats", () => {
  it("tells a seat link which side it plays, and refuses other tokens", async () => {
    const game = await createGame();
    for (const side of ["white", "black"] as const) {
      const res = await call(`/api/games/${game.id}/seat`, { token: game.seats[side].token });
      expect(await res.json()).toEqual({ side });
    }
    expect((await call(`/api/games/${game.id}/seat`)).status).toBe(401);
    expect((await call(`/api/games/${game.id}/seat`, { token: "C".repeat(43) })).status).toBe(403);
  });

  it("answers 404, not 500, to a socket for a game that does not exist", async () => {
    const res = await call("/api/games/abcdefghij/socket", { headers: { Upgrade: "websocket" } });
    expect(res.status).toBe(404);
    expect((await res.json()) as object).toHaveProperty("error.code", "not_found");
  });
});

describe("long games", () => {
  it("keeps a checkpoint every 50 moves and wakes from it to the same game, takebacks included", async () => {
    const moves = randomLine(120, 7);
    expect(moves).toHaveLength(120);
    const game = await createGame();
    const before = await playAll(game, moves);
    const checkpoints = await runInDurableObject(stub(game.id), (_r: GameRoom, state) =>
      state.storage.sql.exec("SELECT ply FROM checkpoints ORDER BY ply").toArray().map((row) => Number(row.ply)),
    );
    expect(checkpoints).toEqual([50, 100]);

    await evictDurableObject(stub(game.id));
    expect(await getGame(game.id)).toEqual(before);

    // two takebacks in a row after a wake, the second reaching past the states in memory
    for (const [ply, side] of [[120, "black"], [119, "white"]] as const) {
      const other = side === "white" ? "black" : "white";
      await evictDurableObject(stub(game.id));
      const offer = await call(`/api/games/${game.id}/takeback`, { method: "POST", token: game.seats[side].token, json: { action: "offer" } });
      expect(offer.status, await offer.clone().text()).toBe(200);
      const accept = await call(`/api/games/${game.id}/takeback`, { method: "POST", token: game.seats[other].token, json: { action: "accept" } });
      expect((await answered(accept)).ply).toBe(ply - 1);
    }
    const after = await getGame(game.id);
    expect(after.moves).toEqual(moves.slice(0, 118));
    expect(after.position).toBe(replayPosition(moves.slice(0, 118)));
    await evictDurableObject(stub(game.id));
    expect(await getGame(game.id)).toEqual(after);
  });
});

describe("a room's memory in a long game", () => {
  it("keeps no more engine states than a woken room replays, and takes back from them to the same position", async () => {
    const moves = randomLine(120, 11);
    const game = await createGame();
    await playAll(game, moves);
    const statesHeld = () => runInDurableObject(stub(game.id), (room: GameRoom) => (room as unknown as { live?: { states: unknown[] } }).live?.states.length);
    // 121 positions were played through without a wake: the room holds the newest 51
    expect(await statesHeld()).toBe(KEPT_STATES);
    for (const [ply, side] of [[120, "black"], [119, "white"]] as const) {
      const other = side === "white" ? "black" : "white";
      expect((await call(`/api/games/${game.id}/takeback`, { method: "POST", token: game.seats[side].token, json: { action: "offer" } })).status).toBe(200);
      const accept = await call(`/api/games/${game.id}/takeback`, { method: "POST", token: game.seats[other].token, json: { action: "accept" } });
      expect((await answered(accept)).position).toBe(replayPosition(moves.slice(0, ply - 1)));
    }
    expect(await statesHeld()).toBe(KEPT_STATES - 2);
  });
});

function replayPosition(moves: readonly string[]): string {
  const game = engineGame("the-pit")!;
  const replay = replayMoves(game, moves);
  if (!replay.ok) throw new Error(replay.error.message);
  return game.makePosition(replay.value.states.at(-1));
}
