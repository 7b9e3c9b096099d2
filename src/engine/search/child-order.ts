/**
 * The fast search's per-ply move buffers and their ordering (fast-search.ts): a ply's
 * moves with each one's rank (stored best 0, capture 1, killer 2, other 3), whether it
 * captures, and its guessed score, in typed arrays the search keeps for the whole search
 * and grows when a position has more moves than any before, so no node allocates.
 *
 * The order is exactly the readable search's (search.ts `childrenOf`): a stable sort by
 * rank, then by guess (highest first for the maximizing side, lowest first for the other),
 * ties kept in the order the moves were listed. A stable merge sort of indices does it in
 * n log n (Pit of Pillars has hundreds of moves a turn).
 */

/** One ply's buffers: the first `count` entries are the moves of the node being searched at that ply. */
export class PlyMoves {
  count = 0;
  moves = new Int32Array(64);
  rank = new Uint8Array(64);
  capture = new Uint8Array(64);
  guess = new Float64Array(64);
  /** Indices into the arrays above, best first once `sort` has run. */
  order = new Int32Array(64);
  private scratch = new Int32Array(64);

  /** Makes room for `count` moves (keeping nothing: called before the ply's moves are written). */
  reserve(count: number): void {
    if (count <= this.moves.length) return;
    const size = Math.max(count, this.moves.length * 2);
    this.moves = new Int32Array(size);
    this.rank = new Uint8Array(size);
    this.capture = new Uint8Array(size);
    this.guess = new Float64Array(size);
    this.order = new Int32Array(size);
    this.scratch = new Int32Array(size);
  }

  /** Sorts `order` (0..count-1) stably by rank, then by guess, highest first when `maximizing`. */
  sort(maximizing: boolean): void {
    const { count, order } = this;
    for (let i = 0; i < count; i++) order[i] = i;
    let from = order;
    let to = this.scratch;
    for (let width = 1; width < count; width *= 2) {
      for (let start = 0; start < count; start += 2 * width) {
        const middle = Math.min(start + width, count);
        const end = Math.min(start + 2 * width, count);
        let left = start;
        let right = middle;
        let out = start;
        while (left < middle && right < end) {
          // the right run's head goes first only when strictly before the left's: stability
          if (this.before(from[right], from[left], maximizing)) to[out++] = from[right++];
          else to[out++] = from[left++];
        }
        while (left < middle) to[out++] = from[left++];
        while (right < end) to[out++] = from[right++];
      }
      const swap = from;
      from = to;
      to = swap;
    }
    if (from !== order) for (let i = 0; i < count; i++) order[i] = from[i];
  }

  /** Whether move `a` sorts strictly before move `b`. */
  private before(a: number, b: number, maximizing: boolean): boolean {
    const rankA = this.rank[a];
    const rankB = this.rank[b];
    if (rankA !== rankB) return rankA < rankB;
    return maximizing ? this.guess[a] > this.guess[b] : this.guess[a] < this.guess[b];
  }
}
