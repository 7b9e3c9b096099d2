/**
 * The history In The Bin's fast path carries for its two no-repeat rules (rules 7-8):
 * every board that has stood, as its 64-bit Zobrist hash, and every bin that has been,
 * as a small mixed-radix code. Both only grow by a legal move (a legal move always makes
 * a board, and a bin-changing move a bin, never seen before) and shrink by taking that
 * move back, last in first out, which is what lets them be plain mutable sets here
 * instead of the persistent maps of the readable state.
 */
import { START_BIN } from "./pieces.ts";

/**
 * `BIN_RADIX[i]` weighs the count of bin kind i (BIN_KINDS order): each count is at most
 * the start's, so the code of any bin a game can hold is below `BIN_CODES`.
 */
export const BIN_RADIX: Int32Array = (() => {
  const radix = new Int32Array(START_BIN.length);
  let weight = 1;
  for (let i = 0; i < START_BIN.length; i++) {
    radix[i] = weight;
    weight *= START_BIN[i] + 1;
  }
  return radix;
})();
export const BIN_CODES = START_BIN.reduce((product, count) => product * (count + 1), 1);

/** A bin's code from its counts, or -1 for counts no game can reach (more of a kind than the start has). */
export function binCode(counts: readonly number[]): number {
  let code = 0;
  for (let i = 0; i < START_BIN.length; i++) {
    if (counts[i] < 0 || counts[i] > START_BIN[i]) return -1;
    code += counts[i] * BIN_RADIX[i];
  }
  return code;
}

/**
 * A set of 64-bit board hashes (two 32-bit halves) by open addressing with linear
 * probing. Removal is only of the latest entry added (`removeLast`): undone in that
 * order, linear probing returns to exactly the table it was, so no tombstones are needed.
 * The entries are also kept in the order added, so that growing re-adds them in that
 * order and the rule still holds.
 */
export class BoardHashSet {
  private mask = 0;
  private used = new Uint8Array(0);
  private slotHi = new Int32Array(0);
  private slotLo = new Int32Array(0);
  private orderHi = new Int32Array(64);
  private orderLo = new Int32Array(64);
  private size = 0;

  constructor() {
    this.allocate(1024);
  }

  has(hi: number, lo: number): boolean {
    const mask = this.mask;
    for (let slot = lo & mask; this.used[slot] !== 0; slot = (slot + 1) & mask) {
      if (this.slotLo[slot] === lo && this.slotHi[slot] === hi) return true;
    }
    return false;
  }

  /** Adds a hash the set does not hold. */
  add(hi: number, lo: number): void {
    if (this.size === this.orderHi.length) {
      const hiGrown = new Int32Array(this.size * 2);
      const loGrown = new Int32Array(this.size * 2);
      hiGrown.set(this.orderHi);
      loGrown.set(this.orderLo);
      this.orderHi = hiGrown;
      this.orderLo = loGrown;
    }
    this.orderHi[this.size] = hi;
    this.orderLo[this.size] = lo;
    this.size++;
    if (this.size * 2 > this.mask) this.allocate((this.mask + 1) * 2);
    else this.place(hi, lo);
  }

  /** Takes back the latest `add`. */
  removeLast(): void {
    this.size--;
    const hi = this.orderHi[this.size];
    const lo = this.orderLo[this.size];
    const mask = this.mask;
    let slot = lo & mask;
    while (this.slotLo[slot] !== lo || this.slotHi[slot] !== hi) slot = (slot + 1) & mask;
    this.used[slot] = 0;
  }

  private place(hi: number, lo: number): void {
    const mask = this.mask;
    let slot = lo & mask;
    while (this.used[slot] !== 0) slot = (slot + 1) & mask;
    this.used[slot] = 1;
    this.slotHi[slot] = hi;
    this.slotLo[slot] = lo;
  }

  private allocate(capacity: number): void {
    this.mask = capacity - 1;
    this.used = new Uint8Array(capacity);
    this.slotHi = new Int32Array(capacity);
    this.slotLo = new Int32Array(capacity);
    for (let i = 0; i < this.size; i++) this.place(this.orderHi[i], this.orderLo[i]);
  }
}
