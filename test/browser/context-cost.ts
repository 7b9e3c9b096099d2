/**
 * What a new browser context costs Chromium, with the browser tests' flags and without the
 * part of them that turns the address bar's WebUI off (chromium-flags.ts): opens ten
 * contexts with a page each, both ways, A B A B, and prints the CPU seconds Chromium's
 * processes spent (their own /proc times, children reaped included).
 *
 *   node test/browser/context-cost.ts [rounds]
 */
import { readdirSync, readFileSync } from "node:fs";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, PLAYWRIGHT_DISABLED_FEATURES } from "./chromium-flags.ts";

/** CPU seconds of this process's descendants (the browser and its helpers), children reaped included. */
function descendantsCpu(): number {
  const parent = new Map<number, number>();
  const ticks = new Map<number, number>();
  for (const pid of readdirSync("/proc")) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
      parent.set(Number(pid), Number(fields[1]));
      ticks.set(Number(pid), Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]));
    } catch {
      // a process that ended between the listing and the read
    }
  }
  const isMine = (pid: number): boolean => {
    for (let at = parent.get(pid); at !== undefined && at > 1; at = parent.get(at)) if (at === process.pid) return true;
    return false;
  };
  let total = 0;
  for (const [pid, spent] of ticks) if (isMine(pid)) total += spent;
  return total / 100;
}

async function tenContexts(args: string[]): Promise<number> {
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args });
  await new Promise((done) => setTimeout(done, 1000));
  const before = descendantsCpu();
  for (let i = 0; i < 10; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.setContent("<h1>A page</h1>");
  }
  await new Promise((done) => setTimeout(done, 2000));
  const spent = descendantsCpu() - before;
  await browser.close();
  return spent;
}

const withWebUi = CHROMIUM_ARGS.map((arg) => (arg.startsWith("--disable-features=") ? `--disable-features=${PLAYWRIGHT_DISABLED_FEATURES.join(",")}` : arg));
const rounds = Number(process.argv[2] ?? 2);
for (let round = 1; round <= rounds; round++) {
  console.log(`round ${round}: ten contexts, Chromium CPU s: with the WebUI ${(await tenContexts(withWebUi)).toFixed(2)}, without ${(await tenContexts(CHROMIUM_ARGS)).toFixed(2)}`);
}
