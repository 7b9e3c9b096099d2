/**
 * Time banks, vacation, time given, pauses by agreement and claims on time, through the
 * API and the GameRoom's alarm (issue 21). Time goes by by moving the game's whole log
 * into the past: the clocks are a function of the log and now.
 */
import { evictDurableObject, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { GameRoom } from "../../src/worker/game-room.ts";
import type { CreatedGame } from "../../src/contract/api.ts";
import { call, createGame, errorOf, getGame, openSocket, playAll, roomStub as stub, act, runAlarmNow, snapshotOf as ok } from "./client.ts";

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** Real time passes while a test runs: what it may add to a clock reading. */
const SLACK = 10_000;

/** As if `ms` had gone by: the game's creation, moves and events all move into the past; the object wakes again. */
async function passTime(id: string, ms: number): Promise<void> {
  await runInDurableObject(stub(id), (_room: GameRoom, state) => {
    state.storage.sql.exec("UPDATE moves SET played_at = played_at - ?", ms);
    state.storage.sql.exec("UPDATE meta SET created_at = created_at - ?", ms);
    state.storage.sql.exec("UPDATE events SET at = at - ?", ms);
  });
  await evictDurableObject(stub(id));
}

const bank = (extra: Record<string, unknown> = {}) => ({
  variant: "the-pit",
  names: { white: "Ann", black: "Bo" },
  timeControl: { initialDays: 1, incrementDays: 0, maxDays: 1, ...extra },
});

/** A game with a time bank where both sides have moved: White to move, its clock running. */
async function started(extra: Record<string, unknown> = {}): Promise<CreatedGame> {
  const game = await createGame(bank(extra));
  await playAll(game, ["a2-a3", "a9-a8"]);
  return game;
}

describe("time controls at creation", () => {
  it("takes a time bank with every option, shows both clocks and keeps it in a rematch", async () => {
    const control = { initialDays: 7, incrementDays: 1, maxDays: 14, vacationDays: 10, weekendsOff: { timeZone: "Europe/Paris" }, onTimeout: "claim" };
    const game = await createGame({ ...bank(), timeControl: control });
    const snapshot = await getGame(game.id);
    expect(snapshot.timeControl).toEqual(control);
    expect(snapshot.clocks?.white).toMatchObject({ remainingMs: 7 * DAY, running: false, vacationLeftMs: 10 * DAY });
    expect(snapshot.pause).toEqual({ offer: null, until: null });
    expect(snapshot.timeout).toBeNull();
    const record = await (await call(`/api/games/${game.id}/record`)).text();
    expect(record).toContain('[TimeControl "bank 7+1 max 14, vacation 10, weekends off Europe/Paris, claim"]');
    await ok(await act(game.id, "resign", game.seats.white.token));
    await ok(await act(game.id, "rematch", game.seats.white.token, { action: "offer" }));
    const accepted = await ok(await act(game.id, "rematch", game.seats.black.token, { action: "accept" }));
    expect((await getGame(accepted.rematch!.id)).timeControl).toEqual(control);
  });

  it("refuses what is out of bounds, a maximum below the start, mixed forms and unknown zones", async () => {
    for (const timeControl of [
      { initialDays: 0, incrementDays: 0, maxDays: 1 },
      { initialDays: 31, incrementDays: 0, maxDays: 60 },
      { initialDays: 5, incrementDays: 8, maxDays: 10 },
      { initialDays: 5, incrementDays: 1, maxDays: 4 },
      { initialDays: 5, incrementDays: 1, maxDays: 61 },
      { initialDays: 5, incrementDays: 1, maxDays: 10, daysPerMove: 3 },
      { daysPerMove: 3, vacationDays: 61 },
      { daysPerMove: 3, weekendsOff: { timeZone: "Mars/Olympus" } },
      { daysPerMove: 3, weekendsOff: { timeZone: "+01:00" } },
      { daysPerMove: 3, onTimeout: "draw" },
    ]) {
      const res = await call("/api/games", { method: "POST", json: { variant: "the-pit", timeControl } });
      expect(res.status, JSON.stringify(timeControl)).toBe(400);
      expect((await errorOf(res)).code).toBe("bad_request");
    }
  });

  it("keeps a time zone by its canonical name, however it was typed (a game's and a league's)", async () => {
    for (const typed of ["europe/paris", "EUROPE/PARIS", "Europe/Paris"]) {
      const game = await createGame({ ...bank(), timeControl: { daysPerMove: 3, weekendsOff: { timeZone: typed } } });
      expect((await getGame(game.id)).timeControl?.weekendsOff).toEqual({ timeZone: "Europe/Paris" });
      const record = await (await call(`/api/games/${game.id}/record`)).text();
      expect(record).toContain('[TimeControl "3d/move, weekends off Europe/Paris"]');
    }
    const league = await call("/api/leagues", {
      method: "POST",
      json: { name: "Zones", variant: "the-pit", format: "round-robin", maxPlayers: 4, timeControl: { daysPerMove: 3, weekendsOff: { timeZone: "america/new_york" } } },
    });
    expect(league.status, await league.clone().text()).toBe(201);
    const { id } = (await league.json()) as { id: string };
    const view = (await (await call(`/api/leagues/${id}`)).json()) as { timeControl: unknown };
    expect(view.timeControl).toMatchObject({ weekendsOff: { timeZone: "America/New_York" } });
  });
});

describe("a time bank", () => {
  it("loses exactly when the bank is empty, by alarm", async () => {
    const game = await started();
    const before = await getGame(game.id);
    const deadline = Date.parse(before.deadline!);
    await passTime(game.id, DAY + HOUR);
    expect(await runDurableObjectAlarm(stub(game.id))).toBe(true);
    const over = await getGame(game.id);
    expect(over).toMatchObject({ status: "finished", outcome: { status: "win", winner: "black", reason: "timeout" }, deadline: null });
    // the end is dated when the bank ran out, not when the alarm came
    expect(Date.parse(over.updatedAt)).toBe(deadline - DAY - HOUR);
    expect(over.clocks?.white.remainingMs).toBe(0);
  });
});

describe("the reminder of a time bank", () => {
  it("goes out a day before the bank runs out", async () => {
    const game = await started({ initialDays: 3, maxDays: 3 });
    await call(`/api/games/${game.id}/notices`, { method: "PUT", token: game.seats.white.token, json: { webhook: "https://hooks.example/bank" } });
    const reminders = () =>
      runInDurableObject(stub(game.id), (_room: GameRoom, state) =>
        state.storage.sql.exec("SELECT payload FROM outbox WHERE side = 'white'").toArray().map((row) => JSON.parse(String(row.payload)) as { event: string; text: string }),
      );
    await passTime(game.id, 2 * DAY - HOUR);
    await runDurableObjectAlarm(stub(game.id));
    expect((await reminders()).filter((n) => n.event === "reminder")).toHaveLength(0);
    await passTime(game.id, 2 * HOUR);
    await runAlarmNow(stub(game.id));
    const sent = (await reminders()).filter((n) => n.event === "reminder");
    expect(sent).toHaveLength(1);
    expect(sent[0].text).toBe("One day is left in your time bank in The Pit against Bo.");
  });
});

describe("vacation", () => {
  it("stops the seat's clock while its allowance drains, and resumes the clock when the allowance runs out", async () => {
    const game = await started({ vacationDays: 2 });
    const { white } = game.seats;
    let s = await ok(await act(game.id, "vacation", white.token, { action: "start" }));
    expect(s.clocks?.white).toMatchObject({ running: false, paused: "vacation" });
    expect(s.deadline).toBeNull();
    await passTime(game.id, DAY);
    s = await getGame(game.id);
    expect(s.status).toBe("active");
    expect(s.clocks!.white.vacationLeftMs).toBeGreaterThan(DAY - SLACK);
    expect(s.clocks!.white.remainingMs).toBeGreaterThan(DAY - SLACK);

    // the allowance runs out one more day on: the alarm puts the clock back to running, live
    const socket = await openSocket(game.id);
    await passTime(game.id, DAY + HOUR);
    await runDurableObjectAlarm(stub(game.id));
    await socket.waitFor((m) => m.type === "update" && m.update.clocks?.white.running === true);
    s = await getGame(game.id);
    expect(s.clocks?.white).toMatchObject({ running: true, paused: null, vacationLeftMs: 0 });
    // an hour of the bank gone since the vacation ended: the deadline is a day after that moment
    expect(s.clocks!.white.remainingMs).toBeGreaterThan(DAY - HOUR - SLACK);
    expect(s.clocks!.white.remainingMs).toBeLessThanOrEqual(DAY - HOUR);
    expect(Date.parse(s.deadline!) - Date.now()).toBeGreaterThan(DAY - HOUR - SLACK);
    socket.ws.close();
  });

  it("ends with a move, by the seat, and is refused with no allowance or twice", async () => {
    const game = await started({ vacationDays: 1 });
    const { white, black } = game.seats;
    await ok(await act(game.id, "vacation", white.token, { action: "start" }));
    let res = await act(game.id, "vacation", white.token, { action: "start" });
    expect(await errorOf(res)).toMatchObject({ status: 409, code: "not_allowed" });
    let s = await playAll(game, ["a3-a4"]);
    expect(s.clocks?.white.paused).toBeNull();
    res = await act(game.id, "vacation", black.token, { action: "end" });
    expect(await errorOf(res)).toMatchObject({ status: 409, code: "not_allowed" });
    await ok(await act(game.id, "vacation", black.token, { action: "start" }));
    s = await ok(await act(game.id, "vacation", black.token, { action: "end" }));
    expect(s.clocks?.black.paused).toBeNull();

    const none = await started();
    res = await act(none.id, "vacation", none.seats.white.token, { action: "start" });
    expect(await errorOf(res)).toMatchObject({ status: 409, code: "not_allowed", message: "You have no vacation left in this game." });
    const untimed = await createGame();
    res = await act(untimed.id, "vacation", untimed.seats.white.token, { action: "start" });
    expect(await errorOf(res)).toMatchObject({ status: 409, code: "not_allowed" });
    res = await act(untimed.id, "vacation", untimed.seats.white.token, { action: "pack" });
    expect(await errorOf(res)).toMatchObject({ status: 400, code: "bad_request" });
    res = await act(untimed.id, "vacation", undefined, { action: "start" });
    expect(res.status).toBe(401);
  });
});

describe("give time", () => {
  it("adds days to the opponent's clock, live, and survives eviction", async () => {
    const game = await started();
    const socket = await openSocket(game.id);
    const s = await ok(await act(game.id, "give-time", game.seats.black.token, { days: 3 }));
    expect(s.clocks!.white.remainingMs).toBeGreaterThan(4 * DAY - SLACK);
    await socket.waitFor((m) => m.type === "update" && (m.update.clocks?.white.remainingMs ?? 0) > 3 * DAY);
    socket.ws.close();
    await evictDurableObject(stub(game.id));
    expect((await getGame(game.id)).clocks!.white.remainingMs).toBeGreaterThan(4 * DAY - SLACK);
    for (const days of [0, 8, 1.5]) {
      const res = await act(game.id, "give-time", game.seats.black.token, { days });
      expect(res.status).toBe(400);
    }
  });

  it("adds to the current move's time with days per move", async () => {
    const game = await createGame({ variant: "the-pit", timeControl: { daysPerMove: 2 } });
    await playAll(game, ["a2-a3", "a9-a8"]);
    const before = Date.parse((await getGame(game.id)).deadline!);
    const s = await ok(await act(game.id, "give-time", game.seats.black.token, { days: 1 }));
    expect(Date.parse(s.deadline!)).toBe(before + DAY);
  });
});

describe("pause by agreement", () => {
  it("is offered, accepted, stops both clocks while moves go on, and runs out by alarm", async () => {
    const game = await started();
    const { white, black } = game.seats;
    let res = await act(game.id, "pause", white.token, { action: "offer" });
    expect(await errorOf(res)).toMatchObject({ status: 400, code: "bad_request" });
    let s = await ok(await act(game.id, "pause", white.token, { action: "offer", days: 2 }));
    expect(s.pause).toEqual({ offer: { side: "white", days: 2 }, until: null });
    res = await act(game.id, "pause", white.token, { action: "accept" });
    expect(await errorOf(res)).toMatchObject({ status: 409, code: "not_allowed" });
    s = await ok(await act(game.id, "pause", black.token, { action: "accept" }));
    expect(s.pause?.offer).toBeNull();
    expect(Date.parse(s.pause!.until!) - Date.now()).toBeGreaterThan(2 * DAY - SLACK);
    expect(s.clocks?.white).toMatchObject({ running: false, paused: "agreement" });
    expect(s.clocks?.black.paused).toBe("agreement");
    expect(s.deadline).toBeNull();
    s = await playAll(game, ["a3-a4"]);
    expect(s.clocks?.black).toMatchObject({ running: false, paused: "agreement" });

    await passTime(game.id, 2 * DAY + HOUR);
    await runDurableObjectAlarm(stub(game.id));
    s = await getGame(game.id);
    expect(s.pause).toEqual({ offer: null, until: null });
    expect(s.clocks?.black).toMatchObject({ running: true, paused: null });
    expect(s.clocks!.black.remainingMs).toBeLessThanOrEqual(DAY - HOUR);
    res = await act(game.id, "pause", black.token, { action: "end" });
    expect(await errorOf(res)).toMatchObject({ status: 409, code: "not_allowed", message: "No pause is running." });
  });

  it("is declined, and either seat ends a running one", async () => {
    const game = await started();
    const { white, black } = game.seats;
    await ok(await act(game.id, "pause", white.token, { action: "offer", days: 5 }));
    let s = await ok(await act(game.id, "pause", black.token, { action: "decline" }));
    expect(s.pause).toEqual({ offer: null, until: null });
    await ok(await act(game.id, "pause", black.token, { action: "offer", days: 1 }));
    // offering the length the opponent offers accepts it
    s = await ok(await act(game.id, "pause", white.token, { action: "offer", days: 1 }));
    expect(s.pause?.offer).toBeNull();
    expect(Date.parse(s.pause!.until!) - Date.now()).toBeLessThanOrEqual(DAY);
    s = await ok(await act(game.id, "pause", white.token, { action: "end" }));
    expect(s.clocks?.white).toMatchObject({ running: true, paused: null });
  });

  it("is answered only as offered: another length is a counter-offer, never an acceptance of the longer one", async () => {
    const game = await started();
    const { white, black } = game.seats;
    await ok(await act(game.id, "pause", white.token, { action: "offer", days: 30 }));
    // Black offers 1 day while White offers 30: a counter-offer that takes White's place
    let s = await ok(await act(game.id, "pause", black.token, { action: "offer", days: 1 }));
    expect(s.pause).toEqual({ offer: { side: "black", days: 1 }, until: null });
    expect(s.clocks?.white.paused).toBeNull();
    // an acceptance that names another length than the one offered is refused, and changes nothing
    const wrong = await act(game.id, "pause", white.token, { action: "accept", days: 30 });
    expect(await errorOf(wrong)).toMatchObject({
      status: 409,
      code: "not_allowed",
      message: "Your opponent offered a pause of 1 day, not 30 days: accept it as offered, or offer your own length.",
    });
    expect((await getGame(game.id)).pause).toEqual({ offer: { side: "black", days: 1 }, until: null });
    // naming the offered length (or none) accepts what was offered: 1 day
    s = await ok(await act(game.id, "pause", white.token, { action: "accept", days: 1 }));
    expect(s.pause?.offer).toBeNull();
    const left = Date.parse(s.pause!.until!) - Date.now();
    expect(left).toBeGreaterThan(DAY - SLACK);
    expect(left).toBeLessThanOrEqual(DAY);
    // the record says what happened: an offer of 30, a counter-offer of 1, its acceptance
    const record = (await (await call(`/api/games/${game.id}/record`)).text()).replace(/\{\[%[^}]*\}/g, "").replace(/\s+/g, " ");
    expect(record).toMatch(/\{"Ann" offers a pause of 30 days, [^}]+\} \{"Bo" offers a pause of 1 day, [^}]+\} \{"Ann" accepts the pause, [^}]+\}/);
  });
});

