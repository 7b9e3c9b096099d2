/**
 * Perft on a game's fast position: make/unmake, and at the last ply a count of the legal
 * moves without playing them (bulk counting, as Fairy-Stockfish does). It counts what
 * `perft` in src/engine/perft.ts counts through the readable rules, for every game that
 * has a fast path (its tests hold the two to the same figures).
 */
import type { FastPosition } from "./fast-position.ts";

/** The number of leaf nodes `depth` plies below the position; the position is left as it was. */
export function fastPerft(position: FastPosition, depth: number): number {
  if (depth === 0) return 1;
  if (depth === 1) return position.countLegalMoves();
  const { list, count } = position.legalMoves();
  let nodes = 0;
  for (let i = 0; i < count; i++) {
    const move = list[i];
    position.make(move);
    nodes += fastPerft(position, depth - 1);
    position.unmake(move);
  }
  return nodes;
}
