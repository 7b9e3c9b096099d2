/**
 * Prints a new SIGNING_KEY (an Ed25519 private key, JWK as base64url) for signing
 * finished games' records, and nothing else, so it can be piped straight into the secret:
 *
 *   node src/cli/signing-key.ts | npx wrangler secret put SIGNING_KEY
 */
import { generateSigningKey } from "../contract/record-key.ts";

console.log(await generateSigningKey());
