// Pages that hold still (issue 20, item 13): nothing a newcomer is about to tap moves while
// the page loads. The Cumulative Layout Shift is measured as Lighthouse's mobile profile
// would see it: a slow network and a slow CPU (Chrome's own throttling), so that the page
// paints before the game arrives. Core Web Vitals call under 0.1 good.
import { expect, test, type Page } from "./fixtures.ts";
import { createGameByApi } from "./api-helpers.ts";
import { screenshotPath } from "./helpers.ts";
import { listGames } from "../../src/engine/registry.ts";

const SIZES = [
  { name: "phone", viewport: { width: 375, height: 740 }, isMobile: true },
  { name: "desktop", viewport: { width: 1280, height: 800 }, isMobile: false },
] as const;

/** Lighthouse's mobile throttling: 150 ms round trips, 1.6 Mbit/s down, a CPU four times slower. */
async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
}

/** Opens `url` and adds up the layout shifts from the first paint on (none follows input here). */
async function loadAndMeasure(page: Page, url: string, settled: () => Promise<void>): Promise<{ total: number; moved: string[] }> {
  await page.addInitScript(() => {
    const shifts: { value: number; nodes: string[] }[] = [];
    (window as unknown as { shifts: typeof shifts }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources: { node?: Node }[] }[]) {
        if (!entry.hadRecentInput) shifts.push({ value: entry.value, nodes: entry.sources.map((s) => (s.node as Element | undefined)?.className?.toString() ?? "?") });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto(url);
  await settled();
  // two frames, so that a shift the last change caused is reported
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const shifts = await page.evaluate(() => (window as unknown as { shifts: { value: number; nodes: string[] }[] }).shifts);
  return { total: shifts.reduce((sum, s) => sum + s.value, 0), moved: shifts.map((s) => `${s.value.toFixed(3)}: ${s.nodes.join(", ")}`) };
}

for (const size of SIZES) {
  test.describe(`on a ${size.name}`, () => {
    test.use({ viewport: size.viewport, isMobile: size.isMobile, hasTouch: size.isMobile });

    test(`the home page holds still while the games load (${size.name})`, async ({ page }) => {
      await throttle(page);
      const { total, moved } = await loadAndMeasure(page, "/", async () => {
        await expect(page.getByRole("button", { name: "Create game" })).toBeVisible({ timeout: 20_000 });
        await expect(page.locator(".my-games")).toBeVisible();
      });
      expect(total, moved.join("\n")).toBeLessThan(0.1);
      await page.screenshot({ path: screenshotPath(`cls-home-${size.name}`) });
    });

    for (const game of listGames()) {
      test(`${game.name}'s page holds still while the game arrives, watched and from a seat (${size.name})`, async ({ page, request }) => {
        const created = await createGameByApi(request, game.id);
        await throttle(page);
        for (const [who, url] of [["watch", `/g/${created.id}`], ["seat", `/g/${created.id}#seat=${created.tokens.white}`]] as const) {
          const { total, moved } = await loadAndMeasure(page, url, async () => {
            await expect(page.locator(".board-slot svg.board")).toBeVisible({ timeout: 20_000 });
            await expect(page.locator(".board-skeleton")).toHaveCount(0);
            await expect(page.locator(".game-page")).not.toHaveClass(/loading/);
            await expect(page.locator(".game-status")).toHaveText(who === "seat" ? "Your turn" : `${game.sideNames.white} to move`);
          });
          expect(total, `${who}: ${moved.join("\n")}`).toBeLessThan(0.1);
          await page.screenshot({ path: screenshotPath(`cls-${game.id}-${who}-${size.name}`) });
        }
      });
    }
  });
}
