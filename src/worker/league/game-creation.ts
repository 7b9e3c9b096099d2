/**
 * Creating a league's games as GameRooms, a bounded batch a wake (the start of a 64-player
 * double round-robin is 4,032 games). Each game's id and players were recorded when its
 * round was paired; creating it is idempotent (a room that already holds it answers
 * "exists", and linking it to the league again changes nothing), so a batch cut short by a
 * failure is simply taken up again by the next alarm.
 */
import { SIDES, type BySide } from "../../engine/types.ts";
import type { RatedSeat } from "../lifecycle/rated-outbox.ts";
import type { GameRoom } from "../game-room.ts";
import { hashToken } from "../tokens.ts";
import { leagueSeatToken } from "./seat-links.ts";
import type { LeagueMeta, LeagueStore, StoredGame } from "./league-store.ts";

/** Games created a wake: a wake's subrequests and CPU stay bounded however large the league. */
export const CREATION_BATCH = 30;
/** Rooms asked at once within a batch: few, so that a read arriving meanwhile waits for little. */
const PARALLEL = 2;
/**
 * A real pause (a timer, not a resolved promise) after each group of rooms. Calls between
 * objects of one process are promises, not sockets: under `wrangler dev` a batch asked
 * back to back kept the runtime's event loop busy for its whole length, and the league's
 * readers, whose requests arrive on a socket, waited seconds for a gap (the Worker and the
 * League then answered them in tens of ms; docs/benchmarks.md, "Reading a league while
 * its rooms are created"). A timer lets the loop take in what has arrived. On Cloudflare it
 * costs a wake a few ms of wall time and no CPU.
 */
export const GROUP_PAUSE_MS = 5;

/** Creates up to `CREATION_BATCH` pending games; returns how many are still pending. */
export async function createPendingGames(store: LeagueStore, env: Env, secret: string, afterCreate: (game: StoredGame) => void): Promise<number> {
  const meta = store.readMeta()!;
  const batch = store.pendingGames(CREATION_BATCH);
  for (let i = 0; i < batch.length; i += PARALLEL) {
    const done = await Promise.allSettled(batch.slice(i, i + PARALLEL).map((game) => createGame(env, store, meta, secret, game)));
    done.forEach((outcome, j) => {
      const game = batch[i + j];
      if (outcome.status === "rejected") {
        console.error(`league ${meta.id}: creating game ${game.id} failed; the next wake tries again`, outcome.reason);
        return;
      }
      store.markCreated(game.id, outcome.value);
      afterCreate(game);
    });
    await new Promise((resolve) => setTimeout(resolve, GROUP_PAUSE_MS));
  }
  return store.pendingCount();
}

/**
 * A rated league's game: both seats bound to the players' pockets from the start (they
 * accepted rating when they joined), so its end moves their ratings through the room's
 * outbox under the usual counting rules. Undefined for an unrated league.
 */
function ratedSeats(store: LeagueStore, meta: LeagueMeta, game: StoredGame): BySide<RatedSeat> | undefined {
  if (!meta.rated) return undefined;
  const white = store.ratedSeatOf(game.white);
  const black = store.ratedSeatOf(game.black);
  if (!white || !black) throw new Error(`league ${meta.id}: game ${game.id} has a player without a pocket in a rated league`);
  return { white, black };
}

/** One game's room, created (or found already created) and linked to the league; the side to move. */
async function createGame(env: Env, store: LeagueStore, meta: LeagueMeta, secret: string, game: StoredGame): Promise<"white" | "black" | null> {
  const namespace = env.GAME_ROOM as DurableObjectNamespace<GameRoom>;
  const room = namespace.get(namespace.idFromName(game.id));
  const hashes = await Promise.all(SIDES.map(async (side) => hashToken(await leagueSeatToken(secret, meta.id, game.id, side))));
  const created = await room.create({
    id: game.id,
    variant: meta.variant,
    options: meta.options,
    names: { white: game.white, black: game.black },
    tokenHashes: { white: hashes[0], black: hashes[1] },
    timeControl: meta.timeControl,
    origin: meta.origin,
    computer: null,
  }, null, ratedSeats(store, meta, game));
  if (!created.ok && created.error.code !== "exists") throw new Error(`${created.error.code}: ${created.error.message}`);
  await room.joinLeague(meta.id);
  if (created.ok) return created.value.turn;
  const found = await room.snapshot(); // created by an earlier wake whose answer was lost
  return found.ok ? found.value.turn : null;
}
