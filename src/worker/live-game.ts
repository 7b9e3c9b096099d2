/**
 * A live game as the GameRoom holds it in memory, rebuilt from its storage whenever the
 * object wakes, and what can be read off it without storage: the current state, the
 * outcome, the clock, the snapshot the API sends, the record and the archive row.
 */
import { nextMoveNumber } from "../engine/move-words.ts";
import { makeOptionsTag, replayMoves, replayMovesFrom, resultToken } from "../engine/record.ts";
import { getGame } from "../engine/registry.ts";
import { parseStateText } from "../engine/state-text.ts";
import type { AnyGame, BySide, Outcome, Side } from "../engine/types.ts";
import type { archiveGame } from "./archive.ts";
import type { GameStore } from "./game-store.ts";
import type { GameMeta, LifecycleEnd, LoggedMove } from "./game-rows.ts";
import type { TimedClock } from "./lifecycle/clock.ts";
import type { ChainState } from "./lifecycle/chain-log.ts";
import { CLOCK_EVENT_KINDS, readClocks, type ClockEvent, type ClockMemo, type ClockMove, type ClockTakeback } from "../contract/clocks.ts";
import { clockComments, makeRecordText, type RecordSource } from "./record-text.ts";
import { mergeComments } from "../contract/chain-record.ts";
import type { GameSnapshot } from "../contract/api.ts";
import { updateOf, type GameUpdate } from "../contract/updates.ts";

export interface LiveGame {
  readonly game: AnyGame;
  readonly meta: GameMeta;
  readonly moves: LoggedMove[];
  readonly notes: (readonly string[])[];
  /** Engine states: from the latest checkpoint (or the start), then one after each move (a takeback pops one), at most KEPT_STATES (move-log.ts). */
  readonly states: unknown[];
  end: LifecycleEnd | undefined;
  aborted: boolean;
  rematchStarted: boolean;
  /** The seats that have been opened at least once. */
  joined: { white: boolean; black: boolean };
  /**
   * The sides that have ever made a move, a move since taken back included: a durable fact
   * of the log (the moves and the takeback events), which decides whether a game may still
   * be aborted, whatever the current ply.
   */
  moved: { white: boolean; black: boolean };
  /** The clock events of the log (vacation, time given, pauses), oldest first: the room appends new ones. */
  readonly clockEvents: ClockEvent[];
  /** Moves taken back: whose, when made, when taken back (the clocks skip the time between). */
  readonly takebacks: ClockTakeback[];
  /** What clockOf keeps between readings, so that a reading costs the same at move 400 as at move 4. */
  readonly clockKept: ClockKept;
}

/**
 * The moves as the clocks read them, kept in step with `moves` while moves are only added
 * (read anew after a takeback), and the clocks' fold at the last move (ClockMemo).
 */
interface ClockKept {
  readonly moves: ClockMove[];
  takebacks: number;
  readonly memo: ClockMemo;
}

/** The game in `store`, or undefined for an object that holds none. */
export function loadLiveGame(store: GameStore): LiveGame | undefined {
  const meta = store.readMeta();
  if (!meta) return undefined;
  const game = getGame(meta.variant);
  if (!game) throw new Error(`game ${meta.id} has variant ${meta.variant}, which the registry lacks`);
  const moves = store.readMoves();
  const events = store.readEvents();
  return {
    game,
    meta,
    moves,
    notes: moves.map((m) => m.notes),
    states: rebuildStates(store, game, meta, moves),
    end: store.readLifecycleEnd(),
    aborted: events.some((e) => e.kind === "abort"),
    rematchStarted: events.some((e) => e.kind === "rematch-accept"),
    joined: { white: events.some((e) => e.kind === "joined" && e.side === "white"), black: events.some((e) => e.kind === "joined" && e.side === "black") },
    moved: everMoved(moves, events),
    takebacks: events.flatMap((e) => {
      // takebacks logged before the clocks knew of them carry no playedAt: they are left out
      const playedAt = e.kind === "takeback" && e.side ? (JSON.parse(e.detail) as { playedAt?: number }).playedAt : undefined;
      return playedAt === undefined ? [] : [{ side: e.side!, movedAt: playedAt, at: e.at }];
    }),
    clockEvents: events.filter((e) => e.side !== null && (CLOCK_EVENT_KINDS as readonly string[]).includes(e.kind)).map(toClockEvent),
    clockKept: { moves: [], takebacks: 0, memo: {} },
  };
}

