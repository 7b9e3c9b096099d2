// Home, the archive, import and verify in the reader's language (issue 31, item 2): French
// words from each page with ?lang=fr; with the pseudo-locale every word of the page's
// text is bracketed (one left unbracketed was never translated), and nothing is wider than
// a 375 px phone; a browser that asks for Polish gets Polish without ?lang=; Arabic pages
// run right to left and stay axe-clean.
import type { APIRequestContext } from "@playwright/test";
import { expect, test, type Page } from "./fixtures.ts";
import { expectNoViolations, screenshotPath } from "./helpers.ts";

/** The four pages, each with a heading that says the page has drawn. */
const PAGES = [
  { name: "home", path: "/", ready: ".create-form h2" },
  // a player nobody is: the list is empty, so no player's name (which stays as written) is on the page
  { name: "archive", path: "/archive?player=nobody-plays-here", ready: ".archive-status:not(:empty)" },
  { name: "import", path: "/import", ready: "h1" },
  { name: "verify", path: "/verify", ready: "h1" },
] as const;

/** The games' names and side names, which stay as the games define them, and the product's name. */
async function namesThatStay(request: APIRequestContext): Promise<string[]> {
  const { variants } = (await (await request.get("/api/variants")).json()) as { variants: { name: string; sides: { white: string; black: string } }[] };
  return ["Pigeon Post", ...variants.flatMap((v) => [v.name, v.sides.white, v.sides.black])].sort((a, b) => b.length - a.length);
}

/**
 * Parts of these pages that are not words of this area: the recovery form and the days of
 * a move (the game page's clock words, translated with the game page), and the time zones
 * (IANA identifiers, as the browser knows them), and the language switch's choices (each
 * language in its own name, by design).
 */
const OTHER_AREAS = [".recovery-form", "select[name=days-per-move]", "select[name=weekend-zone]", "#language-switch"];

/** The English words left on the page once every bracketed (pseudo-translated) message and every name that stays is taken out. */
async function unbracketedWords(page: Page, keep: readonly string[]): Promise<string[]> {
  let text = await page.evaluate((others) => {
    const copy = document.body.cloneNode(true) as HTMLElement;
    for (const part of copy.querySelectorAll(others.join(","))) part.remove();
    // innerText needs the copy laid out to leave hidden parts out
    copy.style.position = "absolute";
    copy.style.insetInlineStart = "-99999px";
    document.documentElement.append(copy);
    const words = copy.innerText;
    copy.remove();
    return words;
  }, OTHER_AREAS);
  // messages nest (a link inside a sentence): take out the innermost brackets until none are left
  for (let before = ""; before !== text; ) {
    before = text;
    text = text.replace(/\[[^[\]]*\]/g, " ");
  }
  for (const name of keep) text = text.split(name).join(" ");
  return text.match(/[A-Za-z]{2,}/g) ?? [];
}

/** How far the page reaches past the viewport's width (0 when it fits), and the elements that reach out, for the failure's message. */
async function overflow(page: Page): Promise<{ by: number; elements: string[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    // an element, or a text whose words are wider than their box (its box fits, its words stick out)
    const outside = (rect: DOMRect): boolean => rect.width > 0 && (rect.right > width + 1 || rect.left < -1);
    const elements = [...document.querySelectorAll<HTMLElement>("body *")]
      .filter((el) => !el.closest(".offscreen") && outside(el.getBoundingClientRect()))
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join(".")}`);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      if (!node.parentElement?.closest(".offscreen") && outside(range.getBoundingClientRect())) elements.push(`text "${(node.textContent ?? "").slice(0, 50)}"`);
    }
    return { by: Math.max(0, document.documentElement.scrollWidth - width), elements: elements.slice(0, 8) };
  });
}

async function open(page: Page, path: string, ready: string, lang: string): Promise<void> {
  await page.goto(`${path}${path.includes("?") ? "&" : "?"}lang=${lang}`);
  await expect(page.locator(ready).first()).toBeVisible();
}

test("with ?lang=fr each page shows French words from its own area", async ({ page }) => {
  await open(page, "/", ".create-form h2", "fr");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByRole("heading", { name: "Jouer par lien" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Nouvelle partie" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Créer la partie" })).toBeVisible();
  await expect(page.getByRole("navigation").getByRole("link", { name: "Archives" })).toBeVisible();
  // a game's summary comes translated by the game's id, its name as the game has it
  await expect(page.locator(".game-summary").first()).not.toContainText("Chess on");

  await open(page, "/archive?player=nobody-plays-here", ".archive-status:not(:empty)", "fr");
  await expect(page.getByRole("heading", { name: "Archives" })).toBeVisible();
  await expect(page.getByRole("status")).toHaveText("Aucune partie terminée ne correspond à ces filtres.");
  await expect(page.locator("select[name=variant] option").first()).toHaveText("Tous les jeux");
  await expect(page.getByRole("link", { name: "Télécharger un mois" })).toBeVisible();

  await open(page, "/import", "h1", "fr");
  await expect(page.getByRole("heading", { name: "Importer un relevé" })).toBeVisible();
  await page.getByRole("button", { name: "Ouvrir le relevé" }).click();
  await expect(page.getByRole("alert")).toHaveText("Collez d'abord un relevé, ou ouvrez un fichier .pgn.");

  await open(page, "/verify", "h1", "fr");
  await expect(page.getByRole("heading", { name: "Vérifier un relevé" })).toBeVisible();
  await expect(page).toHaveTitle("Vérifier un relevé · Pigeon Post");
});

test("a browser that asks for Polish gets the home page in Polish without ?lang=", async ({ browser }) => {
  const context = await browser.newContext({ locale: "pl-PL" });
  const page = await context.newPage();
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "pl");
  await expect(page.getByRole("heading", { name: "Nowa partia" })).toBeVisible();
  await expect(page.getByRole("navigation").getByRole("link", { name: "Archiwum" })).toBeVisible();
  await context.close();
});

test("in the pseudo-locale no page leaves an English word unbracketed, and none is wider than a phone", async ({ page, request }) => {
  const keep = await namesThatStay(request);
  for (const { name, path, ready } of PAGES) {
    await page.setViewportSize({ width: 375, height: 740 });
    await open(page, path, ready, "en-XA");
    // the forms' hidden parts too: the league form and a timed game's fields
    if (name === "home") {
      await page.locator("#start-a-league summary").click();
      await page.locator(".create-form:not(.league-form) label.segment", { has: page.locator("input[name=clock-kind][value=days]") }).click();
    }
    expect(await unbracketedWords(page, keep), name).toEqual([]);
    expect(await overflow(page), `${name} at 375 px`).toEqual({ by: 0, elements: [] });
    await page.screenshot({ path: screenshotPath(`i18n-${name}-en-XA-375`), fullPage: true });
  }
});

test("Arabic runs the pages right to left, axe-clean; screenshots in four languages at two sizes", async ({ page }) => {
  test.setTimeout(180_000);
  for (const lang of ["ar", "fr", "zh-CN", "en-XA"]) {
    for (const { name, path, ready } of PAGES) {
      for (const viewport of [{ width: 1280, height: 800 }, { width: 375, height: 740 }]) {
        await page.setViewportSize(viewport);
        await open(page, path, ready, lang);
        if (lang === "ar") await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
        expect(await overflow(page), `${name} in ${lang} at ${viewport.width} px`).toEqual({ by: 0, elements: [] });
        await page.screenshot({ path: screenshotPath(`i18n-${name}-${lang}-${viewport.width}`), fullPage: true });
      }
      if (lang === "ar") await expectNoViolations(page, `${name} in Arabic`);
    }
  }
});
