/**
 * The bounds on clock actions (issue 29 item 6): a cap per seat on the actions that start
 * something (409 too_many_clock_actions), ends and answers never refused; the opponent's
 * clock notices throttled to one per ten minutes, later news coalesced; and the signed
 * record of a game that used every action stays well inside what the import takes.
 */
import { evictDurableObject, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { CreatedGame } from "../../src/contract/api.ts";
import type { GameRoom } from "../../src/worker/game-room.ts";
import { CLOCK_NOTICE_WINDOW_MS, MAX_CLOCK_ACTIONS, planClockNotice } from "../../src/worker/lifecycle/clock-limits.ts";
import { act, call, createGame, errorOf, playAll, roomStub as stub, snapshotOf as ok } from "./client.ts";

/** The import's body limit (src/worker/index.ts). */
const IMPORT_LIMIT = 256 * 1024;
const MINUTE = 60_000;

async function started(names = { white: "Ann", black: "Bo" }): Promise<CreatedGame> {
  const game = await createGame({ variant: "the-pit", names, timeControl: { initialDays: 7, incrementDays: 1, maxDays: 14, vacationDays: 30 } });
  await playAll(game, ["a2-a3", "a9-a8"]);
  return game;
}

describe("the cap on clock actions", () => {
  it(`refuses a seat's starts past ${MAX_CLOCK_ACTIONS} with 409 too_many_clock_actions, and never an end or an answer`, { timeout: 120_000 }, async () => {
    const game = await started();
    const { white, black } = game.seats;
    await ok(await act(game.id, "vacation", white.token, { action: "start" }));
    for (let i = 1; i < MAX_CLOCK_ACTIONS; i++) await ok(await act(game.id, "give-time", white.token, { days: 1 }));
    for (const [what, json] of [["give-time", { days: 1 }], ["pause", { action: "offer", days: 2 }]] as const) {
      const refused = await errorOf(await act(game.id, what, white.token, json));
      expect(refused).toMatchObject({ status: 409, code: "too_many_clock_actions" });
      expect(refused.message).toContain(`${MAX_CLOCK_ACTIONS} clock actions`);
    }
    // ending the vacation is not a start; starting another is
    await ok(await act(game.id, "vacation", white.token, { action: "end" }));
    expect(await errorOf(await act(game.id, "vacation", white.token, { action: "start" }))).toMatchObject({ status: 409, code: "too_many_clock_actions" });
    // the opponent's own count is its own; answering its offers stays open to the capped seat
    await ok(await act(game.id, "pause", black.token, { action: "offer", days: 3 }));
    // a counter-offer is an offer (refused), offering the same length accepts (allowed)
    expect(await errorOf(await act(game.id, "pause", white.token, { action: "offer", days: 1 }))).toMatchObject({ status: 409, code: "too_many_clock_actions" });
    let s = await ok(await act(game.id, "pause", white.token, { action: "offer", days: 3 }));
    expect(s.pause?.until).not.toBeNull();
    s = await ok(await act(game.id, "pause", white.token, { action: "end" }));
    await ok(await act(game.id, "pause", black.token, { action: "offer", days: 1 }));
    s = await ok(await act(game.id, "pause", white.token, { action: "decline" }));
    expect(s.pause).toEqual({ offer: null, until: null });
    await ok(await act(game.id, "give-time", black.token, { days: 2 }));
    // nothing refused was written: the log holds the 50 starts and the allowed rest, after an eviction too
    await evictDurableObject(stub(game.id));
    const counted = await runInDurableObject(stub(game.id), (_room: GameRoom, state) =>
      Number(state.storage.sql.exec("SELECT COUNT(*) AS n FROM events WHERE side = 'white' AND kind IN ('vacation-start', 'give-time', 'pause-offer')").one().n),
    );
    expect(counted).toBe(MAX_CLOCK_ACTIONS);
    expect(await errorOf(await act(game.id, "give-time", white.token, { days: 1 }))).toMatchObject({ status: 409, code: "too_many_clock_actions" });
  });

  it("keeps the signed record of a game that used every clock action well inside the import's limit, and it verifies", { timeout: 180_000 }, async () => {
    // the longest names (40 characters of 3 bytes each in UTF-8), and the action that writes most: a pause offered,
    // accepted and ended (three events, three readable comments and three chain comments per start)
    const names = { white: "白".repeat(40), black: "黑".repeat(40) };
    const game = await started(names);
    const { white, black } = game.seats;
    for (let i = 0; i < MAX_CLOCK_ACTIONS; i++) {
      for (const [by, other] of [[white, black], [black, white]]) {
        await ok(await act(game.id, "pause", by.token, { action: "offer", days: 30 }));
        await ok(await act(game.id, "pause", other.token, { action: "accept" }));
        await ok(await act(game.id, "pause", by.token, { action: "end" }));
      }
    }
    expect(await errorOf(await act(game.id, "pause", white.token, { action: "offer", days: 30 }))).toMatchObject({ code: "too_many_clock_actions" });
    // what a move adds to the record, for the figure in docs/api.md: 18 more moves
    const before = new TextEncoder().encode(await (await call(`/api/games/${game.id}/record`)).text()).length;
    await playAll(game, [..."bcdefghij"].flatMap((file) => [`${file}2-${file}3`, `${file}9-${file}8`]));
    const perMove = (new TextEncoder().encode(await (await call(`/api/games/${game.id}/record`)).text()).length - before) / 18;
    console.log(`a move adds ${perMove.toFixed(1)} bytes to the record`);
    expect(perMove).toBeLessThan(70);
    await ok(await act(game.id, "resign", black.token));
    const record = await (await call(`/api/games/${game.id}/record`)).text();
    const bytes = new TextEncoder().encode(record).length;
    const sent = new TextEncoder().encode(JSON.stringify({ record })).length;
    console.log(`worst-case clock record: ${bytes} bytes (${sent} as the import's JSON body), ${(record.match(/\{/g) ?? []).length} comments`);
    // docs/api.md gives this figure; half the import's limit leaves room for a long game's moves
    expect(sent).toBeLessThan(IMPORT_LIMIT / 2);
    const imported = await call("/api/import", { method: "POST", json: { record } });
    expect(imported.status, await imported.clone().text()).toBe(200);
    expect(((await imported.json()) as { verification: { intact: boolean } }).verification.intact).toBe(true);
  });
});

describe("the opponent's clock notices", () => {
  /** The notices queued for `side`: event, due time and text. */
  function queued(id: string, side: "white" | "black"): Promise<{ event: string; at: number; text: string }[]> {
    return runInDurableObject(stub(id), (_room: GameRoom, state) =>
      state.storage.sql
        .exec("SELECT payload, next_at FROM outbox WHERE side = ? ORDER BY id", side)
        .toArray()
        .map((row) => {
          const notice = JSON.parse(String(row.payload)) as { event: string; text: string };
          return { event: notice.event, at: Number(row.next_at), text: notice.text };
        }),
    );
  }

  it("go at most once in ten minutes: the first at once, what follows in one notice at the window's end with the latest news", async () => {
    const game = await started();
    const { white, black } = game.seats;
    await call(`/api/games/${game.id}/notices`, { method: "PUT", token: black.token, json: { webhook: "https://hooks.example/clock" } });
    await runInDurableObject(stub(game.id), (_room: GameRoom, state) => void state.storage.sql.exec("DELETE FROM outbox"));
    const before = Date.now();
    for (let i = 0; i < 10; i++) {
      await ok(await act(game.id, "vacation", white.token, { action: "start" }));
      await ok(await act(game.id, "vacation", white.token, { action: "end" }));
    }
    const after = Date.now();
    const notices = await queued(game.id, "black");
    expect(notices.map((n) => n.event)).toEqual(["vacation-start", "vacation-end"]);
    // (the first may have been tried already: hooks.example does not answer, and its retry is due later)
    const [first, later] = notices;
    expect(first.text).toMatch(/^Ann is on vacation in .+: their clock stops on their turns\.$/);
    expect(later.at).toBeGreaterThanOrEqual(before + CLOCK_NOTICE_WINDOW_MS);
    expect(later.at).toBeLessThanOrEqual(after + CLOCK_NOTICE_WINDOW_MS);
    expect(later.text).toMatch(/^Ann is back from vacation in .+\. \(And 18 more clock changes since the last notice: see the game\.\)$/);
  });

  it("are planned from the events' times alone: one at once, then one per window", () => {
    const W = CLOCK_NOTICE_WINDOW_MS;
    expect(planClockNotice([0])).toEqual({ at: 0, events: 1 });
    expect(planClockNotice([0, MINUTE])).toEqual({ at: W, events: 1 });
    expect(planClockNotice([0, MINUTE, 2 * MINUTE, 9 * MINUTE])).toEqual({ at: W, events: 3 });
    // after the coalesced notice went, the next window starts from it
    expect(planClockNotice([0, MINUTE, W + MINUTE])).toEqual({ at: 2 * W, events: 1 });
    expect(planClockNotice([0, MINUTE, 2 * W])).toEqual({ at: 2 * W, events: 1 });
    // a quiet window: at once again
    expect(planClockNotice([0, W])).toEqual({ at: W, events: 1 });
    expect(planClockNotice([0, 3 * W])).toEqual({ at: 3 * W, events: 1 });
  });
});
