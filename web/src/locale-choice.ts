/**
 * Which language a page of the app speaks (issue 31): `?lang=` on the link (that page
 * only), else the reader's own choice from the language switch (kept in this browser),
 * else the browser's languages; English when none is ours. Its own small module, so the
 * offline page (offline.ts) chooses as the app does without the app's message machinery.
 */
import type { Locale } from "../../src/i18n/locales.ts";
import { negotiateLocale, readLocaleParam } from "../../src/i18n/negotiate.ts";

/** Where the language switch keeps the reader's choice. */
export const STORAGE_KEY = "pigeon.lang";

/** The language this page shows: `?lang=` first, then the switch's stored choice, then the browser's. */
export function chooseLocale(search = location.search, stored = readStored(), browser: readonly string[] = navigator.languages ?? [navigator.language]): Locale {
  return readLocaleParam(new URLSearchParams(search).get("lang")) ?? readLocaleParam(stored) ?? negotiateLocale(browser);
}

function readStored(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null; // storage blocked (a third-party frame): the browser's languages decide
  }
}
