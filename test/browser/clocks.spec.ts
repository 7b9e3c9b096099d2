// The clocks for a life (issue 21, item 2): the create form making a time-bank game with
// vacation, weekends off and claims, and between two seats (two pages, live on the
// socket) one vacation and one pause by agreement, with axe on the clock panel.
import { expect, test, type Page } from "./fixtures.ts";
import { createGameByApi, PIT_OPENING, playByApi, type ApiGame } from "./api-helpers.ts";
import { AXE_TAGS, axeOn, openInNewContext, screenshotPath } from "./helpers.ts";
import type { APIRequestContext } from "@playwright/test";

async function expectPanelClean(page: Page, what: string, selector = "[data-testid=clock-panel]"): Promise<void> {
  const results = await axeOn(page).include(selector).withTags(AXE_TAGS).analyze();
  const found = results.violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join("; ")}`);
  expect(found, `axe on ${what}`).toEqual([]);
}

/** A time-bank game of The Pit with vacation, created through the API. */
async function createBankGame(request: APIRequestContext): Promise<ApiGame> {
  const timeControl = { initialDays: 5, incrementDays: 1, maxDays: 10, vacationDays: 3 };
  const response = await request.post("/api/games", { data: { variant: "the-pit", side: "white", names: { white: "Ann", black: "Bo" }, timeControl } });
  expect(response.status()).toBe(201);
  const body = (await response.json()) as { id: string; seats: { white: { token: string }; black: { token: string } } };
  return { id: body.id, tokens: { white: body.seats.white.token, black: body.seats.black.token } };
}

test("the create form makes a time-bank game with vacation, weekends off and claims", async ({ page, request }) => {
  for (const viewport of [{ width: 375, height: 740 }, { width: 1280, height: 800 }]) {
    await page.setViewportSize(viewport);
    await page.goto("/");
    const form = page.locator("form.create-form");
    await form.getByRole("radiogroup", { name: "Time control" }).getByText("Time bank", { exact: true }).click();
    await expect(form).toContainText("the bank drains only on their turn");
    await form.getByLabel("Weekends off").check();
    await form.getByRole("group", { name: "Time control" }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath(`clocks-form-${viewport.width}`) });
  }
  await expectPanelClean(page, "the create form with a time bank and weekends off", "form.create-form");
  const form = page.locator("form.create-form");
  // by keyboard: the three choices are one radio group, arrows move between them
  await form.getByRole("radiogroup", { name: "Time control" }).getByText("None", { exact: true }).click();
  await expect(form.getByLabel("Initial days")).toBeHidden();
  await form.getByRole("radio", { name: "None" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(form.getByRole("radio", { name: "Days per move" })).toBeChecked();
  await expect(form.getByLabel("Time for each move")).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(form.getByRole("radio", { name: "Time bank" })).toBeChecked();
  await expect(form.getByLabel("Initial days")).toBeVisible();
  await form.getByRole("radiogroup", { name: "Game" }).getByText("The Pit", { exact: true }).click();
  await form.getByRole("radiogroup", { name: "Your side" }).getByText("White", { exact: true }).click();
  await form.getByLabel("Initial days").fill("5");
  await form.getByLabel("Days added a move").fill("2");
  await form.getByLabel("Maximum days").fill("12");
  await form.getByLabel("Vacation days per player").fill("10");
  // the creator's zone is chosen already; another one is picked here
  const ownZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  await expect(form.getByLabel("Time zone of the weekend")).toHaveValue(ownZone);
  await form.getByLabel("Time zone of the weekend").selectOption("Europe/Berlin");
  await form.getByLabel("The opponent may claim the win").check();
  await page.getByRole("button", { name: "Create game" }).click();
  const yours = await page.getByTestId("seat-link-yours").inputValue();
  const id = new URL(yours).pathname.split("/").pop()!;
  const snapshot = (await (await request.get(`/api/games/${id}`)).json()) as { timeControl: unknown };
  expect(snapshot.timeControl).toEqual({ initialDays: 5, incrementDays: 2, maxDays: 12, vacationDays: 10, weekendsOff: { timeZone: "Europe/Berlin" }, onTimeout: "claim" });
  await page.goto(yours);
  const panel = page.getByTestId("clock-panel");
  await expect(panel).toContainText("Time bank: 5 days, +2 days a move, up to 12 days");
  await expect(panel).toContainText("The clock starts after your first move.");
  await expect(panel).toContainText("Europe/Berlin");
  await expect(panel).toContainText("vacation left 10 d 0 h");
  await expectPanelClean(page, "a new time-bank game's clock panel");
});

test("one vacation and one pause between two seats, live on both pages", async ({ browser, request }) => {
  const game = await createBankGame(request);
  // both have moved, so both clocks count: White is to move
  await playByApi(request, game, PIT_OPENING.slice(0, 2));
  const ann = await openInNewContext(browser, `/g/${game.id}#seat=${game.tokens.white}`);
  const bo = await openInNewContext(browser, `/g/${game.id}#seat=${game.tokens.black}`);
  const annPanel = ann.getByTestId("clock-panel");
  const boPanel = bo.getByTestId("clock-panel");
  await expect(annPanel.locator("[data-side=white]")).toContainText("running");
  await expect(boPanel.locator("[data-side=black]")).toContainText("waiting");

  // Ann goes on vacation: her clock stops, her allowance drains, Bo sees until when
  await ann.getByRole("button", { name: "Start vacation" }).click();
  await expect(annPanel).toContainText("You are on vacation until");
  await expect(annPanel.locator("[data-side=white]")).toContainText("on vacation");
  await expect(boPanel).toContainText("White is on vacation until");
  await expect(boPanel.getByTestId("clock")).toContainText("stopped");
  await bo.setViewportSize({ width: 375, height: 740 });
  await boPanel.scrollIntoViewIfNeeded();
  await bo.screenshot({ path: screenshotPath("clocks-panel-vacation-375") });
  await expectPanelClean(bo, "the clock panel with the opponent on vacation");
  await ann.getByRole("button", { name: "End vacation" }).click();
  await expect(annPanel.locator("[data-side=white]")).toContainText("running");
  await expect(boPanel).not.toContainText("on vacation");

  // Bo offers a pause of two days, Ann accepts: both clocks stop until it ends
  await bo.getByLabel("Pause for").selectOption("2");
  await bo.getByRole("button", { name: "Offer pause" }).click();
  await expect(boPanel).toContainText("Pause of 2 days offered — waiting for an answer.");
  await expect(annPanel).toContainText("Black offers to pause both clocks for 2 days.");
  await expectPanelClean(ann, "the clock panel with a pause to answer");
  await ann.getByRole("button", { name: "Accept pause" }).click();
  await expect(annPanel).toContainText("Paused by agreement until");
  await expect(boPanel).toContainText("Paused by agreement until");
  await expect(boPanel.locator("[data-side=white]")).toContainText("stopped");
  for (const viewport of [{ width: 375, height: 740 }, { width: 1280, height: 800 }]) {
    await ann.setViewportSize(viewport);
    await annPanel.scrollIntoViewIfNeeded();
    await ann.screenshot({ path: screenshotPath(`clocks-panel-${viewport.width}`) });
  }
  await expectPanelClean(ann, "the clock panel during a pause");
  await bo.getByRole("button", { name: "End pause" }).click();
  await expect(annPanel).not.toContainText("Paused by agreement");
  await expect(annPanel.locator("[data-side=white]")).toContainText("running");

  // a second offer, declined: the offerer is told
  await bo.getByLabel("Pause for").selectOption("1");
  await bo.getByRole("button", { name: "Offer pause" }).click();
  await ann.getByRole("button", { name: "Decline pause" }).click();
  await expect(boPanel.getByRole("status")).toHaveText("White declined your pause.");
  await expect(annPanel).not.toContainText("offers to pause");

  // Ann gives Bo a day: his bank (5 days and 1 for his move) grows from 6 to 7
  await expect(boPanel.locator("[data-side=black]")).toContainText(/^Black \(you\)6 d 0 h/);
  await ann.getByLabel("Days to give").selectOption("1");
  await ann.getByRole("button", { name: "Give time" }).click();
  await expect(boPanel.locator("[data-side=black]")).toContainText(/^Black \(you\)7 d 0 h/);
});

