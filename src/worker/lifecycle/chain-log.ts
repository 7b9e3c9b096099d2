/**
 * The game's hash chain in its storage (src/contract/chain.ts): one row per chained
 * event, its line and the head after it, row 0 the genesis. The GameStore extends it in
 * the same synchronous step as each log write it covers (a move's link in the move's own
 * statement), so the chain and the log can never disagree, not even across an eviction;
 * a snapshot reads the head (kept in memory once read) and never re-hashes the log.
 * Games begun before chains have no row 0 and stay without one.
 */
import { CHAINED_KINDS, chainStart, eventLine, extendChain, genesisLine, type ChainEvent, type ChainField, type ChainGenesis } from "../../contract/chain.ts";
import { makeOptionsTag } from "../../engine/record.ts";
import type { Side } from "../../engine/types.ts";
import type { GameMeta } from "../game-rows.ts";
import { timeControlTag } from "../../contract/time-control.ts";

/** The chain's head and how many events it holds (the genesis not counted). */
export interface ChainState {
  readonly head: string;
  readonly length: number;
}

/** One row of the chain: its place, its event's line and the head after it. */
export interface ChainLink {
  readonly seq: number;
  readonly line: string;
  readonly head: string;
}

export class ChainLog {
  private readonly sql: SqlStorage;
  /** The last row, once read: undefined not read yet, null no chain. */
  private last: ChainState | null | undefined;

  constructor(sql: SqlStorage) {
    this.sql = sql;
  }

  /** Starts the chain of a new game. */
  begin(genesis: ChainGenesis): void {
    const line = genesisLine(genesis);
    const head = chainStart(line);
    this.sql.exec("INSERT INTO chain (seq, line, head) VALUES (0, ?, ?)", line, head);
    this.last = { head, length: 0 };
  }

  /** The head and length, or null for a game begun before chains. */
  read(): ChainState | null {
    if (this.last === undefined) {
      const row = this.sql.exec("SELECT seq, head FROM chain ORDER BY seq DESC LIMIT 1").toArray()[0];
      this.last = row ? { head: String(row.head), length: Number(row.seq) } : null;
    }
    return this.last;
  }

  /** Extends the chain by one event (nothing for a game without a chain). */
  append(event: ChainEvent): void {
    const link = this.linkFor(event);
    if (!link) return;
    this.sql.exec("INSERT INTO chain (seq, line, head) VALUES (?, ?, ?)", link.seq, link.line, link.head);
    this.extended(link);
  }

  /**
   * The row that extends the chain by `event`, for a caller that writes it with other rows
   * in one statement (GameStore.appendMove) and then calls `extended`; undefined for a
   * game without a chain.
   */
  linkFor(event: ChainEvent): ChainLink | undefined {
    const last = this.read();
    if (!last) return undefined;
    const line = eventLine(event);
    return { seq: last.length + 1, line, head: extendChain(last.head, line) };
  }

  /** The chain now ends with `link`, written by the caller. */
  extended(link: ChainLink): void {
    this.last = { head: link.head, length: link.seq };
  }

  /** The event lines in order (the genesis left out). */
  lines(): string[] {
    return this.sql
      .exec("SELECT line FROM chain WHERE seq > 0 ORDER BY seq")
      .toArray()
      .map((row) => String(row.line));
  }
}

/**
 * The chained event of a log entry (`appendEvent`'s kind, side, time and detail), or
 * undefined for the entries that do not change the game (a seat opened, an offer made,
 * notice settings...). The fields, in this order, are what the record must carry.
 */
export function loggedEvent(kind: string, side: Side | null, at: number, detail: unknown): ChainEvent | undefined {
  if (!CHAINED_KINDS.includes(kind) || kind === "move") return undefined;
  const d = (typeof detail === "object" && detail !== null ? detail : {}) as Record<string, string | number | null | undefined>;
  const fields: ChainField[] = [];
  if (kind === "takeback") fields.push(["ply", d.ply ?? null], ["text", d.move ?? null]);
  if (kind === "end") fields.push(["winner", d.winner ?? null], ["reason", d.reason ?? null]);
  if (d.days !== undefined) fields.push(["days", d.days]);
  return { kind, side, at, fields };
}

/** A move's chained event. */
export function moveEvent(move: { ply: number; text: string; side: Side; playedAt: number }): ChainEvent {
  return { kind: "move", side: move.side, at: move.playedAt, fields: [["ply", move.ply], ["text", move.text]] };
}

/** What a game's chain starts from: its meta as its record's tags write it. */
export function genesisOf(meta: GameMeta): ChainGenesis {
  return {
    id: meta.id,
    variant: meta.variant,
    options: makeOptionsTag(meta.options),
    timeControl: timeControlTag(meta.timeControl),
    createdAt: meta.createdAt,
    white: meta.names.white,
    black: meta.names.black,
  };
}
