/**
 * The shapes of what a game's Durable Object stores (GameStore reads and writes them):
 * its fixed facts, its move log, checkpoints, a lifecycle end and its notice outbox.
 */
import type { Level } from "../engine/search/levels.ts";
import type { BySide, EndReason, GameOptions, Side } from "../engine/types.ts";
import type { TimeControl } from "../contract/time-control.ts";

export interface GameMeta {
  readonly id: string;
  readonly variant: string;
  readonly options: GameOptions;
  readonly names: BySide<string>;
  readonly tokenHashes: BySide<string>;
  /** The game's clock rules, or null for no clock. */
  readonly timeControl: TimeControl | null;
  readonly createdAt: number;
  /** The game this one is a rematch of, if any. */
  readonly rematchOf: string | null;
  /** The site's origin when the game was created, for links in notices. */
  readonly origin: string;
  /** The seat the computer plays, and how strongly; null when two people play. */
  readonly computer: ComputerSeat | null;
}

/** The computer's seat: its side and level (src/engine/search/levels.ts). */
export interface ComputerSeat {
  readonly side: Side;
  readonly level: Level;
}

/** How a game ended when the rules did not end it (resignation, agreement, time, abort). */
export interface LifecycleEnd {
  readonly winner: Side | null;
  readonly reason: EndReason;
  readonly at: number;
}

export interface LoggedMove {
  readonly ply: number;
  readonly text: string;
  readonly side: Side;
  readonly playedAt: number;
  /** What the move list announces with it (kept, so a wake need not replay for them). */
  readonly notes: readonly string[];
}

/** A checkpoint: the engine's whole-state text after `ply` moves. */
export interface Checkpoint {
  readonly ply: number;
  readonly state: string;
}

/** Where "your turn" notices for a seat go, and their language (a locale code; absent before issue 31: English). */
export type NoticeTarget = { readonly lang?: string } & (
  | { readonly kind: "webhook"; readonly url: string }
  | { readonly kind: "push"; readonly endpoint: string; readonly keys: { readonly p256dh: string; readonly auth: string } });

export interface OutboxItem {
  readonly id: number;
  readonly side: Side;
  readonly target: NoticeTarget;
  readonly payload: string;
  readonly attempts: number;
}
