/**
 * The chain in a record (docs/api.md "Records you can verify"): tags `[ChainVersion]`,
 * `[ChainStart]` (h0), `[Chain]` (the head), `[UTCTime]` (with `Date`, the creation
 * time), and comments after the events: `{[%ts <time>] [%ch <8 hex>]}` after each move of
 * the main line, `{[%ev <event line>] [%ch <8 hex>]}` for every other chained event (a
 * move later taken back, the takeback, a vacation, the end...), where `%ch` is the start
 * of the chain's hash after that event, so a verifier can name the first event that does
 * not match. Writing here; reading and checking in verify-record.ts.
 */
import { chainStart, chainTime, extendChain, genesisLine, type ChainGenesis } from "./chain.ts";

/** How many hex digits of h(n) the `%ch` commands carry: enough to find a changed event, not to prove anything (the head does that). */
export const CHECK_DIGITS = 8;

/** The chain as the record writes it: its tags and comments (by the index of the move they come before, as makeRecord takes them). */
export interface RecordChain {
  readonly tags: readonly (readonly [string, string])[];
  readonly comments: Map<number, string[]>;
  readonly head: string;
  readonly length: number;
}

/** The move lines that are still on the main line (a takeback removes the last one standing), by their index in `lines`. */
function mainLineMoves(lines: readonly string[]): Set<number> {
  const standing: number[] = [];
  lines.forEach((line, i) => {
    if (line.startsWith("move ")) standing.push(i);
    else if (line.startsWith("takeback ")) standing.pop();
  });
  return new Set(standing);
}

/** The chain's tags and comments for a record, from the genesis and the chained event lines in order. */
export function recordChain(genesis: ChainGenesis, lines: readonly string[]): RecordChain {
  const start = chainStart(genesisLine(genesis));
  const main = mainLineMoves(lines);
  const comments = new Map<number, string[]>();
  let head = start;
  let moves = 0;
  lines.forEach((line, i) => {
    head = extendChain(head, line);
    const check = `[%ch ${head.slice(0, CHECK_DIGITS)}]`;
    // a main-line move's time goes right after it (before the next move); other events where they happened
    const said = main.has(i) ? `[%ts ${line.split(" ")[2]}] ${check}` : `[%ev ${line}] ${check}`;
    if (main.has(i)) moves++;
    comments.set(moves, [...(comments.get(moves) ?? []), said]);
  });
  const tags: [string, string][] = [
    ["UTCTime", chainTime(genesis.createdAt).slice(11, 19)],
    ["ChainVersion", "1"],
    ["ChainStart", start],
    ["Chain", head],
  ];
  return { tags, comments, head, length: lines.length };
}

/** Comments from several sources at the same places, each place's in the order given. */
export function mergeComments(...maps: readonly ReadonlyMap<number, readonly string[]>[]): Map<number, string[]> {
  const merged = new Map<number, string[]>();
  for (const map of maps) for (const [at, said] of map) merged.set(at, [...(merged.get(at) ?? []), ...said]);
  return merged;
}
