// Thinking between moves (issue 13): messages between the seats, conditional moves stored
// from the analysis board and played when the opponent's move matches.
import { expect, test } from "./fixtures.ts";
import { createGameByApi, type ApiGame } from "./api-helpers.ts";
import { openInNewContext, screenshotPath } from "./helpers.ts";

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
  // too long is refused by the box itself (maxlength); an empty one is never sent
  await boBox.getByLabel("Message to your opponent").fill("x".repeat(600));
  await expect(boBox.getByLabel("Message to your opponent")).toHaveValue("x".repeat(500));
});
