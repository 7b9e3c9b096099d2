/**
 * Writes the outlines that the pictures need from DejaVu Sans (Bitstream Vera licence,
 * src/art/DEJAVU-LICENSE.txt) into two small data modules, so that neither the Worker
 * nor the page parses a font at run time: opentype.js is 66 KB gzipped and the bold woff
 * 336 KB, against the Worker's 150 KB budget; the outlines written here are 12 KB gzipped.
 *
 * - src/art/chess-outlines.ts: the silhouettes of the six filled chess glyphs (U+265A-F),
 *   in a 1x1 box, for the board on the page and in every picture;
 * - src/pictures/typeface-outlines.ts: the glyphs of printable Latin-1 and a few
 *   punctuation marks, in bold, for the text of the link previews and GIFs;
 * - src/pictures/fonts/slices.ts: for every other character, which Noto Sans Bold slice
 *   (a Fontsource .woff, loaded by the renderer only when a picture needs it) draws it.
 *
 * The Latin text comes from the @fontsource/dejavu-sans package (a devDependency); the
 * chess glyphs are not in its subsets, so they come from the full DejaVuSans.ttf that
 * Debian's fonts-dejavu-core installs (`apt-get install fonts-dejavu-core`). Run again
 * after changing the character set:
 *
 *   npm run typeface [-- /path/to/DejaVuSans.ttf]
 */
import { readFileSync, writeFileSync } from "node:fs";
import opentype from "opentype.js";

type Font = ReturnType<typeof opentype.parse>;
type Command = { type: string; x?: number; y?: number; x1?: number; y1?: number; x2?: number; y2?: number };

const fontsource = new URL("../../node_modules/@fontsource/dejavu-sans/files/", import.meta.url);
const loadFont = (path: string | URL): Font => {
  const bytes = readFileSync(path);
  return opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
};

/** Path data with coordinates rounded by `round`. */
function pathData(commands: readonly Command[], round: (n: number) => string): string {
  const parts: string[] = [];
  for (const c of commands) {
    if (c.type === "Z") parts.push("Z");
    else if (c.type === "M" || c.type === "L") parts.push(`${c.type}${round(c.x!)} ${round(c.y!)}`);
    else if (c.type === "Q") parts.push(`Q${round(c.x1!)} ${round(c.y1!)} ${round(c.x!)} ${round(c.y!)}`);
    else if (c.type === "C") parts.push(`C${round(c.x1!)} ${round(c.y1!)} ${round(c.x2!)} ${round(c.y2!)} ${round(c.x!)} ${round(c.y!)}`);
  }
  return parts.join("");
}

/** Splits commands into contours, each starting with M. */
function contours(commands: readonly Command[]): Command[][] {
  const out: Command[][] = [];
  for (const c of commands) {
    if (c.type === "M") out.push([]);
    out[out.length - 1]?.push(c);
  }
  return out;
}

/**
 * Path data with whole-number coordinates relative to the pen (lowercase commands): small
 * numbers that repeat, which gzip packs a third tighter than absolute ones.
 */
function relativePathData(commands: readonly Command[]): string {
  const parts: string[] = [];
  let [penX, penY] = [0, 0];
  let [startX, startY] = [0, 0];
  const r = (n: number) => Math.round(n);
  for (const c of commands) {
    if (c.type === "Z") {
      parts.push("z");
      [penX, penY] = [startX, startY];
      continue;
    }
    const [x, y] = [r(c.x!), r(c.y!)];
    const rel = (vx: number, vy: number) => `${r(vx) - penX} ${r(vy) - penY}`;
    if (c.type === "M") {
      parts.push(`m${rel(x, y)}`);
      [startX, startY] = [x, y];
    } else if (c.type === "L") {
      // the font's outlines repeat a point now and then: a line of no length draws nothing
      if (x !== penX || y !== penY) parts.push(`l${rel(x, y)}`);
    }
    else if (c.type === "Q") parts.push(`q${rel(c.x1!, c.y1!)} ${rel(x, y)}`);
    else if (c.type === "C") parts.push(`c${rel(c.x1!, c.y1!)} ${rel(c.x2!, c.y2!)} ${rel(x, y)}`);
    [penX, penY] = [x, y];
  }
  return parts.join("").replace(/ -/g, "-");
}

// ---------------------------------------------------------------- chess silhouettes

/** Whether `point` lies inside `contour` (its on-curve points as a polygon; even-odd). */
function inside(point: Command, contour: readonly Command[]): boolean {
  const poly = contour.filter((c) => c.x !== undefined);
  let odd = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi, xj, yj] = [poly[i].x!, poly[i].y!, poly[j].x!, poly[j].y!];
    if (yi > point.y! !== yj > point.y! && point.x! < ((xj - xi) * (point.y! - yi)) / (yj - yi) + xi) odd = !odd;
  }
  return odd;
}

