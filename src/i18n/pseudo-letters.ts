/**
 * The pseudo-locale's letters: each lower-case ASCII letter that has an accented
 * look-alike, accented. Capitals stay, so a name in capitals that a language keeps (PNG,
 * SVG, GIF on a button whose label says "Download PNG picture") still reads as itself and
 * the label still contains the button's words, as axe asks.
 */
export const ACCENTED: Readonly<Record<string, string>> = {
  a: "á", e: "é", i: "í", o: "ö", u: "ü", c: "ç", n: "ñ", y: "ý", s: "š", z: "ž",
};

/** How much longer the pseudo-locale makes English: 40% of its letters, in tildes. */
export function pseudoPadding(letters: number): string {
  return "~".repeat(Math.ceil(letters * 0.4));
}
