/**
 * Acting as a pocket elsewhere (issue 33; docs/api.md "Pockets", identity): a request
 * that creates or accepts a rated game carries `Pocket-Auth: <pocketId>.<auth>`, checked
 * by the pocket's own object (its key, not closed). No device is named: the pocket link
 * is what is checked. And who holds a public name, from D1.
 */
import { apiError, type ApiError } from "../errors.ts";
import { POCKET_AUTH, POCKET_ID } from "../pocket-inputs.ts";
import { pocketStub } from "./stub.ts";

export { nameOwner } from "./names.ts";

const HEADER = /^([A-Za-z0-9_-]{20})\.([A-Za-z0-9_-]{43})$/;

/** The pocket a `Pocket-Auth` header speaks for, with its public name (and since when, ms), or why not. */
export async function pocketIdentity(
  env: Env,
  header: string | undefined,
): Promise<{ ok: true; value: { pocketId: string; name: string | null; nameSince: number | null } } | { ok: false; error: ApiError }> {
  if (header === undefined || header.trim() === "") return apiError(401, "missing_pocket", "This needs your pocket: send Pocket-Auth: <pocket id>.<auth>.");
  const match = HEADER.exec(header.trim());
  if (!match || !POCKET_ID.test(match[1]) || !POCKET_AUTH.test(match[2])) return apiError(403, "wrong_pocket", "Pocket-Auth is not <pocket id>.<auth> of a pocket.");
  return pocketStub(env, match[1]).identity(match[2]);
}
