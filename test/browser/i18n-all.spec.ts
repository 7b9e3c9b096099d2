// Every page type in every language (issue 31, item 6): on a 375 px phone, each page loads
// in the language its ?lang= names, with <html lang dir> set, a heading or board drawn,
// nothing wider than the screen and no text cut off, and axe finds nothing a language
// could cause (every rule in English). The pseudo-locale (English 40% longer, accented)
// runs with them, so a label that only fits in English is seen here first. Two tests a
// language: both workers share them.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./fixtures.ts";
import { createGameByApi, createLeagueByApi, playByApi } from "./api-helpers.ts";
import { LOCALES } from "../../src/i18n/locales.ts";
import { listGames } from "../../src/engine/registry.ts";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];
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
  const axe = new AxeBuilder({ page });
  const results = await (code === "en" ? axe.withTags(TAGS) : axe.withRules(LANGUAGE_RULES)).analyze();
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

// Two tests a language, the pages without games and the pages of a game and a league, so
// that the two workers share them out in pieces of a few seconds.
for (const [index, { code, dir }] of LANGUAGES.entries()) {
  test(`${code}: home, archive, import, verify, rules and analysis load in ${code}, fit a 375 px phone, axe clean`, async ({ page }) => {
    const variant = GAMES[index % GAMES.length];
    const pages = [["/", "home"], ["/archive", "archive"], ["/import", "import"], ["/verify", "verify"], ["/rules", "rules index"], [`/rules/${variant}`, "rules"], [`/analysis/${variant}`, "analysis"]] as const;
    expect(await walk(page, code, dir, pages)).toEqual([]);
  });

  test(`${code}: a game's seat and watch pages, a league and both embeds load in ${code}, fit a 375 px phone, axe clean`, async ({ page, request }) => {
    const game = await createGameByApi(request, GAMES[index % GAMES.length]);
    const played = await createGameByApi(request, "the-pit");
    await playByApi(request, played, ["e2-e3"]);
    const league = await createLeagueByApi(request, ["Ann", "Ben", "Cat"], { start: true });
    const pages = [
      [`/g/${game.id}`, "watch"],
      [`/g/${played.id}`, "a game with a move"],
      [`/l/${league.id}`, "league"],
      [`/embed/${played.id}`, "embed"],
      [`/embed/league/${league.id}`, "league embed"],
      // the seat page last: it keeps a socket open
      [`/g/${game.id}#seat=${game.tokens.white}`, "seat"],
    ] as const;
    expect(await walk(page, code, dir, pages)).toEqual([]);
  });
}