describe("claiming on time", () => {
  it("waits for a claim when a side runs out; a late move plays on; the claim ends the game", async () => {
    const game = await started({ onTimeout: "claim" });
    const { white, black } = game.seats;
    let res = await act(game.id, "claim", black.token);
    expect(await errorOf(res)).toMatchObject({ status: 409, code: "not_allowed" });

    const socket = await openSocket(game.id);
    await passTime(game.id, DAY + HOUR);
    await runDurableObjectAlarm(stub(game.id));
    await socket.waitFor((m) => m.type === "update" && m.update.timeout?.side === "white");
    socket.ws.close();
    let s = await getGame(game.id);
    expect(s.status).toBe("active");
    expect(s.timeout?.side).toBe("white");
    expect(s.clocks?.white).toMatchObject({ remainingMs: 0, running: false });
    expect(s.deadline).toBeNull();
    res = await act(game.id, "claim", white.token);
    expect(await errorOf(res)).toMatchObject({ status: 409, code: "not_allowed" });

    // the late side moves before any claim: the game goes on
    s = await playAll(game, ["a3-a4"]);
    expect(s.timeout).toBeNull();
    expect(s.status).toBe("active");
    s = await playAll(game, ["a8-a7"]);
    // White's bank is empty (no increment): it runs out again at once, and now Black claims
    await runDurableObjectAlarm(stub(game.id));
    expect((await getGame(game.id)).timeout?.side).toBe("white");
    s = await ok(await act(game.id, "claim", black.token));
    expect(s).toMatchObject({ status: "finished", outcome: { status: "win", winner: "black", reason: "timeout" } });
    res = await act(game.id, "claim", black.token);
    expect(await errorOf(res)).toMatchObject({ status: 409, code: "game_over" });
  });

  it("has nothing to claim when running out loses by itself", async () => {
    const game = await started();
    const res = await act(game.id, "claim", game.seats.black.token);
    expect(await errorOf(res)).toMatchObject({ status: 409, code: "not_allowed" });
  });
});

