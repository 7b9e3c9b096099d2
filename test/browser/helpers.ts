/** Shared steps for the browser tests: creating a game on the home page, clicking cells, screenshots. */
import AxeBuilder from "@axe-core/playwright";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { expect, type Browser, type Locator, type Page } from "@playwright/test";

export interface GameLinks {
  readonly yours: string;
  readonly opponent: string;
  readonly watch: string;
}

/** Where screenshots go, for people to look at (test-results/ is ignored by git). */
export function screenshotPath(name: string): string {
  return `test-results/screenshots/${name}.png`;
}

/** Creates a game on the home page and reads the three links it shows. */
export async function createGameOnHome(
  page: Page,
  options: { game: string; side: "White" | "Black" | "Random"; you?: string; opponent?: string; timeControl?: string; screenshots?: boolean },
): Promise<GameLinks> {
  await page.goto("/");
  await page.getByRole("radiogroup", { name: "Game" }).getByText(options.game, { exact: true }).click();
  await page.getByRole("radiogroup", { name: "Your side" }).getByText(options.side, { exact: true }).click();
  if (options.you) await page.getByLabel("Your name (optional)").fill(options.you);
  if (options.opponent) await page.getByLabel("Opponent's name (optional)").fill(options.opponent);
  if (options.timeControl) {
    await page.getByRole("radiogroup", { name: "Time control" }).getByText("Days per move", { exact: true }).click();
    await page.getByLabel("Time for each move").selectOption({ label: options.timeControl });
  }
  if (options.screenshots) await page.screenshot({ path: screenshotPath("01-home"), fullPage: true });
  await page.getByRole("button", { name: "Create game" }).click();
  await expect(page.getByText("Your seat — keep this link (it is your key to the game)")).toBeVisible();
  await expect(page.getByText("Opponent's seat — send this to your friend")).toBeVisible();
  await expect(page.getByText("Watch link — for anyone")).toBeVisible();
  if (options.screenshots) await page.screenshot({ path: screenshotPath("02-created-links"), fullPage: true });
  return {
    yours: await page.getByTestId("seat-link-yours").inputValue(),
    opponent: await page.getByTestId("seat-link-opponent").inputValue(),
    watch: await page.getByTestId("watch-link").inputValue(),
  };
}

/** A page in a browser context of its own (its own localStorage, like another person's browser). */
/**
 * Opens `url` in a fresh context. `routes: true` for a test that answers the page's requests
 * itself (page.route): the app's service worker is blocked there, because once it controls the
 * page (it claims it as soon as it is installed, a race with the test's clicks) Chromium sends
 * the page's requests past Playwright's routes, and the test's answer never comes.
 */
export async function openInNewContext(browser: Browser, url: string, viewport = { width: 1200, height: 900 }, options: { routes?: boolean } = {}): Promise<Page> {
  const context = await browser.newContext({ viewport, ...(options.routes ? { serviceWorkers: "block" as const } : {}) });
  const page = await context.newPage();
  await page.goto(url);
  await expect(page.locator("svg.board .cell").first()).toBeVisible();
  return page;
}

/** White's seat page of `game` in `lang` (`?lang=`), once the game and the seat are known: the pages of the language tests. */
export async function whiteSeatIn(
  browser: Browser,
  game: { readonly id: string; readonly tokens: { readonly white: string } },
  lang: string,
  viewport = { width: 1280, height: 800 },
  options: { readonly timezoneId?: string } = {},
): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: "en-GB", ...options });
  const page = await context.newPage();
  await page.goto(`/g/${game.id}?lang=${lang}#seat=${game.tokens.white}`);
  await expect(page.locator(".game-page")).not.toHaveClass(/loading/);
  await expect(page.locator(".seat-info")).not.toBeEmpty();
  return page;
}

/** The board's clickable thing with this id (a cell or an area item). */
export function cell(page: Page, id: string): Locator {
  return page.locator(`.board-wrap [data-id="${id}"]`).first();
}

/** Plays one move by clicking its path, after waiting for this side's turn. */
export async function playByClicks(page: Page, ...path: string[]): Promise<void> {
  await expect(page.locator(".game-status")).toHaveText("Your turn");
  for (const id of path) await cell(page, id).click();
}

