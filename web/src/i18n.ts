/**
 * The page's language (issue 31): chosen once at start, from `?lang=` on the link (that
 * page only), else the reader's own choice from the language switch (kept in this
 * browser), else the browser's languages; English when none is ours. Its catalog is
 * fetched as its own chunk before anything is drawn, and `<html lang dir>` follow it.
 * Every word the pages show comes through `t`.
 */
import type { Messages } from "@lingui/core";
import { LOCALES, directionOf, type Locale } from "../../src/i18n/locales.ts";
import { createTranslator, type MessageValues, type Translator } from "../../src/i18n/translator.ts";
import { chooseLocale, STORAGE_KEY } from "./locale-choice.ts";

export { chooseLocale, LOCALES, type Locale };

/** Each language's compiled catalog, one chunk apiece (web/i18n-plugin.ts). */
const CATALOGS: Record<Locale, () => Promise<{ default: Messages }>> = {
  en: () => import("virtual:i18n/en"),
  es: () => import("virtual:i18n/es"),
  "pt-BR": () => import("virtual:i18n/pt-BR"),
  fr: () => import("virtual:i18n/fr"),
  de: () => import("virtual:i18n/de"),
  it: () => import("virtual:i18n/it"),
  pl: () => import("virtual:i18n/pl"),
  ru: () => import("virtual:i18n/ru"),
  tr: () => import("virtual:i18n/tr"),
  ar: () => import("virtual:i18n/ar"),
  "zh-CN": () => import("virtual:i18n/zh-CN"),
  ja: () => import("virtual:i18n/ja"),
  "en-XA": () => import("virtual:i18n/en-XA"),
};

let active: Translator | undefined;

/** Loads the chosen language's catalog and makes it the page's; sets `<html lang dir>`. */
export async function startI18n(locale: Locale = chooseLocale()): Promise<Translator> {
  const messages = (await CATALOGS[locale]()).default;
  active = createTranslator(locale, messages);
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
  return active;
}

/** Keeps the reader's choice from the language switch in this browser, for every page after. */
export function storeLocale(locale: Locale): void {
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // nowhere to keep it: the choice lasts for this page only
  }
}

const loaded = new Map<Locale, Promise<Translator>>();

/**
 * A translator of its own for `locale`, its catalog fetched once per page: for code that
 * speaks a language other than the page's (each `<pigeon-viewer>` its own `lang`). It
 * does not change the page's language.
 */
export function loadTranslator(locale: Locale): Promise<Translator> {
  let translator = loaded.get(locale);
  if (!translator) {
    translator = CATALOGS[locale]().then((module) => createTranslator(locale, module.default));
    loaded.set(locale, translator);
    // a chunk that failed to arrive (the network) is asked for again next time
    translator.catch(() => loaded.delete(locale));
  }
  return translator;
}

/** Sets a translator directly: tests of page modules, and the viewer element (which starts its own). */
export function useTranslator(translator: Translator): void {
  active = translator;
}

/** The page's language. */
export function currentLocale(): Locale {
  return active?.locale ?? "en";
}

/** The message `id` in the page's language. Calling it before `startI18n` is a bug. */
export function t(id: string, values?: MessageValues): string {
  if (!active) throw new Error(`t("${id}") before the page's language was loaded`);
  return active.t(id, values);
}
