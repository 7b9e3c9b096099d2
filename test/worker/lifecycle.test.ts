import { evictDurableObject, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { GameRoom } from "../../src/worker/game-room.ts";
import { deriveRematchToken } from "../../src/contract/rematch-token.ts";
import { call, createGame, errorOf, getGame, move, openSocket, playAll, roomStub as stub, act, snapshotOf } from "./client.ts";

const DAY = 86_400_000;

/** Moves the game's clock into the past, as if `ms` had gone by since the last move. */
async function ageLastMove(id: string, ms: number): Promise<void> {
  await runInDurableObject(stub(id), (_room: GameRoom, state) => {
    state.storage.sql.exec("UPDATE moves SET played_at = played_at - ?", ms);
    state.storage.sql.exec("UPDATE meta SET created_at = created_at - ?", ms);
  });
  await evictDurableObject(stub(id));
}

describe("time control", () => {
  it("starts the clock for a side once it has moved and ends the game on time by alarm", async () => {
    const game = await createGame({ variant: "the-pit", timeControl: { daysPerMove: 1 } });
    let snapshot = await getGame(game.id);
    // the optional fields come back with their defaults
    expect(snapshot.timeControl).toEqual({ daysPerMove: 1, vacationDays: 0, weekendsOff: null, onTimeout: "lose" });
    expect(snapshot.deadline).toBeNull(); // White has not moved yet
    snapshot = await playAll(game, ["a2-a3"]);
    expect(snapshot.deadline).toBeNull(); // Black has not moved yet
    snapshot = await playAll(game, ["a9-a8"]);
    const deadline = Date.parse(snapshot.deadline!);
    expect(deadline - Date.parse(snapshot.updatedAt)).toBe(DAY);

    // an alarm before the deadline changes nothing
    await runDurableObjectAlarm(stub(game.id));
    expect((await getGame(game.id)).status).toBe("active");

    await ageLastMove(game.id, DAY + 1000);
    expect(await runDurableObjectAlarm(stub(game.id))).toBe(true);
    const over = await getGame(game.id);
    expect(over).toMatchObject({ status: "finished", outcome: { status: "win", winner: "black", reason: "timeout" } });
    const row = await env.DB.prepare("SELECT result, termination FROM finished_games WHERE id = ?").bind(game.id).first();
    expect(row).toEqual({ result: "0-1", termination: "timeout" });
  });

  it("never times out a game without a clock", async () => {
    const game = await createGame();
    await playAll(game, ["a2-a3", "a9-a8"]);
    await ageLastMove(game.id, 400 * DAY);
    await runDurableObjectAlarm(stub(game.id));
    expect(await getGame(game.id)).toMatchObject({ status: "active", deadline: null, timeControl: null });
  });

  it("refuses time controls that are not offered", async () => {
    const res = await call("/api/games", { method: "POST", json: { variant: "the-pit", timeControl: { daysPerMove: 4 } } });
    expect(res.status).toBe(400);
  });
});

describe("draw offers", () => {
  it("offers, declines, lapses when the opponent moves, and accepts", async () => {
    const game = await createGame();
    const { white, black } = game.seats;
    let s = await snapshotOf(await act(game.id, "draw", white.token, { action: "offer" }));
    expect(s.offers.draw).toBe("white");
    s = await snapshotOf(await act(game.id, "draw", black.token, { action: "decline" }));
    expect(s.offers.draw).toBeNull();

    await snapshotOf(await act(game.id, "draw", white.token, { action: "offer" }));
    await snapshotOf(await move(game.id, white.token, "a2-a3", 0)); // the offerer's own move keeps it
    expect((await getGame(game.id)).offers.draw).toBe("white");
    s = await snapshotOf(await move(game.id, black.token, "a9-a8", 1)); // the reply lets it lapse
    expect(s.offers.draw).toBeNull();
    expect(await errorOf(await act(game.id, "draw", black.token, { action: "accept" }))).toMatchObject({ status: 409 });

    await snapshotOf(await act(game.id, "draw", black.token, { action: "offer" }));
    s = await snapshotOf(await act(game.id, "draw", white.token, { action: "accept" }));
    expect(s).toMatchObject({ status: "finished", outcome: { status: "draw", reason: "agreement" } });
    const row = await env.DB.prepare("SELECT result FROM finished_games WHERE id = ?").bind(game.id).first();
    expect(row).toEqual({ result: "1/2-1/2" });
  });

  it("races an acceptance with the accepter's own move: exactly one takes effect", async () => {
    const game = await createGame();
    const { white, black } = game.seats;
    await playAll(game, ["a2-a3"]);
    await snapshotOf(await act(game.id, "draw", white.token, { action: "offer" }));
    const [moved, accepted] = await Promise.all([
      move(game.id, black.token, "a9-a8", 1),
      act(game.id, "draw", black.token, { action: "accept" }),
    ]);
    const s = await getGame(game.id);
    if (accepted.status === 200) {
      // the acceptance came first: a draw, and the move found the game over
      expect(moved.status).toBe(409);
      expect(s).toMatchObject({ status: "finished", outcome: { status: "draw", reason: "agreement" }, moves: ["a2-a3"] });
    } else {
      // the move came first and answered the offer, which lapsed
      expect(moved.status).toBe(200);
      expect(accepted.status).toBe(409);
      expect(s).toMatchObject({ status: "active", moves: ["a2-a3", "a9-a8"], offers: { draw: null } });
    }
  });

  it("refuses a watcher and a wrong token for every action", async () => {
    const game = await createGame();
    for (const [what, json] of [["draw", { action: "offer" }], ["takeback", { action: "offer" }], ["rematch", { action: "offer" }], ["abort", {}], ["resign", {}]] as const) {
      expect((await act(game.id, what, undefined, json)).status, what).toBe(401);
      expect((await act(game.id, what, "B".repeat(43), json)).status, what).toBe(403);
    }
    expect(await getGame(game.id)).toMatchObject({ status: "active", ply: 0, offers: { draw: null, takeback: null, rematch: null } });
  });

  it("refuses a malformed action", async () => {
    const game = await createGame();
    expect((await act(game.id, "draw", game.seats.white.token, { action: "maybe" })).status).toBe(400);
  });
});

describe("takebacks", () => {
  it("takes back one's own last move when the opponent accepts", async () => {
    const game = await createGame();
    const { white, black } = game.seats;
    await playAll(game, ["a2-a3", "a9-a8", "b2-b3"]);
    expect((await errorOf(await act(game.id, "takeback", black.token, { action: "offer" }))).status).toBe(409);
    await snapshotOf(await act(game.id, "takeback", white.token, { action: "offer" }));
    const s = await snapshotOf(await act(game.id, "takeback", black.token, { action: "accept" }));
    expect(s).toMatchObject({ ply: 2, moves: ["a2-a3", "a9-a8"], turn: "white", offers: { takeback: null } });
    // survives eviction: the log really lost the move
    await evictDurableObject(stub(game.id));
    expect((await getGame(game.id)).moves).toEqual(["a2-a3", "a9-a8"]);
    await snapshotOf(await move(game.id, white.token, "c2-c3", 2));
  });

  it("lapses when the opponent moves before answering (a race with a move)", async () => {
    const game = await createGame();
    const { white, black } = game.seats;
    await playAll(game, ["a2-a3"]);
    await snapshotOf(await act(game.id, "takeback", white.token, { action: "offer" }));
    const [moved, accepted] = await Promise.all([
      move(game.id, black.token, "a9-a8", 1),
      act(game.id, "takeback", black.token, { action: "accept" }),
    ]);
    // whichever came first, exactly one of them took effect and the log is consistent
    const s = await getGame(game.id);
    if (moved.status === 200) {
      expect(accepted.status).toBe(409);
      expect(s.moves).toEqual(["a2-a3", "a9-a8"]);
    } else {
      expect(accepted.status).toBe(200);
      expect(moved.status).toBe(409);
      expect(s.moves).toEqual([]);
    }
    expect(s.offers.takeback).toBeNull();
  });
});

describe("abort", () => {
  it("aborts before both sides have moved, and such a game is not archived", async () => {
    const game = await createGame();
    await playAll(game, ["a2-a3"]);
    const s = await snapshotOf(await act(game.id, "abort", game.seats.black.token));
    expect(s).toMatchObject({ status: "aborted", turn: null });
    expect((await errorOf(await move(game.id, game.seats.black.token, "a9-a8", 1))).status).toBe(409);
    await runDurableObjectAlarm(stub(game.id));
    expect(await env.DB.prepare("SELECT id FROM finished_games WHERE id = ?").bind(game.id).first()).toBeNull();
  });

  it("cannot abort once both sides have moved", async () => {
    const game = await createGame();
    await playAll(game, ["a2-a3", "a9-a8"]);
    expect(await errorOf(await act(game.id, "abort", game.seats.white.token))).toMatchObject({ status: 409, code: "not_allowed" });
  });

  it("cannot abort a game both sides have moved in, even after takebacks back to ply 0, and after waking (issue 19)", async () => {
    const game = await createGame();
    const { white, black } = game.seats;
    await playAll(game, ["a2-a3", "a9-a8"]);
    for (const [asker, answerer] of [[black, white], [white, black]]) {
      await snapshotOf(await act(game.id, "takeback", asker.token, { action: "offer" }));
      await snapshotOf(await act(game.id, "takeback", answerer.token, { action: "accept" }));
    }
    expect(await getGame(game.id)).toMatchObject({ ply: 0, moved: { white: true, black: true } });
    // the fact is read back from the log, not only kept in memory
    await evictDurableObject(stub(game.id));
    for (const seat of [white, black]) {
      expect(await errorOf(await act(game.id, "abort", seat.token))).toMatchObject({
        status: 409,
        code: "not_allowed",
        message: "Both sides have moved in this game (moves taken back count): it can no longer be aborted; resign instead.",
      });
    }
    expect((await getGame(game.id)).status).toBe("active");
  });
});

describe("rematch", () => {
  it("creates a new game with sides swapped and hands each player his new seat", async () => {
    const game = await createGame({ variant: "the-pit", names: { white: "Ann", black: "Bo" }, timeControl: { daysPerMove: 3 } });
    const { white, black } = game.seats;
    expect((await errorOf(await act(game.id, "rematch", white.token, { action: "offer" }))).status).toBe(409);
    await snapshotOf(await act(game.id, "resign", black.token));
    let s = await snapshotOf(await act(game.id, "rematch", white.token, { action: "offer" }));
    expect(s.offers.rematch).toBe("white");
    expect(s.rematch).toMatchObject({ started: false });
    s = await snapshotOf(await act(game.id, "rematch", black.token, { action: "accept" }));
    expect(s.rematch?.started).toBe(true);
    const newId = s.rematch!.id;

    const fresh = await getGame(newId);
    expect(fresh).toMatchObject({ names: { white: "Bo", black: "Ann" }, rematchOf: game.id, timeControl: { daysPerMove: 3 }, ply: 0 });
    // Bo (old black) is White now and moves with the token his browser derives
    const boToken = await deriveRematchToken(black.token, newId);
    const annToken = await deriveRematchToken(white.token, newId);
    expect((await errorOf(await move(newId, annToken, "a2-a3", 0))).code).toBe("not_your_turn");
    expect((await errorOf(await move(newId, white.token, "a2-a3", 0))).status).toBe(403);
    await snapshotOf(await move(newId, boToken, "a2-a3", 0));
    await snapshotOf(await move(newId, annToken, "a9-a8", 1));
    // a second acceptance cannot start another game
    expect((await act(game.id, "rematch", white.token, { action: "offer" })).status).toBe(409);
  });

  it("can be declined", async () => {
    const game = await createGame();
    await act(game.id, "resign", game.seats.white.token);
    await snapshotOf(await act(game.id, "rematch", game.seats.black.token, { action: "offer" }));
    const s = await snapshotOf(await act(game.id, "rematch", game.seats.white.token, { action: "decline" }));
    expect(s.offers.rematch).toBeNull();
    expect(s.rematch).toBeNull();
  });
});

describe("notices", () => {
  it("posts your-turn to a webhook, retrying with backoff until it is delivered", async () => {
    const game = await createGame();
    const { white, black } = game.seats;
    // the test swaps the delivery fetch: this address is never reached
    const hook = "https://hooks.example/hook";
    const put = await call(`/api/games/${game.id}/notices`, { method: "PUT", token: white.token, json: { webhook: hook } });
    expect(await put.json()).toMatchObject({ webhook: hook, push: false });
    expect((await call(`/api/games/${game.id}/notices`, { method: "PUT", token: white.token, json: { webhook: "ftp://x" } })).status).toBe(400);

    const received: { url: string; body: Record<string, unknown> }[] = [];
    let failures = 2;
    await runInDurableObject(stub(game.id), (room: GameRoom) => {
      room.deliveryFetch = async (input, init) => {
        if (failures-- > 0) return new Response("down", { status: 503 });
        received.push({ url: String(input), body: JSON.parse(String(init?.body)) as Record<string, unknown> });
        return new Response("ok");
      };
    });
    await playAll(game, ["a2-a3", "a9-a8"]);
    // a move never waits for a delivery: the alarm does it
    // every notice due now, and an alarm set to run them (one may be running on its own)
    const due = async () =>
      runInDurableObject(stub(game.id), async (_r: GameRoom, state) => {
        state.storage.sql.exec("UPDATE outbox SET next_at = 0");
        await state.storage.setAlarm(Date.now());
      });
    // Alarms also fire on their own in real time; keep the outbox due and run the alarm
    // until the endpoint, down twice, has taken the notice.
    for (let i = 0; i < 8 && received.length === 0; i++) {
      await due();
      await runDurableObjectAlarm(stub(game.id));
    }
    expect(failures).toBeLessThan(0); // both failed attempts happened first
    expect(received).toHaveLength(1);
    expect(received[0].url).toBe(hook);
    expect(received[0].body).toMatchObject({ event: "your-turn", game: game.id, side: "white" });
    expect(String(received[0].body.content)).toContain("Your turn");
    expect(received[0].body.text).toBe(received[0].body.content);
    expect(JSON.stringify(received[0].body)).not.toContain(white.token);

    // one click off
    const off = await call(`/api/games/${game.id}/notices`, { method: "PUT", token: white.token, json: { webhook: null } });
    expect(await off.json()).toMatchObject({ webhook: null });
    void black;
  });

  it("reminds the side to move when a quarter of the time is left", async () => {
    const game = await createGame({ variant: "the-pit", timeControl: { daysPerMove: 2 } });
    await call(`/api/games/${game.id}/notices`, { method: "PUT", token: game.seats.white.token, json: { webhook: "https://hooks.example/reminder" } });
    await playAll(game, ["a2-a3", "a9-a8"]);
    await runInDurableObject(stub(game.id), (_r: GameRoom, state) => {
      state.storage.sql.exec("DELETE FROM outbox");
    });
    await ageLastMove(game.id, 1.6 * DAY); // the reminder point is at 1.5 days
    const sent: string[] = [];
    await runInDurableObject(stub(game.id), (room: GameRoom) => {
      room.deliveryFetch = async (_input, init) => {
        sent.push(String(init?.body));
        return new Response("ok");
      };
    });
    // The first alarm queues the reminder, a later one delivers it. Alarms also fire on
    // their own in real time (a background one may try the real endpoint first and fail),
    // so keep the outbox due and run the alarm until the local endpoint has it.
    for (let i = 0; i < 8 && !sent.some((b) => b.includes('"event":"reminder"')); i++) {
      await runDurableObjectAlarm(stub(game.id));
      await runInDurableObject(stub(game.id), async (_r: GameRoom, state) => {
        state.storage.sql.exec("UPDATE outbox SET next_at = 0");
        await state.storage.setAlarm(Date.now());
      });
      await runDurableObjectAlarm(stub(game.id));
    }
    expect(sent.some((b) => b.includes('"event":"reminder"'))).toBe(true);
    expect(sent.filter((b) => b.includes('"event":"reminder"'))).toHaveLength(1);
    expect((await getGame(game.id)).status).toBe("active");
  });

  it("refuses push when the server has no VAPID keys", async () => {
    const game = await createGame();
    const res = await call(`/api/games/${game.id}/notices`, {
      method: "PUT",
      token: game.seats.white.token,
      json: { push: { endpoint: "https://push.example/abc", keys: { p256dh: "BAAA", auth: "AAAA" } } },
    });
    expect(await errorOf(res)).toMatchObject({ status: 409, code: "not_configured" });
    expect((await call("/api/push-key")).status).toBe(404);
  });
});

describe("presence", () => {
  it("shows a seat online while its page is connected", async () => {
    const game = await createGame();
    const { ws, waitFor } = await openSocket(game.id);
    await waitFor((m) => m.type === "state");
    ws.send(JSON.stringify({ type: "hello", token: game.seats.black.token }));
    const presence = await waitFor((m) => m.type === "presence");
    expect(presence).toEqual({ type: "presence", presence: { white: false, black: true } });
    expect((await getGame(game.id)).presence).toEqual({ white: false, black: true });
    ws.close();
  });
});

describe("recovery codes", () => {
  it("open a seat on another device once, with a new token that plays that seat", async () => {
    const game = await createGame();
    const res = await call(`/api/games/${game.id}/recovery`, { method: "POST", token: game.seats.black.token });
    expect(res.status).toBe(201);
    const { code, expiresAt } = (await res.json()) as { code: string; expiresAt: string };
    expect(code).toMatch(new RegExp(`^${game.id}-[a-z2-9]{8}$`));
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(23 * 3_600_000);

    const recovered = await call("/api/recover", { method: "POST", json: { code: code.toUpperCase() } });
    expect(recovered.status).toBe(200);
    const body = (await recovered.json()) as { id: string; side: string; token: string; url: string };
    expect(body).toMatchObject({ id: game.id, side: "black", url: `/g/${game.id}#seat=${body.token}` });
    expect(body.token).not.toBe(game.seats.black.token);

    // single use
    expect((await errorOf(await call("/api/recover", { method: "POST", json: { code } }))).status).toBe(404);
    // the new token plays Black; the old link still works too
    await playAll(game, ["a2-a3"]);
    await snapshotOf(await move(game.id, body.token, "a9-a8", 1));
    await snapshotOf(await move(game.id, game.seats.white.token, "b2-b3", 2));
    await snapshotOf(await move(game.id, game.seats.black.token, "b9-b8", 3));
  });

  it("keeps at most five unexpired codes a seat: a new one retires the oldest, and the other seat's are untouched", async () => {
    const game = await createGame();
    const issue = async (token: string) =>
      ((await (await call(`/api/games/${game.id}/recovery`, { method: "POST", token })).json()) as { code: string }).code;
    const black = await issue(game.seats.black.token);
    const white: string[] = [];
    for (let i = 0; i < 7; i++) white.push(await issue(game.seats.white.token));
    const redeem = async (code: string) => (await call("/api/recover", { method: "POST", json: { code } })).status;
    expect(await redeem(white[0])).toBe(404);
    expect(await redeem(white[1])).toBe(404);
    for (const code of white.slice(2)) expect(await redeem(code)).toBe(200);
    expect(await redeem(black)).toBe(200);
  });

  it("refuses malformed, unknown and expired codes", async () => {
    const game = await createGame();
    expect((await call("/api/recover", { method: "POST", json: { code: "nonsense" } })).status).toBe(400);
    expect((await call("/api/recover", { method: "POST", json: { code: `${game.id}-aaaaaaaa` } })).status).toBe(404);
    expect((await call("/api/recover", { method: "POST", json: { code: "abcdefghij-aaaaaaaa" } })).status).toBe(404);
    const { code } = (await (await call(`/api/games/${game.id}/recovery`, { method: "POST", token: game.seats.white.token })).json()) as { code: string };
    await runInDurableObject(stub(game.id), (_r: GameRoom, state) => {
      state.storage.sql.exec("UPDATE recovery_codes SET expires_at = 1");
    });
    expect((await call("/api/recover", { method: "POST", json: { code } })).status).toBe(404);
    expect((await call(`/api/games/${game.id}/recovery`, { method: "POST" })).status).toBe(401);
  });
});

describe("snapshot version", () => {
  it("grows with every change, offers and takebacks included, and never goes back", async () => {
    const game = await createGame();
    const versions = [(await getGame(game.id)).version];
    const after = async (res: Promise<Response>) => versions.push((await snapshotOf(await res)).version);
    await after(move(game.id, game.seats.white.token, "a2-a3", 0));
    await after(act(game.id, "draw", game.seats.black.token, { action: "offer" }));
    await after(act(game.id, "draw", game.seats.white.token, { action: "decline" }));
    await after(act(game.id, "takeback", game.seats.white.token, { action: "offer" }));
    await after(act(game.id, "takeback", game.seats.black.token, { action: "accept" }));
    for (let i = 1; i < versions.length; i++) expect(versions[i]).toBe(versions[i - 1] + 1);
    await evictDurableObject(stub(game.id));
    expect((await getGame(game.id)).version).toBe(versions.at(-1));
  });
});

describe("joining", () => {
  it("notes when each seat is first opened, by asking its side or saying hello, once", async () => {
    const game = await createGame();
    const fresh = await getGame(game.id);
    expect(fresh.joined).toEqual({ white: false, black: false });
    await call(`/api/games/${game.id}/seat`, { token: game.seats.black.token });
    const afterSeat = await getGame(game.id);
    expect(afterSeat.joined).toEqual({ white: false, black: true });
    expect(afterSeat.version).toBe(fresh.version + 1);
    await call(`/api/games/${game.id}/seat`, { token: game.seats.black.token });
    expect((await getGame(game.id)).version).toBe(afterSeat.version);
    const { ws, waitFor } = await openSocket(game.id);
    await waitFor((m) => m.type === "state");
    ws.send(JSON.stringify({ type: "hello", token: game.seats.white.token }));
    await waitFor((m) => m.type === "update" && m.update.joined?.white === true);
    expect((await getGame(game.id)).joined).toEqual({ white: true, black: true });
    ws.close();
  });
});
