// Leagues by link (issue 22): an organizer starts a league on the home page, three people
// join from the join link in browsers of their own, the organizer starts it, a game is
// played to its end through the pages (a resignation), and the crosstable shows the
// result. The league page is checked with axe from each link, and at 375x740 nothing
// but the crosstable's own box scrolls sideways.
import { expect, test, type Page } from "./fixtures.ts";
import { createLeagueByApi } from "./api-helpers.ts";
import { AXE_TAGS, axeOn, screenshotPath } from "./helpers.ts";

async function expectNoViolations(page: Page, what: string): Promise<void> {
  const results = await axeOn(page).withTags(AXE_TAGS).analyze();
  const found = results.violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join("; ")}`);
  expect(found, `axe on ${what}`).toEqual([]);
}

async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, view: window.innerWidth }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.view);
}

/** The crosstable cell of `row`'s score against `column` (the link's accessible name says both). */
function scoreCell(page: Page, row: string, column: string) {
  return page.locator(`.crosstable a.score[aria-label*=" ${row} vs ${column}:"]`);
}

test("a league: created on the home page, three join, the organizer starts, a game ends and the crosstable shows it", async ({ page, browser }) => {
  test.setTimeout(120_000);
  // The organizer's page also refreshes once a minute; its clock is paused while the
  // three join, so that only the focus below can show them, however long joining takes.
  await page.clock.install();
  // the organizer, on the home page
  await page.goto("/");
  await page.getByText("Start a league").click();
  const form = page.locator("#start-a-league");
  await form.getByLabel("League name").fill("Tuesday club");
  await form.getByRole("combobox", { name: /^Game/ }).selectOption({ label: "The Pit" });
  await form.getByRole("radiogroup", { name: "Time control" }).getByText("Days per move", { exact: true }).click();
  await form.getByLabel("Most players").fill("4");
  await form.getByRole("button", { name: "Start the league" }).click();
  await expect(page.getByRole("heading", { name: "Tuesday club" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Organizer" })).toBeVisible();
  const joinLink = await page.getByTestId("league-join-link").inputValue();
  expect(joinLink).toMatch(/\/l\/[^#]+#join=/);
  await expectNoViolations(page, "the organizer's view of an open league");
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));

  // three people join, each in a browser of their own, and each keeps their player link
  const names = ["Ada", "Bo", "Cy"];
  const players: Page[] = [];
  for (const name of names) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const player = await context.newPage();
    await player.goto(joinLink);
    await expect(player.getByRole("heading", { name: "Join this league" })).toBeVisible();
    if (name === "Ada") await expectNoViolations(player, "the join view");
    if (name === "Cy") {
      // keyboard alone: Tab to the name field, type, Enter
      for (let i = 0; i < 20 && !(await player.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name === "player-name")); i++) await player.keyboard.press("Tab");
      await player.keyboard.type(name);
      await player.keyboard.press("Enter");
    } else {
      await player.getByLabel("Your name in the league").fill(name);
      await player.getByRole("button", { name: "Join" }).click();
    }
    await expect(player.getByRole("heading", { name: `Your games, ${name}` })).toBeVisible();
    await expect(player).toHaveURL(/#player=/);
    expect(await player.getByTestId("league-player-link").inputValue()).toMatch(/#player=/);
    players.push(player);
  }
  // a name is unique in a league: the server's refusal is shown in its words
  const late = await (await browser.newContext()).newPage();
  await late.goto(joinLink);
  await late.getByLabel("Your name in the league").fill("Bo");
  await late.getByRole("button", { name: "Join" }).click();
  await expect(late.getByRole("alert")).not.toBeEmpty();
  // and it stays (the league's refresh after the refusal once wiped it within milliseconds), the name still typed
  await late.waitForLoadState("networkidle");
  await expect(late.getByRole("alert")).not.toBeEmpty();
  await expect(late.getByLabel("Your name in the league")).toHaveValue("Bo");

  // the organizer's link opened on a second device (nothing kept there) shows the same join link, from the server
  const organizerUrl = page.url();
  expect(organizerUrl).toMatch(/#organizer=/);
  const secondDevice = await (await browser.newContext({ viewport: { width: 375, height: 740 } })).newPage();
  await secondDevice.goto(organizerUrl);
  await expect(secondDevice.getByRole("heading", { name: "Organizer" })).toBeVisible();
  await expect(secondDevice.getByTestId("league-join-link")).toHaveValue(joinLink);
  await expectNoViolations(secondDevice, "the organizer's view on a second device");
  await secondDevice.context().close();

  // the organizer's page, open all along, shows the three when its tab is focused again
  await expect(page.locator(".league-players li")).toHaveCount(0);
  await page.evaluate(() => window.dispatchEvent(new Event("focus")));
  // time runs again from where it stopped: the minute's refresh is still most of a minute away
  await page.clock.resume();
  await expect(page.locator(".league-players li")).toHaveCount(3);
  await page.getByRole("button", { name: "Start the league" }).click();
  await expect(page.getByTestId("league-status")).toHaveText("Under way");
  await expect(page.locator(".crosstable tbody tr")).toHaveCount(3);

  // Ada's own games come first on her page, each opening its seat; she resigns the first
  const ada = players[0];
  await ada.reload();
  await expect(ada.locator(".league-my-games li")).toHaveCount(2);
  await expectNoViolations(ada, "a player's view of a running league");
  const first = ada.locator(".league-my-games a.my-game-link").first();
  const opponent = ((await first.locator(".my-game-title").textContent()) ?? "").replace(/^vs /, "");
  await first.click();
  await expect(ada).toHaveURL(/\/g\/[^#]+#seat=/);
  await ada.getByRole("button", { name: "Resign" }).click();
  await ada.getByRole("dialog").getByRole("button", { name: "Resign" }).click();
  await expect(ada.locator(".game-status")).toContainText("resign");

  // back on the league page, the crosstable shows the result (delivered by the game's outbox)
  await ada.goBack();
  await expect(async () => {
    await ada.reload();
    await expect(scoreCell(ada, "Ada", opponent)).toHaveText("0", { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(scoreCell(ada, opponent, "Ada")).toHaveText("1");
  await ada.screenshot({ path: screenshotPath("league-player-1280"), fullPage: true });

  // My games lists her league games under the league, its heading leading to her player link
  await ada.goto("/#my-games");
  const group = ada.locator(".my-league-group");
  await expect(group.getByRole("link", { name: "Tuesday club" })).toHaveAttribute("href", /#player=/);
  await expect(group.locator("li")).toHaveCount(2);
  // on a phone a game's line ("3 d per move · clock stopped or not started") wraps instead of widening the page
  await ada.setViewportSize({ width: 375, height: 740 });
  await expectNoHorizontalOverflow(ada);

  // a phone: the page fits, the crosstable scrolls in its own box with the names kept in view
  const phone = await (await browser.newContext({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true })).newPage();
  await phone.goto(new URL(joinLink).pathname);
  await expect(phone.locator(".crosstable")).toBeVisible();
  await expectNoHorizontalOverflow(phone);
  await expect(phone.locator(".crosstable tbody .player-cell").first()).toHaveCSS("position", "sticky");
  await phone.screenshot({ path: screenshotPath("league-phone-375"), fullPage: true });
  await expectNoViolations(phone, "the watch view on a phone");
});

test("withdrawing: the player's confirmation says the rule, the organizer withdraws another, and the tables say so", async ({ page }) => {
  const league = await createLeagueByApi(page.request, ["Ann", "Ben", "Cat", "Dan"], { start: true });
  await page.goto(league.players.Ann);
  await expect(page.locator(".league-my-games li")).toHaveCount(3);
  await page.getByRole("button", { name: "Withdraw from the league" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("fewer than half of your games, all your results are cancelled");
  await expect(dialog).toContainText("otherwise your unfinished games are lost by forfeit");
  // Cancel changes nothing
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("button", { name: "Withdraw from the league" })).toBeVisible();
  await page.getByRole("button", { name: "Withdraw from the league" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Withdraw" }).click();
  await expect(page.getByText("You have withdrawn from this league.")).toBeVisible();
  await expect(page.locator(".crosstable .player-cell", { hasText: "Ann" })).toContainText("withdrawn");
  await expect(page.locator(".league-my-games .badge")).toHaveText(["Over", "Over", "Over"]);
  // her games were cancelled before they ended: × in the crosstable, never "(*)", and the key says what × is (issue 30, item 5)
  const cancelled = page.locator(".crosstable a.score.annulled");
  await expect(cancelled).toHaveCount(6);
  await expect(cancelled.first()).toHaveText("×");
  await expect(page.locator(".crosstable")).not.toContainText("(*)");
  await expect(page.locator(".table-note")).toContainText("× a game it cancelled before it ended");
  await expect(page.locator(".table-note")).toContainText("bye 1 once the rest of its round is played");
  await expect(page.locator(".crosstable caption")).toContainText("(4 players)");

  // the organizer withdraws Ben from the organizer's view, after the same question about Ben
  await page.goto(`/l/${league.id}#organizer=${league.organizerToken}`);
  await page.getByRole("button", { name: "Withdraw Ben" }).click();
  await expect(page.getByRole("dialog")).toContainText("If Ben has finished fewer than half of their games");
  await page.getByRole("dialog").getByRole("button", { name: "Withdraw" }).click();
  await expect(page.locator(".league-players li", { hasText: "Ben" })).toContainText("withdrawn");
});

