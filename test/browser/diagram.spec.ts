// "Copy diagram link" (issue 32, item 6): the analysis board copies the address of a
// picture of the position it shows, turned as it is turned, with its last move and its
// arrows, and that address loads as an image on any page (an <img>, as a blog would use it).
import { expect, test } from "./fixtures.ts";
import { screenshotPath, axeOn } from "./helpers.ts";

/** Loads `src` in an <img> on the page and answers its natural size (0 x 0 when it does not load). */
async function imageSize(page: import("@playwright/test").Page, src: string): Promise<{ width: number; height: number }> {
  return page.evaluate(
    (url) =>
      new Promise<{ width: number; height: number }>((resolve) => {
        const img = document.createElement("img");
        img.alt = "diagram";
        img.onload = () => resolve({ width: img.naturalWidth, height: img.naturalHeight });
        img.onerror = () => resolve({ width: 0, height: 0 });
        img.src = url;
        document.body.append(img);
      }),
    src,
  );
}

test("Copy diagram link gives the address of a picture of the board shown, flipped, with its last move and the hint's arrow", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/analysis/the-pit?line=Cb1-a3%20Sg10-b5%20Ci1-h3%20i9-i8%20c2-c3");
  await expect(page.getByRole("group", { name: "Moves and variations" })).toContainText("c2-c3");
  await page.getByRole("button", { name: "Flip board" }).click();
  await page.getByRole("button", { name: "Hint" }).click();
  await expect(page.locator(".board .arrow-hint")).toHaveCount(1);

  const copy = page.getByRole("button", { name: "Copy diagram link" });
  await expect(copy).toHaveAttribute("title", "Copy the address of a picture of this position, for an image on a blog or a forum");
  await copy.click();
  await expect(page.locator(".analysis-shared")).toHaveText("Diagram link copied.");
  const link = new URL(await page.evaluate(() => navigator.clipboard.readText()));
  expect(link.origin).toBe(new URL(page.url()).origin);
  expect(link.pathname).toBe("/diagram/the-pit.png");
  expect(link.searchParams.get("arrows")).toBe("Gb5-a6");
  expect(link.searchParams.get("lastMove")).toBe("c2,c3");
  expect(link.searchParams.get("flip")).toBe("1");
  // the position after the five moves, Black to move
  expect(link.searchParams.get("position")).toMatch(/ b /);

  expect(await imageSize(page, link.href)).toEqual({ width: 480, height: 480 });
  // the same diagram as SVG loads too
  link.pathname = "/diagram/the-pit.svg";
  const svg = await imageSize(page, link.href);
  expect(svg.width).toBeGreaterThan(0);

  await page.screenshot({ path: screenshotPath("analysis-diagram-link"), fullPage: true });
  const axe = await axeOn(page).include(".analysis-tools").analyze();
  expect(axe.violations).toEqual([]);
});

test("Copy diagram link in German says so in German, on a phone", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/analysis/in-the-bin?lang=de");
  const copy = page.getByRole("button", { name: "Diagramm-Link kopieren" });
  await copy.click();
  await expect(page.locator(".analysis-shared")).toHaveText("Diagramm-Link kopiert.");
  // the button stays inside the phone's width
  const box = (await copy.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  await copy.scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenshotPath("analysis-diagram-link-phone-de") });
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(new URL(link).pathname).toBe("/diagram/in-the-bin.png");
  expect((await imageSize(page, link)).width).toBeGreaterThan(0);
});
