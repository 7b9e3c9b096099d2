import { describe, expect, it } from "vitest";
import { base64UrlDecode } from "../../../src/contract/bytes.ts";
import { MAX_EXPIRY_SECONDS, generateVapidKeys, vapidHeaders } from "../../../src/worker/push/vapid.ts";
import type { VapidKeys } from "../../../src/worker/push/vapid.ts";

const ENDPOINT = "https://fcm.googleapis.com/fcm/send/dQw4w9WgXcQ:APA91b";
const SUBJECT = "mailto:ops@pigeon-post.example";
const NOW = Date.UTC(2025, 0, 1, 12, 0, 0, 999);

interface Token {
  header: Record<string, unknown>;
  claims: Record<string, unknown>;
  signature: Uint8Array;
  signingInput: string;
  k: string;
}

/** Splits `vapid t=<jwt>, k=<key>` and decodes the JWT's parts. */
function parseAuthorization(value: string): Token {
  const match = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), k=([\w-]+)$/.exec(value);
  if (!match) throw new Error(`not a VAPID header: ${value}`);
  const [, header, claims, signature, k] = match;
  const json = (part: string) => JSON.parse(new TextDecoder().decode(base64UrlDecode(part)));
  return { header: json(header), claims: json(claims), signature: base64UrlDecode(signature), signingInput: `${header}.${claims}`, k };
}

async function verifies(token: Token, publicKey: string): Promise<boolean> {
  const key = await crypto.subtle.importKey("raw", base64UrlDecode(publicKey), { name: "ECDSA", namedCurve: "P-256" }, false, ["verify"]);
  const data = new TextEncoder().encode(token.signingInput);
  return crypto.subtle.verify({ name: "ECDSA", hash: "SHA-256" }, key, token.signature, data);
}

// One pair for the file: key generation is the slow part, and nothing here mutates it.
const keys: Promise<VapidKeys> = generateVapidKeys();

describe("generateVapidKeys", () => {
  it("gives an uncompressed P-256 point and a 32-byte scalar", async () => {
    const { publicKey, privateKey } = await keys;
    const point = base64UrlDecode(publicKey);
    expect(point.length).toBe(65);
    expect(point[0]).toBe(0x04);
    expect(base64UrlDecode(privateKey).length).toBe(32);
  });

  it("gives a different pair each time", async () => {
    const other = await generateVapidKeys();
    expect(other.privateKey).not.toBe((await keys).privateKey);
    expect(other.publicKey).not.toBe((await keys).publicKey);
  });
});

describe("vapidHeaders", () => {
  it("sends an ES256 JWT for the endpoint's origin, with the public key as k", async () => {
    const { Authorization } = await vapidHeaders(ENDPOINT, await keys, SUBJECT, 3600, NOW);
    const token = parseAuthorization(Authorization);
    expect(token.header).toEqual({ typ: "JWT", alg: "ES256" });
    expect(token.claims).toEqual({ aud: "https://fcm.googleapis.com", exp: Date.UTC(2025, 0, 1, 13) / 1000, sub: SUBJECT });
    expect(token.k).toBe((await keys).publicKey);
  });

  it("signs in the raw r || s form that verifies with the public key", async () => {
    const { Authorization } = await vapidHeaders(ENDPOINT, await keys, SUBJECT, 3600, NOW);
    const token = parseAuthorization(Authorization);
    expect(token.signature.length).toBe(64);
    expect(await verifies(token, (await keys).publicKey)).toBe(true);
    expect(await verifies({ ...token, signingInput: `${token.signingInput}x` }, (await keys).publicKey)).toBe(false);
    expect(await verifies(token, (await generateVapidKeys()).publicKey)).toBe(false);
  });

  it("keeps a port in the audience and drops the path", async () => {
    const { Authorization } = await vapidHeaders("https://push.example:8443/wpush/v2/abc?x=1", await keys, SUBJECT, 60, NOW);
    expect(parseAuthorization(Authorization).claims.aud).toBe("https://push.example:8443");
  });

  it("expires within 24 hours of now by default", async () => {
    const before = Math.floor(Date.now() / 1000);
    const { Authorization } = await vapidHeaders(ENDPOINT, await keys, "https://pigeon-post.example/contact");
    const exp = parseAuthorization(Authorization).claims.exp as number;
    expect(exp).toBeGreaterThan(before);
    expect(exp).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + MAX_EXPIRY_SECONDS);
  });

  it("allows the full 24 hours and no more", async () => {
    const { Authorization } = await vapidHeaders(ENDPOINT, await keys, SUBJECT, MAX_EXPIRY_SECONDS, NOW);
    expect(parseAuthorization(Authorization).claims.exp).toBe(Math.floor(NOW / 1000) + MAX_EXPIRY_SECONDS);
    for (const lifetime of [MAX_EXPIRY_SECONDS + 1, 0, -60, 1.5]) {
      await expect(vapidHeaders(ENDPOINT, await keys, SUBJECT, lifetime, NOW), String(lifetime)).rejects.toThrow(RangeError);
    }
  });

  it("refuses a subject that is not a mailto: or https: URL", async () => {
    for (const subject of ["ops@pigeon-post.example", "http://pigeon-post.example", ""]) {
      await expect(vapidHeaders(ENDPOINT, await keys, subject), subject).rejects.toThrow(TypeError);
    }
  });

  it("refuses keys of the wrong size", async () => {
    const { publicKey, privateKey } = await keys;
    await expect(vapidHeaders(ENDPOINT, { publicKey: publicKey.slice(0, 43), privateKey }, SUBJECT)).rejects.toThrow(RangeError);
    await expect(vapidHeaders(ENDPOINT, { publicKey, privateKey: privateKey.slice(0, 22) }, SUBJECT)).rejects.toThrow(RangeError);
  });
});
