/**
 * An annotated record's moves as a variation tree: every move, in the main line and in
 * variations at any depth, is checked by the game's rules in its own position, and a
 * refusal names the move and the line it is in. Comments and marks go onto the nodes.
 */
import { MAX_ANNOTATED_MOVES, type AnnotatedLine, type AnnotatedMoves } from "./annotated-record.ts";
import { recordMoveName } from "./move-words.ts";
import type { AnyGame, Result, Side } from "./types.ts";
import { fail, ok } from "./types.ts";
import { createTree, nodeOf, ROOT, type VariationNode, type VariationTree } from "./variations.ts";

/** The reader's bound (annotated-record.ts), checked again here for moves that come from elsewhere. */
export { MAX_ANNOTATED_MOVES };

/** The moves of a record in all its lines (a study refuses a record past its bound before building its tree). */
export function countMoves(line: AnnotatedLine): number {
  let total = 0;
  const lines: AnnotatedLine[] = [line];
  while (lines.length > 0) {
    for (const move of lines.pop() as AnnotatedLine) {
      total++;
      lines.push(...move.variations);
    }
  }
  return total;
}

/**
 * Builds the tree of `moves` from `start`. The main line is the first continuation of
 * each node; a variation that starts with the move it replaces merges into it (the tree
 * keeps no twins, as on the analysis board).
 */
export function treeFromMoves(game: AnyGame, start: unknown, moves: AnnotatedMoves): Result<VariationTree> {
  const total = countMoves(moves.line);
  if (total > MAX_ANNOTATED_MOVES) return fail("malformed_record", `The record has ${total} moves in all its lines; at most ${MAX_ANNOTATED_MOVES} can be read.`);
  const empty = createTree(game, start);
  // Built in place (one map, not a copy a move), then handed out as the usual immutable tree.
  const nodes = new Map(empty.nodes);
  const root = nodeOf(empty, ROOT);
  nodes.set(ROOT, moves.comments.length ? { ...root, after: moves.comments } : root);
  let nextId = 1;
  const tree = (): VariationTree => ({ nodes, nextId });

  /** Plays `line` from node `from`; `before` are the sides of the moves that led there, for naming. */
  const play = (line: AnnotatedLine, from: number, before: readonly Side[], where: string): Result<void> => {
    const sides = [...before];
    let at = from;
    for (const written of line) {
      const parent = nodeOf(tree(), at);
      const played = game.play(parent.state, written.move);
      const side = game.turn(parent.state);
      if (!played.ok) {
        const name = recordMoveName(sides.length + 1, [...sides, side], game.sideNames, written.move);
        return fail("malformed_record", `${name}${where} cannot be played: ${played.error.message}`);
      }
      const move = played.value.move.text;
      const twin = parent.children.map((id) => nodeOf(tree(), id)).find((child) => child.move === move);
      const node: VariationNode = twin
        ? {
            ...twin,
            nags: [...(twin.nags ?? []), ...written.nags],
            before: [...(twin.before ?? []), ...written.before],
            after: [...(twin.after ?? []), ...written.after],
          }
        : { id: nextId++, parent: at, move, side, state: played.value.state, children: [], nags: written.nags, before: written.before, after: written.after };
      nodes.set(node.id, node);
      if (!twin) nodes.set(at, { ...parent, children: [...parent.children, node.id] });
      for (const variation of written.variations) {
        const label = `${recordMoveName(sides.length + 1, [...sides, side], game.sideNames, move).replace(/^Move/, "move")}`;
        const tried = play(variation, at, sides, ` in a variation on ${label}${where}`);
        if (!tried.ok) return tried;
      }
      sides.push(side);
      at = node.id;
    }
    return ok(undefined);
  };
  const played = play(moves.line, ROOT, [], "");
  if (!played.ok) return played;
  return ok(tree());
}
