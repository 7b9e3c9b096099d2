// Ratings in the pages (issue 33, item 3; README "Ratings"): the new game form's Rated
// option, which needs a pocket with a public name; the profile page of a name nobody
// holds, in English, German and the pseudo-locale, at a desktop's and a phone's width; and
// a rated game between two browsers with named pockets, from the form to the profiles.
import type { APIRequestContext, BrowserContext } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { playByApi, PIT_OPENING, resignByApi } from "./api-helpers.ts";
import { expectNoViolations, screenshotPath, unbracketedWords } from "./helpers.ts";
import { newPocketSecret, pocketKeys } from "../../src/contract/pocket-keys.ts";
import { base64UrlEncode } from "../../src/contract/bytes.ts";
import { profilePath, type PlayerProfile } from "../../src/contract/pocket.ts";

test("without a named pocket the Rated option stays off and says where to take a name", async ({ page }) => {
  await page.goto("/");
  const rated = page.getByRole("checkbox", { name: "Rated game" });
  await expect(page.locator(".rated-hint")).toContainText("Rated games need a public name for your pocket.");
  await expect(rated).toBeDisabled();
  await expect(page.locator(".rated-hint a")).toHaveAttribute("href", "/p");
  // the name field is still the player's own to fill
  await expect(page.getByLabel("Your name (optional)")).toBeEnabled();
  await expectNoViolations(page, "the new game form with its Rated option");
});

