// Thinking between moves (issue 13): messages between the seats, conditional moves stored
// from the analysis board and played when the opponent's move matches.
import { expect, test } from "./fixtures.ts";
import { createGameByApi, playByApi, type ApiGame } from "./api-helpers.ts";
import { cell, openInNewContext, playByClicks, screenshotPath } from "./helpers.ts";

const seatUrl = (game: ApiGame, side: "white" | "black") => `/g/${game.id}#seat=${game.tokens[side]}`;

test("a message reaches the other seat and no watcher; the opponent's messages can be hidden", async ({ browser, request }) => {
  const game = await createGameByApi(request);
  const ann = await openInNewContext(browser, seatUrl(game, "white"));
  const bo = await openInNewContext(browser, seatUrl(game, "black"));
  const watcher = await openInNewContext(browser, `/g/${game.id}`);

  const annBox = ann.getByTestId("messages");
  await annBox.getByLabel("Message to your opponent").fill("Good luck, <b>Bo</b>!");
  await annBox.getByRole("button", { name: "Send" }).click();
  await expect(annBox.locator(".message.mine")).toContainText("Good luck, <b>Bo</b>!");
  const boBox = bo.getByTestId("messages");
  await expect(boBox.locator(".message.theirs")).toContainText("Good luck, <b>Bo</b>!");
  await expect(boBox.locator(".message.theirs b")).toHaveCount(0); // text, never markup
  await expect(watcher.getByTestId("messages")).toHaveCount(0);
  await expect(watcher.locator("body")).not.toContainText("Good luck");
  await bo.screenshot({ path: screenshotPath("messages-seat"), fullPage: true });

  await boBox.getByLabel("Hide my opponent's messages").check();
  await expect(boBox).toContainText("Your opponent's messages are hidden.");
  await expect(boBox.locator(".message.theirs")).toHaveCount(0);
  // too long is cut by the box itself, in characters as the server counts them (an emoji is one); an empty one is never sent
  await boBox.getByLabel("Message to your opponent").fill("x".repeat(600));
  await expect(boBox.getByLabel("Message to your opponent")).toHaveValue("x".repeat(500));
  await boBox.getByLabel("Message to your opponent").fill("🕊".repeat(600));
  await expect(boBox.getByLabel("Message to your opponent")).toHaveValue("🕊".repeat(500));
  await expect(boBox.locator(".messages-count")).toHaveText("500 / 500");
  await boBox.getByRole("button", { name: "Send" }).click();
  await expect(boBox.locator(".message.mine")).toContainText("🕊".repeat(500));
});

test("conditional moves built on the analysis board are played when the opponent's move matches", async ({ browser, request }) => {
  const game = await createGameByApi(request);
  await playByApi(request, game, ["a2-a3", "a9-a8"]);
  const bo = await openInNewContext(browser, seatUrl(game, "black"));
  const panel = bo.getByTestId("conditional");
  await expect(panel).toBeVisible();
  await panel.locator("summary").click();
  await expect(panel).toContainText("None stored.");

  // plan on the analysis board (the panel's link opens it in a new tab; here in the same one)
  const planUrl = await panel.getByRole("link", { name: "Plan replies on the analysis board" }).getAttribute("href");
  const board = await bo.context().newPage();
  await board.goto(planUrl ?? "");
  await cell(board, "b2").click();
  await cell(board, "b3").click();
  await cell(board, "b9").click();
  await cell(board, "b8").click();
  await board.getByRole("button", { name: "Save as conditional moves" }).click();
  await expect(board.getByRole("region", { name: "Conditional moves" })).toContainText("Saved 1 line: if b2-b3, reply b9-b8.");
  await board.screenshot({ path: screenshotPath("conditional-analysis"), fullPage: true });
  await board.close();

  await bo.reload();
  await bo.getByTestId("conditional").locator("summary").click();
  await expect(bo.getByTestId("conditional")).toContainText("if b2-b3, reply b9-b8");

  // Ann plays the expected move: Bo's reply comes at once, and it is Ann's turn again
  const ann = await openInNewContext(browser, seatUrl(game, "white"));
  await playByClicks(ann, "b2", "b3");
  await expect(ann.locator(".move-list")).toContainText("b9-b8");
  await expect(ann.locator(".game-status")).toHaveText("Your turn");
  await expect(bo.locator(".move-list")).toContainText("b9-b8");
  // Bo waits again; his line is used up
  await expect(bo.getByTestId("conditional")).toContainText("None stored.");
});

test("conditional moves planned while the opponent has an extra move to come answer that move", async ({ browser, request }) => {
  // In The Bin (test/fixtures/records/in-the-bin/checkmate-capture-and-push.pgn): after White's push, White plays again
  const game = await createGameByApi(request, "in-the-bin");
  await playByApi(request, game, ["Ke1-d2", "F@f6", "F@e4", "Ff6-g7", "B@f4", "Q@e6", "Kd2-c1", "Fg7-f6", "B@d4", "Qe6-b3", "Bd4-a1", "Qb3-g8"]);
  const whiteMoves = (move: string, ply: number) => request.post(`/api/games/${game.id}/moves`, { data: { move, ply }, headers: { Authorization: `Bearer ${game.tokens.white}` } });
  expect((await whiteMoves("push", 12)).status()).toBe(200);

  const bo = await openInNewContext(browser, seatUrl(game, "black"));
  const panel = bo.getByTestId("conditional");
  await expect(panel).toBeVisible();
  await panel.locator("summary").click();
  const planUrl = await panel.getByRole("link", { name: "Plan replies on the analysis board" }).getAttribute("href");
  const board = await bo.context().newPage();
  await board.goto(planUrl ?? "");
  await cell(board, "bin:R").click();
  await cell(board, "d4").click();
  await cell(board, "g8").click();
  await cell(board, "h8").click();
  await board.getByRole("button", { name: "Save as conditional moves" }).click();
  await expect(board.getByRole("region", { name: "Conditional moves" })).toContainText("Saved 1 line: if R@d4, reply Qg8-h8.");
  await board.close();

  // White's extra move is the one planned for: Bo's reply is played at once
  expect((await whiteMoves("R@d4", 13)).status()).toBe(200);
  await expect(bo.locator(".move-list")).toContainText("Qg8-h8");
  await expect(panel).toContainText("None stored.");
});
