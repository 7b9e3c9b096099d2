// Every page type in every language (issue 31, item 6): on a 375 px phone, each page loads
// in the language its ?lang= names, with <html lang dir> set, a heading or board drawn,
// nothing wider than the screen and no text cut off, and axe finds nothing a language
// could cause (every rule in English).
//
// Not every page in every language (issue 34, item 6: 13 pages x 13 languages took nearly a
// fifth of the browser suite's time). What a language changes on a page is its length,
// its direction and its words; the build's `npm run i18n:check` already holds every
// catalog complete and consistent. So three languages walk every page: the pseudo-locale
// (English 40% longer and accented: a label that only fits in English is seen there
// first), Arabic (the one right-to-left language) and English (every axe rule at phone
// size). The other ten each walk a share of the pages in rotation, so that every page
// is still seen in three of them and every one of them still loads, fits and is axe clean
// on pages of its own: a long German word, a Russian one, Chinese or Japanese without spaces.
import type { APIRequestContext } from "@playwright/test";
import { expect, test, type Page } from "./fixtures.ts";
import { AXE_TAGS, axeOn } from "./helpers.ts";
import { createGameByApi, createLeagueByApi, playByApi } from "./api-helpers.ts";
import { LOCALES } from "../../src/i18n/locales.ts";
import { listGames } from "../../src/engine/registry.ts";

const LANGUAGES = [...LOCALES.map((l) => ({ code: l.code as string, dir: l.dir as string })), { code: "en-XA", dir: "ltr" }];
const GAMES = listGames().map((g) => g.id);

test.use({ viewport: { width: 375, height: 740 } });

/** Horizontal overflow of the page, and elements whose text is cut off by their own box. */
async function overflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth + 1) found.push(`page is ${document.documentElement.scrollWidth}px wide`);
    for (const el of document.querySelectorAll<HTMLElement>("body *")) {
      // drawn boards, hidden elements and the visually hidden (1 px boxes for screen readers) aside
      if (el.closest("svg") || el.offsetParent === null || el.clientWidth <= 1) continue;
      const style = getComputedStyle(el);
      const clips = ["hidden", "clip"].includes(style.overflowX) || style.textOverflow === "ellipsis";
      if (clips && el.scrollWidth > el.clientWidth + 1 && (el.textContent ?? "").trim() !== "") found.push(`${el.tagName.toLowerCase()}.${el.className}: "${(el.textContent ?? "").trim().slice(0, 40)}" cut off`);
    }
    return found;
  });
}

/**
 * What a language can change in axe's eyes: the page's language, names that must contain
 * the visible words (a label translated apart from its button), controls and links left
 * without a name, titles. English runs every rule (so does accessibility.spec.ts, at two
 * sizes); the other languages run these, which keeps the 26 walks to a few minutes.
 */
const LANGUAGE_RULES = [
  "html-has-lang", "html-lang-valid", "valid-lang", "document-title", "frame-title", "label-content-name-mismatch",
  "button-name", "link-name", "input-button-name", "label", "select-name", "aria-input-field-name", "aria-toggle-field-name",
  "aria-command-name", "aria-dialog-name", "image-alt", "svg-img-alt", "role-img-alt", "empty-heading", "empty-table-header",
];

/** The axe violations of the page shown, as lines. */
async function axeFindings(page: Page, what: string): Promise<string[]> {
  const code = await page.locator("html").getAttribute("lang");
  const axe = axeOn(page);
  const results = await (code === "en" ? axe.withTags(AXE_TAGS) : axe.withRules(LANGUAGE_RULES)).analyze();
  return results.violations.map((v) => `${what}: axe ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).slice(0, 2).join("; ")}`);
}

