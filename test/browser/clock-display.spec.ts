// The clock a player reads (issue 30, items 1 and 2): in every clock state the figure on
// the page is the server's `clocks.<side>.remainingMs` (running, at a weekend, on vacation,
// in a pause, after time given, in both time controls), never the time to a deadline that
// counts the weekends the clock stands through; and a time-bank game asks to confirm moves.
// The page's time is fixed (page.clock) at the moment the API was read, or moved to a
// weekend to see the clock stand.
import { expect, test, type Page } from "./fixtures.ts";
import { PIT_OPENING, playByApi, type ApiGame } from "./api-helpers.ts";
import { playByClicks, screenshotPath } from "./helpers.ts";
import type { APIRequestContext, Browser } from "@playwright/test";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Side = "white" | "black";
interface Clock {
  remainingMs: number;
  running: boolean;
  paused: string | null;
}
interface Snapshot {
  deadline: string | null;
  clocks: Record<Side, Clock>;
}

/** The figure the page should show for `ms` (days and hours, rounded down), written out here, not taken from the page's code. */
function daysHours(ms: number): string {
  expect(ms, "these games' clocks hold more than a day").toBeGreaterThanOrEqual(DAY);
  return `${Math.floor(ms / DAY)} d ${Math.floor((ms % DAY) / HOUR)} h`;
}

async function createTimedGame(request: APIRequestContext, timeControl: object): Promise<ApiGame> {
  const response = await request.post("/api/games", { data: { variant: "the-pit", side: "white", names: { white: "Ann", black: "Bo" }, timeControl } });
  expect(response.status()).toBe(201);
  const body = (await response.json()) as { id: string; seats: Record<Side, { token: string }> };
  return { id: body.id, tokens: { white: body.seats.white.token, black: body.seats.black.token } };
}

async function act(request: APIRequestContext, game: ApiGame, side: Side, path: string, data: object): Promise<void> {
  const response = await request.post(`/api/games/${game.id}${path}`, { data, headers: { Authorization: `Bearer ${game.tokens[side]}` } });
  expect(response.status(), `${side} ${path} ${JSON.stringify(data)}`).toBe(200);
}

/** The API's snapshot and the moment it was read. */
async function readApi(request: APIRequestContext, game: ApiGame): Promise<{ snapshot: Snapshot; at: number }> {
  const snapshot = (await (await request.get(`/api/games/${game.id}`)).json()) as Snapshot;
  return { snapshot, at: Date.now() };
}

/** Whether `at` falls on a Saturday or Sunday in Berlin, the zone these games keep their weekends in (not UTC's day: Saturday begins there an hour or two earlier). */
function isBerlinWeekend(at: number): boolean {
  const day = new Intl.DateTimeFormat("en-GB", { weekday: "short", timeZone: "Europe/Berlin" }).format(new Date(at));
  return day === "Sat" || day === "Sun";
}

/** White's seat in Berlin, its page's time fixed at `at`. */
async function whiteSeatAt(browser: Browser, game: ApiGame, at: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, timezoneId: "Europe/Berlin", locale: "en-GB" });
  const page = await context.newPage();
  await page.clock.setFixedTime(at);
  await page.goto(`/g/${game.id}#seat=${game.tokens.white}`);
  await expect(page.getByTestId("clock-panel").locator("[data-side=white]")).toBeVisible();
  return page;
}

/** The word the panel gives a clock in the API's state (a weekend outranks a vacation in `paused`). */
function stateWord(clock: Clock): string {
  return clock.running ? "running" : clock.paused === "vacation" ? "on vacation" : clock.paused ? "stopped" : "waiting";
}

/** The page shows each side's `remainingMs` and state, and the big line White's (she is to move). */
async function expectShown(page: Page, snapshot: Snapshot, what: string): Promise<void> {
  const panel = page.getByTestId("clock-panel");
  for (const side of ["white", "black"] as const) {
    const row = panel.locator(`[data-side=${side}]`);
    await expect(row.locator("strong"), `${what}: ${side}'s time`).toHaveText(daysHours(snapshot.clocks[side].remainingMs));
    await expect(row, `${what}: ${side}'s state`).toContainText(` · ${stateWord(snapshot.clocks[side])}`);
  }
  const white = daysHours(snapshot.clocks.white.remainingMs);
  await expect(page.getByTestId("clock").locator(".clock-main"), `${what}: the big line`).toHaveText(snapshot.clocks.white.running ? `${white} left` : `${white} left · stopped`);
}

/** Reads the API, then opens the page at that moment and compares; `expected` is what the API must say of White's clock (at a Berlin weekend: stopped by it). */
async function expectPageMatchesApi(browser: Browser, request: APIRequestContext, game: ApiGame, expected: Partial<Clock>, what: string): Promise<Page> {
  const { snapshot, at } = await readApi(request, game);
  const weekend = snapshot.clocks.black.paused === "weekend";
  expect(snapshot.clocks.white, `${what}: the API`).toMatchObject(weekend ? { running: false, paused: expected.paused === "agreement" ? "agreement" : "weekend" } : expected);
  const page = await whiteSeatAt(browser, game, at);
  await expectShown(page, snapshot, what);
  return page;
}

