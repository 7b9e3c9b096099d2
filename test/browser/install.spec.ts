// The installable app (issue 21, item 5): the manifest as Chromium reads it, the offline
// page the service worker serves, and the notices panel's word to iPhone users.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { createGameByApi } from "./api-helpers.ts";
import { expect, test, type Page } from "./fixtures.ts";
import { expectNoViolations, screenshotPath } from "./helpers.ts";

// this file is about the service worker, which the other specs block (playwright.config.ts)
test.use({ serviceWorkers: "allow" });

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Waits until the page is controlled by the site's service worker. */
async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? "")).toMatch(/\/sw\.js$/);
}

/**
 * Takes the browser offline and goes to `path`, which the service worker must answer with
 * the offline page (its heading `heading`). A navigation right after `setOffline` has now
 * and then still reached the network, and the real page loaded (ci47, ci62: the network
 * emulation reaches the running worker a moment later), so the navigation is tried again
 * until the worker answers; each try must show the offline page by itself.
 */
async function gotoOffline(page: Page, path: string, heading: string): Promise<void> {
  await page.context().setOffline(true);
  await expect(async () => {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: heading })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

test("the manifest parses without errors, its icons are real PNGs, and Chromium finds the app installable", async ({ request, baseURL }, testInfo) => {
  // Chromium never offers to install from an incognito profile, which is what every
  // Playwright context is: this test runs in a profile on disk of its own.
  const profile = mkdtempSync(join(tmpdir(), "pigeon-post-install-"));
  const context = await chromium.launchPersistentContext(profile, { ...testInfo.project.use.launchOptions, baseURL });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const violations: string[] = [];
    page.on("console", (message) => void (/Content Security Policy/i.test(message.text()) && violations.push(message.text())));
    await page.goto("/");
    const cdp = await context.newCDPSession(page);
    const manifest = (await cdp.send("Page.getAppManifest")) as { url: string; errors: { message: string }[]; data?: string };
    expect(manifest.url).toBe(`${baseURL}/manifest.webmanifest`);
    expect(manifest.errors).toEqual([]);
    const data = JSON.parse(manifest.data!) as {
      name: string;
      short_name: string;
      display: string;
      start_url: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(data).toMatchObject({ name: "Pigeon Post", short_name: "Pigeon Post", display: "standalone", start_url: "/", theme_color: "#ffffff" });
    expect(data.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);
    for (const icon of [...data.icons, { src: "/icons/apple-touch-icon.png", sizes: "180x180" }]) {
      const response = await request.get(icon.src);
      expect(response.headers()["content-type"]).toBe("image/png");
      const { width, height } = pngSize(await response.body());
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
    }
    // Chromium's own verdict, once the service worker has started.
    await controlledByServiceWorker(page);
    await expect
      .poll(async () => ((await cdp.send("Page.getInstallabilityErrors")) as { installabilityErrors: { errorId: string }[] }).installabilityErrors.map((e) => e.errorId))
      .toEqual([]);
    expect(violations, "Content-Security-Policy violations").toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test("every page of the app links the manifest, the theme colour and the touch icon; the embed does not", async ({ request }) => {
  const game = await createGameByApi(request);
  // the home page and the archive are static; /g/:id is index.html rewritten by the Worker
  for (const path of ["/", "/archive", `/g/${game.id}`]) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(html, path).toContain('<meta name="theme-color" content="#ffffff" />');
    expect(html, path).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />');
  }
  const embed = await (await request.get(`/embed/${game.id}`)).text();
  expect(embed).not.toContain('rel="manifest"');
  const manifest = await request.get("/manifest.webmanifest");
  expect(manifest.headers()["content-type"]).toBe("application/manifest+json");
});

test("a page load without network shows the offline page, styled; back online, Try again loads the page; nothing of the API is kept", async ({ page }) => {
  const game = await createGameByApi(page.request);
  await page.goto(`/g/${game.id}#seat=${game.tokens.white}`);
  await expect(page.getByText("You play White.")).toBeVisible();
  await controlledByServiceWorker(page);

  await gotoOffline(page, "/archive", "You are offline");
  await expect(page).toHaveTitle("Offline · Pigeon Post");
  // its style sheet came from the worker's copy: the button wears the site's green
  await expect(page.getByRole("link", { name: "Try again" })).toHaveCSS("background-color", "rgb(53, 104, 38)");
  await page.screenshot({ path: screenshotPath("offline-page") });
  await page.getByRole("link", { name: "Try again" }).click();
  await expect(page.getByRole("heading", { name: "You are offline" })).toBeVisible();

  await page.context().setOffline(false);
  await page.getByRole("link", { name: "Try again" }).click();
  await expect(page.getByRole("heading", { name: "Archive" })).toBeVisible();
  await expect(page).toHaveURL(/\/archive$/);

  // The worker keeps the offline page and its files, and nothing else: no game, no API answer.
  const kept = await keptPaths(page);
  expect(kept).toContain("/offline");
  expect(kept.filter((path) => !/^\/(offline|favicon\.svg|manifest\.webmanifest|icons\/[\w-]+\.png|assets\/[\w-]+\.(css|js))$/.test(path))).toEqual([]);
});

test("offline, the page speaks the language the switch kept (Japanese), or the link's (Arabic, right to left), from the worker's copy alone", async ({ page }) => {
  const game = await createGameByApi(page.request);
  await page.goto(`/g/${game.id}`);
  await controlledByServiceWorker(page);
  await expect.poll(() => keptPaths(page)).toContain("/offline");
  // the reader chose Japanese with the language switch on an earlier visit
  await page.evaluate(() => localStorage.setItem("pigeon.lang", "ja"));

  await gotoOffline(page, "/archive", "オフラインです");
  await expect(page).toHaveTitle("オフライン · Pigeon Post");
  await expect(page.locator("html")).toHaveAttribute("lang", "ja");
  await expect(page.getByRole("link", { name: "再試行" })).toHaveCSS("background-color", "rgb(53, 104, 38)");
  await expect(page.locator("main")).not.toContainText(/[A-Za-z]{3,}/);
  await page.setViewportSize({ width: 375, height: 740 });
  await page.screenshot({ path: screenshotPath("offline-page-ja-375") });

  // ?lang= on the address asked for wins over the kept choice, as on every page
  await page.goto("/import?lang=ar");
  await expect(page.getByRole("heading", { name: "أنت غير متصل بالشبكة" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("main")).not.toContainText(/[A-Za-z]{3,}/);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: screenshotPath("offline-page-ar-1280") });
  await expectNoViolations(page, "the offline page in Arabic");
  await page.context().setOffline(false);
});

test("under the worker, a page's own files go straight to the network (static routes); its navigation and the offline page's files go through it", async ({ page }) => {
  const game = await createGameByApi(page.request);
  await page.goto(`/g/${game.id}`);
  await controlledByServiceWorker(page);
  await expect.poll(() => keptPaths(page)).toContain("/offline");
  await page.goto(`/g/${game.id}`);
  await expect(page.locator("svg.board")).toBeVisible();
  const sources = await page.evaluate(() =>
    performance.getEntries().flatMap((entry) => {
      const matched = (entry as PerformanceResourceTiming & { workerMatchedSourceType?: string }).workerMatchedSourceType;
      return matched === undefined ? [] : [[new URL(entry.name).pathname, matched]];
    }),
  );
  expect(sources.filter(([path]) => path === `/g/${game.id}`)).toEqual([[`/g/${game.id}`, "fetch-event"]]);
  // the files the offline page shares with the app stay the worker's to answer (its copy, offline)
  const kept = await keptPaths(page);
  const files = sources.filter(([path]) => path.startsWith("/assets/") || path.startsWith("/api/"));
  expect(files.filter(([path]) => path.startsWith("/assets/") && !kept.includes(path)).length).toBeGreaterThan(3);
  expect(files.filter(([path, matched]) => matched !== (kept.includes(path) ? "fetch-event" : "network"))).toEqual([]);
});

/** The paths in the service worker's caches. */
async function keptPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
}

test("a service worker that could not keep the offline page still installs (push needs it), and keeps the page on the next load", async ({ page }) => {
  // The network fails for the offline page while the worker installs.
  await page.context().route("**/offline", (route) => route.abort("internetdisconnected"));
  await page.goto("/");
  await controlledByServiceWorker(page);
  expect(await keptPaths(page)).toEqual([]);
  await page.context().unroute("**/offline");
  await page.goto("/archive");
  await expect.poll(() => keptPaths(page)).toContain("/offline");
  await gotoOffline(page, "/import", "You are offline");
  await page.context().setOffline(false);
});

const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

/** A seat's notices panel as an iPhone shows it: Safari has no Web Push outside a home-screen app. */
async function iphoneNotices(browser: import("@playwright/test").Browser, url: string, standalone: boolean): Promise<string> {
  const context = await browser.newContext({ userAgent: IPHONE_SAFARI, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await context.addInitScript((installed: boolean) => {
    // Safari in a tab exposes no PushManager; a home-screen app says navigator.standalone.
    delete (window as { PushManager?: unknown }).PushManager;
    Object.defineProperty(Navigator.prototype, "standalone", { get: () => installed, configurable: true });
  }, standalone);
  const page = await context.newPage();
  await page.goto(url);
  await page.getByText("Your-turn notices").click();
  const notices = page.getByTestId("notices");
  await expect(notices.getByRole("heading", { name: "Webhook" })).toBeVisible();
  if (!standalone) await page.screenshot({ path: screenshotPath("iphone-notices"), fullPage: true });
  const text = (await notices.locator(".notice-kind").first().textContent()) ?? "";
  await context.close();
  return text;
}

test("on an iPhone in a browser tab, the notices panel says push needs the app on the home screen", async ({ browser, request }) => {
  const game = await createGameByApi(request);
  const seat = `/g/${game.id}#seat=${game.tokens.white}`;
  expect(await iphoneNotices(browser, seat, false)).toContain(
    "On iPhone and iPad, push notices reach only an installed app: Share → Add to Home Screen, then open the game from there.",
  );
  // Installed, yet without push (an iOS before 16.4): the plain reason, no advice to install.
  const installed = await iphoneNotices(browser, seat, true);
  expect(installed).toContain("This browser cannot receive push notifications; a webhook still works.");
  expect(installed).not.toContain("Add to Home Screen");
});
