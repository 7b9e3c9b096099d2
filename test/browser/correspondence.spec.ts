// Correspondence play between two browsers: offers (draw declined, takeback granted),
// resigning, and a rematch that moves both players (and a watcher) to the new game with
// the sides swapped; then the clock in the viewer's own time zone, My games with "your
// turn" first, recovery codes, the notices panel, and a move refused while offline.
import { createHash } from "node:crypto";
import { expect, test, type Page } from "./fixtures.ts";
import { createGameOnHome, openInNewContext, playByClicks, screenshotPath } from "./helpers.ts";

const gameIdOf = (url: string): string => new URL(url).pathname.split("/").pop()!;
const tokenOf = (url: string): string => new URLSearchParams(new URL(url).hash.slice(1)).get("seat")!;

/** docs/api.md: base64url(SHA-256("rematch:" + newId + ":" + oldToken)). */
const rematchToken = (newId: string, oldToken: string): string => createHash("sha256").update(`rematch:${newId}:${oldToken}`).digest("base64url");

const moveList = (page: Page) => page.locator(".move-list");
const status = (page: Page) => page.locator(".game-status");

test("draw declined, takeback granted, resignation, then a rematch opens for both with colours swapped", async ({ browser, page }) => {
  const links = await createGameOnHome(page, { game: "The Pit", side: "White", you: "Ann", opponent: "Bo" });
  const white = await openInNewContext(browser, links.yours);
  const black = await openInNewContext(browser, links.opponent);
  const watcher = await openInNewContext(browser, links.watch);

  // Presence: each seat sees the other's page online.
  await expect(white.locator(".player-top .online-label")).toHaveText("online");
  await expect(black.locator(".player-top .online-label")).toHaveText("online");
  await expect(white.getByTestId("clock")).toContainText("No clock");

  await playByClicks(white, "i2", "i3");
  await playByClicks(black, "j9", "j8");

  // Black offers a draw; White sees it with Accept / Decline, the watcher sees it too.
  await black.getByRole("button", { name: "Offer draw" }).click();
  await expect(black.getByTestId("offers")).toContainText("Draw offered");
  await expect(white.getByTestId("offers")).toContainText("Black offers a draw.");
  await expect(watcher.getByTestId("offers")).toContainText("Black offers a draw.");
  await expect(watcher.getByRole("button", { name: "Accept draw" })).toHaveCount(0);
  await white.screenshot({ path: screenshotPath("20-offer-draw-received") });
  await black.screenshot({ path: screenshotPath("21-offer-draw-sent") });
  await white.getByRole("button", { name: "Decline draw" }).click();
  await expect(black.getByTestId("offers")).toContainText("White declined your draw offer.");
  await expect(white.getByTestId("offers")).not.toContainText("offers a draw");
  await expect(status(white)).toHaveText("Your turn");

  // White moves, asks to take it back, Black grants it: the move is gone on every page.
  await playByClicks(white, "g1", "b6");
  await expect(moveList(black)).toContainText("Sg1-b6");
  await white.getByRole("button", { name: "Take back move" }).click();
  await expect(black.getByTestId("offers")).toContainText("White asks to take back the last move.");
  await black.screenshot({ path: screenshotPath("22-offer-takeback-received") });
  await black.getByRole("button", { name: "Accept takeback" }).click();
  for (const p of [white, black, watcher]) await expect(moveList(p)).not.toContainText("Sg1-b6");
  await expect(status(white)).toHaveText("Your turn");
  await expect(white.getByTestId("offers")).toContainText("Black accepted: your last move was taken back.");
  // Both sides have moved: abort is no longer on offer.
  await expect(white.getByRole("button", { name: "Abort game" })).toHaveCount(0);

  // White resigns, after saying yes to the confirmation.
  await white.getByRole("button", { name: "Resign" }).click();
  await white.getByRole("dialog").getByRole("button", { name: "Resign" }).click();
  // each in their own words: the seats as winner and loser, the watcher by side
  await expect(status(white)).toHaveText("You lost by resignation");
  await expect(status(black)).toHaveText("You won by resignation");
  await expect(status(watcher)).toHaveText("Black wins by resignation");

  // Rematch: White offers, Black accepts, and all three pages move to the new game.
  await white.getByRole("button", { name: "Offer rematch" }).click();
  await expect(black.getByTestId("rematch")).toContainText("White offers a rematch.");
  await black.screenshot({ path: screenshotPath("23-offer-rematch-received") });
  await black.getByRole("button", { name: "Accept rematch" }).click();

  const oldId = gameIdOf(links.watch);
  await expect(black).not.toHaveURL(new RegExp(`/g/${oldId}`));
  await expect(white).not.toHaveURL(new RegExp(`/g/${oldId}`));
  await expect(watcher).not.toHaveURL(new RegExp(`/g/${oldId}`));
  const newId = gameIdOf(black.url());
  expect(newId).not.toBe(oldId);
  expect(gameIdOf(white.url())).toBe(newId);
  // Each seat derived its own new token from the old one; the watcher has none.
  expect(black.url()).toMatch(new RegExp(`/g/${newId}#seat=${rematchToken(newId, tokenOf(links.opponent))}$`));
  expect(white.url()).toMatch(new RegExp(`/g/${newId}#seat=${rematchToken(newId, tokenOf(links.yours))}$`));
  expect(watcher.url()).toMatch(new RegExp(`/g/${newId}$`));

  // Colours swapped: the former Black now plays White and moves first.
  await expect(black.getByText("You play White.")).toBeVisible();
  await expect(white.getByText("You play Black.")).toBeVisible();
  await expect(status(white)).toHaveText("Waiting for White");
  await expect(black.locator(".player-bottom")).toContainText("Bo");
  await playByClicks(black, "i2", "i3");
  for (const p of [white, watcher]) await expect(moveList(p)).toContainText("i2-i3");
  await expect(white.getByTestId("offers")).toContainText("A rematch of the previous game.");

  // The new seat is in the former Black's My games.
  await black.goto("/");
  await expect(black.locator(`.my-games-list a[href="/g/${newId}#seat=${rematchToken(newId, tokenOf(links.opponent))}"]`)).toBeVisible();
});

