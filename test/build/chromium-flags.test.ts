// The browser tests' Chromium flags keep every feature Playwright itself disables
// (test/browser/chromium-flags.ts says why they must repeat them).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { CHROMIUM_ARGS, PLAYWRIGHT_DISABLED_FEATURES, SPARE_RENDERER_FEATURES, TOP_CHROME_WEBUI_FEATURES } from "../browser/chromium-flags.ts";

/** The `disabledFeatures` list of the installed playwright-core, read from its bundle. */
function playwrightDisabledFeatures(): string[] {
  // the package exports no path to it: found beside its package.json, which it does export
  const root = dirname(createRequire(import.meta.url).resolve("playwright-core/package.json"));
  const bundle = readFileSync(join(root, "lib", "coreBundle.js"), "utf8");
  const list = /disabledFeatures = \[([\s\S]*?)\]\.filter/.exec(bundle);
  if (!list) throw new Error("playwright-core's disabledFeatures list was not found: read chromiumSwitches in its bundle and update chromium-flags.ts");
  return [...list[1].replace(/\/\/.*$/gm, "").matchAll(/"([A-Za-z]+)"/g)].map((m) => m[1]);
}

describe("the browser tests' Chromium flags", () => {
  it("disable every feature the installed Playwright disables, since only the last --disable-features counts", () => {
    const installed = playwrightDisabledFeatures();
    expect(installed.length).toBeGreaterThan(5);
    expect([...PLAYWRIGHT_DISABLED_FEATURES].sort()).toEqual([...installed].sort());
  });

  it("pass one --disable-features, with Playwright's list, the address bar's WebUI and the spare renderer in it", () => {
    const switches = CHROMIUM_ARGS.filter((arg) => arg.startsWith("--disable-features="));
    expect(switches).toHaveLength(1);
    const features = switches[0].slice("--disable-features=".length).split(",");
    for (const feature of [...PLAYWRIGHT_DISABLED_FEATURES, ...TOP_CHROME_WEBUI_FEATURES, ...SPARE_RENDERER_FEATURES]) expect(features).toContain(feature);
  });
});
