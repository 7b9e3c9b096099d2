/** The pseudo-locale's letters: each ASCII letter that has an accented look-alike, accented. */
export const ACCENTED: Readonly<Record<string, string>> = {
  a: "á", e: "é", i: "í", o: "ö", u: "ü", c: "ç", n: "ñ", y: "ý", s: "š", z: "ž",
  A: "Å", E: "É", I: "Î", O: "Ø", U: "Û", C: "Ç", N: "Ñ", Y: "Ý", S: "Š", Z: "Ž",
};

/** How much longer the pseudo-locale makes English: 40% of its letters, in tildes. */
export function pseudoPadding(letters: number): string {
  return "~".repeat(Math.ceil(letters * 0.4));
}
