/**
 * The pieces of a fast position's key (fast-position.ts) every game shares: Zobrist words
 * drawn from a seeded generator (the same seed gives the same keys on every machine), and
 * the two 32-bit halves a position keeps by XOR folded into one number under 2^53, which
 * a Map keys exactly.
 */
import { makeRandom } from "../random-playout.ts";

/** A source of random 32-bit Zobrist words, the same sequence for the same seed. */
export function zobristWords(seed: number): () => number {
  const random = makeRandom(seed);
  return () => Math.floor(random() * 4294967296) | 0;
}

/** The two halves of a key as one number: all 32 bits of the high half, the top 21 of the low. */
export function foldKey(hi: number, lo: number): number {
  return (hi >>> 0) * 2 ** 21 + (lo >>> 11);
}