/** A clock event as the events table holds it: the days, where it has some, in its detail. */
function toClockEvent(event: { kind: string; side: Side | null; at: number; detail: string }): ClockEvent {
  const days = event.detail ? (JSON.parse(event.detail) as { days?: number }).days : undefined;
  return { kind: event.kind, side: event.side, at: event.at, ...(days === undefined ? {} : { days }) } as ClockEvent;
}

/** Which sides have ever moved: a side with a move in the log, or one whose move was taken back. */
function everMoved(moves: readonly LoggedMove[], events: readonly { kind: string; side: Side | null }[]): BySide<boolean> {
  const sides = new Set<Side | null>([...moves.map((m) => m.side), ...events.filter((e) => e.kind === "takeback").map((e) => e.side)]);
  return { white: sides.has("white"), black: sides.has("black") };
}

/**
 * The engine states from the latest checkpoint before the last move up to now (the
 * start if there is none): at most one checkpoint interval is replayed, however long
 * the game. One state before the last is always kept, for a takeback.
 */
function rebuildStates(store: GameStore, game: AnyGame, meta: GameMeta, moves: readonly LoggedMove[]): unknown[] {
  const checkpoint = moves.length > 0 ? store.readCheckpoint(moves.length - 1) : undefined;
  const start = checkpoint && parseStateText(game, checkpoint.state);
  // The log and its checkpoints hold only what the engine made: a failure here is a bug, not user input.
  if (start && !start.ok) throw new Error(`game ${meta.id}: checkpoint ${checkpoint?.ply} does not read: ${start.error.message}`);
  const rest = moves.slice(checkpoint?.ply ?? 0).map((m) => m.text);
  const replay = start ? replayMovesFrom(game, start.value, rest) : replayMoves(game, rest, meta.options);
  if (!replay.ok) throw new Error(`game ${meta.id} does not replay: ${replay.error.message}`);
  return [...replay.value.states];
}

export function currentState(live: LiveGame): unknown {
  return live.states[live.states.length - 1];
}

/** The lifecycle's end (resignation, agreement, time) where there is one, else the rules'. */
export function outcomeOf(live: LiveGame): Outcome {
  if (live.end) {
    return live.end.winner
      ? { status: "win", winner: live.end.winner, reason: live.end.reason }
      : { status: "draw", reason: live.end.reason };
  }
  return live.game.outcome(currentState(live));
}

export function isOver(live: LiveGame): boolean {
  return live.aborted || outcomeOf(live).status !== "ongoing";
}

/**
 * The ply at which the side to move got the turn: after the last move by the other side
 * (0 when it has not moved yet). A game whose rules give the same side several moves in
 * a row (In The Bin's extra moves) keeps one turn, so one clock, over all of them.
 */
export function turnStartPly(live: LiveGame): number {
  const toMove = live.game.turn(currentState(live));
  for (let i = live.moves.length - 1; i >= 0; i--) if (live.moves[i].side !== toMove) return i + 1;
  return 0;
}

/**
 * A timed game's clocks at `now` (contract/clocks.ts), or undefined without a clock. Once
 * the game is over they stand where they were when it ended.
 */
export function clockOf(live: LiveGame, now: number): TimedClock | undefined {
  const control = live.meta.timeControl;
  if (!control) return undefined;
  const log = {
    control,
    startedAt: live.meta.createdAt,
    moves: clockMovesOf(live),
    toMove: live.game.turn(currentState(live)),
    events: live.clockEvents,
    takebacks: live.takebacks,
  };
  return { control, reading: readClocks(log, isOver(live) ? Math.min(now, updatedAt(live)) : now, live.clockKept.memo) };
}

