/**
 * A persistent (immutable, structure-sharing) map from 64-bit keys, given as two 32-bit
 * halves, to values: a hash trie over the low half, 5 bits a level. Adding returns a new
 * map and copies only the path to the new entry (a few 32-slot arrays), so a game state
 * can carry "every earlier board" and "every earlier bin" at a cost that does not grow
 * with the game, and states that branch (perft, search, analysis) share what they have
 * in common. For rules that look back over a whole game (In The Bin's history rules):
 * hash the states, never scan the history.
 */

interface Leaf<V> {
  readonly lo: number;
  /** Keys whose low halves are equal (the high halves tell them apart). */
  readonly entries: readonly { readonly hi: number; readonly value: V }[];
}

interface Branch<V> {
  readonly slots: readonly (Branch<V> | Leaf<V> | undefined)[];
}

export interface PersistentMap<V> {
  readonly root: Branch<V>;
  readonly size: number;
}

const BITS = 5;
const WIDTH = 1 << BITS;
const EMPTY_SLOTS: readonly undefined[] = new Array(WIDTH).fill(undefined);

export function emptyMap<V>(): PersistentMap<V> {
  return { root: { slots: EMPTY_SLOTS }, size: 0 };
}

const isLeaf = <V>(node: Branch<V> | Leaf<V>): node is Leaf<V> => "entries" in node;
const slotOf = (lo: number, shift: number): number => (lo >>> shift) & (WIDTH - 1);

/** The value stored under (hi, lo), or undefined. */
export function lookup<V>(map: PersistentMap<V>, hi: number, lo: number): V | undefined {
  hi |= 0;
  lo |= 0;
  let node: Branch<V> | Leaf<V> | undefined = map.root;
  for (let shift = 0; node !== undefined && !isLeaf(node); shift += BITS) node = node.slots[slotOf(lo, shift)];
  if (node === undefined || node.lo !== lo) return undefined;
  return node.entries.find((entry) => entry.hi === hi)?.value;
}

/** A branch holding two leaves whose low halves differ, split at `shift` and below. */
function split<V>(a: Leaf<V>, b: Leaf<V>, shift: number): Branch<V> {
  const slots = [...EMPTY_SLOTS] as (Branch<V> | Leaf<V> | undefined)[];
  const sa = slotOf(a.lo, shift);
  const sb = slotOf(b.lo, shift);
  if (sa === sb) slots[sa] = split(a, b, shift + BITS);
  else {
    slots[sa] = a;
    slots[sb] = b;
  }
  return { slots };
}

function insert<V>(node: Branch<V>, hi: number, lo: number, value: V, shift: number): Branch<V> | undefined {
  const slot = slotOf(lo, shift);
  const child = node.slots[slot];
  let replacement: Branch<V> | Leaf<V>;
  if (child === undefined) replacement = { lo, entries: [{ hi, value }] };
  else if (isLeaf(child)) {
    if (child.lo === lo) {
      if (child.entries.some((entry) => entry.hi === hi)) return undefined; // the first value stays
      replacement = { lo, entries: [...child.entries, { hi, value }] };
    } else replacement = split(child, { lo, entries: [{ hi, value }] }, shift + BITS);
  } else {
    const deeper = insert(child, hi, lo, value, shift + BITS);
    if (deeper === undefined) return undefined;
    replacement = deeper;
  }
  const slots = [...node.slots];
  slots[slot] = replacement;
  return { slots };
}

/** The map with (hi, lo) set to `value`, unless the key is there already (then the map itself: the first value is kept). */
export function addIfAbsent<V>(map: PersistentMap<V>, hi: number, lo: number, value: V): PersistentMap<V> {
  const root = insert(map.root, hi | 0, lo | 0, value, 0);
  return root === undefined ? map : { root, size: map.size + 1 };
}

/** Every entry, in no particular order (for writing a state out). */
export function entriesOf<V>(map: PersistentMap<V>): { hi: number; lo: number; value: V }[] {
  const found: { hi: number; lo: number; value: V }[] = [];
  const walk = (node: Branch<V> | Leaf<V> | undefined): void => {
    if (node === undefined) return;
    if (isLeaf(node)) for (const entry of node.entries) found.push({ hi: entry.hi, lo: node.lo, value: entry.value });
    else for (const slot of node.slots) walk(slot);
  };
  walk(map.root);
  return found;
}
