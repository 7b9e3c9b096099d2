// Issue 29, item 2: the web's name boxes hold to the server's own text rules
// (src/contract/text-rules.ts): a name the server would refuse is marked invalid with the
// server's reason, the form is not sent, and a good name goes through.
import { expect, test, type Page } from "./fixtures.ts";
import { expectNoViolations, screenshotPath } from "./helpers.ts";

/** The box's own validation message (what the browser shows on sending). */
function reasonOf(page: Page, label: string): Promise<string> {
  return page.getByLabel(label).evaluate((box) => (box as HTMLInputElement).validationMessage);
}

test("the home page's name boxes refuse what the server refuses, in its words, and send nothing", async ({ page }) => {
  let created = 0;
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/games") created++;
  });
  await page.goto("/");
  await page.getByLabel("Your name (optional)").fill("\u200b");
  await page.getByLabel("Opponent's name (optional)").fill("Bo\u202e");
  expect(await reasonOf(page, "Your name (optional)")).toBe("A name has nothing visible in it: only spaces, invisible or combining characters.");
  expect(await reasonOf(page, "Opponent's name (optional)")).toBe("A name may not contain bidirectional control characters (U+202E).");
  await page.getByRole("button", { name: "Create game" }).click();
  await expect(page.getByText("Your seat — keep this link (it is your key to the game)")).toBeHidden();
  expect(created).toBe(0);
  for (const [width, height] of [[375, 740], [1280, 800]]) {
    await page.setViewportSize({ width, height });
    await page.locator(".name-fields").screenshot({ path: screenshotPath(`text-rules-names-${width}`) });
  }

  // made good, the same form creates the game
  await page.getByLabel("Your name (optional)").fill("Zoe\u0301");
  await page.getByLabel("Opponent's name (optional)").fill("Bo");
  expect(await reasonOf(page, "Your name (optional)")).toBe("");
  await page.getByRole("button", { name: "Create game" }).click();
  await expect(page.getByText("Your seat — keep this link (it is your key to the game)")).toBeVisible();
  expect(created).toBe(1);
  await expectNoViolations(page, "the created links after names the rules keep");
});

test("the league form's name refuses what the server refuses", async ({ page }) => {
  await page.goto("/");
  await page.getByText("Start a league").click();
  const form = page.locator("#start-a-league");
  await form.getByLabel("League name").fill("Club\u2028night");
  expect(await form.getByLabel("League name").evaluate((box) => (box as HTMLInputElement).validationMessage)).toBe(
    "A league's name may not contain line or paragraph separators (U+2028, U+2029) (U+2028).",
  );
  await form.getByLabel("League name").fill("Club night");
  expect(await form.getByLabel("League name").evaluate((box) => (box as HTMLInputElement).validationMessage)).toBe("");
  await expectNoViolations(page, "the league form");
});