test("the clock in the viewer's time zone, My games with your turn first, recovery codes and the notices panel", async ({ browser }) => {
  // the locale too: the page writes times as the viewer's locale does (en-GB: 24-hour), whatever the machine's is
  const tokyo = await browser.newContext({ viewport: { width: 1200, height: 900 }, timezoneId: "Asia/Tokyo", locale: "en-GB" });
  const home = await tokyo.newPage();
  const timed = await createGameOnHome(home, { game: "The Pit", side: "White", you: "Kei", opponent: "Lu", timeControl: "3 days per move" });

  const white = await tokyo.newPage();
  await white.goto(timed.yours);
  const black = await openInNewContext(browser, timed.opponent);
  await expect(white.getByTestId("clock")).toContainText("3 days per move");
  await expect(white.getByTestId("clock")).toContainText("The clock starts after your first move.");
  await expect(black.getByTestId("clock")).toContainText("The clock starts after White's first move.");
  // A timed game asks to confirm each move (move confirmation's default): Cancel puts the
  // piece back and sends nothing; Confirm (focused, so Enter works) sends it.
  await playByClicks(white, "i2", "i3");
  const confirmBar = white.getByRole("group", { name: "Confirm your move" });
  await expect(confirmBar.getByRole("button", { name: "Confirm i2-i3" })).toBeFocused();
  await confirmBar.getByRole("button", { name: "Cancel" }).click();
  await expect(confirmBar).toHaveCount(0);
  await expect(white.locator(".game-status")).toHaveText("Your turn");
  await playByClicks(white, "i2", "i3");
  await white.keyboard.press("Enter");
  await playByClicks(black, "j9", "j8");
  await black.getByRole("button", { name: "Confirm j9-j8" }).click();

  // White has moved before, so its clock runs: three days, shown in Tokyo time.
  await expect(white.getByTestId("clock")).toContainText(/^2 d 23 h left/);
  const snapshot = (await (await white.request.get(`/api/games/${gameIdOf(timed.watch)}`)).json()) as { deadline: string };
  const tokyoTime = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", hour12: false, timeZone: "Asia/Tokyo" }).format(new Date(snapshot.deadline));
  await expect(white.getByTestId("clock")).toContainText(`You have until`);
  await expect(white.getByTestId("clock")).toContainText(tokyoTime);
  await expect(white.getByTestId("clock")).toContainText("GMT+9");
  await expect(black.getByTestId("clock")).toContainText("White has until");
  await white.screenshot({ path: screenshotPath("24-clock-running") });

  // Two more games from the same browser: one where it is the creator's turn, one not.
  const mine = await createGameOnHome(home, { game: "The Pit", side: "White", opponent: "Mo" });
  const theirs = await createGameOnHome(home, { game: "The Pit", side: "Black", opponent: "Ny" });
  await home.goto("/");
  const items = home.locator(".my-games-list li");
  await expect(items).toHaveCount(3);
  // The newest game (waiting for White) comes last; both games where White (this browser) moves come first.
  await expect(items.nth(0)).toHaveAttribute("data-standing", "your-turn");
  await expect(items.nth(1)).toHaveAttribute("data-standing", "your-turn");
  await expect(items.nth(2)).toHaveAttribute("data-standing", "waiting");
  await expect(items.nth(2).locator("a")).toHaveAttribute("href", new URL(theirs.yours).pathname + new URL(theirs.yours).hash);
  // The timed game's deadline is the nearest, so it leads, with its time left.
  await expect(items.nth(0)).toContainText("The Pit vs Lu");
  await expect(items.nth(0)).toContainText("Your turn");
  await expect(items.nth(0)).toContainText(/2 d 23 h left/);
  await expect(items.nth(1)).toContainText("vs Mo");
  await expect(items.nth(1)).toContainText("No clock");
  await expect(items.nth(2)).toContainText("Their turn");
  await home.screenshot({ path: screenshotPath("25-my-games"), fullPage: true });
  await items.nth(1).getByRole("button", { name: /Remove/ }).click();
  await expect(items).toHaveCount(2);
  await expect(home.locator(`.my-games-list a[href="${new URL(mine.yours).pathname}${new URL(mine.yours).hash}"]`)).toHaveCount(0);

  // A recovery code opens White's seat in another browser.
  await white.getByText("Open this seat on another device").click();
  await white.getByRole("button", { name: "Get a recovery code" }).click();
  const code = (await white.getByTestId("recovery-code").textContent())!;
  expect(code).toMatch(new RegExp(`^${gameIdOf(timed.watch)}-[a-z0-9]{8}$`));
  await expect(white.getByTestId("recovery")).toContainText("It works once, until");
  const laptop = await (await browser.newContext({ viewport: { width: 1200, height: 900 } })).newPage();
  await laptop.goto("/");
  await laptop.getByLabel("Recovery code").fill(code.toUpperCase());
  await laptop.getByRole("button", { name: "Open seat" }).click();
  await expect(laptop.getByText("You play White.")).toBeVisible();
  await expect(status(laptop)).toHaveText("Your turn");
  await laptop.context().close();

  // Notices: the panel shows the seat's settings; a webhook must be https; one click turns it off.
  await white.getByText("Your-turn notices").click();
  const notices = white.getByTestId("notices");
  await expect(notices.getByRole("button", { name: "Turn on push notifications" })).toBeVisible();
  await notices.getByLabel("Webhook URL").fill("http://example.com/hook");
  await notices.getByRole("button", { name: "Save webhook" }).click();
  await expect(notices).toContainText("The webhook must be an https:// URL.");
  await notices.getByLabel("Webhook URL").fill("https://localhost:9/pigeon-post");
  await notices.getByRole("button", { name: "Save webhook" }).click();
  await expect(notices).toContainText("The webhook points to this machine (localhost); notices go only to the public internet.");
  // a public address that nothing listens on: saving a webhook never calls it
  await notices.getByLabel("Webhook URL").fill("https://hooks.invalid.example/pigeon-post");
  await notices.getByRole("button", { name: "Save webhook" }).click();
  await expect(notices).toContainText("Webhook saved.");
  await expect(notices.locator("summary")).toContainText("on: webhook");
  await white.screenshot({ path: screenshotPath("26-notices-panel"), fullPage: true });
  await white.reload();
  await white.getByText("Your-turn notices").click();
  await expect(notices).toContainText("https://hooks.invalid.example/pigeon-post");
  await notices.getByRole("button", { name: "Turn webhook off" }).click();
  await expect(notices.locator("summary")).toContainText("off");

  // A clicked push notice opens the watch link with #open-seat: this browser's seat opens.
  await white.goto(`/g/${gameIdOf(timed.watch)}#open-seat`);
  await expect(white).toHaveURL(timed.yours);
  await expect(white.getByText("You play White.")).toBeVisible();
});