test("a time bank with weekends off: the page shows the API's time when running, on vacation, in a pause and after time given", async ({ browser, request }) => {
  // the game: 5 days + 1 a move, up to 10, weekends off
  const game = await createTimedGame(request, { initialDays: 5, incrementDays: 1, maxDays: 10, vacationDays: 3, weekendsOff: { timeZone: "Europe/Berlin" } });
  await playByApi(request, game, PIT_OPENING.slice(0, 4));

  // running: White's bank, about 7 days, and the moment it runs out beside it (a date, weekends included)
  const { snapshot, at } = await readApi(request, game);
  const page = await expectPageMatchesApi(browser, request, game, { running: true, paused: null }, "running");
  if (snapshot.deadline) {
    const deadline = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", hour12: false, timeZone: "Europe/Berlin" }).format(new Date(snapshot.deadline));
    await expect(page.getByTestId("clock")).toContainText(`You have until`);
    await expect(page.getByTestId("clock")).toContainText(deadline);
  } else expect(isBerlinWeekend(at), "no deadline only at a Berlin weekend").toBe(true);
  for (const viewport of [{ width: 375, height: 740 }, { width: 1280, height: 800 }]) {
    await page.setViewportSize(viewport);
    await page.getByTestId("clock-panel").scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath(`clock-display-running-${viewport.width}`) });
  }
  await page.context().close();

  // on vacation: White's bank stands, her allowance drains instead
  await act(request, game, "white", "/vacation", { action: "start" });
  (await expectPageMatchesApi(browser, request, game, { running: false, paused: "vacation" }, "vacation")).context().close();
  await act(request, game, "white", "/vacation", { action: "end" });

  // a pause by agreement: both stand
  await act(request, game, "black", "/pause", { action: "offer", days: 2 });
  await act(request, game, "white", "/pause", { action: "accept" });
  (await expectPageMatchesApi(browser, request, game, { running: false, paused: "agreement" }, "pause")).context().close();
  await act(request, game, "white", "/pause", { action: "end" });

  // Black gives White two days: about 9 (above the cap of 10 it would stay too), running again
  await act(request, game, "black", "/give-time", { days: 2 });
  const given = await expectPageMatchesApi(browser, request, game, { running: true, paused: null }, "after give-time");
  // (at a Berlin weekend nothing has drained: exactly 9 days)
  await expect(given.getByTestId("clock-panel").locator("[data-side=white] strong")).toHaveText(isBerlinWeekend(Date.now()) ? /^9 d 0 h$/ : /^8 d 2\d h$/);
  await given.context().close();
});

test("days per move with weekends off: the page shows what is left of this move, as the API counts it", async ({ browser, request }) => {
  const game = await createTimedGame(request, { daysPerMove: 3, weekendsOff: { timeZone: "Europe/Berlin" } });
  await playByApi(request, game, PIT_OPENING.slice(0, 4));
  const page = await expectPageMatchesApi(browser, request, game, { running: true, paused: null }, "days per move");
  // at a Berlin weekend the move's three days stand whole
  const weekend = isBerlinWeekend(Date.now());
  await expect(page.getByTestId("clock").locator(".clock-main")).toHaveText(weekend ? /^3 d 0 h left · stopped/ : /^2 d 23 h left/);
  await page.context().close();
});

test("at the weekend the running clock stands, at the time the API's remainingMs leaves it", async ({ browser, request }) => {
  // weekends in UTC, so that Saturday's start is plain arithmetic
  const game = await createTimedGame(request, { initialDays: 5, incrementDays: 1, maxDays: 10, weekendsOff: { timeZone: "UTC" } });
  await playByApi(request, game, PIT_OPENING.slice(0, 4));
  const { snapshot, at } = await readApi(request, game);
  const white = snapshot.clocks.white;
  const today = new Date(at).getUTCDay(); // 0 Sunday ... 6 Saturday
  const weekendNow = today === 0 || today === 6;
  expect(white.paused, "the server stops the clock at a UTC weekend, and only then").toBe(weekendNow ? "weekend" : null);
  // Saturday 00:00 UTC of this week (or today's weekend): the bank drains until then, and no more
  const saturday = Date.UTC(new Date(at).getUTCFullYear(), new Date(at).getUTCMonth(), new Date(at).getUTCDate() + (today === 0 ? -1 : 6 - today));
  const standing = weekendNow ? white.remainingMs : white.remainingMs - (saturday - at);
  const expected = { ...snapshot, clocks: { ...snapshot.clocks, white: { ...white, remainingMs: standing } } };
  for (const [when, moment] of [["Saturday noon", saturday + 12 * HOUR], ["Sunday evening", saturday + 42 * HOUR]] as const) {
    const page = await whiteSeatAt(browser, game, Math.max(at, moment));
    await expectShown(page, { ...expected, clocks: { ...expected.clocks, white: { ...expected.clocks.white, running: false, paused: "weekend" } } }, when);
    await expect(page.getByTestId("clock")).toContainText("Weekends off: the clocks stand still until Monday.");
    if (when === "Saturday noon") {
      await page.getByTestId("clock-panel").scrollIntoViewIfNeeded();
      await page.screenshot({ path: screenshotPath("clock-display-weekend-1280") });
    }
    await page.context().close();
  }
});

test("a time-bank game asks to confirm each move, as every game with a clock does", async ({ browser, request }) => {
  const game = await createTimedGame(request, { initialDays: 5, incrementDays: 1, maxDays: 10 });
  const page = await whiteSeatAt(browser, game, Date.now());
  await playByClicks(page, "i2", "i3");
  const bar = page.getByRole("group", { name: "Confirm your move" });
  await expect(bar.getByRole("button", { name: "Confirm i2-i3" })).toBeFocused();
  await bar.getByRole("button", { name: "Confirm i2-i3" }).click();
  await expect(page.locator(".game-status")).toHaveText("Waiting for Black");
  const moves = ((await (await request.get(`/api/games/${game.id}`)).json()) as { moves: string[] }).moves;
  expect(moves).toEqual(["i2-i3"]);
  await page.context().close();
});
