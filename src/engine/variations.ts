/**
 * A tree of variations for the analysis board: from a start position, lines of moves
 * that branch. Every move is checked by the game's rules as it is added. The tree is
 * immutable: each change returns a new tree (nodes are shared), so a page can keep the
 * previous one for undo. Works for every game, turns of several moves by one side
 * included (the numbering follows `turn`, as records do). A node may carry a record's
 * annotations (comments, marks), so an imported annotated record is a tree too.
 */
import { MARK_GLYPHS, makeComment, type RecordComment } from "./annotated-record.ts";
import { makeRecord, wrap } from "./record.ts";
import type { AnyGame, Result, Side } from "./types.ts";
import { ok } from "./types.ts";

/** The root's id; every other node has a positive id. */
export const ROOT = 0;

export interface VariationNode {
  readonly id: number;
  /** The node this move was played from (undefined for the root). */
  readonly parent: number | undefined;
  /** The canonical move text (empty for the root). */
  readonly move: string;
  /** Who played it (for the root: who is to move at the start). */
  readonly side: Side;
  /** The position after it. */
  readonly state: unknown;
  /** Continuations, the main one first. */
  readonly children: readonly number[];
  /** Numeric annotation glyphs (1 `!` ... 6 `?!`, see MARK_GLYPHS), if any. */
  readonly nags?: readonly number[];
  /** Comments written before the move, if any. */
  readonly before?: readonly RecordComment[];
  /** Comments written after the move (for the root: of a record with no moves), if any. */
  readonly after?: readonly RecordComment[];
}

/** What a node says beyond its move: its marks and comments. */
export type Annotations = Pick<VariationNode, "nags" | "before" | "after">;

export interface VariationTree {
  readonly nodes: ReadonlyMap<number, VariationNode>;
  readonly nextId: number;
}

export function createTree(game: AnyGame, start: unknown): VariationTree {
  const root: VariationNode = { id: ROOT, parent: undefined, move: "", side: game.turn(start), state: start, children: [] };
  return { nodes: new Map([[ROOT, root]]), nextId: 1 };
}

export function nodeOf(tree: VariationTree, id: number): VariationNode {
  const node = tree.nodes.get(id);
  if (!node) throw new Error(`no node ${id} in this tree`);
  return node;
}

function withNodes(tree: VariationTree, changed: readonly VariationNode[], nextId = tree.nextId): VariationTree {
  const nodes = new Map(tree.nodes);
  for (const node of changed) nodes.set(node.id, node);
  return { nodes, nextId };
}

/**
 * Plays `text` from node `at`. A move already there is reused (the tree does not grow
 * twins); a new one becomes the last continuation. The refusal is the engine's.
 */
export function addMove(tree: VariationTree, game: AnyGame, at: number, text: string): Result<{ tree: VariationTree; node: number }> {
  const from = nodeOf(tree, at);
  const played = game.play(from.state, text);
  if (!played.ok) return played;
  const move = played.value.move.text;
  const existing = from.children.find((id) => nodeOf(tree, id).move === move);
  if (existing !== undefined) return ok({ tree, node: existing });
  const node: VariationNode = { id: tree.nextId, parent: at, move, side: game.turn(from.state), state: played.value.state, children: [] };
  return ok({ tree: withNodes(tree, [node, { ...from, children: [...from.children, node.id] }], tree.nextId + 1), node: node.id });
}

/** Plays `texts` one after another from `at`; the refusal names the move that failed. */
export function addLine(tree: VariationTree, game: AnyGame, at: number, texts: readonly string[]): Result<{ tree: VariationTree; node: number }> {
  let current = { tree, node: at };
  for (const [i, text] of texts.entries()) {
    const added = addMove(current.tree, game, current.node, text);
    if (!added.ok) return { ok: false, error: { ...added.error, message: `Move ${i + 1} of the line (${text}): ${added.error.message}` } };
    current = added.value;
  }
  return ok(current);
}

/** Removes node `id` and everything after it. The root cannot be removed. */
export function deleteLine(tree: VariationTree, id: number): VariationTree {
  const node = nodeOf(tree, id);
  if (node.parent === undefined) return tree;
  const parent = nodeOf(tree, node.parent);
  const nodes = new Map(tree.nodes);
  const drop = [id];
  while (drop.length) {
    const gone = drop.pop() as number;
    drop.push(...nodeOf(tree, gone).children);
    nodes.delete(gone);
  }
  nodes.set(parent.id, { ...parent, children: parent.children.filter((child) => child !== id) });
  return { nodes, nextId: tree.nextId };
}

/** Sets node `id`'s marks and comments (those not given stay as they are). */
export function annotate(tree: VariationTree, id: number, annotations: Annotations): VariationTree {
  return withNodes(tree, [{ ...nodeOf(tree, id), ...annotations }]);
}

/** Makes node `id` the main continuation of its parent (one step up, as lichess's "promote"). */
export function promote(tree: VariationTree, id: number): VariationTree {
  const node = nodeOf(tree, id);
  if (node.parent === undefined) return tree;
  const parent = nodeOf(tree, node.parent);
  return withNodes(tree, [{ ...parent, children: [id, ...parent.children.filter((child) => child !== id)] }]);
}

/** The moves from the start to node `id`. */
export function pathTo(tree: VariationTree, id: number): string[] {
  const moves: string[] = [];
  for (let node = nodeOf(tree, id); node.parent !== undefined; node = nodeOf(tree, node.parent)) moves.unshift(node.move);
  return moves;
}

