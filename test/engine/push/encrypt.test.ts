import { describe, expect, it } from "vitest";
import { base64UrlDecode, base64UrlEncode } from "../../../src/contract/bytes.ts";
import { MAX_PLAINTEXT_BYTES, deriveKeys, encryptPayload } from "../../../src/worker/push/encrypt.ts";
import { RFC8291 } from "./rfc8291-example.ts";
import { decryptPushBody, importP256, newUserAgent, userAgentFrom } from "./user-agent.ts";

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** The RFC's application-server key pair, as encryptPayload's serverKeys. */
async function rfcServerKeys(): Promise<CryptoKeyPair> {
  const publicKey = await crypto.subtle.importKey(
    "raw",
    base64UrlDecode(RFC8291.asPublic),
    { name: "ECDH", namedCurve: "P-256" },
    true,
    [],
  );
  return { publicKey, privateKey: await importP256(RFC8291.asPublic, RFC8291.asPrivate, "ECDH") };
}

const rfcSubscription = { p256dh: RFC8291.uaPublic, auth: RFC8291.authSecret };

describe("RFC 8291 worked example", () => {
  it("encrypts to the RFC's body byte for byte", async () => {
    const body = await encryptPayload(encoder.encode(RFC8291.plaintext), rfcSubscription, {
      salt: base64UrlDecode(RFC8291.salt),
      serverKeys: await rfcServerKeys(),
      recordSize: RFC8291.recordSize,
    });
    expect(base64UrlEncode(body)).toBe(RFC8291.body);
  });

  it("derives each intermediate value of Appendix A", async () => {
    const keys = await deriveKeys(
      (await rfcServerKeys()).privateKey,
      base64UrlDecode(RFC8291.uaPublic),
      base64UrlDecode(RFC8291.asPublic),
      base64UrlDecode(RFC8291.authSecret),
      base64UrlDecode(RFC8291.salt),
    );
    expect({
      ecdhSecret: base64UrlEncode(keys.ecdhSecret),
      keyInfo: base64UrlEncode(keys.keyInfo),
      ikm: base64UrlEncode(keys.ikm),
      cek: base64UrlEncode(keys.cek),
      nonce: base64UrlEncode(keys.nonce),
    }).toEqual({
      ecdhSecret: RFC8291.ecdhSecret,
      keyInfo: RFC8291.keyInfo,
      ikm: RFC8291.ikm,
      cek: RFC8291.cek,
      nonce: RFC8291.nonce,
    });
  });

  it("is read back by the test's user agent, which the round trips below rely on", async () => {
    const ua = await userAgentFrom(RFC8291.uaPublic, RFC8291.uaPrivate, RFC8291.authSecret);
    const { plaintext, recordSize, keyId } = await decryptPushBody(base64UrlDecode(RFC8291.body), ua);
    expect(decoder.decode(plaintext)).toBe(RFC8291.plaintext);
    expect(recordSize).toBe(4096);
    expect(base64UrlEncode(keyId)).toBe(RFC8291.asPublic);
  });
});

describe("encryptPayload", () => {
  it.each([0, 1, 41, MAX_PLAINTEXT_BYTES])("round-trips a %i-byte payload through a fresh subscription", async (size) => {
    const ua = await newUserAgent();
    const payload = crypto.getRandomValues(new Uint8Array(size));
    const body = await encryptPayload(payload, ua.keys);
    expect(body.length).toBe(86 + size + 17); // header, plaintext, delimiter, tag
    const { plaintext, recordSize, keyId } = await decryptPushBody(body, ua);
    expect(plaintext).toEqual(payload);
    expect(recordSize).toBe(4096);
    expect(keyId.length).toBe(65);
  });

  it("uses a fresh salt and server key for every message", async () => {
    const ua = await newUserAgent();
    const payload = encoder.encode("your move");
    const [a, b] = await Promise.all([encryptPayload(payload, ua.keys), encryptPayload(payload, ua.keys)]);
    expect(a.slice(0, 16)).not.toEqual(b.slice(0, 16));
    expect(a.slice(21, 86)).not.toEqual(b.slice(21, 86));
  });

  it("writes the record size it is given, down to the smallest that holds the payload", async () => {
    const ua = await newUserAgent();
    const payload = encoder.encode("e4");
    const body = await encryptPayload(payload, ua.keys, { recordSize: payload.length + 17 });
    expect((await decryptPushBody(body, ua)).recordSize).toBe(19);
    await expect(encryptPayload(payload, ua.keys, { recordSize: payload.length + 16 })).rejects.toThrow(RangeError);
  });

  it("refuses a payload a push service need not accept", async () => {
    const ua = await newUserAgent();
    await expect(encryptPayload(new Uint8Array(MAX_PLAINTEXT_BYTES + 1), ua.keys)).rejects.toThrow(RangeError);
  });

  it("refuses malformed subscription keys and salts", async () => {
    const { keys } = await newUserAgent();
    const payload = encoder.encode("hi");
    await expect(encryptPayload(payload, { ...keys, auth: base64UrlEncode(new Uint8Array(12)) })).rejects.toThrow(/auth/);
    await expect(encryptPayload(payload, { ...keys, p256dh: keys.p256dh.slice(0, 43) })).rejects.toThrow(/p256dh/);
    await expect(encryptPayload(payload, { ...keys, p256dh: "not base64!" })).rejects.toThrow();
    // 65 bytes, but not a point on the curve.
    const offCurve = base64UrlEncode(new Uint8Array(65).fill(1, 1).fill(4, 0, 1));
    await expect(encryptPayload(payload, { ...keys, p256dh: offCurve })).rejects.toThrow();
    await expect(encryptPayload(payload, keys, { salt: new Uint8Array(8) })).rejects.toThrow(/salt/);
  });

  it("produces a body whose tampering the user agent detects", async () => {
    const ua = await newUserAgent();
    const body = await encryptPayload(encoder.encode("resign"), ua.keys);
    body[body.length - 1] ^= 1;
    await expect(decryptPushBody(body, ua)).rejects.toThrow();
  });
});