/** The moves as the clocks read them: only the ones added since the last reading are written out. */
function clockMovesOf(live: LiveGame): readonly ClockMove[] {
  const kept = live.clockKept;
  // a takeback (the only way a move leaves the log) has its record: read the moves anew
  if (kept.takebacks !== live.takebacks.length) {
    kept.moves.length = 0;
    kept.takebacks = live.takebacks.length;
  }
  for (let i = kept.moves.length; i < live.moves.length; i++) kept.moves.push({ side: live.moves[i].side, at: live.moves[i].playedAt });
  return kept.moves;
}

/** The moves of the opponent's last turn, as `side` saw them (several for a chain of extra moves). */
export function lastTurnOf(live: LiveGame, side: Side): string[] {
  let start = live.moves.length;
  while (start > 0 && live.moves[start - 1].side !== side) start--;
  return live.moves.slice(start).map((m) => m.text);
}

/** When the game last changed: created, a move, or its end. */
export function updatedAt(live: LiveGame): number {
  const lastMove = live.moves[live.moves.length - 1]?.playedAt ?? 0;
  return Math.max(live.meta.createdAt, lastMove, live.end?.at ?? 0);
}

/** What the room keeps beside the game that a snapshot shows. */
export interface SnapshotExtras {
  readonly version: number;
  readonly offers: GameSnapshot["offers"];
  readonly rematchId: string | null;
  readonly presence: BySide<boolean>;
  /** The clocks at the moment the snapshot shows (`clockOf(live, now)`), read once by the room. */
  readonly clock: TimedClock | undefined;
  /** The hash chain's head and length (lifecycle/chain-log.ts), or null for a game begun before chains. */
  readonly chain?: ChainState | null;
  /** A rated game's names bound to its seats (lifecycle/rated-outbox.ts), or null for an unrated one. */
  readonly rated?: BySide<string | null> | null;
}

export function makeSnapshot(live: LiveGame, extras: SnapshotExtras): GameSnapshot {
  return { ...snapshotHead(live, extras), moves: live.moves.map((m) => m.text), notes: live.notes };
}

/**
 * The update of a change whose moves start at `movesFrom` (contract/updates.ts makeUpdate of
 * the snapshot), without writing out the moves before it: a move costs the same at ply 400
 * as at ply 4.
 */
export function makeGameUpdate(live: LiveGame, extras: SnapshotExtras, movesFrom: number): GameUpdate {
  return updateOf(snapshotHead(live, extras), movesFrom, live.moves.slice(movesFrom).map((m) => m.text), live.notes.slice(movesFrom));
}

const moveCounts = new WeakMap<LiveGame, { readonly plies: number; readonly last: LoggedMove | undefined; readonly count: number }>();

/**
 * The numbered moves so far (countMoves of the sides), counted on from the last count while
 * moves are only added; a takeback, or another move in a taken-back move's place, counts
 * again from the start.
 */
function moveCountOf(live: LiveGame): number {
  const plies = live.moves.length;
  const known = moveCounts.get(live);
  const still = known !== undefined && known.plies <= plies && live.moves[known.plies - 1] === known.last;
  let count = still ? known.count : 0;
  for (let ply = still ? known.plies : 0; ply < plies; ply++) count = nextMoveNumber(count, live.moves[ply - 1]?.side, live.moves[ply].side);
  moveCounts.set(live, { plies, last: live.moves[plies - 1], count });
  return count;
}

