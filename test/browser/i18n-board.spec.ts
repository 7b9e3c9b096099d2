// The board, the analysis board, the hint and the How to play pages in the reader's
// language (issue 31): Spanish tool words and a Spanish cell name around the game's own
// piece name; the French rules document with its diagrams drawn; an Arabic page mirrored
// while the board keeps its files left to right; the pseudo-locale leaving no English.
import { expect, test } from "./fixtures.ts";
import { existsSync, readFileSync } from "node:fs";
import { cell, expectNoViolations } from "./helpers.ts";
import { listGames } from "../../src/engine/registry.ts";

test("the analysis board in Spanish: tools, status, a cell's name with its piece's own name, and the hint", async ({ page }) => {
  await page.goto("/analysis/the-pit?lang=es");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tablero de análisis · The Pit");
  for (const name of ["Girar tablero", "Borrar desde aquí", "Hacer línea principal", "Copiar enlace a esta línea", "Copiar registro", "Pista"]) {
    await expect(page.getByRole("button", { name, exact: true })).toBeVisible();
  }
  await expect(page.locator(".analysis-status")).toHaveText("Juegan las blancas.");
  await expect(cell(page, "a2")).toHaveAttribute("aria-label", "a2, pawn de las blancas");
  await expect(cell(page, "g1")).toHaveAttribute("aria-label", "g1, sorceror de las blancas");
  await expect(page.getByRole("group", { name: "Tablero: las flechas se mueven entre casillas, Intro o Espacio hace clic, Escape cancela" })).toBeVisible();
  await cell(page, "a2").click();
  await expect(cell(page, "a2")).toHaveAttribute("aria-label", "a2, pawn de las blancas, seleccionada");
  await expect(cell(page, "a3")).toHaveAttribute("aria-label", "a3, vacía, un destino");
  await cell(page, "a3").click();
  await expect(page.getByRole("group", { name: "Jugadas y variantes" })).toContainText("1. a2-a3");
  await expect(page.locator(".analysis-note legend")).toHaveText("Nota sobre esta jugada");
  await page.getByRole("button", { name: "Pista", exact: true }).click();
  await expect(page.getByTestId("hint")).toContainText(/^El ordenador sugiere .+\(.+\); .+\.$/, { timeout: 30_000 });
  await expect(page.getByRole("button", { name: "Revisar la partida" })).toBeVisible();
  await expectNoViolations(page, "the analysis board in Spanish");
});

test("How to play in French: the French document, its diagrams drawn by the board, the page's own words", async ({ page }) => {
  await page.goto("/rules/the-pit?lang=fr");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Comment jouer à The Pit");
  await expect(page.getByRole("heading", { name: "Le but" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Essayer des coups sur un échiquier" })).toBeVisible();
  const diagrams = page.locator("figure.diagram");
  await expect(diagrams).toHaveCount(2);
  await expect(diagrams.first().locator("svg.board .cell").first()).toBeVisible();
  // the caption as the French document writes it (its translators may reword it)
  const caption = /```diagram\n[^`]*?caption: (.*)\n/.exec(readFileSync(new URL("../../docs/rules/fr/the-pit.md", import.meta.url), "utf8"))?.[1] ?? "";
  expect(caption).toMatch(/^La position de départ/);
  await expect(diagrams.first().locator("figcaption")).toContainText(caption.replace(/\*\*/g, ""));
  await expect(diagrams.first().locator('[data-id="d1"]').first()).toHaveAttribute("aria-label", "d1, sorceror des Blancs");
  await expect(diagrams.first().locator("svg.board")).toHaveAttribute("aria-label", /^Diagramme : La position de départ/);
  await expect(diagrams.first().getByRole("link", { name: "Essayer cette position sur un échiquier" })).toBeVisible();
  // a translated document is French throughout: the body carries no lang of its own
  await expect(page.locator(".rules-body")).not.toHaveAttribute("lang", /./);
  await expectNoViolations(page, "How to play in French");
});

test("in Arabic the page runs right to left while the board keeps its files left to right and its moves read as notation", async ({ page }) => {
  await page.goto("/analysis/the-pit?lang=ar&line=e2-e3");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator(".board-wrap")).toHaveAttribute("dir", "ltr");
  const label = (text: string) => page.locator("svg.board .coords text").filter({ hasText: new RegExp(`^${text}$`) }).first();
  const first = await label("a").boundingBox();
  const last = await label("j").boundingBox();
  expect(first && last && first.x < last.x).toBe(true);
  // rank 1 is drawn below rank 10, as White sees the board
  const one = await label("1").boundingBox();
  const ten = await label("10").boundingBox();
  expect(one && ten && one.y > ten.y).toBe(true);
  await expect(page.locator(".tree-move").first()).toHaveAttribute("dir", "ltr");
  await expect(page.locator(".analysis-status")).toHaveText("الدور على الأسود.");
  await expectNoViolations(page, "the analysis board in Arabic");
  // a rules document not (yet) in Arabic is shown in English, marked so and running left to right; a translated one is the page's own
  const game = listGames().find((candidate) => !existsSync(new URL(`../../docs/rules/ar/${candidate.id}.md`, import.meta.url))) ?? listGames()[0];
  const translated = existsSync(new URL(`../../docs/rules/ar/${game.id}.md`, import.meta.url));
  await page.goto(`/rules/${game.id}?lang=ar`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`طريقة لعب \u2068${game.name}\u2069`);
  await expect(page.locator("figure.diagram").first()).toBeVisible();
  if (translated) await expect(page.locator(".rules-body")).not.toHaveAttribute("lang", /./);
  else {
    await expect(page.locator(".rules-body")).toHaveAttribute("lang", "en");
    await expect(page.locator(".rules-body")).toHaveAttribute("dir", "ltr");
  }
});

test("the pseudo-locale leaves no unbracketed English on the analysis board and the rules pages, and nothing wider than a phone", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  for (const [url, scope] of [["/analysis/the-pit?lang=en-XA&line=e2-e3", ".analysis-page"], ["/rules?lang=en-XA", ".rules-index"], ["/rules/the-pit?lang=en-XA", ".rules-page > :not(.rules-body):not([data-testid=legend])"]] as const) {
    await page.goto(url);
    await expect(page.locator(scope).first()).toBeVisible();
    // 40% longer words still fit a 375 px screen
    expect(await page.evaluate(() => document.documentElement.scrollWidth), url).toBeLessThanOrEqual(375);
    const english = await page.locator(scope).evaluateAll((roots) => {
      const found: string[] = [];
      for (const root of roots) {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          // a mark's glyph ("!!") is notation, its words a message
          const text = (node.textContent?.trim() ?? "").replace(/^[!?]+ /, "");
          const element = node.parentElement;
          // moves, coordinates and game names are the game's own; every other word is a message
          if (!element || element.closest(".tree-move, .coords") || element.closest("a")?.getAttribute("href")?.startsWith("/rules/")) continue;
          if (/[A-Za-z]{2,}/.test(text) && !text.startsWith("[")) found.push(text);
        }
      }
      return found;
    });
    expect(english, url).toEqual([]);
  }
});