const CHESS: Record<string, string> = { K: "\u265A", Q: "\u265B", R: "\u265C", B: "\u265D", N: "\u265E", P: "\u265F" };

function chessOutlines(font: Font): Record<string, string> {
  const out: Record<string, string> = {};
  // The page drew the glyph at 0.82 of the square, centred: the same here, in a 1x1 box.
  const em = 0.82;
  for (const [kind, char] of Object.entries(CHESS)) {
    const glyph = font.charToGlyph(char);
    const path = glyph.getPath(0, 0, em);
    // Only the outermost contours: the inner lines (holes, and in DejaVu's king and
    // queen whole inner shapes) are dropped, and a silhouette (as the page always drew,
    // filling them) keeps colour from depending on how a font draws them.
    const all = contours(path.commands as Command[]);
    const kept = all.filter((c, i) => !all.some((other, j) => j !== i && inside(c[0], other))).flat();
    const box = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
    for (const c of kept) {
      for (const [x, y] of [[c.x, c.y], [c.x1, c.y1], [c.x2, c.y2]]) {
        if (x === undefined || y === undefined) continue;
        box.x0 = Math.min(box.x0, x); box.y0 = Math.min(box.y0, y); box.x1 = Math.max(box.x1, x); box.y1 = Math.max(box.y1, y);
      }
    }
    const dx = 0.5 - (box.x0 + box.x1) / 2;
    const dy = 0.52 - (box.y0 + box.y1) / 2;
    const moved = kept.map((c) => ({
      type: c.type,
      x: c.x === undefined ? undefined : c.x + dx, y: c.y === undefined ? undefined : c.y + dy,
      x1: c.x1 === undefined ? undefined : c.x1 + dx, y1: c.y1 === undefined ? undefined : c.y1 + dy,
      x2: c.x2 === undefined ? undefined : c.x2 + dx, y2: c.y2 === undefined ? undefined : c.y2 + dy,
    }));
    out[kind] = pathData(moved, (n) => String(Math.round(n * 1000) / 1000));
  }
  return out;
}

// ---------------------------------------------------------------- text

const EXTRA = "…·×–—‘’“”•−";
const CHARSET = [
  ...Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)),
  ...Array.from({ length: 96 }, (_, i) => String.fromCharCode(160 + i)),
  ...EXTRA,
];

/** Units per em of the written outlines. */
const UNITS = 512;

interface FaceData {
  unitsPerEm: number;
  capHeight: number;
  ascender: number;
  descender: number;
  glyphs: Record<string, [number, string]>;
}

function face(font: Font): FaceData {
  const glyphs: Record<string, [number, string]> = {};
  for (const char of CHARSET) {
    const glyph = font.charToGlyph(char);
    if (glyph.index === 0) continue;
    // y down, the baseline at 0, in 1/UNITS em: a 40-pixel title is off by at most
    // 0.04 pixels, and the data is a quarter smaller than in the font's 2048 units
    const path = glyph.getPath(0, 0, UNITS);
    glyphs[char] = [Math.round(((glyph.advanceWidth ?? 0) * UNITS) / font.unitsPerEm), relativePathData(path.commands as Command[])];
  }
  const os2 = (font.tables as { os2?: { sCapHeight?: number } }).os2;
  const units = (n: number) => Math.round((n * UNITS) / font.unitsPerEm);
  return { unitsPerEm: UNITS, capHeight: units(os2?.sCapHeight ?? font.unitsPerEm * 0.72), ascender: units(font.ascender), descender: units(font.descender), glyphs };
}

const HEADER = "// Generated by `npm run typeface` (src/cli/typeface.ts) from DejaVu Sans (src/art/DEJAVU-LICENSE.txt). Do not edit.\n";

const chessFont = process.argv[2] ?? "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";
const chess = chessOutlines(loadFont(chessFont));
writeFileSync(
  new URL("../art/chess-outlines.ts", import.meta.url),
  `${HEADER}\n/** The filled chess glyphs' silhouettes (outer contours only) as SVG path data in a 1x1 box, by piece letter. */\nexport const CHESS_OUTLINES: Readonly<Record<string, string>> = ${JSON.stringify(chess, null, 2)};\n`,
);

// One face, bold, for all the text: a second would add 17 KB gzipped to the Worker.
const bold = face(loadFont(new URL("dejavu-sans-latin-700-normal.woff", fontsource)));
writeFileSync(
  new URL("../pictures/typeface-outlines.ts", import.meta.url),
  `${HEADER}\nimport type { FaceData } from "./typeface.ts";\n\n/** DejaVu Sans Bold. */\nexport const BOLD: FaceData = ${JSON.stringify(bold)};\n`,
);
console.log(`chess: ${Object.keys(chess).length} glyphs; text: ${Object.keys(bold.glyphs).length} glyphs`);

