// /verify's verdicts in the reader's language (issue 31): what broke a record and each part
// no signature covers are said in German with ?lang=de (German word order, German side
// names, the record's own moves and times as written), with no English sentence left; in
// the pseudo-locale every word of a verdict is bracketed but the record's own text.
import { expect, test, type Page } from "./fixtures.ts";
import { createGameByApi, playByApi, PIT_OPENING, resignByApi } from "./api-helpers.ts";
import { expectNoViolations, screenshotPath } from "./helpers.ts";

async function check(page: Page, record: string): Promise<void> {
  await page.locator("textarea[name=record]").fill(record);
  await page.locator("form.verify-form button[type=submit]").click();
}

/** A finished game's signed record: Vera (White) and Fye (Black), 1. e2-e3 Hh10-i8 2. Hc1-e2, Black resigned. */
async function signedRecord(page: Page): Promise<string> {
  const game = await createGameByApi(page.request, "the-pit", { white: "Vera", black: "Fye" });
  await playByApi(page.request, game, PIT_OPENING.slice(0, 3));
  await resignByApi(page.request, game, "black");
  return (await page.request.get(`/api/games/${game.id}/record`)).text();
}

/** The English the verifier writes for these records: none of it may be left on a German page. */
const ENGLISH = [/\bcomment\b/, /\bvariation\b/, /\bmove\b/i, /\bchain\b/, /\bsays\b/, /\bplayed\b/, /\bWhite's\b/, /\bBlack's\b/, /\bchanged\b/];

test("with ?lang=de a broken and a partly unsigned record are said in German, with no English sentence left", async ({ page }) => {
  const record = await signedRecord(page);
  await page.goto("/verify?lang=de");
  const status = page.getByRole("status");

  // a comment and a variation added after signing: intact, the two parts named in German
  await check(page, record.replace("2. Hc1-e2", "{Fye was paid to lose.} 2. Hc1-e2 (2. Hc1-d3)"));
  await expect(status).toContainText("Unversehrt: 4 Ereignisse");
  await expect(status.getByRole("listitem")).toHaveText(["ein Kommentar nach Zug 1 (Schwarz: Hh10-i8)", "eine Variante zu Zug 2 (Weiß: Hc1-e2)"]);
  for (const english of ENGLISH) await expect(status).not.toContainText(english);
  await page.setViewportSize({ width: 375, height: 740 });
  await page.screenshot({ path: screenshotPath("i18n-verify-unsigned-de-375"), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // a move changed: broken, the move named in German word order, its time as written
  await check(page, record.replace("2. Hc1-e2", "2. Hc1-d3"));
  await expect(status).toContainText("Beschädigt: diese Notation wurde geändert");
  await expect(status).toContainText(/Zug 2 \(Weiß: Hc1-d3\) um \d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ passt nicht zur Kette: Er selbst, seine Zeit oder seine Stelle unter den Ereignissen wurde geändert\./);
  for (const english of ENGLISH) await expect(status).not.toContainText(english);

  // a renamed Black: the site's copy names the tag, in German
  await check(page, record.replace('[Black "Fye"]', '[Black "Fay"]'));
  await expect(status).toContainText("Die Angaben zur Partie in dieser Notation wurden nach der Partie geändert: Black sagt „Fay“, aber gespielt hat diese Partie „Fye“ (laut der Kopie der Partie auf der Website).");
  for (const english of ENGLISH) await expect(status).not.toContainText(english);
  await page.screenshot({ path: screenshotPath("i18n-verify-broken-de-1280"), fullPage: true });
  await expectNoViolations(page, "a broken record's verdict in German");
});

test("in the pseudo-locale a verdict has no unbracketed English, in Arabic it runs right to left; screenshots in ar, ja and en-XA", async ({ page }) => {
  const record = await signedRecord(page);
  const tampered = [
    record.replace("2. Hc1-e2", "{Fye was paid to lose.} 2. Hc1-e2 $1 (2. Hc1-d3)").replace("[Site ", '[Event "Club night"]\n[Site '),
    record.replace("2. Hc1-e2", "2. Hc1-d3"),
    record.replace('[Black "Fye"]', '[Black "Fay"]'),
    record.replace('[Result "1-0"]', '[Result "0-1"]'),
  ];
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/verify?lang=en-XA");
  for (const [i, text] of tampered.entries()) {
    await check(page, text);
    await expect(page.getByRole("status")).toBeVisible();
    await expect(page.locator("button[type=submit]")).toBeEnabled();
    let words = await page.getByRole("status").innerText();
    for (let before = ""; before !== words; ) {
      before = words;
      words = words.replace(/\[[^[\]]*\]/g, " ");
    }
    // the record's own text stays as written: moves, times, tags, names, results, the site
    const left = words.replace(/Hc1-d3|Hh10-i8|Hc1-e2|e2-e3|\d{4}-\d\d-\d\dT[\d:]+Z|\b(Black|Event|Fay|Fye)\b|https?:\/\/[^\s)]+/g, " ");
    expect(left.match(/[A-Za-z]{2,}/g) ?? [], words).toEqual([]);
    // 40% longer words still fit a phone
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: screenshotPath(`i18n-verify-${i}-en-XA-375`), fullPage: true });
  }
  for (const lang of ["ar", "ja"]) {
    await page.goto(`/verify?lang=${lang}`);
    if (lang === "ar") await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    for (const [name, text] of [["unsigned", tampered[0]], ["broken", tampered[1]]] as const) {
      await check(page, text);
      await expect(page.getByRole("status").locator(".verify-detail").first()).not.toBeEmpty();
      for (const viewport of [{ width: 1280, height: 800 }, { width: 375, height: 740 }]) {
        await page.setViewportSize(viewport);
        await page.screenshot({ path: screenshotPath(`i18n-verify-${name}-${lang}-${viewport.width}`), fullPage: true });
      }
    }
  }
});