/** The WCAG levels and best practices every page is held to. */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

/**
 * axe on `page`, asked for its violations alone. By default it also reports every rule that
 * passed or did not apply, with the HTML of each node it looked at (1 MB of JSON from a
 * Ben39 seat page, 55 KB this way), which Playwright's worker process then parses: about
 * half a CPU second an axe run, across a suite that runs axe some 150 times (issue 34,
 * item 6). The violations are reported in full either way.
 */
export function axeOn(page: Page): AxeBuilder {
  const builder = new AxeBuilder({ page }).options({ resultTypes: ["violations"] });
  // A page without frames is checked by one axe.run in the page ("legacy mode"). The default
  // mode runs axe in every frame, ships each frame's whole partial result (every node of
  // every rule, whatever resultTypes says) to Playwright's worker, and finishes in a blank
  // page it opens for the purpose: 1.3-1.7 s of wall time against 0.4 s on a Ben39 seat
  // page, 5.5 s against 1.0 s on Ben39's rules page, the same rules passed and the same
  // violations (docs/benchmarks.md). With no frame there is nothing for it to gather, so
  // that mode is kept for the pages that hold frames (the embeds on other sites' pages),
  // where legacy mode would skip a frame from another origin.
  return page.frames().length === 1 ? builder.setLegacyMode(true) : builder;
}

/** Fails with axe's findings on `page` (`what` names the view), if it has any. */
export async function expectNoViolations(page: Page, what: string): Promise<void> {
  const results = await axeOn(page).withTags(AXE_TAGS).analyze();
  const found = results.violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join("; ")}`);
  expect(found, `axe on ${what}`).toEqual([]);
}

/** A page server on another origin (a blog, a forum) for the viewer's and the embed's tests: `site` is its origin. */
export interface OtherSite {
  readonly site: string;
  close(): Promise<void>;
}

/** Serves `handle` on a free local port, as another site than the one under test. */
export async function startOtherSite(handle: (req: IncomingMessage, res: ServerResponse) => void): Promise<OtherSite> {
  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  return { site: `http://127.0.0.1:${address.port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/**
 * The words shown in `scope` (visible text and the labels people read in attributes), with
 * every bracketed pseudo-locale string taken out: what is left must be names, moves,
 * numbers and the game's own words (`allowed`), which the game defines. Text inside `skip`
 * is not read (boards, and whatever else a page shows of the game's own).
 */
export async function unbracketedWords(page: Page, scope: string, allowed: readonly string[], skip = "svg"): Promise<string[]> {
  return page.locator(scope).evaluate(
    (root, { allowed, skip }) => {
      // every panel open, so that its words are seen; the piece legend is the game's own words
      for (const details of root.querySelectorAll<HTMLDetailsElement>("details:not(.legend)")) details.open = true;
      const texts: string[] = [];
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement!;
        if (parent.closest(skip) || !parent.checkVisibility()) continue;
        texts.push(node.textContent ?? "");
      }
      for (const element of root.querySelectorAll<HTMLElement>("[aria-label], [title], [placeholder]")) {
        if (element.closest("svg") || !element.checkVisibility()) continue;
        for (const name of ["aria-label", "title", "placeholder"]) {
          const value = element.getAttribute(name);
          if (value && !value.startsWith("http")) texts.push(value);
        }
      }
      const left: string[] = [];
      for (const text of texts) {
        let rest = text;
        // innermost brackets first: a bracketed message may hold a bracketed placeholder
        for (let before = ""; before !== rest; ) [before, rest] = [rest, rest.replace(/\[[^[\]]*\]/g, " ")];
        for (const word of allowed) rest = rest.split(word).join(" ");
        // moves ("Hh10-i8", "e2-e3") and file formats are notation, not words
        rest = rest.replace(/\b[A-Za-z]*[a-z]\d+(?:-[a-z]\d+)?\b/g, " ").replace(/\b(?:PNG|SVG|GIF)\b/g, " ");
        if (/[A-Za-z]{2,}/.test(rest)) left.push(text.trim());
      }
      return left;
    },
    { allowed, skip },
  );
}
