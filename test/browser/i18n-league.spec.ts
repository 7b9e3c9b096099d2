// The league page, the embeds and the page viewer in the reader's language (issue 31,
// item 2): Russian counts players by its own plural rules, the embed follows the
// blogger's ?lang=, two <pigeon-viewer>s of different languages share one page, and in
// the pseudo-locale every word of the league page is a translated (bracketed) one.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createGameByApi, createLeagueByApi, playByApi } from "./api-helpers.ts";
import { expect, test, type Page } from "./fixtures.ts";
import { expectNoViolations, screenshotPath } from "./helpers.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const NAMES = ["Ann", "Ben", "Cat", "Dan", "Eve"];

test("the league page in ?lang=ru counts 1, 2 and 5 players with Russian's plural forms", async ({ page }) => {
  const expected = new Map([
    [1, "(1 игрок)"],
    [2, "(2 игрока)"],
    [5, "(5 игроков)"],
  ]);
  for (const [count, words] of expected) {
    const league = await createLeagueByApi(page.request, NAMES.slice(0, count), { name: `Клуб ${count}` });
    await page.goto(`/l/${league.id}?lang=ru`);
    await expect(page.locator("html")).toHaveAttribute("lang", "ru");
    await expect(page.getByRole("heading", { name: "Турнирная таблица" })).toBeVisible();
    await expect(page.locator(".crosstable caption")).toHaveText(new RegExp(`${words.replace(/[()]/g, "\\$&")}$`));
    await expect(page.getByTestId("league-status")).toHaveText("Открыта для игроков");
  }
  // and rounds: a Swiss of three
  const swiss = await createLeagueByApi(page.request, ["Ann", "Ben", "Cat"], { format: "swiss", start: true });
  await page.goto(`/l/${swiss.id}?lang=ru`);
  await expect(page.locator(".league-facts")).toContainText("Швейцарская система, 3 тура");
  await expect(page.getByRole("heading", { name: "Тур 1" })).toBeVisible();
});

test("the game and league embeds take the blogger's ?lang=ja", async ({ page }) => {
  const game = await createGameByApi(page.request);
  await playByApi(page.request, game, ["e2-e3"]);
  await page.goto(`/embed/${game.id}?lang=ja`);
  await expect(page.locator("html")).toHaveAttribute("lang", "ja");
  await expect(page.getByRole("link", { name: "Pigeon Post で開く" })).toBeVisible();
  await expect(page.locator(".embed-status")).toHaveText(/の手番$/);
  await expect(page.locator(".embed-players")).toContainText("対");
  await expectNoViolations(page, "the game embed in Japanese");

  const league = await createLeagueByApi(page.request, ["Ann", "Ben", "Cat"], { start: true, name: "火曜クラブ" });
  await page.goto(`/embed/league/${league.id}?lang=ja`);
  await expect(page.getByRole("heading", { name: "火曜クラブ" })).toBeVisible();
  await expect(page.locator(".embed-status")).toContainText("総当たり");
  await expect(page.locator(".embed-status")).toContainText("進行中");
  await expect(page.locator(".crosstable caption")).toContainText("（3 人）");
  await expect(page.getByRole("link", { name: "Pigeon Post で開く ↗" })).toBeVisible();
  await expectNoViolations(page, "the league embed in Japanese");
});

