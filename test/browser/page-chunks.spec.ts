// Each page's code comes when the page is opened (issue 20, item 13): the home page a
// newcomer lands on does not load the game page's code, and a page whose code cannot be
// fetched (offline, or a deploy replaced it) says so instead of staying blank.
import { expect, test } from "./fixtures.ts";
import { createGameByApi } from "./api-helpers.ts";

test("home loads no other page's code; the game page's comes when a game is opened", async ({ page, request }) => {
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
  });
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Create game" })).toBeVisible();
  // every page but the home page is in the "pages" chunk (web/chunk-groups.ts)
  expect(scripts.filter((path) => /\/assets\/(pages|game|archive|import|analysis|rules)-/.test(path))).toEqual([]);

  const game = await createGameByApi(request);
  await page.goto(`/g/${game.id}`);
  await expect(page.locator("svg.board .cell").first()).toBeVisible();
  expect(scripts.some((path) => /\/assets\/pages-[\w-]+\.js$/.test(path))).toBe(true);
});

test("a page whose code cannot be fetched says so and offers a reload", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Create game" })).toBeVisible();
  const archiveCode = /\/assets\/pages-[\w-]+\.js$/;
  await page.route(archiveCode, (route) => route.abort("internetdisconnected"));
  await page.getByRole("link", { name: "Archive" }).click();
  await expect(page.getByRole("heading", { name: "This page could not be loaded" })).toBeVisible();
  await page.unroute(archiveCode);
  await page.getByRole("button", { name: "Reload" }).click();
  await expect(page.getByRole("heading", { name: "Archive", level: 1 })).toBeVisible();
});
