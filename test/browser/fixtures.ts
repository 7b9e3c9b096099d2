/**
 * The `test` every browser spec uses: Playwright's, plus a standing check that no page
 * broke the Content-Security-Policy. Chromium reports each blocked script, style, image
 * or connection on the console; any such report, on any page of any context the test
 * opened, fails the test when it ends.
 */
import { test as base, expect, type BrowserContext, type Page } from "@playwright/test";

export { expect };
export type { Page };

const VIOLATION = /Content Security Policy/i;

function watchPage(page: Page, violations: string[]): void {
  page.on("console", (message) => {
    if (VIOLATION.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
  });
}

function watchContext(context: BrowserContext, violations: string[]): BrowserContext {
  for (const page of context.pages()) watchPage(page, violations);
  context.on("page", (page) => watchPage(page, violations));
  return context;
}

export const test = base.extend<{ contentSecurityPolicyHolds: void }>({
  contentSecurityPolicyHolds: [
    async ({ browser, context }, use) => {
      const violations: string[] = [];
      watchContext(context, violations);
      // Tests open their own contexts (two seats, two browsers): watch those too.
      const newContext = browser.newContext.bind(browser);
      const newPage = browser.newPage.bind(browser);
      browser.newContext = async (...args) => watchContext(await newContext(...args), violations);
      browser.newPage = async (...args) => {
        const page = await newPage(...args);
        watchPage(page, violations);
        return page;
      };
      try {
        await use();
      } finally {
        browser.newContext = newContext;
        browser.newPage = newPage;
      }
      expect(violations, "Content-Security-Policy violations").toEqual([]);
    },
    { auto: true },
  ],
});
