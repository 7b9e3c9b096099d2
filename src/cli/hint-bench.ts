/**
 * The hint's speed on a phone-class CPU (issue 34: within a second):
 *
 *   npm run bench:hint [-- --game the-pit] [-- --positions 3] [-- --rate 4]
 *
 * Starts the service (`wrangler dev`, the built pages: `npm run build:web` first, or it
 * builds them), opens headless Chromium (/usr/bin/chromium) with its CPU slowed `--rate`
 * times (CDP `Emulation.setCPUThrottlingRate`, 4: a mid-range phone), and for each game,
 * on the analysis board of midgame positions (30-50 plies into seeded random games),
 * times a click on Hint to the hint's words on the page: the Web Worker's start, its
 * search (level 3's budget, best-move.ts) and the page's answer. Wall time, as the player
 * waits it: the machine's load average is printed beside it, since a shared machine
 * slows the browser too. Median and slowest per game.
 */
import { chromium } from "playwright-core";
import { loadavg } from "node:os";
import { rmSync } from "node:fs";
import { ensureWebBuilt, start, waitFor } from "./local-server.ts";
import { makeRandom, randomPlayout } from "../engine/random-playout.ts";
import { listGames } from "../engine/registry.ts";
import type { AnyGame } from "../engine/types.ts";

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index < 0 ? undefined : process.argv[index + 1];
}

const ONLY = argument("--game");
const POSITIONS = Number(argument("--positions") ?? 3);
const RATE = Number(argument("--rate") ?? 4);

/** Position texts 30, 40 and 50 plies into seeded random games (the start where a game ends sooner). */
function midgames(game: AnyGame): string[] {
  const setup = game.setup();
  if (!setup.ok) throw new Error(setup.error.message);
  const texts: string[] = [];
  for (let i = 0; i < POSITIONS; i++) {
    const { states } = randomPlayout(game, setup.value, makeRandom(100 + i), { plies: 30 + 10 * i, avoidEnding: true });
    texts.push(game.makePosition(states[states.length - 1]));
  }
  return texts;
}

ensureWebBuilt();
const port = 40_000 + Math.floor(Math.random() * 10_000);
const server = start("hint", ["--var", "RATE_LIMIT:off"], port);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox", "--disable-gpu"] });
try {
  await waitFor(`${server.url}/`);
  console.log(`Hint on the analysis board, Chromium CPU slowed ${RATE}x, ${POSITIONS} midgame positions a game; load average ${loadavg()[0].toFixed(1)} at the start\n`);
  console.log("| game | ms to the hint (median) | ms (slowest) | each |");
  console.log("| --- | ---: | ---: | --- |");
  for (const game of listGames()) {
    if (ONLY && game.id !== ONLY) continue;
    const times: number[] = [];
    for (const from of midgames(game)) {
      // a fresh page each time: the first hint on a page starts its Web Worker, as a player's does
      const page = await browser.newPage({ viewport: { width: 375, height: 740 } });
      await page.goto(`${server.url}/analysis/${game.id}?from=${encodeURIComponent(from)}`);
      const hint = page.getByRole("button", { name: "Hint" });
      await hint.waitFor();
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: RATE });
      const t0 = Date.now();
      await hint.click();
      await page.waitForFunction(() => (document.querySelector('[data-testid="hint"]')?.textContent ?? "") !== "", undefined, { timeout: 120_000, polling: 10 });
      times.push(Date.now() - t0);
      await page.close();
    }
    const sorted = [...times].sort((a, b) => a - b);
    console.log(`| ${game.id} | ${sorted[Math.floor(sorted.length / 2)]} | ${sorted[sorted.length - 1]} | ${times.join(", ")} |`);
  }
  console.log(`\nload average ${loadavg()[0].toFixed(1)} at the end`);
} finally {
  await browser.close();
  server.process.kill("SIGTERM");
  rmSync(server.store, { recursive: true, force: true });
}
