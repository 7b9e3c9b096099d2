/**
 * The computer's budget per client (issue 19). Every move the computer owes buys a search
 * of up to about a second of CPU (level 3, Ben39), so games against it are bounded twice
 * per client (its address): a rate (COMPUTER_LIMITER in wrangler.toml: creations of such
 * games and moves in them) and a queue (at most COMPUTER_QUEUE of its computer moves owed
 * at once, in whatever games, kept by a small ComputerLedger object per client). A move
 * that would owe one more is refused with 429 and Retry-After until one is played.
 *
 * The game's room records in its own storage which ledger its owed move is counted in,
 * and settles it once the computer is no longer to move (it moved, the move was taken
 * back, the game ended). Entries also expire after OWED_FOR_MS, so a search that crashes
 * again and again cannot lock its client out for longer.
 */
import { opposite } from "../../engine/types.ts";
import { replayMoves } from "../../engine/record.ts";
import { rateLimited, type Outcome } from "../errors.ts";
import type { GameStore } from "../game-store.ts";
import { LIMIT_PERIOD_SECONDS } from "../http.ts";
import type { ComputerLedger } from "../computer-ledger.ts";
import { computerToMove } from "./computer.ts";
import type { LiveGame } from "../live-game.ts";
import { newGameId } from "../tokens.ts";

/** How many of a client's computer moves may be owed at once, over all its games (each a search under way or about to start). */
export const COMPUTER_QUEUE = 2;
/** How long an owed move counts if nobody settles it (a search that keeps failing). */
export const OWED_FOR_MS = 60_000;
/** A refused client may try again after this: a computer move takes about a second at most. */
export const OWED_RETRY_SECONDS = 2;

/** A computer move owed to a client: in which game, and until when it counts. */
export interface Owed {
  readonly game: string;
  readonly until: number;
}

/**
 * Whether a client owed `owed` may be owed one more computer move, in `game`, at `now`:
 * yes when that game's move is already counted (a retried request owes nothing new), or
 * when fewer than COMPUTER_QUEUE unexpired moves are owed.
 */
export function admitOwed(owed: readonly Owed[], game: string, now: number): boolean {
  const counting = owed.filter((o) => o.until > now);
  return counting.some((o) => o.game === game) || counting.length < COMPUTER_QUEUE;
}

const ADMITTED: Outcome<void> = { ok: true, value: undefined };
function ledgers(env: Env): DurableObjectNamespace<ComputerLedger> {
  return env.COMPUTER_LEDGER as DurableObjectNamespace<ComputerLedger>;
}

/**
 * Counts one creation of, or move in, a game against the computer against `client`'s
 * rate (null: limits are off). A refusal says to wait the limit's period.
 */
export async function limitComputer(env: Env, client: string | null): Promise<Outcome<void>> {
  if (client === null) return ADMITTED;
  const { success } = await env.COMPUTER_LIMITER.limit({ key: client });
  return success ? ADMITTED : rateLimited("Too many games and moves against the computer; wait a minute and try again.", LIMIT_PERIOD_SECONDS);
}

/**
 * Asks `client`'s ledger to count the computer's move in `game` as owed: the ledger's id,
 * to note in the game (null when limits are off), or a refusal while the client is owed
 * COMPUTER_QUEUE moves elsewhere.
 */
export async function reserveComputerMove(env: Env, client: string | null, game: string): Promise<Outcome<string | null>> {
  if (client === null) return { ok: true, value: null };
  const id = ledgers(env).idFromName(client);
  if (await ledgers(env).get(id).reserve(game)) return { ok: true, value: id.toString() };
  return rateLimited(
    `The computer is still thinking about ${COMPUTER_QUEUE} of your moves; wait for its answers and try again.`,
    OWED_RETRY_SECONDS,
  );
}

/** Notes in the game's storage which ledger its owed move is counted in (null: none). */
export async function noteOwed(env: Env, store: GameStore, ledger: string | null, game: string): Promise<void> {
  if (ledger === null) return;
  const before = store.readComputerOwedTo();
  store.writeComputerOwedTo(ledger);
  // the same seat played from another address: the first one owes nothing now
  if (before !== null && before !== ledger) await ledgers(env).get(ledgers(env).idFromString(before)).settle(game);
}

/**
 * A human's move, `play`, within `client`'s budget when `live` is a game against the
 * computer: its rate, then its queue, asked before the move is even checked (a refusal
 * is a 429 with Retry-After), and what is owed settled after it (a move refused, or one
 * after which the human moves again, owes nothing). `reload` gives the game as it is
 * after the awaits. Other games play at once.
 */
export async function withComputerBudget<T>(
  env: Env,
  store: GameStore,
  client: string | null,
  live: LiveGame,
  play: () => Promise<Outcome<T>>,
  reload: () => LiveGame | undefined,
): Promise<Outcome<T>> {
  if (!live.meta.computer) return play();
  const limited = await limitComputer(env, client);
  if (!limited.ok) return limited;
  const reserved = await reserveComputerMove(env, client, live.meta.id);
  if (!reserved.ok) return reserved;
  await noteOwed(env, store, reserved.value, live.meta.id);
  const played = await play();
  await settleComputerMove(env, store, reload());
  return played;
}

/**
 * Settles the computer's move owed in `live`, if one was counted and the computer is no
 * longer to move: it has moved, the human's move was refused or taken back, or the game
 * is over.
 */
export async function settleComputerMove(env: Env, store: GameStore, live: LiveGame | undefined): Promise<void> {
  const owedTo = store.readComputerOwedTo();
  if (owedTo === null || !live || computerToMove(live)) return;
  store.writeComputerOwedTo(null);
  try {
    await ledgers(env).get(ledgers(env).idFromString(owedTo)).settle(live.meta.id);
  } catch (error) {
    // the game has moved on regardless: unsettled, the entry only counts until it expires
    console.error(`game ${live.meta.id}: the computer's move could not be settled`, error);
  }
}

/**
 * A rematch offered to the computer creates a game against it, at once: counted in
 * `client`'s rate, and, when the computer will move first in it, its first move counted
 * owed (under the rematch's id, picked here) before anything of the offer is written, so
 * that a refusal leaves the offer free to be made again. Other games: admitted at once.
 */
export async function admitComputerRematch(env: Env, store: GameStore, client: string | null, live: LiveGame): Promise<Outcome<void>> {
  if (!live.meta.computer) return ADMITTED;
  const limited = await limitComputer(env, client);
  if (!limited.ok || client === null) return limited;
  const start = replayMoves(live.game, [], live.meta.options);
  if (!start.ok) throw new Error(`game ${live.meta.id}: its start does not set up: ${start.error.message}`);
  if (live.game.turn(start.value.states[0]) !== opposite(live.meta.computer!.side)) return ADMITTED;
  const id = store.readRematchId() ?? newGameId();
  store.writeRematchId(id);
  const reserved = await reserveComputerMove(env, client, id);
  return reserved.ok ? ADMITTED : reserved;
}
