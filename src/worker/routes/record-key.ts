/**
 * GET /.well-known/pigeon-post-key.json: the public keys that sign this site's records
 * (contract/record-key.ts), with the origin they speak for. The current key comes from
 * the SIGNING_KEY secret; keys it replaced stay listed (RETIRED_SIGNING_KEYS) so records
 * signed before a rotation still verify. Any verifier may fetch it, from any page.
 */
import { Hono } from "hono";
import { CHAIN_VERSION } from "../../contract/chain.ts";
import { keyId, type KeyDocument, type PublicRecordKey } from "../../contract/record-key.ts";
import { publicOrigin, refuse, type App } from "../http.ts";
import { signingKey } from "../lifecycle/signed-record.ts";

export const recordKey = new Hono<App>();

/** This server's key document for `origin`, or undefined when it signs nothing (no SIGNING_KEY). */
export async function keyDocument(env: Env, origin: string): Promise<KeyDocument | undefined> {
  const key = await signingKey(env.SIGNING_KEY);
  if (!key) return undefined;
  const retired = (env.RETIRED_SIGNING_KEYS ?? "")
    .split(",")
    .map((k) => k.trim())
    .filter((k) => k && k !== key.publicKey)
    .map((publicKey): PublicRecordKey => ({ kid: keyId(publicKey), alg: "Ed25519", publicKey, status: "retired" }));
  return { origin, chainVersion: CHAIN_VERSION, keys: [{ kid: key.kid, alg: "Ed25519", publicKey: key.publicKey, status: "current" }, ...retired] };
}

recordKey.get("/.well-known/pigeon-post-key.json", async (c) => {
  const body = await keyDocument(c.env, publicOrigin(c));
  if (!body) return refuse(c, 404, "not_configured", "This server does not sign its records (no SIGNING_KEY is set).");
  c.header("Access-Control-Allow-Origin", "*");
  c.header("Cache-Control", "public, max-age=3600");
  return c.json(body);
});
