// Refusals in the reader's language (issue 31, item 2): a page in German shows a refused
// move as a German sentence, the server's English detail after it; a code the page does
// not know keeps the server's words. The API's own message stays English.
import { expect, test } from "./fixtures.ts";
import { cell, createGameOnHome, openInNewContext } from "./helpers.ts";

/** `url` (a seat link, its token in the fragment) opened in `lang`. */
function inLanguage(url: string, lang: string): string {
  const link = new URL(url);
  link.searchParams.set("lang", lang);
  return link.toString();
}

test("a refused move is said in the page's language, with the server's detail", async ({ browser, page }) => {
  const links = await createGameOnHome(page, { game: "The Pit", side: "White" });
  const white = await openInNewContext(browser, inLanguage(links.yours, "de"), undefined, { routes: true });
  await expect(white.locator("html")).toHaveAttribute("lang", "de");
  await white.route("**/api/games/*/moves", (route) =>
    route.fulfill({ status: 422, contentType: "application/json", body: JSON.stringify({ error: { code: "illegal_move", message: "That pawn is tired today." } }) }),
  );
  // the seat is ready when it says it is White's turn, in German
  await expect(white.locator(".game-status")).toHaveText("Du bist am Zug");
  await cell(white, "i2").click();
  await cell(white, "i3").click();
  await expect(white.getByRole("alert")).toContainText("Dieser Zug ist nicht erlaubt. That pawn is tired today.");

  await white.route("**/api/games/*/moves", (route) =>
    route.fulfill({ status: 409, contentType: "application/json", body: JSON.stringify({ error: { code: "a_code_from_tomorrow", message: "A newer server says so." } }) }),
  );
  await expect(white.locator(".game-status")).toHaveText("Du bist am Zug");
  await cell(white, "i2").click();
  await cell(white, "i3").click();
  await expect(white.getByRole("alert")).toContainText("A newer server says so.");
});
