import { describe, expect, it } from "vitest";
import { base64UrlDecode, base64UrlEncode } from "../../../src/contract/bytes.ts";

const ascii = (text: string) => new TextEncoder().encode(text);

describe("base64url", () => {
  it("encodes the RFC 4648 test vectors without padding", () => {
    const vectors = ["", "Zg", "Zm8", "Zm9v", "Zm9vYg", "Zm9vYmE", "Zm9vYmFy"];
    vectors.forEach((encoded, n) => expect(base64UrlEncode(ascii("foobar".slice(0, n)))).toBe(encoded));
  });

  it("uses - and _ where base64 has + and /", () => {
    expect(base64UrlEncode(new Uint8Array([0xfb, 0xff, 0xbf]))).toBe("-_-_");
    expect(base64UrlDecode("-_-_")).toEqual(new Uint8Array([0xfb, 0xff, 0xbf]));
  });

  it("round-trips every length and byte value", () => {
    const all = Uint8Array.from({ length: 256 }, (_, i) => i);
    for (let n = 0; n <= 66; n++) {
      const bytes = all.slice(n, n + n);
      expect(base64UrlDecode(base64UrlEncode(bytes))).toEqual(bytes);
    }
    expect(base64UrlDecode(base64UrlEncode(all))).toEqual(all);
  });

  it("tolerates padding but nothing outside the URL-safe alphabet", () => {
    expect(base64UrlDecode("Zm8=")).toEqual(ascii("fo"));
    for (const bad of ["+_8", "/w", "Zm 8", "Z", "Zm9vY", "=Zm8"]) {
      expect(() => base64UrlDecode(bad), bad).toThrow(TypeError);
    }
  });
});
