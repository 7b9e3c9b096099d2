/**
 * The command line the browser tests start Debian's Chromium with (playwright.config.ts).
 *
 * Chromium 15x in its new headless mode is the whole browser: every window Playwright
 * opens (one per browser context, so one or more per test) also starts the WebUI pages of
 * the address bar's popup (chrome://omnibox-popup.top-chrome/, in renderers of their own),
 * which no test can see. They cost about a CPU second a context on this machine kind
 * (`node test/browser/context-cost.ts`: ten contexts 11.9-12.5 CPU s of Chromium with
 * them, 2.7-2.9 without), across a suite that opens several hundred contexts (issue 34,
 * item 6: docs/benchmarks.md).
 *
 * Chromium keeps only the last `--disable-features` it is given, and Playwright puts the
 * caller's arguments after its own, so this list must carry Playwright's own disabled
 * features too (chromiumSwitches.ts in playwright-core): test/build/chromium-flags.test.ts
 * fails when the installed Playwright disables one that is missing here.
 */

/** The features Playwright disables (playwright-core 1.6x, chromiumSwitches.ts `disabledFeatures`). */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
  "msForceBrowserSignIn",
  "msEdgeUpdateLaunchServicesPreferredVersion",
] as const;

/** The address bar popup's WebUI, and the preloading of top-chrome WebUI pages for new windows. */
export const TOP_CHROME_WEBUI_FEATURES = ["WebUIOmniboxPopup", "WebUIOmniboxAimPopup", "WebUIOmniboxFullPopup", "PreloadTopChromeWebUI"] as const;

/**
 * The spare renderer: Chromium starts a renderer process ahead of the next navigation,
 * which only a page of the same browser context may take. Every test opens contexts of its
 * own, so nearly every spare was started for nothing: ten contexts started 16-19 renderers
 * with it and 9-10 without. It changes when a renderer starts, not what a page does.
 */
export const SPARE_RENDERER_FEATURES = ["SpareRendererForSitePerProcess"] as const;

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...TOP_CHROME_WEBUI_FEATURES, ...SPARE_RENDERER_FEATURES].join(",")}`,
];