/** Opens each page in `code`, checks its language and direction, and gathers what does not fit and what axe finds. */
async function walk(page: Page, code: string, dir: string, pages: readonly (readonly [string, string])[]): Promise<string[]> {
  const problems: string[] = [];
  for (const [path, what] of pages) {
    const [route, fragment] = path.split("#");
    await page.goto(`${route}${route.includes("?") ? "&" : "?"}lang=${code}${fragment ? `#${fragment}` : ""}`);
    await expect(page.locator("html"), `${what} in ${code}`).toHaveAttribute("lang", code);
    await expect(page.locator("html")).toHaveAttribute("dir", dir);
    await expect(page.locator("h1:visible, svg.board, table").first(), `${what} drawn`).toBeVisible();
    for (const found of await overflow(page)) problems.push(`${what}: ${found}`);
    problems.push(...(await axeFindings(page, what)));
  }
  return problems;
}

/** The pages without a game: the same set in every language but for which game's rules and analysis. */
function sitePages(variant: string): [string, string][] {
  return [["/", "home"], ["/archive", "archive"], ["/import", "import"], ["/verify", "verify"], ["/rules", "rules index"], [`/rules/${variant}`, "rules"], [`/analysis/${variant}`, "analysis"]];
}

/** The pages of a game and a league, made for the walk (a game with no move, one with a move, a league started). */
async function gamePages(request: APIRequestContext, variant: string): Promise<[string, string][]> {
  const game = await createGameByApi(request, variant);
  const played = await createGameByApi(request, "the-pit");
  await playByApi(request, played, ["e2-e3"]);
  const league = await createLeagueByApi(request, ["Ann", "Ben", "Cat"], { start: true });
  return [
    [`/g/${game.id}`, "watch"],
    [`/g/${played.id}`, "a game with a move"],
    [`/l/${league.id}`, "league"],
    [`/embed/${played.id}`, "embed"],
    [`/embed/league/${league.id}`, "league embed"],
    // the seat page last: it keeps a socket open
    [`/g/${game.id}#seat=${game.tokens.white}`, "seat"],
  ];
}

const SITE_PAGE_COUNT = 7;
const PAGE_COUNT = SITE_PAGE_COUNT + 6;
/** Languages that walk every page: the pseudo-locale (longest), the right-to-left one, and English (every axe rule). */
const EVERY_PAGE = new Set(["en-XA", "en", ...LANGUAGES.filter((l) => l.dir === "rtl").map((l) => l.code)]);
const ROTATED = LANGUAGES.filter((l) => !EVERY_PAGE.has(l.code));
/** How many of the rotated languages see each page. */
const SEEN_IN = 3;

/**
 * The pages (by index, site pages first, the seat page last) the `slot`-th rotated
 * language walks: the page list repeated SEEN_IN times and dealt out to the languages
 * in turn, so each page goes to SEEN_IN different languages (a stride coprime with the
 * page count never deals one language the same page twice).
 */
function rotation(slot: number, languages: number, pages: number, seenIn: number): number[] {
  const dealt: number[] = [];
  for (let k = slot; k < pages * seenIn; k += languages) dealt.push(k % pages);
  return dealt.sort((a, b) => a - b);
}

// Each test makes its own games and league: the browser workers share them out (Playwright
// otherwise runs a file's tests in order in one worker; this file was the suite's longest).
test.describe.configure({ mode: "parallel" });

for (const [index, { code, dir }] of LANGUAGES.entries()) {
  const variant = GAMES[index % GAMES.length];
  if (EVERY_PAGE.has(code)) {
    // two tests, so that the workers share them out in pieces of a few seconds; six or seven
    // pages with axe each (every rule in English: 38-45 s on the shared machine at load 17,
    // past 60 s at load 25-35), so twice the default budget
    test(`${code}: home, archive, import, verify, rules and analysis load in ${code}, fit a 375 px phone, axe clean`, async ({ page }) => {
      test.setTimeout(120_000);
      expect(await walk(page, code, dir, sitePages(variant))).toEqual([]);
    });
    test(`${code}: a game's seat and watch pages, a league and both embeds load in ${code}, fit a 375 px phone, axe clean`, async ({ page, request }) => {
      test.setTimeout(120_000);
      expect(await walk(page, code, dir, await gamePages(request, variant))).toEqual([]);
    });
    continue;
  }
  const share = rotation(ROTATED.findIndex((l) => l.code === code), ROTATED.length, PAGE_COUNT, SEEN_IN);
  test(`${code}: its share of the pages (${share.join(", ")} of ${PAGE_COUNT}) load in ${code}, fit a 375 px phone, axe clean`, async ({ page, request }) => {
    const needsGames = share.some((k) => k >= SITE_PAGE_COUNT);
    const all = [...sitePages(variant), ...(needsGames ? await gamePages(request, variant) : [])];
    expect(await walk(page, code, dir, share.map((k) => all[k]))).toEqual([]);
  });
}

test("the rotation shows every page in three of the rotated languages, none twice to one", () => {
  const seen = new Array<number>(PAGE_COUNT).fill(0);
  for (let slot = 0; slot < ROTATED.length; slot++) {
    const share = rotation(slot, ROTATED.length, PAGE_COUNT, SEEN_IN);
    expect(new Set(share).size, `slot ${slot}`).toBe(share.length);
    for (const k of share) seen[k]++;
  }
  expect(seen).toEqual(new Array<number>(PAGE_COUNT).fill(SEEN_IN));
});
