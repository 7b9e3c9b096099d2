/**
 * Which of our languages a reader gets, from what their browser asks for: the
 * `Accept-Language` header on the server's pages, `navigator.languages` in the app. A
 * request names tags such as `pt-BR`, `pt`, `zh-Hans-CN`, `zh-TW` or `*`; each is matched to
 * our codes by language and, where we distinguish them, script or region.
 */
import { DEFAULT_LOCALE, LOCALES, PSEUDO_LOCALE, isLocale, type Locale } from "./locales.ts";

/** Longest header read: a real browser sends under 200 characters; the rest is ignored. */
const MAX_HEADER = 1_000;
const MAX_TAGS = 32;

/** The tags of an `Accept-Language` header, most wanted first (q=0 left out, ties keep their order). */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  const entries: { tag: string; q: number; index: number }[] = [];
  for (const [index, part] of header.slice(0, MAX_HEADER).split(",").slice(0, MAX_TAGS).entries()) {
    const [rawTag, ...params] = part.trim().split(";");
    const tag = rawTag.trim();
    if (!/^(?:[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*|\*)$/.test(tag)) continue;
    let q = 1;
    for (const param of params) {
      const m = /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/.exec(param);
      if (m) q = Math.min(1, Number(m[1]));
    }
    if (q > 0) entries.push({ tag, q, index });
  }
  return entries.sort((a, b) => b.q - a.q || a.index - b.index).map((e) => e.tag);
}

/** Our locale for one requested tag, or undefined when we have none for it. */
export function matchTag(tag: string): Locale | undefined {
  const parts = tag.toLowerCase().split("-");
  const language = parts[0];
  if (tag === PSEUDO_LOCALE) return undefined; // only ever chosen by ?lang=
  if (language === "zh") {
    // Simplified Chinese is what we have: Traditional (Hant, TW, HK, MO) readers are not given it as theirs.
    const traditional = parts.includes("hant") || (!parts.includes("hans") && ["tw", "hk", "mo"].some((r) => parts.includes(r)));
    return traditional ? undefined : "zh-CN";
  }
  if (language === "pt") return "pt-BR";
  return LOCALES.find((l) => l.code.toLowerCase() === language)?.code;
}

/** The best of our locales for `preferences` (most wanted first), English when none matches. */
export function negotiateLocale(preferences: readonly string[]): Locale {
  for (const tag of preferences) {
    const match = matchTag(tag);
    if (match) return match;
  }
  return DEFAULT_LOCALE;
}

/** A `?lang=` value (or a stored choice) as our locale, case-insensitively; undefined when it names none. */
export function readLocaleParam(value: string | null | undefined): Locale | undefined {
  if (!value || value.length > 16) return undefined;
  if (isLocale(value)) return value;
  const lower = value.toLowerCase();
  const exact = [...LOCALES.map((l) => l.code), PSEUDO_LOCALE].find((code) => code.toLowerCase() === lower);
  return exact ?? matchTag(value);
}
