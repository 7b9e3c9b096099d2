/**
 * What a seat page does for each move of a whole game: the golden game of each kind
 * (golden-games.ts) typed into the two seat pages of a local server, each in its own
 * browser context, and the main-thread work Chromium counts for each page over the game
 * (CDP Performance metrics: tasks, script, layouts, style recalculations).
 *
 *   npm run bench:page [-- ben39 the-pit ...]
 *
 * A page's work for a move is a phone's battery and a slow phone's wait, and it is most of
 * what the browser tests spend (docs/benchmarks.md). It should stay flat as a game grows
 * long: a page that replays or redraws the whole game for every move shows here as work a
 * ply growing with the game.
 */
import { chromium, type Browser, type CDPSession, type Page } from "playwright-core";
import { ensureWebBuilt, migrateLocal, start, waitFor } from "../../src/cli/local-server.ts";
import { CHROMIUM_ARGS } from "./chromium-flags.ts";
import { goldenGame, GOLDEN_GAMES, type GoldenVariant } from "./golden-games.ts";

const METRICS = ["TaskDuration", "ScriptDuration", "LayoutDuration", "RecalcStyleDuration", "LayoutCount"] as const;
type Metrics = Record<(typeof METRICS)[number], number>;

async function metricsOf(session: CDPSession): Promise<Metrics> {
  const { metrics } = await session.send("Performance.getMetrics");
  return Object.fromEntries(METRICS.map((name) => [name, metrics.find((m) => m.name === name)?.value ?? 0])) as Metrics;
}

async function seatPage(browser: Browser, url: string): Promise<{ page: Page; session: CDPSession }> {
  const context = await browser.newContext({ viewport: { width: 1200, height: 900 } });
  const page = await context.newPage();
  await page.goto(url);
  await page.locator("svg.board .cell").first().waitFor();
  const session = await context.newCDPSession(page);
  await session.send("Performance.enable");
  return { page, session };
}

async function playTyped(base: string, browser: Browser, variant: GoldenVariant): Promise<string> {
  const { plies, options } = goldenGame(variant);
  const created = await fetch(`${base}/api/games`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ variant, options, side: "white" }) });
  const game = (await created.json()) as { id: string; seats: Record<"white" | "black", { token: string }> };
  const seats = {
    white: await seatPage(browser, `${base}/g/${game.id}#seat=${game.seats.white.token}`),
    black: await seatPage(browser, `${base}/g/${game.id}#seat=${game.seats.black.token}`),
  };
  const before = { white: await metricsOf(seats.white.session), black: await metricsOf(seats.black.session) };
  const started = performance.now();
  for (const [i, ply] of plies.entries()) {
    const { page } = seats[ply.side];
    if (i > 0) await page.locator(".move-list .move").nth(i - 1).waitFor();
    await page.getByLabel("Type your move").fill(ply.move.text);
    await page.getByLabel("Type your move").press("Enter");
    if (ply.asks) {
      await page.getByTestId("king-question").waitFor();
      await page.keyboard.press("Enter");
    }
  }
  for (const side of ["white", "black"] as const) await seats[side].page.locator(".move-list .move").nth(plies.length - 1).waitFor();
  const wall = (performance.now() - started) / 1000;
  const rows: string[] = [];
  for (const side of ["white", "black"] as const) {
    const after = await metricsOf(seats[side].session);
    const spent = (name: (typeof METRICS)[number]) => after[name] - before[side][name];
    rows.push(
      `| ${variant} | ${side} | ${plies.length} | ${wall.toFixed(1)} | ${spent("TaskDuration").toFixed(2)} | ${spent("ScriptDuration").toFixed(2)} | ${spent("LayoutDuration").toFixed(2)} | ${spent("RecalcStyleDuration").toFixed(2)} | ${spent("LayoutCount")} | ${((spent("TaskDuration") * 1000) / plies.length).toFixed(0)} |`,
    );
    await seats[side].page.context().close();
  }
  return rows.join("\n");
}

async function main(): Promise<void> {
  const asked = process.argv.slice(2).filter((arg) => arg in GOLDEN_GAMES) as GoldenVariant[];
  const variants = asked.length ? asked : (Object.keys(GOLDEN_GAMES) as GoldenVariant[]);
  ensureWebBuilt();
  const server = start("page-work", ["--var", "RATE_LIMIT:off"], 42_000 + Math.floor(Math.random() * 5_000));
  migrateLocal(server);
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS });
  try {
    await waitFor(`${server.url}/api/variants`);
    console.log("Each golden game typed into both seat pages; each page's main-thread work over the game (seconds):\n");
    console.log("| game | page | plies | wall s | tasks | script | layout | style | layouts | tasks a ply ms |");
    console.log("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |");
    for (const variant of variants) console.log(await playTyped(server.url, browser, variant));
  } finally {
    await browser.close();
    server.process.kill("SIGTERM");
  }
}

await main();
