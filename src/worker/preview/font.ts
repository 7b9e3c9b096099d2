/**
 * A 5x7 bitmap font (in the style of the HD44780 character ROM) for the preview images:
 * A-Z, a-z, 0-9 and a few symbols. Descenders (g j p q y , ;) take two extra rows below
 * the baseline. Data, not code: each glyph is its rows top to bottom, two hex digits a
 * row, bit 4 the leftmost pixel.
 */

/** Pixels across a glyph. */
export const GLYPH_WIDTH = 5;
/** Rows from the top of a capital to the baseline. */
export const GLYPH_HEIGHT = 7;
/** Rows a descender reaches below the baseline. */
export const GLYPH_DESCENT = 2;
/** Pixels from one glyph's left edge to the next's: the width and one column of space. */
export const GLYPH_ADVANCE = GLYPH_WIDTH + 1;

const GLYPHS: Readonly<Record<string, string>> = {
  " ": "00000000000000",
  A: "0e1111111f1111", B: "1e11111e11111e", C: "0e11101010110e", D: "1c12111111121c",
  E: "1f10101e10101f", F: "1f10101e101010", G: "0e11101711110f", H: "1111111f111111",
  I: "0e04040404040e", J: "0702020202120c", K: "11121418141211", L: "1010101010101f",
  M: "111b1515111111", N: "11111915131111", O: "0e11111111110e", P: "1e11111e101010",
  Q: "0e11111115120d", R: "1e11111e141211", S: "0f10100e01011e", T: "1f040404040404",
  U: "1111111111110e", V: "11111111110a04", W: "1111111515150a", X: "11110a040a1111",
  Y: "1111110a040404", Z: "1f01020408101f",
  a: "00000e010f110f", b: "1010161911111e", c: "00000e1010110e", d: "01010d1311110f",
  e: "00000e111f100e", f: "0609081c080808", g: "00000f1111110f010e", h: "10101619111111",
  i: "04000c0404040e", j: "02000602020202120c", k: "10101214181412", l: "0c04040404040e",
  m: "00001a15151111", n: "00001619111111", o: "00000e1111110e", p: "00001e1111111e1010",
  q: "00000f1111110f0101", r: "00001619101010", s: "00000e100e011e", t: "08081c08080906",
  u: "0000111111130d", v: "00001111110a04", w: "0000111115150a", x: "0000110a040a11",
  y: "0000111111110f010e", z: "00001f0204081f",
  "0": "0e11131519110e", "1": "040c040404040e", "2": "0e11010204081f",
  "3": "1f02040201110e", "4": "02060a121f0202", "5": "1f101e0101110e",
  "6": "0608101e11110e", "7": "1f010204080808", "8": "0e11110e11110e", "9": "0e11110f01020c",
  ".": "00000000000c0c", ",": "00000000000c0c0408", ":": "00000c0c000c0c",
  ";": "00000c0c000c0c0408", "-": "0000001f000000", "+": "0004041f040400", "=": "00001f001f0000",
  "/": "00010204081000", "(": "02040808080402", ")": "08040202020408", "!": "04040404040004",
  "?": "0e110102040004", "'": "0c040800000000", "#": "0a0a1f0a1f0a0a", "%": "18190204081303",
  "×": "00110a040a1100", "·": "00000004000000", "…": "00000000000015",
};

/** What an unknown character draws: a hollow box, so a gap in the font shows rather than vanishing. */
const MISSING = "1f11111111111f";

/** Other spellings of characters the font has. */
const ALIASES: Readonly<Record<string, string>> = { "—": "-", "–": "-", "’": "'", "‘": "'", "•": "·" };

function parseRows(hex: string): readonly number[] {
  const rows: number[] = [];
  for (let i = 0; i < hex.length; i += 2) rows.push(parseInt(hex.slice(i, i + 2), 16));
  return rows;
}

const PARSED = new Map<string, readonly number[]>(Object.entries(GLYPHS).map(([char, hex]) => [char, parseRows(hex)]));
const MISSING_ROWS = parseRows(MISSING);

/**
 * The rows of a character's glyph, top to bottom, bit 4 the leftmost pixel: seven rows,
 * or nine for a glyph with a descender. Unknown characters give a hollow box.
 */
export function glyphRows(char: string): readonly number[] {
  return PARSED.get(char) ?? PARSED.get(ALIASES[char] ?? "") ?? MISSING_ROWS;
}
