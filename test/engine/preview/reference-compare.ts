/**
 * Pictures compared with reference images kept in test/fixtures/preview/, within a small
 * tolerance (anti-aliasing noise passes, a moved piece or a changed letter does not).
 * After a change you mean, look at test-results/<name> and write the references with
 * UPDATE_REFERENCES=1. `node:` modules come through computed specifiers, as in save-image.ts.
 */
import { expect } from "vitest";
import { decodePng, type DecodedPng } from "./decode-png.ts";
import { saveImage } from "./save-image.ts";

const fs = (await import(`node:${"fs"}`)) as { readFileSync(path: URL): Uint8Array; writeFileSync(path: URL, data: Uint8Array): void };
const env = ((await import(`node:${"process"}`)) as { env: Record<string, string | undefined> }).env;
const folder = new URL("../../fixtures/preview/", (import.meta as unknown as { url: string }).url);

/** A channel counts as changed when it moves by more than this: anti-aliasing noise stays under it. */
const CHANNEL_TOLERANCE = 24;
/** At most this share of pixels (about 95 of 600x315) may change: one piece moved changes three times as many. */
export const CHANGED_SHARE = 0.0005;

/** The share of pixels whose colour differs by more than the tolerance in any channel. */
export function changedShare(a: DecodedPng, b: DecodedPng): number {
  let changed = 0;
  for (let y = 0; y < a.height; y++) {
    for (let x = 0; x < a.width; x++) {
      const p = a.pixel(x, y);
      const q = b.pixel(x, y);
      if ([0, 1, 2].some((c) => Math.abs(p[c] - q[c]) > CHANNEL_TOLERANCE)) changed++;
    }
  }
  return changed / (a.width * a.height);
}

/** The reference test/fixtures/preview/<name>, decoded. */
export function referenceImage(name: string): DecodedPng {
  return decodePng(fs.readFileSync(new URL(name, folder)));
}

/** Expects `png` to look as the reference <name> (saved for a look as test-results/<savedAs>; written as the reference with UPDATE_REFERENCES=1). */
export function expectLikeReference(name: string, png: Uint8Array, savedAs = name): void {
  saveImage(savedAs, png);
  if (env.UPDATE_REFERENCES === "1") fs.writeFileSync(new URL(name, folder), png);
  const reference = referenceImage(name);
  const drawn = decodePng(png);
  expect([drawn.width, drawn.height]).toEqual([reference.width, reference.height]);
  expect(changedShare(drawn, reference)).toBeLessThanOrEqual(CHANGED_SHARE);
}
