// Every page type in every language (issue 31, item 6): on a 375 px phone, each page loads
// in the language its ?lang= names, with <html lang dir> set, a heading or board drawn,
// nothing wider than the screen and no text cut off, and axe finds nothing. The pseudo-
// locale (English 40% longer, accented) runs with them, so a label that only fits in
// English is seen here first. One test a language: both workers share them.
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

for (const [index, { code, dir }] of LANGUAGES.entries()) {
  test(`${code}: every page type loads in ${code}, fits a 375 px phone, and axe finds nothing`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const variant = GAMES[index % GAMES.length];
    const game = await createGameByApi(request, variant);
    const finished = await createGameByApi(request, "the-pit");
    await playByApi(request, finished, ["e2-e3"]);
    const league = await createLeagueByApi(request, ["Ann", "Ben", "Cat"], { start: true });
    const pages: [string, string][] = [
      ["/", "home"],
      ["/archive", "archive"],
      ["/import", "import"],
      ["/verify", "verify"],
      ["/rules", "rules index"],
      [`/rules/${variant}`, "rules"],
      [`/analysis/${variant}`, "analysis"],
      [`/g/${game.id}`, "watch"],
      [`/g/${finished.id}`, "a game with a move"],
      [`/l/${league.id}`, "league"],
      [`/embed/${finished.id}`, "embed"],
      [`/embed/league/${league.id}`, "league embed"],
    ];
    const problems: string[] = [];
    for (const [path, what] of pages) {
      const separator = path.includes("?") ? "&" : "?";
      await page.goto(`${path}${separator}lang=${code}`);
      await expect(page.locator("html"), `${what} in ${code}`).toHaveAttribute("lang", code);
      await expect(page.locator("html")).toHaveAttribute("dir", dir);
      await expect(page.locator("h1:visible, svg.board, table").first(), `${what} drawn`).toBeVisible();
      for (const found of await overflow(page)) problems.push(`${what}: ${found}`);
      const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
      for (const v of results.violations) problems.push(`${what}: axe ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).slice(0, 2).join("; ")}`);
    }
    // the seat page last: it keeps a socket open
    await page.goto(`/g/${game.id}?lang=${code}#seat=${game.tokens.white}`);
    await expect(page.locator("svg.board")).toBeVisible();
    for (const found of await overflow(page)) problems.push(`seat: ${found}`);
    const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
    for (const v of results.violations) problems.push(`seat: axe ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).slice(0, 2).join("; ")}`);
    expect(problems).toEqual([]);
  });
}