test("a move made offline is refused and not lost; back online, play goes on; abort before both have moved", async ({ browser, page }) => {
  const links = await createGameOnHome(page, { game: "The Pit", side: "White" });
  const white = await openInNewContext(browser, links.yours);
  await expect(white.locator(".live-dot.connected")).toHaveCount(1);
  await white.context().setOffline(true);
  await playByClicks(white, "i2", "i3");
  await expect(white.getByRole("alert")).toContainText("You are offline; your move was not sent.");
  await expect(moveList(white)).toContainText("No moves yet.");
  await expect(white.locator(".connection")).toContainText("You are offline.");
  await white.screenshot({ path: screenshotPath("27-offline-move-refused") });

  await white.context().setOffline(false);
  await expect(white.locator(".live-dot.connected")).toHaveCount(1);
  await playByClicks(white, "i2", "i3");
  await expect(moveList(white)).toContainText("i2-i3");
  const watcher = await openInNewContext(browser, links.watch);
  await expect(moveList(watcher)).toContainText("i2-i3");
  // Exactly one move reached the server.
  await expect(watcher.locator(".move-list .move")).toHaveCount(1);

  // Black has not moved yet, so the game can still be aborted (after a confirmation).
  await white.getByRole("button", { name: "Abort game" }).click();
  await white.getByRole("dialog").getByRole("button", { name: "Abort game" }).click();
  for (const p of [white, watcher]) await expect(status(p)).toHaveText("Game aborted");
  await expect(white.getByRole("button", { name: "Offer rematch" })).toHaveCount(0);
});

