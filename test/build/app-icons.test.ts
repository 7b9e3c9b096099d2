// The installable app's files (issue 21, item 5): the committed icons are what
// src/cli/app-icon.ts draws, at the sizes the manifest names, the maskable one inside its
// safe zone; and the service worker's list of files to keep offline.
import { readFileSync } from "node:fs";
import { inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { ICON_BACKGROUND, ICONS, MASKABLE_SAFE_RADIUS, drawIcon } from "../../src/cli/app-icon.ts";
import { pagePaths } from "../../web/sw-precache.ts";

const publicDir = new URL("../../web/public/", import.meta.url);

interface Decoded {
  readonly width: number;
  readonly height: number;
  /** RGBA, 4 bytes a pixel. */
  readonly rgba: Uint8Array;
}

/** Decodes the PNGs our encoder writes: 8-bit RGB or RGBA, one IDAT, every row filter None. */
function decodePng(bytes: Buffer): Decoded {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  const channels = bytes[25] === 6 ? 4 : 3;
  const idat = bytes.indexOf("IDAT", 8, "latin1");
  const raw = inflateSync(bytes.subarray(idat + 4, idat + 4 + bytes.readUInt32BE(idat - 4)));
  const rgba = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    const row = y * (width * channels + 1);
    expect(raw[row]).toBe(0);
    for (let x = 0; x < width; x++) {
      const from = row + 1 + x * channels;
      const to = (y * width + x) * 4;
      rgba.set(raw.subarray(from, from + 3), to);
      rgba[to + 3] = channels === 4 ? raw[from + 3] : 255;
    }
  }
  return { width, height, rgba };
}

describe("the app's icons", () => {
  const manifest = JSON.parse(readFileSync(new URL("manifest.webmanifest", publicDir), "utf8")) as {
    icons: { src: string; sizes: string; purpose: string }[];
  };

  it.each(ICONS.map((spec) => [spec.file, spec] as const))("web/public/icons/%s is what the drawing makes (run npm run icons after changing it)", (file, spec) => {
    const png = decodePng(readFileSync(new URL(`icons/${file}`, publicDir)));
    const drawn = drawIcon(spec);
    expect([png.width, png.height]).toEqual([spec.size, spec.size]);
    expect(Buffer.from(png.rgba).equals(Buffer.from(drawn.pixels))).toBe(true);
  });

  it("the manifest names each icon at its real size, one of them maskable", () => {
    for (const icon of manifest.icons) {
      const spec = ICONS.find((s) => `/icons/${s.file}` === icon.src);
      expect(spec, icon.src).toBeDefined();
      expect(icon.sizes).toBe(`${spec!.size}x${spec!.size}`);
    }
    expect(manifest.icons.filter((icon) => icon.purpose === "maskable")).toHaveLength(1);
  });

  it("the maskable icon is opaque and has nothing but background outside its safe zone", () => {
    const icon = manifest.icons.find((i) => i.purpose === "maskable")!;
    const { width, rgba } = decodePng(readFileSync(new URL(`.${icon.src}`, publicDir)));
    const background = [(ICON_BACKGROUND >> 16) & 0xff, (ICON_BACKGROUND >> 8) & 0xff, ICON_BACKGROUND & 0xff, 255];
    const outside: string[] = [];
    let inside = 0;
    for (let y = 0; y < width; y++) {
      for (let x = 0; x < width; x++) {
        const i = (y * width + x) * 4;
        const isBackground = background.every((value, k) => rgba[i + k] === value);
        if (Math.hypot(x + 0.5 - width / 2, y + 0.5 - width / 2) > MASKABLE_SAFE_RADIUS * width) {
          if (!isBackground) outside.push(`${x},${y}`);
        } else if (!isBackground) inside++;
      }
    }
    expect(outside.slice(0, 5)).toEqual([]);
    // and it does draw something in the middle
    expect(inside).toBeGreaterThan(width * width * 0.25);
  });
});

describe("the offline page's files for the service worker", () => {
  it("are the same-origin files its link, script and img elements load, not the pages its links lead to", () => {
    const html = `<link rel="icon" href="/favicon.svg" /><link rel="stylesheet" crossorigin href="/assets/styles-Ab1.css">
      <script type="module" src="/assets/x.js"></script><img alt="" src="//other.example/a.png"><a class="brand" href="/">Home</a>
      <link rel="preconnect" href="https://other.example"><link rel="icon" href="/favicon.svg" />`;
    expect(pagePaths(html)).toEqual(["/favicon.svg", "/assets/styles-Ab1.css", "/assets/x.js"]);
  });
});
