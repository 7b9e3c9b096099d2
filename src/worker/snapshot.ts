/** The JSON shapes the API sends (docs/api.md). Shared, as types only, with web/. */
import type { BySide, GameOptions, Outcome, Side } from "../engine/types.ts";

export interface GameSnapshot {
  readonly id: string;
  readonly variant: string;
  readonly options: GameOptions;
  readonly names: BySide<string>;
  readonly status: "active" | "finished";
  /** The side to move, or null once the game is over. */
  readonly turn: Side | null;
  readonly ply: number;
  readonly moves: readonly string[];
  readonly notes: readonly (readonly string[])[];
  readonly position: string;
  readonly outcome: Outcome;
  readonly createdAt: string;
  readonly updatedAt: string;
}

export interface CreatedGame {
  readonly id: string;
  readonly variant: string;
  readonly creatorSide: Side;
  readonly seats: BySide<{ readonly token: string; readonly url: string }>;
  readonly watchUrl: string;
}

export interface ArchiveEntry {
  readonly id: string;
  readonly variant: string;
  readonly white: string;
  readonly black: string;
  readonly result: string;
  readonly termination: string;
  readonly plies: number;
  readonly endedAt: string;
}

/** A message on the game's WebSocket. */
export type SocketMessage = { readonly type: "state"; readonly game: GameSnapshot } | { readonly type: "pong" };
