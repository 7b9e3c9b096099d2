/**
 * Following a rematch: when it starts, each player's page derives its new seat token
 * from the one it holds (docs/api.md: base64url(SHA-256("rematch:" + newId + ":" +
 * oldToken))), saves the new seat in My games and opens it; a watcher opens the new
 * game's watch link. No new links change hands.
 */
import type { GameSnapshot } from "../api.ts";
import { rememberSeat } from "../my-games.ts";
// The server's own derivation, so the two can never drift apart: it uses only
// WebCrypto, TextEncoder and btoa, which browsers have, and type-checks under web/.
import { deriveRematchToken } from "../../../src/contract/rematch-token.ts";
import { opposite, type Side } from "../../../src/engine/types.ts";
import { mySide, type GamePageState, type Loaded } from "./page-state.ts";

/** The seat link of the rematch for the holder of `oldToken`. */
export async function rematchSeatUrl(newId: string, oldToken: string): Promise<string> {
  return `/g/${newId}#seat=${await deriveRematchToken(oldToken, newId)}`;
}

/** The started rematch's id, if this snapshot has one. */
export function startedRematch(snapshot: GameSnapshot): string | undefined {
  return snapshot.rematch?.started ? snapshot.rematch.id : undefined;
}

/** True when the rematch started between two snapshots this page has shown. */
export function rematchJustStarted(before: GameSnapshot | undefined, after: GameSnapshot): boolean {
  return before !== undefined && !startedRematch(before) && startedRematch(after) !== undefined;
}

/**
 * Where this viewer goes for the rematch: a seat's new link (saved in My games, sides
 * swapped) or, for a watcher, the new game's watch link.
 */
export async function rematchUrlFor(snapshot: GameSnapshot, seat: { token: string; side: Side } | undefined): Promise<string | undefined> {
  const newId = startedRematch(snapshot);
  if (!newId) return undefined;
  if (!seat) return `/g/${newId}`;
  const url = await rematchSeatUrl(newId, seat.token);
  rememberSeat({
    id: newId,
    variant: snapshot.variant,
    side: opposite(seat.side),
    url,
    opponent: snapshot.names[opposite(seat.side)],
    savedAt: new Date().toISOString(),
  });
  return url;
}

/** Works out this viewer's rematch link once (a seat's needs its side and a hash); `redraw` when a seat's arrives. */
export function findRematchLink(state: GamePageState, l: Loaded, redraw: () => void): void {
  const newId = startedRematch(l.snapshot);
  const side = mySide(state);
  const seat = state.seat;
  if (!newId || state.rematchLink?.id === newId || (seat && !side)) return;
  state.rematchLink = { id: newId, url: `/g/${newId}` };
  if (seat && side) {
    void rematchUrlFor(l.snapshot, { token: seat.token, side }).then((url) => {
      if (url && state.rematchLink?.id === newId) state.rematchLink = { id: newId, url };
      redraw();
    });
  }
}
