/**
 * What a change to a game sends: not the whole game again (its move list grows with every
 * move) but what changed since the version before. An update carries every field of the
 * snapshot except the move list and its notes, of which it carries only the tail from
 * `movesFrom` (the moves a change appended; none after a takeback, which shortens the
 * list). A client applies it to the snapshot of `baseVersion`, or fetches the game when it
 * has another one (it missed a change).
 */
import type { GameSnapshot } from "./api.ts";

export interface GameUpdate extends Omit<GameSnapshot, "moves" | "notes"> {
  readonly type: "update";
  /** The version this update applies to (always `version - 1`: a change is one version). */
  readonly baseVersion: number;
  /** The ply from which `newMoves` replace the move list. */
  readonly movesFrom: number;
  readonly newMoves: readonly string[];
  readonly newNotes: readonly (readonly string[])[];
}

/** The update that takes a client from the version before `snapshot` to it. */
export function makeUpdate(snapshot: GameSnapshot, movesFrom: number): GameUpdate {
  const { moves, notes, ...rest } = snapshot;
  return updateOf(rest, movesFrom, moves.slice(movesFrom), notes.slice(movesFrom));
}

/** The update from all a snapshot says but its moves, and the moves (and their notes) from `movesFrom` on. */
export function updateOf(rest: Omit<GameSnapshot, "moves" | "notes">, movesFrom: number, newMoves: GameSnapshot["moves"], newNotes: GameSnapshot["notes"]): GameUpdate {
  return { ...rest, type: "update", baseVersion: rest.version - 1, movesFrom, newMoves, newNotes };
}

export function isUpdate(value: GameSnapshot | GameUpdate): value is GameUpdate {
  return (value as GameUpdate).type === "update";
}

/** The snapshot after `update`, or undefined when `base` is not the version it applies to. */
export function applyUpdate(base: GameSnapshot, update: GameUpdate): GameSnapshot | undefined {
  if (base.id !== update.id || base.version !== update.baseVersion || update.movesFrom > base.moves.length) return undefined;
  const { type: _type, baseVersion: _base, movesFrom, newMoves, newNotes, ...rest } = update;
  return { ...rest, moves: [...base.moves.slice(0, movesFrom), ...newMoves], notes: [...base.notes.slice(0, movesFrom), ...newNotes] };
}