/** All a snapshot says but its moves and their notes. */
function snapshotHead(live: LiveGame, extras: SnapshotExtras): Omit<GameSnapshot, "moves" | "notes"> {
  const aborted = live.aborted;
  const outcome = outcomeOf(live);
  const over = aborted || outcome.status !== "ongoing";
  const { offers, rematchId } = extras;
  const clock = extras.clock;
  const deadline = over ? null : (clock?.reading.deadline ?? null);
  return {
    id: live.meta.id,
    version: extras.version,
    variant: live.meta.variant,
    options: live.meta.options,
    // a rated game's seats play under their pockets' public names
    names: extras.rated ? { white: extras.rated.white ?? live.meta.names.white, black: extras.rated.black ?? live.meta.names.black } : live.meta.names,
    status: aborted ? "aborted" : over ? "finished" : "active",
    turn: over ? null : live.game.turn(currentState(live)),
    ply: live.moves.length,
    moveCount: moveCountOf(live),
    position: live.game.makePosition(currentState(live)),
    outcome,
    timeControl: live.meta.timeControl,
    deadline: deadline === null ? null : new Date(deadline).toISOString(),
    ...(clock ? clockFields(clock, over) : {}),
    offers,
    rematch: rematchId && (offers.rematch || live.rematchStarted) ? { id: rematchId, started: live.rematchStarted } : null,
    rematchOf: live.meta.rematchOf,
    presence: extras.presence,
    joined: { ...live.joined },
    moved: { ...live.moved },
    ...(live.meta.computer ? { computer: { side: live.meta.computer.side, level: live.meta.computer.level } } : {}),
    createdAt: new Date(live.meta.createdAt).toISOString(),
    updatedAt: new Date(updatedAt(live)).toISOString(),
    ...(extras.rated !== undefined ? { rated: extras.rated } : {}),
    ...(extras.chain ? { chainHead: extras.chain.head, chainLength: extras.chain.length } : {}),
  };
}

/** What a timed game's snapshot says of its clocks, pause and time-out (docs/api.md). */
function clockFields(clock: TimedClock, over: boolean): Pick<GameSnapshot, "clocks" | "pause" | "timeout"> {
  const { reading, control } = clock;
  const iso = (at: number) => new Date(at).toISOString();
  return {
    clocks: reading.clocks,
    pause: { offer: over ? null : reading.pauseOffer, until: reading.pausedUntil === null || over ? null : iso(reading.pausedUntil) },
    // under "lose" a time-out ends the game; under "claim" it waits for the opponent's claim
    timeout: reading.timedOut && control.onTimeout === "claim" && !over ? { side: reading.timedOut.side, at: iso(reading.timedOut.at) } : null,
  };
}

/** The PGN-style record; `origin` makes the Site tag a working link; `chain` adds the hash chain's tags and comments (lifecycle/signed-record.ts). */
export function recordTextOf(live: LiveGame, origin: string, chain?: Pick<RecordSource, "extraTags" | "comments">): string {
  const clock = clockComments(live.clockEvents, live.moves.map((m) => m.playedAt), live.meta.names);
  return makeRecordText(
    {
      id: live.meta.id,
      variant: live.meta.variant,
      options: live.meta.options,
      names: live.meta.names,
      createdAt: live.meta.createdAt,
      outcome: outcomeOf(live),
      timeControl: live.meta.timeControl,
      moves: live.moves.map((m) => m.text),
      sides: live.moves.map((m) => m.side),
      comments: chain?.comments ? mergeComments(chain.comments, clock) : clock,
      extraTags: chain?.extraTags,
    },
    origin,
  );
}

/** The archive's row for a finished game. */
export function archiveRowOf(live: LiveGame): Parameters<typeof archiveGame>[1] {
  const outcome = outcomeOf(live);
  if (outcome.status === "ongoing") throw new Error(`game ${live.meta.id} is not over: nothing to archive`);
  return {
    id: live.meta.id,
    variant: live.meta.variant,
    options: makeOptionsTag(live.meta.options),
    white: live.meta.names.white,
    black: live.meta.names.black,
    result: resultToken(outcome),
    termination: outcome.reason,
    plies: live.moves.length,
    moveCount: moveCountOf(live),
    moves: live.moves.map((m) => m.text).join(" "),
    createdAt: live.meta.createdAt,
    endedAt: updatedAt(live),
  };
}
