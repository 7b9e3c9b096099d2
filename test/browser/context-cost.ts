/**
 * What a new browser context costs Chromium, with the browser tests' flags and without
 * the parts of them that turn off the address bar's WebUI and the spare renderer
 * (chromium-flags.ts): opens ten contexts with a page each, each way in turn, round after
 * round, and prints the CPU seconds Chromium's processes spent (their own /proc times,
 * children reaped included) and how many renderer processes they started.
 *
 *   node test/browser/context-cost.ts [rounds]
 */
import { readdirSync, readFileSync } from "node:fs";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, PLAYWRIGHT_DISABLED_FEATURES, TOP_CHROME_WEBUI_FEATURES } from "./chromium-flags.ts";

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

/** The renderer processes running now (every Chromium on the machine: run this alone). */
function renderers(): number[] {
  return readdirSync("/proc").filter((pid) => {
    try {
      return /^\d+$/.test(pid) && readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("--type=renderer");
    } catch {
      return false; // ended between the listing and the read
    }
  }).map(Number);
}

async function tenContexts(args: string[]): Promise<{ cpu: number; renderers: number }> {
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args });
  await new Promise((done) => setTimeout(done, 1000));
  const before = descendantsCpu();
  const old = new Set(renderers());
  const started = new Set<number>();
  // a spare renderer may start and end between two contexts: looked for every 20 ms
  const watch = setInterval(() => renderers().forEach((pid) => old.has(pid) || started.add(pid)), 20);
  for (let i = 0; i < 10; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.setContent("<h1>A page</h1>");
  }
  await new Promise((done) => setTimeout(done, 2000));
  clearInterval(watch);
  const spent = descendantsCpu() - before;
  await browser.close();
  return { cpu: spent, renderers: started.size };
}

/** The tests' flags with only `features` in their --disable-features. */
const disabling = (features: readonly string[]): string[] => CHROMIUM_ARGS.map((arg) => (arg.startsWith("--disable-features=") ? `--disable-features=${features.join(",")}` : arg));
const WAYS = {
  "Playwright's features only": disabling(PLAYWRIGHT_DISABLED_FEATURES),
  "and the WebUI": disabling([...PLAYWRIGHT_DISABLED_FEATURES, ...TOP_CHROME_WEBUI_FEATURES]),
  "and the spare renderer (the tests' flags)": CHROMIUM_ARGS,
};
const rounds = Number(process.argv[2] ?? 2);
for (let round = 1; round <= rounds; round++) {
  for (const [way, args] of Object.entries(WAYS)) {
    const { cpu, renderers } = await tenContexts(args);
    console.log(`round ${round}, ten contexts, ${way} off: Chromium ${cpu.toFixed(2)} CPU s, ${renderers} renderers started`);
  }
}
