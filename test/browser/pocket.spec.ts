// The pocket in the browser (issue 33): two browsers of one player, a laptop and a phone.
// A game made on one appears in the other's My games without a reload; a removed device
// forgets the pocket; "Start a new pocket" refuses the old link. The pocket's page is
// looked at (1280 and 375 wide), axe-clean, keyboard-reachable, and speaks the page's language.
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { createGameOnHome, expectNoViolations, screenshotPath, unbracketedWords } from "./helpers.ts";

async function device(browser: Browser, width = 1280, height = 800): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height } });
  return context.newPage();
}

/** The laptop's first game (its pocket is made then, unasked), and its pocket link read from /p. */
async function laptopWithGame(browser: Browser): Promise<{ laptop: Page; link: string }> {
  const laptop = await device(browser);
  await createGameOnHome(laptop, { game: "The Pit", side: "White", you: "Ann", opponent: "Bo" });
  // the pocket is made the first time a seat is saved: no question was asked
  await expect.poll(() => laptop.evaluate(() => localStorage.getItem("pigeon-post:pocket-outbox")), { timeout: 15_000 }).toBeNull();
  // My games leads to the pocket's page
  await laptop.goto("/#my-games");
  await laptop.getByRole("link", { name: "Use my games on another device" }).click();
  await expect(laptop).toHaveURL(/\/p$/);
  const link = await laptop.getByTestId("pocket-link").inputValue();
  expect(link).toMatch(/\/p#[A-Za-z0-9_-]{43}$/);
  return { laptop, link };
}

/** The phone opens the pocket link: it joins, the secret leaves the address bar, the games arrive. */
async function phoneJoins(browser: Browser, link: string): Promise<Page> {
  const phone = await device(browser, 375, 740);
  await phone.goto(link);
  await expect(phone.getByTestId("pocket-joined")).toBeVisible();
  expect(new URL(phone.url()).hash).toBe("");
  return phone;
}

test("a game made on the laptop appears in the phone's My games without a reload, and the other way", async ({ browser }) => {
  const { laptop, link } = await laptopWithGame(browser);
  await expect(laptop.getByRole("img", { name: "The pocket link as a QR code" })).toBeVisible();
  await laptop.screenshot({ path: screenshotPath("pocket-page-1280"), fullPage: true });
  await expectNoViolations(laptop, "the pocket page");

  const phone = await phoneJoins(browser, link);
  await expect(phone.locator("li.pocket-device")).toHaveCount(2);
  await phone.screenshot({ path: screenshotPath("pocket-joined-375"), fullPage: true });
  await expectNoViolations(phone, "the pocket page on a phone");
  await phone.getByRole("link", { name: "See My games" }).click();
  const phoneGames = phone.locator("li.my-game");
  await expect(phoneGames).toHaveCount(1);
  await expect(phoneGames.first()).toContainText("The Pit");

  await phone.screenshot({ path: screenshotPath("pocket-my-games-375"), fullPage: true });
  // the phone stays on My games; a new game on the laptop arrives there by the pocket's socket
  // (a mark on the page's window shows that it was never reloaded)
  await phone.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
  await createGameOnHome(laptop, { game: "Ben39", side: "Black", you: "Ann", opponent: "Cy" });
  await expect(phoneGames).toHaveCount(2, { timeout: 15_000 });
  await expect(phone.locator("li.my-game", { hasText: "Ben39" })).toBeVisible();
  expect(phone.url()).not.toContain("#seat=");
  expect(await phone.evaluate(() => "stillTheSamePage" in window)).toBe(true);

  // and a game made on the phone arrives on the laptop's My games
  await laptop.goto("/#my-games");
  await expect(laptop.locator("li.my-game")).toHaveCount(2);
  await createGameOnHome(phone, { game: "The Pit", side: "Black", you: "Ann", opponent: "Di" });
  await expect(laptop.locator("li.my-game")).toHaveCount(3, { timeout: 15_000 });
});

test("a browser never reads back what it wrote to its pocket: not when its socket opens, not when the socket tells of the write", async ({ browser }) => {
  const laptop = await device(browser);
  // every read of the pocket's entries (how many entries it brought), and every write
  const reads: number[] = [];
  const writes: string[] = [];
  laptop.on("response", (response) => {
    if (!/\/api\/pockets\/[^/]+\/entries/.test(response.url())) return;
    if (response.request().method() !== "GET") writes.push(response.request().method());
    else void response.json().then((body: { entries: unknown[] }) => reads.push(body.entries.length));
  });
  /** The next pocket socket of the page, and a promise of its first `changed` (the answer to its hello, or news after). */
  const nextSocket = () => {
    const socket = laptop.waitForEvent("websocket", { predicate: (ws) => ws.url().includes("/api/pockets/"), timeout: 20_000 });
    const changed = () => socket.then((ws) => new Promise<void>((resolve) => ws.on("framereceived", ({ payload }) => String(payload).includes('"changed"') && resolve())));
    return { changed };
  };

  // the first seat makes the pocket (empty: one read, nothing in it) and writes the seat;
  // then the socket opens, and its hello's answer is the version of that write: no read
  const first = nextSocket();
  const hello = first.changed();
  await createGameOnHome(laptop, { game: "The Pit", side: "White", you: "Ann", opponent: "Bo" });
  await hello;
  await laptop.waitForTimeout(1_000);
  expect(writes).toEqual(["POST"]);
  expect(reads).toEqual([0]);

  // the next page load reads once (nothing new: its own write is known), and its socket reads nothing
  await laptop.goto("/#my-games");
  const second = nextSocket();
  const secondHello = second.changed();
  await laptop.reload();
  const game = laptop.locator("li.my-game");
  await expect(game).toHaveCount(1);
  await secondHello;
  await laptop.waitForTimeout(1_000);
  expect(reads).toEqual([0, 0]);

  // forgetting the game: the sync reads, then removes; the socket then tells every device of
  // the removal, this one too, which has nothing to read for it
  const told = second.changed();
  await game.getByRole("button", { name: /^Remove / }).click();
  await told;
  await expect.poll(() => writes).toEqual(["POST", "DELETE"]);
  await laptop.waitForTimeout(1_000);
  expect(reads).toEqual([0, 0, 0]);
  await expect(game).toHaveCount(0);
});

test("a removed device forgets the pocket, keeping the games it had", async ({ browser }) => {
  const { laptop, link } = await laptopWithGame(browser);
  const phone = await phoneJoins(browser, link);
  await phone.goto("/#my-games");
  await expect(phone.locator("li.my-game")).toHaveCount(1);

  await laptop.reload();
  const devices = laptop.locator("li.pocket-device");
  await expect(devices).toHaveCount(2);
  // Remove is a real button, pressed here from the keyboard
  const remove = devices.getByRole("button", { name: /^Remove / });
  await remove.focus();
  await laptop.keyboard.press("Enter");
  await expect(devices).toHaveCount(1);

  // the phone is told by the pocket's socket (or on its next sync) and forgets the pocket
  await expect.poll(async () => {
    await phone.evaluate(() => window.dispatchEvent(new Event("focus")));
    return phone.evaluate(() => localStorage.getItem("pigeon-post:pocket"));
  }, { timeout: 15_000 }).toBeNull();
  await expect(phone.locator("li.my-game")).toHaveCount(1);
});

test("'Start a new pocket' copies the games to a new link and the old link is refused", async ({ browser }) => {
  const { laptop, link } = await laptopWithGame(browser);
  laptop.on("dialog", (dialog) => void dialog.accept());
  await laptop.getByRole("button", { name: "Start a new pocket" }).click();
  await expect(laptop.getByText("A new pocket holds your games.")).toBeVisible();
  await expect(laptop.getByTestId("pocket-link")).not.toHaveValue(link);
  const newLink = await laptop.getByTestId("pocket-link").inputValue();

  const stranger = await device(browser, 375, 740);
  await stranger.goto(link);
  await expect(stranger.getByTestId("pocket-join-refused")).toContainText("This pocket link no longer works");
  expect(new URL(stranger.url()).hash).toBe("");

  const phone = await phoneJoins(browser, newLink);
  await phone.goto("/#my-games");
  await expect(phone.locator("li.my-game")).toHaveCount(1);
});

test("the pocket's page speaks the page's language", async ({ browser }) => {
  const { laptop } = await laptopWithGame(browser);
  await laptop.goto("/p?lang=de");
  await expect(laptop.getByRole("heading", { level: 1, name: "Meine Partien auf einem anderen Gerät nutzen" })).toBeVisible();
  await expect(laptop.getByRole("button", { name: "Neue Tasche starten" })).toBeVisible();
  await laptop.goto("/p?lang=ar");
  await expect(laptop.getByRole("heading", { level: 1, name: "استخدم مبارياتي على جهاز آخر" })).toBeVisible();
  await laptop.screenshot({ path: screenshotPath("pocket-page-ar-1280"), fullPage: true });
  // the pseudo-locale: every word of the page is a message (the device's label is the browser's own name, kept as is)
  await laptop.setViewportSize({ width: 375, height: 740 });
  await laptop.goto("/p?lang=en-XA");
  await expect(laptop.locator("li.pocket-device")).toHaveCount(1);
  expect(await unbracketedWords(laptop, ".pocket-page", ["Chrome", "Linux", "·", "Pigeon", "Post"])).toEqual([]);
  await laptop.screenshot({ path: screenshotPath("pocket-page-en-XA-375"), fullPage: true });
});
