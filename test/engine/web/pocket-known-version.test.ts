// The pocket's version a browser has seen all of (web/src/pocket/known-version.ts): it
// follows the browser's own writes and stops at the first sign of another device's write,
// so that the next sync reads what that device wrote (issue 33; the removal's `removed`).
import { describe, expect, it } from "vitest";
import { KnownVersion } from "../../../web/src/pocket/known-version.ts";

describe("the pocket's version this browser has seen all of", () => {
  it("follows its own writes: a batch of three, then a removal", () => {
    const known = new KnownVersion(5);
    known.wrote(3, 8);
    known.removed(9, true);
    expect(known.version).toBe(9);
  });

  it("stops at a gap: another device wrote between this sync's read and its batch", () => {
    const known = new KnownVersion(5);
    known.wrote(2, 8);
    known.removed(9, true);
    expect(known.version).toBe(5);
  });

  it("a removal of an entry removed already follows only when the pocket is where this sync read it", () => {
    const known = new KnownVersion(5);
    known.removed(5, false);
    expect(known.version).toBe(5);
    known.removed(6, true);
    expect(known.version).toBe(6);
  });

  it("a removal that removed nothing but answers a newer version was preceded by another device's write, which must be read", () => {
    // The case the old answer could not tell apart: with `{ version }` alone, 6 looked like
    // this removal's own version, and the other device's entry written at 6 was never read.
    const known = new KnownVersion(5);
    known.removed(6, false);
    expect(known.version).toBe(5);
    // nothing after a gap is followed
    known.removed(7, true);
    expect(known.version).toBe(5);
  });
});