test("the league embed shows the live crosstable, light or dark, its links opening the site", async ({ page }) => {
  const league = await createLeagueByApi(page.request, ["Ann", "Ben", "Cat"], { start: true, name: "Embedded club" });
  await page.setViewportSize({ width: 480, height: 420 });
  await page.goto(`/embed/league/${league.id}?theme=dark`);
  await expect(page.getByRole("heading", { name: "Embedded club" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  await expect(page.locator(".crosstable tbody tr")).toHaveCount(3);
  await expect(page.locator(".crosstable a.score").first()).toHaveAttribute("target", "_blank");
  await expect(page.getByRole("link", { name: "Open on Pigeon Post ↗" })).toHaveAttribute("href", new RegExp(`/l/${league.id}$`));
  await expectNoHorizontalOverflow(page);
  await expectNoViolations(page, "the league embed");
  await page.screenshot({ path: screenshotPath("league-embed-dark") });
});

test("before the start a player leaves (the name is free again), and a player sets notices once for all their games", async ({ page }) => {
  const league = await createLeagueByApi(page.request, ["Ann", "Ben", "Cat"]);
  await page.goto(league.players.Cat);
  await page.getByRole("button", { name: "Leave the league" }).click();
  await expect(page.getByRole("dialog")).toContainText("you leave it, your name is free again and your player link stops working");
  await page.getByRole("dialog").getByRole("button", { name: "Leave" }).click();
  await expect(page).toHaveURL(new RegExp(`/l/${league.id}$`));
  await expect(page.locator(".crosstable tbody tr")).toHaveCount(2);

  await page.goto(league.players.Ann);
  const notices = page.getByTestId("notices");
  await expect(notices).toContainText("Notices for all your games");
  await notices.locator("summary").click();
  await notices.getByRole("textbox", { name: "Webhook URL" }).fill("https://example.com/hook");
  await notices.getByRole("button", { name: "Save webhook" }).click();
  await expect(notices.locator(".notices-state")).toHaveText("on: webhook");
  // the setting is the league's, read again by a fresh page
  await page.reload();
  await expect(page.getByTestId("notices").locator(".notices-state")).toHaveText("on: webhook");
  await expectNoViolations(page, "a player's view with the notices panel");
});

test("a league link's preview: plurals at 0, 1 and 2 players, and a picture of the standings as a large card (issue 30, items 5 and 6)", async ({ page }) => {
  for (const [names, words] of [[[], "0 players"], [["Ann"], "1 player,"], [["Ann", "Ben"], "2 players"]] as const) {
    const league = await createLeagueByApi(page.request, names);
    const html = await (await page.request.get(`/l/${league.id}`)).text();
    expect(html).toContain(words);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
  }
  const league = await createLeagueByApi(page.request, ["Ann", "Ben", "Cat"], { start: true, name: "Friday Pillars Club" });
  await page.goto(`/l/${league.id}`);
  const image = await page.locator('meta[property="og:image"]').getAttribute("content");
  expect(image).toMatch(new RegExp(`/og/league/${league.id}\\.png\\?v=`));
  const png = await page.request.get(new URL(image!).pathname + new URL(image!).search);
  expect(png.status()).toBe(200);
  expect(png.headers()["content-type"]).toBe("image/png");
  // look at it: the page shows the picture by itself
  await page.goto(new URL(image!).pathname + new URL(image!).search);
  await page.screenshot({ path: screenshotPath("league-preview-picture") });
  await page.goto(`/l/${league.id}`);
  await expect(page.locator(".table-note")).toContainText("bye 1 once the rest of its round is played");
  // no game is over: every bye waits for its round
  await expect(page.locator(".round-bye")).toHaveText(Array(3).fill(/bye \(1 point once the round is played\)/));
  await expectNoViolations(page, "the league page");
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: screenshotPath("league-1280"), fullPage: true });
  await page.setViewportSize({ width: 375, height: 740 });
  await page.screenshot({ path: screenshotPath("league-375"), fullPage: true });
});
