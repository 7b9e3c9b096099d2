/**
 * Pockets' public names in D1 (issue 33; docs/api.md "Pockets", names): the table
 * player_names holds each name once (by nameKey: case-blind, NFC, invisible characters
 * dropped) and each pocket once. Taking a name and dropping the pocket's old one is one
 * D1 batch, so a refused name leaves the old one in place. Only a pocket's own object
 * writes its row.
 */
import { eq } from "drizzle-orm/sql";
import { drizzle } from "drizzle-orm/d1";
import { nameKey } from "../../contract/text-rules.ts";
import { playerNames } from "../../db/schema.ts";

/** Names no pocket may take: the computer's levels ("Computer level 2") and the anonymous player. */
const RESERVED_PREFIXES = ["computer", "anonymous"];

export function isReservedName(name: string): boolean {
  const key = nameKey(name);
  return RESERVED_PREFIXES.some((prefix) => key.startsWith(prefix));
}

/** Takes `name` for `pocketId`, giving up its old one; false when another pocket holds it. */
export async function claimName(db: D1Database, pocketId: string, name: string, at: number): Promise<boolean> {
  const key = nameKey(name);
  const orm = drizzle(db);
  const holder = await orm.select({ pocketId: playerNames.pocketId }).from(playerNames).where(eq(playerNames.nameKey, key)).get();
  if (holder && holder.pocketId !== pocketId) return false;
  try {
    await orm.batch([
      orm.delete(playerNames).where(eq(playerNames.pocketId, pocketId)),
      orm.insert(playerNames).values({ nameKey: key, name, pocketId, claimedAt: at }),
    ]);
  } catch (error) {
    // another pocket took it between the read and the batch: the primary key refused it
    if (String(error).includes("UNIQUE")) return false;
    throw error;
  }
  return true;
}

/** The pocket gives its name up: the name is free again. */
export async function releaseName(db: D1Database, pocketId: string): Promise<void> {
  await drizzle(db).delete(playerNames).where(eq(playerNames.pocketId, pocketId));
}

/** The pocket id holding `name` (any case), or undefined. */
export async function nameOwner(env: Env, name: string): Promise<string | undefined> {
  const row = await drizzle(env.DB).select({ pocketId: playerNames.pocketId }).from(playerNames).where(eq(playerNames.nameKey, nameKey(name))).get();
  return row?.pocketId;
}
