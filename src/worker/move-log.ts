/**
 * The game's move log, in storage and in memory together: a played move appended (with a
 * checkpoint when one is due, and the offers a move cancels), the last move taken back.
 * The GameRoom decides when; this module keeps the two copies in step.
 */
import { PLAYED_FROM_CONDITIONAL_LINE } from "../contract/move-notes.ts";
import { makeStateText } from "../engine/state-text.ts";
import type { Played, Side } from "../engine/types.ts";
import type { GameStore } from "./game-store.ts";
import type { LoggedMove } from "./game-rows.ts";
import { conditionalReply } from "./lifecycle/conditional-replies.ts";
import { offersAfterMove } from "./lifecycle/offers.ts";
import type { LiveGame } from "./live-game.ts";

/** A checkpoint every 50 moves bounds the replay on wake to 50 moves (about 5 ms for The Pit). */
export const CHECKPOINT_EVERY = 50;

/**
 * The most engine states a room keeps in memory: as many as a room woken from storage
 * replays (the last checkpoint's and the moves since). Older states are never read (the
 * position is the newest; a takeback needs the one before), so a long game costs the
 * room's memory, and its garbage collector, no more at move 400 than at move 50.
 */
export const KEPT_STATES = CHECKPOINT_EVERY + 1;

/** Appends a played move to the log (and a checkpoint when one is due), in memory too. */
export function recordMove(store: GameStore, live: LiveGame, side: Side, played: Played<unknown>, extraNotes: readonly string[] = []): void {
  const logged: LoggedMove = {
    ply: live.moves.length + 1,
    text: played.move.text,
    side,
    playedAt: Date.now(),
    // the log keeps the notes' English, the API's strings; a page says them again from their words
    notes: [...played.notes.map((note) => note.message), ...extraNotes],
  };
  store.appendMove(logged);
  if (logged.ply % CHECKPOINT_EVERY === 0) {
    store.writeCheckpoint({ ply: logged.ply, state: makeStateText(live.game, played.state) });
  }
  live.moves.push(logged);
  live.notes.push(logged.notes);
  live.states.push(played.state);
  if (live.states.length > KEPT_STATES) live.states.shift();
  live.moved[side] = true;
  const offers = store.readOffers();
  const next = offersAfterMove(offers, side);
  if (next.draw !== offers.draw || next.takeback !== offers.takeback || next.rematch !== offers.rematch) store.writeOffers(next);
}

/**
 * Takes the last move back, in storage and in memory. False when too few states are left
 * in memory to go on from (the caller then rebuilds the game from the log).
 */
export function takeBackLastMove(store: GameStore, live: LiveGame): boolean {
  const last = live.moves.pop();
  if (!last) throw new Error("takeback accepted with no move to take back");
  store.removeMove(last.ply);
  const at = Date.now();
  // when the move was made, for the clocks: the time until its takeback counts for nobody
  store.appendEvent("takeback", last.side, at, { ply: last.ply, move: last.text, playedAt: last.playedAt });
  live.takebacks.push({ side: last.side, movedAt: last.playedAt, at });
  live.notes.pop();
  live.states.pop();
  store.writeRemindedPly(-1);
  // lines were checked against the position that is now undone
  for (const side of ["white", "black"] as const) store.writeConditionalLines(side, []);
  return live.states.length >= 2;
}

/** After `mover`'s move, plays the other seat's conditional reply if one matches. True when one was played. */
export function playConditionalReply(store: GameStore, live: LiveGame, mover: Side): boolean {
  const answer = conditionalReply(store, live, mover);
  for (const played of answer?.replies ?? []) recordMove(store, live, answer!.holder, played, [PLAYED_FROM_CONDITIONAL_LINE.message]);
  return answer !== undefined;
}