/** The nodes from the start to `id` (the root excluded). */
export function nodesTo(tree: VariationTree, id: number): VariationNode[] {
  const nodes: VariationNode[] = [];
  for (let node = nodeOf(tree, id); node.parent !== undefined; node = nodeOf(tree, node.parent)) nodes.unshift(node);
  return nodes;
}

/** Following first continuations from `id` to the end of its line. */
export function mainLineFrom(tree: VariationTree, id: number): number[] {
  const line: number[] = [];
  for (let node = nodeOf(tree, id); node.children.length > 0; node = nodeOf(tree, node.children[0])) line.push(node.children[0]);
  return line;
}

/** Whether the tree's main line (or its start) carries an `[%eval]`: a reviewed record, whose graph a page draws. */
export function hasMainLineEvaluations(tree: VariationTree): boolean {
  const said = (id: number): boolean => [...(nodeOf(tree, id).before ?? []), ...(nodeOf(tree, id).after ?? [])].some((comment) => comment.commands.has("eval"));
  return said(ROOT) || mainLineFrom(tree, ROOT).some(said);
}

/** Where a move text stands in a record: its number token when one is due, and the move. */
interface Numbering {
  readonly number: number;
  readonly previous: Side | undefined;
}

function numberToken(numbering: Numbering, side: Side, restart: boolean): string | undefined {
  if (side === "white" && numbering.previous !== "white") return `${numbering.number}.`;
  if (side === "black" && (restart || numbering.previous === undefined)) return `${numbering.number}...`;
  return undefined;
}

function advance(numbering: Numbering, side: Side): Numbering {
  return { number: side === "white" && numbering.previous === "black" ? numbering.number + 1 : numbering.number, previous: side };
}

/** How a record writes marks: the first as a glyph glued to the move, or every one as `$n` apart. */
export type NagStyle = "glyph" | "numeric";

function moveTokens(node: VariationNode, number: string | undefined, nagStyle: NagStyle): string[] {
  // One glyph glued to the move ("!" then "?" would read back as "!?"); any other mark as $n.
  const [first, ...rest] = node.nags ?? [];
  const glyph = first === undefined || nagStyle === "numeric" ? undefined : MARK_GLYPHS.get(first);
  const others = (glyph === undefined && first !== undefined ? [first, ...rest] : rest).map((nag) => `$${nag}`);
  return [...(node.before ?? []).map(makeComment), ...(number ? [number] : []), node.move + (glyph ?? ""), ...others, ...(node.after ?? []).map(makeComment)];
}

/**
 * The tree as a PGN-style record: the main line, each other continuation in parentheses
 * after the main move it replaces, numbered as records are (`1. e2-e4 (1. d2-d4 d9-d7)
 * 1... e9-e7`), with each move's comments and marks (`e2-e4!? {a comment}`; marks past
 * the six move marks as `$n`). A Black move is numbered again after a comment or a
 * variation, as PGN writes it. `tags` as in records; Result is written last. With
 * `nagStyle` "numeric" every mark is written `$n` after the move (`e2-e4 $6`), as the
 * game review's records write theirs (docs/review.md).
 */
export function makeTreeRecord(tree: VariationTree, tags: ReadonlyMap<string, string>, nagStyle: NagStyle = "glyph"): string {
  const start = nodeOf(tree, ROOT);
  const tokens: string[] = (start.after ?? []).map(makeComment);
  const line = (from: VariationNode, numbering: Numbering, restart: boolean): void => {
    let node = from;
    let count = numbering;
    let fresh = restart;
    while (node.children.length > 0) {
      const [main, ...others] = node.children.map((id) => nodeOf(tree, id));
      const at = advance(count, main.side);
      const before = { number: at.number, previous: count.previous };
      // one at a time: a move may carry thousands of marks and comments, too many to spread as arguments
      for (const token of moveTokens(main, numberToken(before, main.side, fresh || (main.before ?? []).length > 0), nagStyle)) tokens.push(token);
      for (const other of others) {
        const otherAt = { number: advance(count, other.side).number, previous: count.previous };
        const opened = moveTokens(other, numberToken(otherAt, other.side, true), nagStyle);
        tokens.push(`(${opened[0]}`);
        for (const token of opened.slice(1)) tokens.push(token);
        line(other, advance(count, other.side), (other.after ?? []).length > 0);
        tokens[tokens.length - 1] += ")";
      }
      fresh = others.length > 0 || (main.after ?? []).length > 0;
      count = at;
      node = main;
    }
  };
  line(start, { number: 1, previous: undefined }, false);
  tokens.push(tags.get("Result") ?? "*");
  // The header is the records' own: write an empty record for it.
  const header = makeRecord({ tags, moves: [] }, []).split("\n\n")[0];
  return `${header}\n\n${wrap(tokens, 80)}\n`;
}

/**
 * Every line of the tree below node `from`, as whole turns: consecutive moves by one side
 * form one turn (In The Bin's extra moves), so each line alternates sides. One line per
 * leaf; `from` itself contributes nothing.
 */
export function turnLinesFrom(tree: VariationTree, from: number): string[][][] {
  const lines: string[][][] = [];
  const walk = (id: number, turns: { side: Side; moves: string[] }[]): void => {
    const node = nodeOf(tree, id);
    if (node.children.length === 0) {
      if (id !== from) lines.push(turns.map((turn) => turn.moves));
      return;
    }
    for (const child of node.children.map((c) => nodeOf(tree, c))) {
      const last = turns[turns.length - 1];
      const next = last && last.side === child.side ? [...turns.slice(0, -1), { side: last.side, moves: [...last.moves, child.move] }] : [...turns, { side: child.side, moves: [child.move] }];
      walk(child.id, next);
    }
  };
  walk(from, []);
  return lines;
}