// ---------------------------------------------------------------- Noto slices

/**
 * Every other script comes from Noto Sans Bold (SIL Open Font Licence,
 * src/art/NOTO-LICENSE.txt) as Fontsource cuts it: one .woff a unicode range, fetched by
 * the picture renderer only when a picture's text needs it (src/pictures/fonts/). What is
 * written here is the table from character to slice, not the fonts: in fallback order,
 * the first family whose slice lists a character draws it.
 */
const NOTO_FAMILIES = ["noto-sans", "noto-sans-arabic", "noto-sans-hebrew", "noto-sans-devanagari", "noto-sans-sc", "noto-sans-jp", "noto-sans-kr"];

/** The families to try for a character: Korean's and Japanese's own letters from their own fonts before the Chinese one. */
function familyOrder(codePoint: number): string[] {
  const hangul = (codePoint >= 0x1100 && codePoint <= 0x11ff) || (codePoint >= 0x3130 && codePoint <= 0x318f) || (codePoint >= 0xac00 && codePoint <= 0xd7af);
  const kana = (codePoint >= 0x3040 && codePoint <= 0x30ff) || (codePoint >= 0x31f0 && codePoint <= 0x31ff) || (codePoint >= 0xff66 && codePoint <= 0xff9f);
  const first = hangul ? "noto-sans-kr" : kana ? "noto-sans-jp" : undefined;
  return first === undefined ? NOTO_FAMILIES : [first, ...NOTO_FAMILIES.filter((family) => family !== first)];
}

function notoSlices(): { files: string[]; ranges: string } {
  const files: string[] = [];
  // slice index by code point, per family
  const byFamily = new Map<string, Map<number, number>>();
  for (const family of NOTO_FAMILIES) {
    const css = readFileSync(new URL(`../../node_modules/@fontsource/${family}/700.css`, import.meta.url), "utf8");
    const covered = new Map<number, number>();
    for (const face of css.matchAll(/url\(\.\/files\/([^)]+-700-normal\.woff)\) format\('woff'\);\s*unicode-range: ([^;]+);/g)) {
      const slice = files.push(`${family}/${face[1]}`) - 1;
      for (const part of face[2].split(",")) {
        const [from, to] = part.trim().replace(/^U\+/i, "").split("-").map((hex) => parseInt(hex, 16));
        for (let c = from; c <= (to ?? from); c++) if (!covered.has(c)) covered.set(c, slice);
      }
    }
    byFamily.set(family, covered);
  }
  const all = [...new Set([...byFamily.values()].flatMap((covered) => [...covered.keys()]))].sort((a, b) => a - b);
  // runs of consecutive code points drawn by one slice: "gap.length.slice" in base 36, the gap from the previous run's end
  const runs: string[] = [];
  let run: { start: number; end: number; slice: number } | undefined;
  let previousEnd = -1;
  const flush = () => {
    if (run === undefined) return;
    runs.push(`${(run.start - previousEnd).toString(36)}.${(run.end - run.start).toString(36)}.${run.slice.toString(36)}`);
    previousEnd = run.end;
  };
  for (const c of all) {
    const family = familyOrder(c).find((f) => byFamily.get(f)!.has(c))!;
    const slice = byFamily.get(family)!.get(c)!;
    if (run !== undefined && run.slice === slice && run.end === c - 1) run.end = c;
    else {
      flush();
      run = { start: c, end: c, slice };
    }
  }
  flush();
  return { files, ranges: runs.join(" ") };
}

const slices = notoSlices();
writeFileSync(
  new URL("../pictures/fonts/slices.ts", import.meta.url),
  "// Generated by `npm run typeface` (src/cli/typeface.ts) from the Noto Sans packages' unicode ranges (src/art/NOTO-LICENSE.txt). Do not edit.\n\n" +
    "/** The Noto Sans Bold slices as `package/file` (Fontsource's .woff files; served under /picture-fonts/), in fallback order. */\n" +
    `export const SLICE_FILES: readonly string[] = ${JSON.stringify(slices.files)};\n\n` +
    "/** Which slice draws which characters: runs of code points as `gap.length.slice` in base 36, each gap from the end of the run before. */\n" +
    `export const SLICE_RANGES = ${JSON.stringify(slices.ranges)};\n`,
);
console.log(`Noto: ${slices.files.length} slices, ${slices.ranges.split(" ").length} runs`);
