/** A pocket's keys (src/contract/pocket-keys.ts; docs/api.md "Pockets"): derived from the secret alone, the same on every device; sealed entries open only with the pocket's key and for their own id. */
import { describe, expect, it } from "vitest";
import { entryId, isPocketSecret, newPocketSecret, openEntry, pocketKeys, sealEntry } from "../../../src/contract/pocket-keys.ts";

/** Node's crypto, as an implementation independent of Web Crypto (the engine suite's tsconfig has no Node types: a computed specifier, as test/engine/preview/decode-png.ts does). */
interface NodeCrypto {
  hkdfSync(digest: string, ikm: Uint8Array, salt: string, info: string, length: number): ArrayBuffer;
  createHmac(digest: string, key: Uint8Array): { update(text: string): { digest(): Uint8Array } };
}
const { hkdfSync, createHmac } = (await import(`node:${"crypto"}`)) as NodeCrypto;
const base64url = (bytes: Uint8Array): string => btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

// a fixed secret, so the derivations below are pinned: another client must reach the same values
const SECRET = "AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8";

describe("a pocket's keys", () => {
  it("derive the same id, authentication value and entry ids from the same secret, and others from another", async () => {
    expect(isPocketSecret(SECRET)).toBe(true);
    const [a, b] = await Promise.all([pocketKeys(SECRET), pocketKeys(SECRET)]);
    expect(a.id).toMatch(/^[A-Za-z0-9_-]{20}$/);
    expect(a.auth).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a.id).toBe(b.id);
    expect(a.auth).toBe(b.auth);
    expect(await entryId(a, "seat", "k3v9x2mq7d:white")).toBe(await entryId(b, "seat", "k3v9x2mq7d:white"));
    expect(await entryId(a, "seat", "k3v9x2mq7d:white")).not.toBe(await entryId(a, "seat", "k3v9x2mq7d:black"));
    const other = await pocketKeys(newPocketSecret());
    expect(other.id).not.toBe(a.id);
    expect(other.auth).not.toBe(a.auth);
  });

  it("follow docs/api.md's derivation, as an independent HKDF and HMAC (Node's own) compute it", async () => {
    const keys = await pocketKeys(SECRET);
    const ikm = Uint8Array.from(atob(SECRET.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));
    const hkdf = (info: string) => new Uint8Array(hkdfSync("sha256", ikm, "pigeon-post pocket v1", info, 32));
    expect(keys.id).toBe(base64url(hkdf("id").subarray(0, 15)));
    expect(keys.auth).toBe(base64url(hkdf("auth")));
    const entry = base64url(new Uint8Array(createHmac("sha256", hkdf("entry")).update("study:abcdefghij").digest()).subarray(0, 16));
    expect(await entryId(keys, "study", "abcdefghij")).toBe(entry);
  });

  it("seal an entry that opens on another device, not for another id, not with another pocket, not when changed", async () => {
    const keys = await pocketKeys(SECRET);
    const id = await entryId(keys, "seat", "k3v9x2mq7d:white");
    const item = { kind: "seat", gameId: "k3v9x2mq7d", side: "white", token: "t".repeat(43), variant: "the-pit", savedAt: "2026-11-28T00:00:00.000Z" };
    const sealed = await sealEntry(keys, id, item);
    expect(sealed).not.toContain("k3v9x2mq7d");
    expect(await openEntry(await pocketKeys(SECRET), id, sealed)).toEqual(item);
    expect(await openEntry(keys, await entryId(keys, "seat", "k3v9x2mq7d:black"), sealed)).toBeUndefined();
    expect(await openEntry(await pocketKeys(newPocketSecret()), id, sealed)).toBeUndefined();
    const flipped = sealed.slice(0, 20) + (sealed[20] === "A" ? "B" : "A") + sealed.slice(21);
    expect(await openEntry(keys, id, flipped)).toBeUndefined();
    expect(await openEntry(keys, id, "not base64url!")).toBeUndefined();
    expect(await openEntry(keys, id, "")).toBeUndefined();
    // two seals of one value differ (a fresh iv each time)
    expect(await sealEntry(keys, id, item)).not.toBe(sealed);
  });

  it("accept only a secret's form", () => {
    for (const text of ["", "short", `${SECRET}x`, `${SECRET.slice(0, 42)}+`, `${SECRET.slice(0, 42)}=`]) expect(isPocketSecret(text), text).toBe(false);
  });
});