describe("clock notices", () => {
  /** The events queued for `side`'s notices so far. */
  async function queued(id: string, side: "white" | "black"): Promise<string[]> {
    return runInDurableObject(stub(id), (_room: GameRoom, state) =>
      state.storage.sql
        .exec("SELECT payload FROM outbox WHERE side = ? ORDER BY id", side)
        .toArray()
        .map((row) => (JSON.parse(String(row.payload)) as { event: string }).event),
    );
  }

  it("tell the opponent of a vacation, a pause offered, time given, and once of a time-out to claim", async () => {
    const game = await started({ vacationDays: 3, onTimeout: "claim" });
    const { white, black } = game.seats;
    for (const seat of [white, black]) {
      await call(`/api/games/${game.id}/notices`, { method: "PUT", token: seat.token, json: { webhook: "https://hooks.example/clock" } });
    }
    await runInDurableObject(stub(game.id), (_room: GameRoom, state) => {
      state.storage.sql.exec("DELETE FROM outbox");
    });
    await ok(await act(game.id, "vacation", white.token, { action: "start" }));
    await ok(await act(game.id, "vacation", white.token, { action: "end" }));
    await ok(await act(game.id, "pause", white.token, { action: "offer", days: 2 }));
    await ok(await act(game.id, "give-time", white.token, { days: 1 }));
    // the first at once; the three that came within the next ten minutes in one notice at their end (clock-caps.test.ts)
    expect(await queued(game.id, "black")).toEqual(["vacation-start", "give-time"]);
    expect(await queued(game.id, "white")).toEqual([]);

    await passTime(game.id, 2 * DAY);
    await runDurableObjectAlarm(stub(game.id));
    await evictDurableObject(stub(game.id));
    await runAlarmNow(stub(game.id));
    expect((await getGame(game.id)).timeout?.side).toBe("white");
    expect((await queued(game.id, "black")).filter((e) => e === "timeout-claim")).toHaveLength(1);
  });
});