test("a name nobody holds gets a page that says so, in the reader's language", async ({ page }) => {
  for (const [width, height] of [[1280, 800], [375, 740]]) {
    await page.setViewportSize({ width, height });
    await page.goto(`/@/${encodeURIComponent("Nobody Here")}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("No such player");
    await expect(page.getByText("Nobody holds the name Nobody Here.")).toBeVisible();
    await expect(page).toHaveTitle("No such player · Pigeon Post");
    await page.screenshot({ path: screenshotPath(`ratings-unknown-${width}`), fullPage: true });
  }
  await expectNoViolations(page, "the profile of a name nobody holds");

  await page.goto(`/@/${encodeURIComponent("Nobody Here")}?lang=de`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kein solcher Spieler");
  await expect(page.getByText("Niemand trägt den Namen Nobody Here.")).toBeVisible();

  await page.goto(`/@/${encodeURIComponent("Nobody Here")}?lang=en-XA`);
  await expect(page.locator(".profile-not-found h1")).toContainText("[");
  expect(await unbracketedWords(page, ".profile-not-found", ["Nobody Here"])).toEqual([]);
});

/** A browser context whose pocket has taken `name` (made through the API, as the pocket's own pages would): its Pocket-Auth value. */
async function namedPocketIn(context: BrowserContext, request: APIRequestContext, name: string): Promise<string> {
  const secret = newPocketSecret();
  const device = base64UrlEncode(crypto.getRandomValues(new Uint8Array(16)));
  const keys = await pocketKeys(secret);
  const headers = { Authorization: `Bearer ${keys.auth}`, "Pocket-Device": device };
  expect((await request.post("/api/pockets", { data: { id: keys.id, device, label: "test" }, headers })).status()).toBe(201);
  expect((await request.put(`/api/pockets/${keys.id}/name`, { data: { name }, headers })).status()).toBe(200);
  await context.addInitScript((stored) => localStorage.setItem("pigeon-post:pocket", stored), JSON.stringify({ secret, device, version: 0 }));
  return `${keys.id}.${keys.auth}`;
}

const tokenOf = (link: string): string => new URL(link).hash.replace(/^#seat=/, "");

/** The Pit, White ahead: two plies (a game under two moves would not count), then Black resigns. */
async function finishRated(request: APIRequestContext, id: string, tokens: { white: string; black: string }): Promise<void> {
  await playByApi(request, { id, tokens }, PIT_OPENING.slice(0, 2));
  await resignByApi(request, { id, tokens }, "black");
}

test("a rated game between two named pockets: created rated, accepted as a name, names with ratings on the board, the profile after", async ({ browser, request }) => {
  const tag = crypto.getRandomValues(new Uint32Array(1))[0].toString(36);
  const [ann, bo] = [`Ann ${tag}`, `Bo ${tag}`];
  const annContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const boContext = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const annAuth = await namedPocketIn(annContext, request, ann);
  const boAuth = await namedPocketIn(boContext, request, bo);

  // Ann creates a rated game: the box is hers to tick, and her name field shows her public name
  const annPage = await annContext.newPage();
  await annPage.goto("/");
  await expect(annPage.locator(".rated-hint")).toContainText(`Rated as ${ann}`);
  await annPage.getByRole("radiogroup", { name: "Game" }).getByText("The Pit", { exact: true }).click();
  await annPage.getByRole("radiogroup", { name: "Your side" }).getByText("White", { exact: true }).click();
  await annPage.getByRole("checkbox", { name: "Rated game" }).check();
  await expect(annPage.getByLabel("Your name (optional)")).toBeDisabled();
  await expect(annPage.getByLabel("Your name (optional)")).toHaveValue(ann);
  await annPage.screenshot({ path: screenshotPath("ratings-form-1280"), fullPage: true });
  await annPage.getByRole("button", { name: "Create game" }).click();
  await expect(annPage.locator(".rated-challenge-note")).toContainText("This game is rated");
  const yours = await annPage.getByTestId("seat-link-yours").inputValue();
  const theirs = await annPage.getByTestId("seat-link-opponent").inputValue();
  const id = new URL(yours).pathname.split("/")[2];

  // her seat waits for the acceptance
  await annPage.goto(yours);
  await expect(annPage.getByTestId("rated-seat")).toContainText("Moves start once your opponent accepts the rated challenge");

  // Bo, on a phone, opens the challenge and accepts it as his name
  const boPage = await boContext.newPage();
  await boPage.goto(theirs);
  const challenge = boPage.getByTestId("rated-seat");
  await expect(challenge).toContainText(`${ann} challenges you to a rated game.`);
  await boPage.screenshot({ path: screenshotPath("ratings-challenge-375"), fullPage: true });
  await expectNoViolations(boPage, "a rated challenge's seat page");
  // the challenge in the pseudo-locale: every word bracketed but the two names
  const challengeUrl = new URL(theirs);
  challengeUrl.search = "?lang=en-XA";
  await boPage.goto(challengeUrl.href);
  await expect(challenge.getByRole("button")).toContainText(`[`);
  expect(await unbracketedWords(boPage, '[data-testid="rated-seat"]', [ann, bo])).toEqual([]);
  await boPage.screenshot({ path: screenshotPath("ratings-challenge-en-XA-375"), fullPage: true });
  await boPage.goto(theirs.replace("#", "?lang=en#"));
  await challenge.getByRole("button", { name: `Accept as ${bo}` }).click();
  await expect(challenge).toBeHidden();
  // both bars name the bound players, linking to their profiles (no rating yet: neither has played The Pit rated)
  const annLink = boPage.getByRole("link", { name: new RegExp(`^${ann}`) });
  await expect(annLink).toHaveAttribute("href", profilePath(ann));
  await expect(annLink.locator(".player-rating")).toHaveCount(0);
  await expect(boPage.getByRole("link", { name: new RegExp(`^${bo}`) })).toHaveAttribute("href", profilePath(bo));
  // and Ann's page hears of it without a reload
  await expect(annPage.getByTestId("rated-seat")).toBeHidden();

  // two games end (the second made through the API, as the pages send it), both won by Ann;
  // when the first ends, Bo's page shows both new ratings in its bars without a reload
  await finishRated(request, id, { white: tokenOf(yours), black: tokenOf(theirs) });
  await expect(boPage.getByRole("link", { name: new RegExp(`^${ann}`) }).locator(".player-rating")).toHaveText(/^1[5-9]\d\d\?$/, { timeout: 15_000 });
  await expect(boPage.getByRole("link", { name: new RegExp(`^${bo}`) }).locator(".player-rating")).toHaveText(/^1[0-4]\d\d\?$/);
  const second = await request.post("/api/games", { data: { variant: "the-pit", side: "white", rated: true }, headers: { "Pocket-Auth": annAuth } });
  expect(second.status()).toBe(201);
  const made = (await second.json()) as { id: string; seats: { white: { token: string }; black: { token: string } } };
  expect((await request.post(`/api/games/${made.id}/rated-seat`, { data: {}, headers: { Authorization: `Bearer ${made.seats.black.token}`, "Pocket-Auth": boAuth } })).status()).toBe(200);
  await finishRated(request, made.id, { white: made.seats.white.token, black: made.seats.black.token });
  await expect.poll(async () => ((await (await request.get(`/api/players/${encodeURIComponent(ann)}`)).json()) as PlayerProfile).ratings["the-pit"]?.games ?? 0, { timeout: 20_000 }).toBe(2);

  // the game's bars now show both ratings in The Pit, Ann's provisional after two wins
  await boPage.goto(theirs);
  await expect(boPage.getByRole("link", { name: new RegExp(`^${ann}`) }).locator(".player-rating")).toHaveText(/^1[5-9]\d\d\?$/);
  await expect(boPage.getByRole("link", { name: new RegExp(`^${bo}`) }).locator(".player-rating")).toHaveText(/^1[0-4]\d\d\?$/);

  // Ann's profile: her rating in The Pit, above 1500 and still provisional, its graph, both games linking to them
  for (const [page, width] of [[annPage, 1280], [boPage, 375]] as const) {
    await page.goto(profilePath(ann));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ann);
    const pit = page.locator('.rating-kind[data-variant="the-pit"]');
    await expect(pit.locator(".rating-value")).toHaveText(/^1[5-9]\d\d\?$/);
    await expect(pit.locator(".rating-games")).toHaveText("2");
    await expect(pit.locator("svg.rating-graph")).toHaveAttribute("data-points", "2");
    await expect(page.locator(".rated-game")).toHaveCount(2);
    await expect(page.locator(".rated-game a").first()).toHaveText(`Won against ${bo}`);
    await expect(page.locator(`.rated-game[data-game="${id}"] a`)).toHaveAttribute("href", `/g/${id}`);
    await expect(page.locator(".rated-game .rating-change").first()).toHaveText(/^\+\d+$/);
    await page.screenshot({ path: screenshotPath(`ratings-profile-${width}`), fullPage: true });
    await expectNoViolations(page, `a profile at ${width} px`);
  }
  // Bo's own shows the other side of the same games
  await boPage.goto(profilePath(bo));
  await expect(boPage.locator(".rated-game a").first()).toHaveText(`Lost against ${ann}`);
  await expect(boPage.locator(".rated-game .rating-change").first()).toHaveText(/^−\d+$/);

  // in German, Arabic (right to left) and the pseudo-locale: the profile's own words all translated, the names and the game's name as they are
  await boPage.goto(`${profilePath(ann)}?lang=de`);
  await expect(boPage.getByRole("heading", { level: 2, name: "Wertungen" })).toBeVisible();
  await expect(boPage.locator(".rated-game a").first()).toHaveText(`Gewonnen gegen ${bo}`);
  await boPage.goto(`${profilePath(ann)}?lang=ar`);
  await expect(boPage.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(boPage.locator(".rated-game a").first()).toContainText("فوز على");
  await boPage.screenshot({ path: screenshotPath("ratings-profile-ar-375"), fullPage: true });
  await boPage.goto(`${profilePath(ann)}?lang=en-XA`);
  await expect(boPage.locator(".rated-game a").first()).toContainText("[");
  await boPage.screenshot({ path: screenshotPath("ratings-profile-en-XA-375"), fullPage: true });
  // (a game's day is Intl's, in the reader's own English here, as every date of the pages)
  expect(await unbracketedWords(boPage, ".profile", [ann, bo, "The Pit"], "svg, time")).toEqual([]);
  expect(await boPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // against the computer: the Rated box sends the game rated, the computer's seat bound to its level's name
  await annPage.goto("/");
  await annPage.getByRole("radiogroup", { name: "Opponent" }).getByText("The computer", { exact: true }).click();
  await expect(annPage.locator(".rated-hint")).toContainText(`Rated as ${ann}`);
  await annPage.getByRole("checkbox", { name: "Rated game" }).check();
  await annPage.getByRole("button", { name: "Create game" }).click();
  await expect(annPage.getByRole("link", { name: /^Computer level 2/ })).toHaveAttribute("href", profilePath("Computer level 2"));

  // the computer's level has a profile too, saying what it is
  await boPage.goto(profilePath("Computer level 2"));
  await expect(boPage.getByRole("heading", { level: 1 })).toHaveText("Computer level 2");
  await expect(boPage.getByText("The computer at level 2.", { exact: false })).toBeVisible();
  await annContext.close();
  await boContext.close();
});

test("a rated league: the league form's Rated box with a named pocket, a join as the pocket's name, and a join refused without one", async ({ browser, request }) => {
  const tag = crypto.getRandomValues(new Uint32Array(1))[0].toString(36);
  const [organizer, ann] = [`Org ${tag}`, `Ann ${tag}`];
  const organizerContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const annContext = await browser.newContext({ viewport: { width: 375, height: 740 } });
  await namedPocketIn(organizerContext, request, organizer);
  await namedPocketIn(annContext, request, ann);

  const page = await organizerContext.newPage();
  await page.goto("/");
  await page.getByText("Start a league").click();
  const form = page.locator("#start-a-league");
  await expect(form.locator(".rated-hint")).toContainText("every game moves both players' ratings");
  await form.getByLabel("League name").fill(`Rated club ${tag}`);
  await form.getByRole("combobox", { name: /^Game/ }).selectOption({ label: "The Pit" });
  await form.getByRole("checkbox", { name: "Rated league" }).check();
  await expectNoViolations(page, "the league form with its Rated box");
  await form.screenshot({ path: screenshotPath("rated-league-form-1280") });
  await form.getByRole("button", { name: "Start the league" }).click();
  await expect(page.getByRole("heading", { name: "Organizer" })).toBeVisible();
  await expect(page.getByTestId("league-rated")).toHaveText("Rated");
  const joinLink = await page.getByTestId("league-join-link").inputValue();
  const id = new URL(joinLink).pathname.split("/").pop()!;
  expect(((await (await request.get(`/api/leagues/${id}`)).json()) as { rated: boolean }).rated).toBe(true);

  // a browser without a named pocket is told what joining needs, and cannot join
  const nameless = await (await browser.newContext()).newPage();
  await nameless.goto(joinLink);
  await expect(nameless.getByText("This league is rated: joining needs a public name for your pocket.")).toBeVisible();
  await expect(nameless.getByRole("button", { name: "Join" })).toBeDisabled();

  // Ann joins as her pocket's name, asked for no other
  const annPage = await annContext.newPage();
  await annPage.goto(joinLink);
  await expect(annPage.getByText(`This league is rated: you join as ${ann}, and every game moves your rating.`)).toBeVisible();
  await expect(annPage.getByLabel("Your name in the league")).toBeHidden();
  await expectNoViolations(annPage, "the join view of a rated league");
  await annPage.screenshot({ path: screenshotPath("rated-league-join-375"), fullPage: true });
  await annPage.getByRole("button", { name: "Join" }).click();
  await expect(annPage.getByRole("heading", { name: `Your games, ${ann}` })).toBeVisible();
  const view = (await (await request.get(`/api/leagues/${id}`)).json()) as { players: { name: string }[] };
  expect(view.players.map((p) => p.name)).toEqual([ann]);

  // the pseudo-locale: no English left in the rated join's words
  await nameless.goto(joinLink.replace("#", "?lang=en-XA#"));
  await expect(nameless.locator(".league-join .rated-hint")).toContainText("[");
  expect(await unbracketedWords(nameless, ".league-join .rated-hint", [])).toEqual([]);
  await nameless.setViewportSize({ width: 375, height: 740 });
  await nameless.screenshot({ path: screenshotPath("rated-league-join-en-XA-375"), fullPage: true });
  // Arabic: the rated join's words in Arabic, the page mirrored
  await nameless.goto(joinLink.replace("#", "?lang=ar#"));
  await expect(nameless.getByText("هذا الدوري مُصنَّف: يتطلب الانضمام اسمًا علنيًا لجيبك.")).toBeVisible();
  await expect(nameless.getByTestId("league-rated")).toHaveText("مُصنَّف");
  await nameless.screenshot({ path: screenshotPath("rated-league-join-ar-375"), fullPage: true });
  await Promise.all([organizerContext.close(), annContext.close(), nameless.context().close()]);
});