test("My games starts and ends vacation in all my games, and says which refused", async ({ browser, request }) => {
  const timed = await createBankGame(request);
  const untimed = await createGameByApi(request);
  await playByApi(request, timed, PIT_OPENING.slice(0, 2));
  // one browser holding White's seat of both games: the game page saves each under My games
  // (a seat is saved once the page knows its side: "Your turn" says so)
  const page = await openInNewContext(browser, `/g/${untimed.id}#seat=${untimed.tokens.white}`);
  await expect(page.locator(".game-status")).toHaveText("Your turn");
  await page.goto(`/g/${timed.id}#seat=${timed.tokens.white}`);
  await expect(page.locator(".game-status")).toHaveText("Your turn");
  await page.goto("/");
  const mine = page.locator("#my-games");
  await mine.getByRole("button", { name: "Start vacation in all my games" }).click();
  await expect(mine.getByRole("status")).toHaveText("Vacation started in 1 game. The Pit vs Bo: This game has no clock.");
  const clocks = async () => ((await (await request.get(`/api/games/${timed.id}`)).json()) as { clocks: { white: { paused: string | null } } }).clocks.white;
  expect((await clocks()).paused).toBe("vacation");
  // the time-bank game is not mistaken for one without a clock
  await expect(mine.locator(`.my-game:has(a[href*="${timed.id}"])`)).toContainText("5 d bank · clock stopped or not started");
  await expect(mine.locator(`.my-game:has(a[href*="${untimed.id}"])`)).toContainText("No clock");
  await mine.scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenshotPath("clocks-my-games-vacation") });
  await mine.getByRole("button", { name: "End vacation in all my games" }).click();
  await expect(mine.getByRole("status")).toHaveText("Vacation ended in 1 game. The Pit vs Bo: This game has no clock.");
  expect((await clocks()).paused).toBe(null);
});
