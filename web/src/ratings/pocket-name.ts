/**
 * What a rated game needs of this browser's pocket (issue 33): its public name and the
 * `Pocket-Auth` header that proves it. No pocket is made here: a browser without one
 * simply has no name yet, and the pages say how to take one.
 */
import { currentPocket, pocketAuthHeader } from "../pocket/current.ts";
import { fetchPocket } from "../pocket-api.ts";

/** A named pocket, ready to create or accept a rated game. */
export interface RatedIdentity {
  readonly name: string;
  /** The `Pocket-Auth` header's value, `<pocketId>.<auth>`. */
  readonly pocketAuth: string;
}

/** This browser's pocket's public name and header, or undefined when it has no pocket, no name, or the pocket cannot be reached. */
export async function ratedIdentity(): Promise<RatedIdentity | undefined> {
  try {
    const pocket = await currentPocket();
    if (!pocket) return undefined;
    const [view, pocketAuth] = await Promise.all([fetchPocket(pocket.who), pocketAuthHeader()]);
    return view.name && pocketAuth ? { name: view.name, pocketAuth } : undefined;
  } catch {
    return undefined;
  }
}
