/**
 * A game's hash chain (ChainVersion "1", docs/api.md "Records you can verify"): `h0` is
 * SHA-256 of the game's genesis line, then `h(n) = SHA-256(h(n-1) || line(event n))` for
 * every event that changes the game. A line is UTF-8 text: space-separated tokens, every
 * value percent-encoded (encodeURIComponent), so a line never holds a space, a brace or a
 * bracket and can be carried verbatim inside a record's `{[%ev ...]}` comment.
 *
 * Hashing is synchronous (@noble/hashes): the GameRoom extends the chain in the same
 * synchronous storage step as the log write it covers, with no await between them.
 */
import { sha256 } from "@noble/hashes/sha2.js";
import type { Side } from "../engine/types.ts";
import { CLOCK_EVENT_KINDS } from "./clocks.ts";
import { wellFormed } from "./text-rules.ts";

export const CHAIN_VERSION = "1";

/** A field of an event line: a name and its value (null is written "-"). */
export type ChainField = readonly [string, string | number | null];

/** One chained event: what happened, by whom (null: by nobody, such as a timeout), when, and its fields in a fixed order. */
export interface ChainEvent {
  readonly kind: string;
  readonly side: Side | null;
  /** Milliseconds since 1970; the line keeps whole seconds, as the record's times do. */
  readonly at: number;
  readonly fields: readonly ChainField[];
}

/** What the chain starts from: fixed when the game is created, and all written in its record's tags. */
export interface ChainGenesis {
  readonly id: string;
  readonly variant: string;
  /** The record's Options tag ("" for none). */
  readonly options: string;
  /** The record's TimeControl tag ("-" for none). */
  readonly timeControl: string;
  readonly createdAt: number;
  readonly white: string;
  readonly black: string;
}

/** The log's events that change a game and so extend the chain (moves come from the move log). */
export const CHAINED_KINDS: readonly string[] = ["move", "takeback", "takeback-accept", "draw-accept", "end", "abort", ...CLOCK_EVENT_KINDS];

/** A time as the chain and the record write it: UTC, whole seconds ("2026-11-25T10:00:00Z"). */
export function chainTime(at: number): string {
  return new Date(Math.floor(at / 1000) * 1000).toISOString().replace(".000Z", "Z");
}

/**
 * A value as a line writes it. Text the rules admit (contract/text-rules.ts) is
 * well-formed, but a lone surrogate would make encodeURIComponent throw a URIError: it is
 * encoded as U+FFFD, what a UTF-8 store keeps of it, so the chain never throws on any string.
 */
function token(value: string | number | null): string {
  return value === null ? "-" : encodeURIComponent(wellFormed(String(value)));
}

/** The genesis line, whose hash is `h0`. */
export function genesisLine(g: ChainGenesis): string {
  const fields: ChainField[] = [
    ["id", g.id],
    ["variant", g.variant],
    ["options", g.options],
    ["timecontrol", g.timeControl],
    ["start", chainTime(g.createdAt)],
    ["white", g.white],
    ["black", g.black],
  ];
  return `pigeon-post-chain ${CHAIN_VERSION} ${fields.map(([k, v]) => `${k}=${token(v)}`).join(" ")}`;
}

/** An event's line: `<kind> <side or -> <time> <name>=<value>...`. */
export function eventLine(event: ChainEvent): string {
  return [event.kind, event.side ?? "-", chainTime(event.at), ...event.fields.map(([k, v]) => `${k}=${token(v)}`)].join(" ");
}

const encoder = new TextEncoder();

export function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

function fromHex(hex: string): Uint8Array {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return bytes;
}

/** `h0`, lowercase hex. */
export function chainStart(genesis: string): string {
  return toHex(sha256(encoder.encode(genesis)));
}

/** `h(n)` from `h(n-1)` (hex) and event n's line: SHA-256 of the previous hash's 32 bytes followed by the line's UTF-8. */
export function extendChain(head: string, line: string): string {
  const previous = fromHex(head);
  const text = encoder.encode(line);
  const input = new Uint8Array(previous.length + text.length);
  input.set(previous);
  input.set(text, previous.length);
  return toHex(sha256(input));
}

/** The head after `lines`, from `h0`. */
export function chainHead(genesis: string, lines: readonly string[]): string {
  return lines.reduce(extendChain, chainStart(genesis));
}

/** An event line read back: its kind, side, time and fields (decoded), or undefined when it is not a line. */
export interface ParsedLine {
  readonly kind: string;
  readonly side: Side | null;
  readonly time: string;
  readonly fields: ReadonlyMap<string, string>;
}

export function parseEventLine(line: string): ParsedLine | undefined {
  const [kind, side, time, ...rest] = line.split(" ");
  if (!kind || !/^[a-z-]+$/.test(kind) || (side !== "white" && side !== "black" && side !== "-") || !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/.test(time ?? "")) {
    return undefined;
  }
  const fields = new Map<string, string>();
  for (const part of rest) {
    const eq = part.indexOf("=");
    if (eq <= 0) return undefined;
    try {
      fields.set(part.slice(0, eq), decodeURIComponent(part.slice(eq + 1)));
    } catch {
      return undefined;
    }
  }
  return { kind, side: side === "-" ? null : side, time, fields };
}

/**
 * The bytes a record's signature covers: UTF-8 of `pigeon-post-chain:1:<head hex>`, so
 * the key signs only chain heads and a signature cannot be taken for anything else.
 */
export function signedBytes(head: string): Uint8Array<ArrayBuffer> {
  // a copy into a plain ArrayBuffer, as WebCrypto's types (Node's and the DOM's) ask
  return new Uint8Array(encoder.encode(`pigeon-post-chain:${CHAIN_VERSION}:${head}`));
}
