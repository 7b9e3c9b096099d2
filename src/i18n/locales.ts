/**
 * The languages the service speaks (issue 31), in the order the language switch lists
 * them, each with its own name as a reader of it writes it, and the direction it runs.
 * `en-XA` is the pseudo-locale: English made 40% longer and accented, generated from the
 * English catalog at build time, for tests that look for text that does not fit or was
 * never translated. It is reachable with `?lang=en-XA` but never offered or negotiated.
 */
export const LOCALES = [
  { code: "en", name: "English", dir: "ltr" },
  { code: "es", name: "Español", dir: "ltr" },
  { code: "pt-BR", name: "Português (Brasil)", dir: "ltr" },
  { code: "fr", name: "Français", dir: "ltr" },
  { code: "de", name: "Deutsch", dir: "ltr" },
  { code: "it", name: "Italiano", dir: "ltr" },
  { code: "pl", name: "Polski", dir: "ltr" },
  { code: "ru", name: "Русский", dir: "ltr" },
  { code: "tr", name: "Türkçe", dir: "ltr" },
  { code: "ar", name: "العربية", dir: "rtl" },
  { code: "zh-CN", name: "中文 (简体)", dir: "ltr" },
  { code: "ja", name: "日本語", dir: "ltr" },
] as const;

export type Locale = (typeof LOCALES)[number]["code"] | "en-XA";
export const DEFAULT_LOCALE: Locale = "en";
export const PSEUDO_LOCALE = "en-XA" as const;

const CODES = new Set<string>([...LOCALES.map((l) => l.code), PSEUDO_LOCALE]);

/** True for a locale code this service has a catalog for, exactly as spelled in LOCALES. */
export function isLocale(code: unknown): code is Locale {
  return typeof code === "string" && CODES.has(code);
}

/** The direction a locale's text runs. */
export function directionOf(locale: Locale): "ltr" | "rtl" {
  return LOCALES.find((l) => l.code === locale)?.dir ?? "ltr";
}
