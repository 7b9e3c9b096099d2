/**
 * A rematch: the offer picks the new game's id and keeps the hash of the offerer's
 * derived token; the acceptance creates the new game with sides swapped. Neither seat
 * needs a new link: each browser derives its new token from its old one.
 */
import { opposite, type BySide, type Side } from "../../engine/types.ts";
import type { Outcome } from "../errors.ts";
import type { GameStore } from "../game-store.ts";
import type { GameMeta } from "../game-rows.ts";
import type { LiveGame } from "../live-game.ts";
import { hashToken, newGameId } from "../tokens.ts";
import type { OfferAction } from "./offers.ts";
import { deriveRematchToken } from "../../contract/rematch-token.ts";

/** What creating the new game needs (the room's own `create`, on another object). */
export type NewGame = Omit<GameMeta, "createdAt" | "rematchOf"> & { readonly rematchOf: string };

/**
 * Applies a rematch offer, decline or acceptance that the offer rules allowed. On
 * acceptance `create` makes the new game; its refusal is passed on.
 */
export async function stepRematch(
  store: GameStore,
  live: LiveGame,
  step: { readonly token: string; readonly side: Side; readonly action: OfferAction; readonly accepted: boolean },
  create: (game: NewGame) => Promise<Outcome<unknown>>,
): Promise<Outcome<void>> {
  const { token, side, action, accepted } = step;
  if (!accepted) {
    if (action === "offer") {
      const id = store.readRematchId() ?? newGameId();
      store.writeRematchId(id);
      store.writeRematchHash(`${side}:${await hashToken(await deriveRematchToken(token, id))}`);
    } else {
      store.writeRematchHash(null);
    }
    return { ok: true, value: undefined };
  }
  const id = store.readRematchId();
  const offered = store.readRematchHash();
  if (!id || !offered) throw new Error("rematch accepted without an offer on record");
  const [offererSide, offererHash] = offered.split(":") as [Side, string];
  const accepterHash = await hashToken(await deriveRematchToken(token, id));
  // sides swap: the old white seat plays black in the rematch
  const hashes: BySide<string> =
    offererSide === "white" ? { white: accepterHash, black: offererHash } : { white: offererHash, black: accepterHash };
  const created = await create({
    id,
    variant: live.meta.variant,
    options: live.meta.options,
    names: { white: live.meta.names.black, black: live.meta.names.white },
    tokenHashes: hashes,
    timeControl: live.meta.timeControl,
    origin: live.meta.origin,
    rematchOf: live.meta.id,
    // the computer keeps its level and, as everyone, changes sides
    computer: live.meta.computer ? { side: opposite(live.meta.computer.side), level: live.meta.computer.level } : null,
  });
  if (!created.ok) return created;
  store.writeRematchHash(null);
  live.rematchStarted = true;
  return { ok: true, value: undefined };
}