test("two viewers on one page, lang=es and lang=tr, each speak their own language", async ({ page, baseURL }) => {
  const record = readFileSync(join(root, "test/fixtures/annotated/the-pit.pgn"), "utf8");
  // a blog's page on the site's origin, in English, holding a Spanish and a Turkish viewer
  await page.route(`${baseURL}/blog/two-languages.html`, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Two languages</title><script type="module" src="/viewer.js"></script></head><body><main><h1>Two languages</h1><pigeon-viewer id="es" lang="es">\n${record}\n</pigeon-viewer><div lang="tr"><pigeon-viewer id="tr">\n${record}\n</pigeon-viewer></div><pigeon-viewer id="en">\n${record}\n</pigeon-viewer><pigeon-viewer id="ar" lang="ar">\n${record}\n</pigeon-viewer></main></body></html>`,
    }),
  );
  await page.goto("/blog/two-languages.html");
  const es = page.locator("#es");
  const tr = page.locator("#tr");
  const en = page.locator("#en");
  await expect(es.locator(".pv-where")).toHaveText("Posición inicial");
  // the Turkish one has no lang of its own: its nearest ancestor's decides
  await expect(tr.locator(".pv-where")).toHaveText("Başlangıç konumu");
  await expect(en.locator(".pv-where")).toHaveText("Start position");
  await expect(es.getByRole("region", { name: /^Visor de partidas: Ann contra Bo, The Pit$/ })).toBeVisible();
  await expect(tr.getByRole("region", { name: /^Oyun görüntüleyici: Ann - Bo, The Pit$/ })).toBeVisible();
  await es.getByRole("button", { name: "Jugada siguiente" }).click();
  await tr.getByRole("button", { name: "Sonraki hamle" }).click();
  await expect(es.locator(".pv-where")).toHaveText(/^Tras 1\. /);
  await expect(tr.locator(".pv-where")).toHaveText(/^1\. .* sonrası$/);
  await expect(es.getByRole("button", { name: "Girar el tablero" })).toBeVisible();
  await expect(tr.getByRole("button", { name: "Tahtayı çevir" })).toBeVisible();
  await expect(en.getByRole("button", { name: "Flip the board" })).toBeVisible();
  // Arabic mirrors the viewer, not the board: a1 stays left of b1
  const ar = page.locator("#ar");
  await expect(ar.locator(".pv-where")).toHaveText("وضعية البداية");
  await expect(ar.locator(".pv")).toHaveAttribute("dir", "rtl");
  const left = async (id: string): Promise<number> => (await ar.locator(`svg.board [data-id="${id}"]`).boundingBox())?.x ?? Number.NaN;
  expect(await left("a1")).toBeLessThan(await left("b1"));
  // and a move keeps its own order ("1. Cb1-a3", never "Cb1-a3 .1")
  await expect(ar.locator(".tree-move").first()).toHaveCSS("direction", "ltr");
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: screenshotPath("i18n-viewers-es-tr-en-ar"), fullPage: true });
  // a viewer whose lang changes speaks the new one
  await page.evaluate(() => document.getElementById("es")?.setAttribute("lang", "de"));
  await expect(es.getByRole("button", { name: "Brett drehen" })).toBeVisible();
});

/** The text with every bracketed (pseudo-locale) part taken out, innermost first: a translated label can sit inside a translated sentence. */
function withoutBrackets(text: string): string {
  let rest = text;
  for (let before = ""; before !== rest; ) {
    before = rest;
    rest = rest.replace(/\[[^[\]]*\]/g, " ");
  }
  return rest;
}

/** Every text and every name a person reads inside `selector` that is not bracketed pseudo-locale text, minus `allowed` words. */
async function unbracketedEnglish(page: Page, selector: string, allowed: readonly string[]): Promise<string[]> {
  const found = await page.locator(selector).evaluateAll((roots) => {
    const out: string[] = [];
    for (const root of roots) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        // the link boxes' copy and share buttons and the notices panel's workings are shared parts, not the league page's
        if (parent?.closest('.link-field, [hidden], [data-testid="notices"]')) continue;
        out.push(node.textContent ?? "");
      }
      for (const element of root.querySelectorAll("[aria-label], [title], [placeholder], [alt]")) {
        if (element.closest('.link-field, [data-testid="notices"]')) continue;
        for (const name of ["aria-label", "title", "placeholder", "alt"]) {
          const value = element.getAttribute(name);
          if (value) out.push(value);
        }
      }
    }
    return out;
  });
  return found
    .map((text) => allowed.reduce((rest, word) => rest.split(word).join(" "), withoutBrackets(text)))
    .filter((rest) => /[A-Za-z]{2,}/.test(rest));
}

test("?lang=en-XA: the league page has no word that was never translated", async ({ page }) => {
  const league = await createLeagueByApi(page.request, ["Ann", "Ben", "Cat", "Dan"], { start: true, name: "Club league" });
  const allowed = ["Club league", "Ann", "Ben", "Cat", "Dan", "The Pit", "Pigeon Post", "Sonneborn-Berger", "Buchholz", "White", "Black", league.id];
  // the watch view, the player's view and the organizer's view
  for (const link of [`/l/${league.id}`, league.players.Ann, `/l/${league.id}#organizer=${league.organizerToken}`]) {
    const [path, hash] = link.split("#");
    await page.goto(`${path}?lang=en-XA${hash ? `#${hash}` : ""}`);
    await expect(page.locator(".crosstable")).toBeVisible();
    if (hash?.startsWith("player")) await expect(page.locator(".league-my-games li")).toHaveCount(3);
    const left = await unbracketedEnglish(page, ".league-page", allowed);
    expect(left, link).toEqual([]);
  }
});

/** What sticks out past the window's width (the page would scroll sideways): none, or the elements that do. */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    if (document.documentElement.scrollWidth <= window.innerWidth) return [];
    return [...document.querySelectorAll("body *")]
      .filter((el) => !el.closest(".table-scroll") && el.getBoundingClientRect().right > window.innerWidth + 1)
      .slice(0, 8)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join(".")} "${(el.textContent ?? "").slice(0, 40)}" ${Math.round(el.getBoundingClientRect().right)}`);
  });
}

for (const [locale, note] of [["ru", "Russian"], ["ar", "Arabic, mirrored"], ["ja", "Japanese"], ["en-XA", "the pseudo-locale"]] as const) {
  test(`screenshots of the league page and its embed in ${note}, at 1280x800 and 375x740, axe clean`, async ({ page }) => {
    const league = await createLeagueByApi(page.request, ["Ann", "Бен", "كريم", "ダン"], { start: true, name: "Club · Клуб · نادي · クラブ" });
    for (const [width, height] of [[1280, 800], [375, 740]] as const) {
      await page.setViewportSize({ width, height });
      await page.goto(`${league.players.Ann.split("#")[0]}?lang=${locale}#${league.players.Ann.split("#")[1]}`);
      await expect(page.locator(".league-my-games li")).toHaveCount(3);
      await expect(page.locator("html")).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
      await page.screenshot({ path: screenshotPath(`i18n-league-${locale}-${width}`), fullPage: true });
      // nothing but the tables' own boxes scrolls sideways
      expect(await overflowing(page), `${locale} at ${width}px`).toEqual([]);
      if (width === 1280) await expectNoViolations(page, `the player's league page in ${locale}`);
    }
    await page.setViewportSize({ width: 480, height: 420 });
    await page.goto(`/embed/league/${league.id}?lang=${locale}`);
    await expect(page.locator(".crosstable")).toBeVisible();
    await page.screenshot({ path: screenshotPath(`i18n-league-embed-${locale}`) });
    expect(await overflowing(page), `the embed in ${locale}`).toEqual([]);
  });
}
