/**
 * The record with its hash chain (contract/chain-record.ts) and, once the game is over,
 * the server's signature of the chain's head: what `GET /api/games/:id/record` serves
 * and what a verifier checks (docs/api.md "Records you can verify").
 */
import { recordChain } from "../../contract/chain-record.ts";
import { readSigningKey, signHead, type SigningKey } from "../../contract/record-key.ts";
import type { GameStore } from "../game-store.ts";
import { isOver, recordTextOf, type LiveGame } from "../live-game.ts";
import { genesisOf } from "./chain-log.ts";

/** The signing key read from its secret once per isolate (importing it costs a WebCrypto call). */
let cached: { secret: string; key: Promise<SigningKey | undefined> } | undefined;

/**
 * The server's signing key, or undefined when SIGNING_KEY is not set (records are then
 * unsigned). A SIGNING_KEY that is not a key is logged and treated as none: records stay
 * chained and served, never a 500, until the deployer fixes the secret.
 */
export function signingKey(secret: string | undefined): Promise<SigningKey | undefined> {
  if (!secret) return Promise.resolve(undefined);
  if (cached?.secret !== secret) {
    const key = readSigningKey(secret).catch((error: unknown) => {
      console.error("SIGNING_KEY is not an Ed25519 private key (JWK, base64url): records are served unsigned", error);
      return undefined;
    });
    cached = { secret, key };
  }
  return cached.key;
}

/** The record of the game in `store`: chained when the game has a chain, signed when it is over and a key is set. */
export async function signedRecordOf(live: LiveGame, store: GameStore, secret: string | undefined, origin: string): Promise<string> {
  if (!store.chain.read()) return recordTextOf(live, origin);
  const chain = recordChain(genesisOf(live.meta), store.chain.lines());
  const tags = [...chain.tags];
  const key = isOver(live) ? await signingKey(secret) : undefined;
  if (key) tags.push(["Signature", await signHead(key, chain.head)], ["SignatureKey", key.kid]);
  return recordTextOf(live, origin, { extraTags: tags, comments: chain.comments });
}