describe("a takeback", () => {
  it("gives the mover back its time: the opponent's thinking before the takeback is not charged to it", async () => {
    const game = await started({ initialDays: 3, maxDays: 3 });
    await playAll(game, ["a3-a4"]);
    await passTime(game.id, 2 * DAY);
    await ok(await act(game.id, "takeback", game.seats.white.token, { action: "offer" }));
    const s = await ok(await act(game.id, "takeback", game.seats.black.token, { action: "accept" }));
    expect(s).toMatchObject({ status: "active", turn: "white", ply: 2 });
    expect(s.clocks!.white.remainingMs).toBeGreaterThan(3 * DAY - SLACK);
    await evictDurableObject(stub(game.id));
    expect((await getGame(game.id)).clocks!.white.remainingMs).toBeGreaterThan(3 * DAY - SLACK);
  });
});

describe("the record", () => {
  it("has the clock's events as comments where they happened, and still imports", async () => {
    const game = await started({ vacationDays: 2 });
    const { white, black } = game.seats;
    await ok(await act(game.id, "vacation", white.token, { action: "start" }));
    await ok(await act(game.id, "give-time", black.token, { days: 2 }));
    await playAll(game, ["a3-a4"]);
    await ok(await act(game.id, "pause", black.token, { action: "offer", days: 1 }));
    const record = await (await call(`/api/games/${game.id}/record`)).text();
    const day = new Date().toISOString().slice(0, 10);
    // the chain's own comments ({[%ts ...]}, {[%ev ...]}, chain.test.ts) left out, and with them the "1..." they bring
    const said = record.replace(/\{\[%[^}]*\}/g, "").replace(/\d+\.\.\. /g, "").replace(/\s+/g, " ");
    expect(said).toMatch(new RegExp(`1\\. a2-a3 a9-a8 \\{"Ann" starts a vacation, ${day} \\d\\d:\\d\\d UTC\\} \\{"Bo" gives "Ann" 2 days, [^}]+\\} 2\\. a3-a4 \\{"Bo" offers a pause of 1 day, [^}]+\\} \\*`));
    const imported = await call("/api/import", { method: "POST", json: { record } });
    expect(imported.status, await imported.clone().text()).toBe(200);
    expect(await imported.json()).toMatchObject({ moves: ["a2-a3", "a9-a8", "a3-a4"] });
  });
});
