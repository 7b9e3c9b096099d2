/**
 * Offers between the two players: a draw, a takeback of one's own last move, a rematch.
 * Pure rules, so they can be tested without a Durable Object: each function takes the
 * current offers and facts about the game and returns the new offers or why not.
 */
import type { Side } from "../../engine/types.ts";
import { opposite } from "../../engine/types.ts";

export interface Offers {
  /** The side that offered a draw and is waiting for an answer. */
  readonly draw: Side | null;
  /** The side that asked to take back its last move. */
  readonly takeback: Side | null;
  /** The side that offered a rematch after the end. */
  readonly rematch: Side | null;
}

export const NO_OFFERS: Offers = { draw: null, takeback: null, rematch: null };

export type OfferKind = keyof Offers;
export type OfferAction = "offer" | "accept" | "decline";

export interface GameFacts {
  readonly finished: boolean;
  /** The side that made the last move, or null before the first move. */
  readonly lastMover: Side | null;
}

export type OfferStep =
  | { readonly ok: true; readonly offers: Offers; readonly accepted: boolean }
  | { readonly ok: false; readonly code: "game_over" | "not_allowed"; readonly message: string };

const NAMES: Record<OfferKind, string> = { draw: "a draw", takeback: "a takeback", rematch: "a rematch" };

/** Applies `action` on offer `kind` by `side`. */
export function stepOffer(offers: Offers, kind: OfferKind, action: OfferAction, side: Side, game: GameFacts): OfferStep {
  const pending = offers[kind];
  if (kind === "rematch" ? !game.finished : game.finished) {
    return {
      ok: false,
      code: kind === "rematch" ? "not_allowed" : "game_over",
      message: kind === "rematch" ? "A rematch can be offered once the game is over." : "The game is over.",
    };
  }
  if (action === "offer") {
    if (pending === side) return { ok: false, code: "not_allowed", message: `You have already offered ${NAMES[kind]}.` };
    if (pending === opposite(side)) {
      // Offering what the opponent already offers is accepting it, as on lichess.
      return { ok: true, offers: { ...offers, [kind]: null }, accepted: true };
    }
    if (kind === "takeback" && game.lastMover !== side) {
      return { ok: false, code: "not_allowed", message: "You can only take back your own last move, before your opponent replies." };
    }
    return { ok: true, offers: { ...offers, [kind]: side }, accepted: false };
  }
  if (pending !== opposite(side)) {
    return { ok: false, code: "not_allowed", message: `Your opponent has not offered ${NAMES[kind]}.` };
  }
  return { ok: true, offers: { ...offers, [kind]: null }, accepted: action === "accept" };
}

/**
 * What a move does to the offers: a draw offer lapses when the offerer's opponent moves
 * (the move is the answer); a takeback request lapses with any move, since the move it
 * asked about is no longer the last one.
 */
export function offersAfterMove(offers: Offers, mover: Side): Offers {
  return {
    draw: offers.draw === opposite(mover) ? null : offers.draw,
    takeback: null,
    rematch: offers.rematch,
  };
}

/** Once the game ends, draw and takeback offers have nothing left to act on. */
export function offersAfterEnd(offers: Offers): Offers {
  return { draw: null, takeback: null, rematch: offers.rematch };
}