test("the clock warns in the last quarter, says when time is up, and a loss on time is plain", async ({ browser, page }) => {
  // The server's alarm ends games on time (tested in the Worker tests); here the page
  // gets those states from a stand-in for the game's socket and snapshot.
  const links = await createGameOnHome(page, { game: "The Pit", side: "White", timeControl: "1 day per move" });
  const id = gameIdOf(links.watch);
  const real = (await (await page.request.get(`/api/games/${id}`)).json()) as Record<string, unknown>;
  const later = (ms: number): string => new Date(Date.now() + ms).toISOString();
  let current: Record<string, unknown> = { ...real, deadline: later(2 * 3_600_000 + 30_000), updatedAt: later(0) };

  const context = await browser.newContext({ viewport: { width: 1200, height: 900 } });
  const sockets: { send(message: string): void }[] = [];
  await context.routeWebSocket(/\/socket$/, (ws) => {
    sockets.push(ws);
    ws.onMessage((message) => {
      if (message === '{"type":"ping"}') ws.send('{"type":"pong"}');
    });
    ws.send(JSON.stringify({ type: "state", game: current }));
  });
  await context.route(`**/api/games/${id}`, (route) => route.fulfill({ json: current }));
  const push = (game: Record<string, unknown>): void => {
    current = game;
    for (const ws of sockets) ws.send(JSON.stringify({ type: "state", game }));
  };

  const white = await context.newPage();
  await white.goto(links.yours);
  const clock = white.getByTestId("clock");
  // Two hours of one day: under a quarter left, so the clock turns red.
  await expect(clock).toContainText(/^2 h 0 min left/);
  await expect(clock).toHaveClass(/urgent/);

  push({ ...current, deadline: later(-1_000), updatedAt: later(1_000) });
  await expect(clock).toContainText("Time is up");

  push({
    ...current,
    status: "finished",
    turn: null,
    deadline: null,
    outcome: { status: "win", winner: "black", reason: "timeout" },
    updatedAt: later(2_000),
  });
  await expect(clock).toContainText("You ran out of time");
  await expect(status(white)).toHaveText("You lost on time");
  await white.screenshot({ path: screenshotPath("28-lost-on-time") });
  await context.close();
});

test.describe("with the site's service worker (blocked by default in these tests: playwright.config.ts)", () => {
  test.use({ serviceWorkers: "allow" });

  test("the service worker shows a pushed notice", async ({ browser, baseURL }) => {
    const context = await browser.newContext();
    await context.grantPermissions(["notifications"], { origin: baseURL });
    const page = await context.newPage();
    await page.goto("/");
    const cdp = await context.newCDPSession(page);
    const registered = new Promise<string>((resolve) => {
      cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
        const ours = registrations.find((r) => r.scopeURL === `${baseURL}/` && !r.isDeleted);
        if (ours) resolve(ours.registrationId);
      });
    });
    await cdp.send("ServiceWorker.enable");
    await page.evaluate(async () => {
      await navigator.serviceWorker.register("/sw.js");
      await navigator.serviceWorker.ready;
    });
    const url = `${baseURL}/g/k3v9x2mq7d`;
    const registrationId = await registered;
    // A push delivered while the worker is still activating is dropped, so deliver again
    // until it shows: notices are tagged by game link, so a repeat replaces, never adds.
    const deliver = () =>
      cdp.send("ServiceWorker.deliverPushMessage", {
        origin: baseURL!,
        registrationId,
        data: JSON.stringify({ title: "Pigeon Post", body: "Your turn in The Pit against Bo.", url, event: "your-turn", game: "k3v9x2mq7d" }),
      });
    await expect
      .poll(async () => {
        await deliver();
        return page.evaluate(async () => {
          const registration = await navigator.serviceWorker.ready;
          return (await registration.getNotifications()).map((n) => ({ title: n.title, body: n.body, url: (n.data as { url: string }).url }));
        });
      })
      .toEqual([{ title: "Pigeon Post", body: "Your turn in The Pit against Bo.", url }]);
    await context.close();
  });
});
