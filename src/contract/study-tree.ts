/**
 * A study chapter's tree and the edits on it (issue 32), pure, so that the study's
 * Durable Object (the only writer) and every page watching it apply an edit the same
 * way and reach the same tree, ids and all. A node's words and shapes live in its
 * after-comment, as a record writes them: the words as the comment's text, arrows and
 * circles as its `[%cal]` and `[%csl]` commands, so a chapter's record keeps them.
 */
import { MARK_GLYPHS, type RecordComment } from "../engine/annotated-record.ts";
import type { AnyGame } from "../engine/types.ts";
import { addMove, annotate, createTree, deleteLine, nodeOf, promote, ROOT, type VariationNode, type VariationTree } from "../engine/variations.ts";
import { readArrowShape, readCircleShape } from "../diagram/query.ts";
import { checkText, type TextRule } from "./text-rules.ts";
import { STUDY_LIMITS, type EditResult, type StudyEdit, type StudyNode } from "./study.ts";

/** Why an edit cannot be made, as data the API turns into its error (src/worker/study/). */
export interface StudyEditError {
  readonly code: "illegal_move" | "no_node" | "too_many_nodes" | "bad_text" | "bad_shape" | "bad_marks";
  readonly message: string;
}

export type StudyResult<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: StudyEditError };

const refuse = (code: StudyEditError["code"], message: string): { ok: false; error: StudyEditError } => ({ ok: false, error: { code, message } });

/** A comment: several lines, directional marks allowed, "" removes it. */
export const COMMENT_RULE: TextRule = { subject: "A comment", max: STUDY_LIMITS.comment, multiline: true };

/** The node edits: those that change one chapter's tree. */
export type NodeEdit = Extract<StudyEdit, { readonly node: number }>;

export function isNodeEdit(edit: StudyEdit): edit is NodeEdit {
  return "node" in edit;
}

/** The words after a node, joined as one comment. */
function commentOf(node: VariationNode): string {
  return (node.after ?? []).map((comment) => comment.text).filter((text) => text !== "").join(" ");
}

/** All commands of a node's after-comments, the first of each name kept. */
function commandsOf(node: VariationNode): Map<string, string> {
  const commands = new Map<string, string>();
  for (const comment of node.after ?? []) for (const [name, value] of comment.commands) if (!commands.has(name)) commands.set(name, value);
  return commands;
}

const listOf = (value: string | undefined): string[] => (value ?? "").split(",").map((item) => item.trim()).filter((item) => item !== "");

/** A node's arrows (`[%cal]`) then circles (`[%csl]`). */
export function shapesOf(node: VariationNode): string[] {
  const commands = commandsOf(node);
  return [...listOf(commands.get("cal")), ...listOf(commands.get("csl"))];
}

/** The node's after-comment rewritten with `text` and `commands` (one comment, or none when both are empty). */
function withAfter(node: VariationNode, text: string, commands: ReadonlyMap<string, string>): VariationNode {
  const after: RecordComment[] = text === "" && commands.size === 0 ? [] : [{ text, commands }];
  return { ...node, after };
}

/** The cells of the game's board, for reading shapes. */
function cellsOf(game: AnyGame, state: unknown): Set<string> {
  return new Set(game.view(state).cells.map((cell) => cell.id));
}

/** Shapes read and split into arrows and circles (a shape naming one cell is a circle). */
export function readShapes(game: AnyGame, state: unknown, shapes: readonly string[]): StudyResult<{ arrows: string[]; circles: string[] }> {
  if (shapes.length > STUDY_LIMITS.shapes) return refuse("bad_shape", `A move may carry at most ${STUDY_LIMITS.shapes} arrows and circles (${shapes.length} given).`);
  const cells = cellsOf(game, state);
  const arrows: string[] = [];
  const circles: string[] = [];
  for (const shape of shapes) {
    const circle = readCircleShape(shape, cells);
    if (circle.ok) {
      circles.push(`${circle.value.colour}${circle.value.at}`);
      continue;
    }
    const arrow = readArrowShape(shape, cells);
    if (!arrow.ok) return refuse("bad_shape", arrow.error.message.replace(/^arrows: /, "A shape: "));
    arrows.push(`${arrow.value.colour}${arrow.value.from}${cellsJoin(arrow.value.from, arrow.value.to, cells)}${arrow.value.to}`);
  }
  return { ok: true, value: { arrows, circles } };
}

/** "" between two cells when the glued text reads back only one way, else a dash. */
function cellsJoin(from: string, to: string, cells: ReadonlySet<string>): string {
  const glued = from + to;
  const splits = [...glued].map((_, i) => [glued.slice(0, i), glued.slice(i)]).filter(([a, b]) => cells.has(a) && cells.has(b));
  return splits.length === 1 ? "" : "-";
}

/** One node as the wire gives it. */
export function studyNodeOf(node: VariationNode): StudyNode {
  return { id: node.id, parent: node.parent ?? null, move: node.move, nags: node.nags ?? [], comment: commentOf(node), shapes: shapesOf(node) };
}

/** The chapter's nodes for the wire: parents first, children in order. */
export function studyNodesOf(tree: VariationTree): StudyNode[] {
  const nodes: StudyNode[] = [];
  const walk = [ROOT];
  while (walk.length > 0) {
    const node = nodeOf(tree, walk.pop() as number);
    nodes.push(studyNodeOf(node));
    // reversed, so the stack hands out the main continuation first
    for (let i = node.children.length - 1; i >= 0; i--) walk.push(node.children[i]);
  }
  return nodes;
}

/**
 * Moves the words written before a move (an imported record's) to the end of its
 * parent's comment, where a study keeps them: a study's node has one comment, after it.
 */
export function foldCommentsBefore(tree: VariationTree): VariationTree {
  const nodes = new Map(tree.nodes);
  for (const node of tree.nodes.values()) {
    if (!node.before?.length || node.parent === undefined) continue;
    const parent = nodes.get(node.parent) as VariationNode;
    nodes.set(node.parent, { ...parent, after: [...(parent.after ?? []), ...node.before] });
    nodes.set(node.id, { ...(nodes.get(node.id) as VariationNode), before: [] });
  }
  return { nodes, nextId: tree.nextId };
}

/**
 * Rebuilds a tree from its wire nodes (a page reading a chapter, the object after an
 * eviction), ids kept; `nextId` as the chapter gives it. Built in one map, not a copy a
 * node: a full chapter's 3,000 nodes copied once each took 0.4 s (docs/benchmarks.md).
 */
export function treeFromStudyNodes(game: AnyGame, start: unknown, nodes: readonly StudyNode[], nextId: number): StudyResult<VariationTree> {
  const built = new Map(createTree(game, start).nodes);
  let next = 1;
  for (const node of nodes) {
    if (node.parent === null) {
      built.set(ROOT, withWords(game, built.get(ROOT) as VariationNode, node));
      continue;
    }
    const parent = built.get(node.parent);
    if (!parent) return refuse("no_node", `Node ${node.id} comes before its parent ${node.parent}.`);
    if (built.has(node.id) || !Number.isSafeInteger(node.id) || node.id <= ROOT) return refuse("no_node", `Node ${node.id} is not a new move's id.`);
    const played = game.play(parent.state, node.move);
    if (!played.ok) return refuse("illegal_move", played.error.message);
    const move = played.value.move.text;
    if (parent.children.some((id) => built.get(id)?.move === move)) return refuse("illegal_move", `Node ${node.id} repeats another continuation of node ${node.parent}.`);
    built.set(parent.id, { ...parent, children: [...parent.children, node.id] });
    const child: VariationNode = { id: node.id, parent: parent.id, move, side: game.turn(parent.state), state: played.value.state, children: [] };
    built.set(node.id, withWords(game, child, node));
    next = Math.max(next, node.id + 1);
  }
  return { ok: true, value: { nodes: built, nextId: Math.max(next, nextId) } };
}

/**
 * A tree read from a record as a study keeps it, without playing its moves again: words
 * written before a move folded after the previous one, and of each node only its words,
 * marks and shapes (other comment commands, `[%clk]`, `[%eval]`, dropped), exactly as the
 * wire and storage give it back (treeFromStudyNodes).
 */
export function studyTreeOf(game: AnyGame, tree: VariationTree): VariationTree {
  const folded = foldCommentsBefore(tree);
  const nodes = new Map<number, VariationNode>();
  for (const node of folded.nodes.values()) {
    const { before: _before, after: _after, nags: _nags, ...bare } = node;
    nodes.set(node.id, withWords(game, bare, studyNodeOf(node)));
  }
  return { nodes, nextId: folded.nextId };
}

/** A node with the wire's comment, shapes and marks (shapes that do not read are left out). */
function withWords(game: AnyGame, node: VariationNode, words: StudyNode): VariationNode {
  if (words.comment === "" && words.shapes.length === 0 && words.nags.length === 0) return node;
  const read = readShapes(game, node.state, words.shapes);
  const commands = new Map<string, string>();
  if (read.ok && read.value.arrows.length) commands.set("cal", read.value.arrows.join(","));
  if (read.ok && read.value.circles.length) commands.set("csl", read.value.circles.join(","));
  return { ...withAfter(node, words.comment, commands), nags: words.nags };
}

/** `addMove` giving a new node the id `id` (the writer's choice, which every reader then keeps). */
function addMoveAs(tree: VariationTree, game: AnyGame, at: number, move: string, id: number): StudyResult<{ tree: VariationTree; node: number }> {
  const added = addMove({ nodes: tree.nodes, nextId: id }, game, at, move);
  if (!added.ok) return refuse("illegal_move", added.error.message);
  const reused = added.value.node !== id;
  return { ok: true, value: { tree: { nodes: added.value.tree.nodes, nextId: reused ? tree.nextId : Math.max(tree.nextId, id + 1) }, node: added.value.node } };
}

/**
 * Applies a node edit to a chapter's tree. `assigned` is the id a new move gets: the
 * writer leaves it out (the tree's next id), a reader passes the id the writer announced.
 */
export function applyNodeEdit(tree: VariationTree, game: AnyGame, edit: NodeEdit, assigned?: number): StudyResult<{ tree: VariationTree; result: EditResult }> {
  const target = tree.nodes.get(edit.node);
  if (!target) return refuse("no_node", `There is no move ${edit.node} in this chapter: it may have been deleted.`);
  switch (edit.kind) {
    case "move": {
      if (tree.nodes.size > STUDY_LIMITS.nodes) return refuse("too_many_nodes", `A chapter holds at most ${STUDY_LIMITS.nodes} moves.`);
      const added = addMoveAs(tree, game, edit.node, edit.move, assigned ?? tree.nextId);
      if (!added.ok) return added;
      return { ok: true, value: { tree: added.value.tree, result: { node: added.value.node } } };
    }
    case "delete":
      if (edit.node === ROOT) return refuse("no_node", "The start of a chapter cannot be deleted.");
      return { ok: true, value: { tree: deleteLine(tree, edit.node), result: {} } };
    case "promote":
      return { ok: true, value: { tree: promote(tree, edit.node), result: {} } };
    case "comment": {
      const checked = checkText(edit.text, COMMENT_RULE);
      if (!checked.ok) return refuse("bad_text", checked.reason);
      const node = withAfter(target, checked.text, commandsOf(target));
      return { ok: true, value: { tree: annotate(tree, edit.node, { after: node.after }), result: {} } };
    }
    case "marks": {
      if (edit.nags.length > STUDY_LIMITS.nags) return refuse("bad_marks", `A move may carry at most ${STUDY_LIMITS.nags} marks.`);
      if (!edit.nags.every((nag) => Number.isInteger(nag) && nag >= 0 && nag <= 255)) return refuse("bad_marks", "A mark is a NAG number from 0 to 255 (1 ! 2 ? 3 !! 4 ?? 5 !? 6 ?!).");
      return { ok: true, value: { tree: annotate(tree, edit.node, { nags: [...new Set(edit.nags)] }), result: {} } };
    }
    case "shapes": {
      const read = readShapes(game, target.state, edit.shapes);
      if (!read.ok) return read;
      const commands = commandsOf(target);
      commands.delete("cal");
      commands.delete("csl");
      if (read.value.arrows.length) commands.set("cal", read.value.arrows.join(","));
      if (read.value.circles.length) commands.set("csl", read.value.circles.join(","));
      const node = withAfter(target, commentOf(target), commands);
      return { ok: true, value: { tree: annotate(tree, edit.node, { after: node.after }), result: {} } };
    }
  }
}

/** What an edit reads or writes: a chapter's node (its words, marks, shapes, or its place and subtree), a chapter's settings, the order, the name. */
interface Touch {
  readonly what: "comment" | "marks" | "shapes" | "tree" | "chapter" | "order" | "rename";
  readonly chapter: string | null;
  readonly node: number | null;
}

function touches(edit: StudyEdit): Touch {
  switch (edit.kind) {
    case "move":
    case "delete":
    case "promote":
      return { chapter: edit.chapter, node: edit.node, what: "tree" };
    case "comment":
    case "marks":
    case "shapes":
      return { chapter: edit.chapter, node: edit.node, what: edit.kind };
    case "chapter":
    case "delete-chapter":
      return { chapter: edit.chapter, node: null, what: "chapter" };
    case "order":
    case "rename":
      return { chapter: null, node: null, what: edit.kind };
  }
}

/**
 * Whether `edit`, made on an older version, would undo or overwrite `later`, an edit
 * accepted since: then it is refused with the current state, never applied over another
 * editor's work. A move, deletion or promotion rebases over anything that left its node in
 * place (the tree check itself finds a deleted node); words, marks and shapes of one node
 * conflict with a later change of the same; a chapter's settings with a later change of
 * them or its deletion; an order with a later order or a chapter deleted.
 */
export function conflicts(edit: StudyEdit, later: StudyEdit): boolean {
  const a = touches(edit);
  const b = touches(later);
  // deleting a chapter would throw away whatever was done in it since
  if (edit.kind === "delete-chapter") return b.chapter === edit.chapter;
  if (a.what === "order" || a.what === "rename") return b.what === a.what || (a.what === "order" && later.kind === "delete-chapter");
  if (later.kind === "delete-chapter") return later.chapter === a.chapter;
  if (a.chapter !== b.chapter) return false;
  if (a.what === "chapter") return b.what === "chapter";
  // a later promotion of a sibling is found with the tree (undoesLaterWork)
  return a.node !== null && a.node === b.node && a.what === b.what && a.what !== "tree";
}

/**
 * Whether `edit`, made on an older version, would undo work that `later`, an edit accepted
 * since, did in the tree, which `conflicts` cannot tell as it does not know the tree (`tree`
 * is the chapter as it is now): a deletion, anything done below the deleted node (a move
 * played there, words, marks or shapes set there); a promotion, a later promotion of a
 * sibling (the older would demote the line another editor chose as the main one).
 */
export function undoesLaterWork(tree: VariationTree, edit: StudyEdit, later: StudyEdit): boolean {
  if ((edit.kind !== "delete" && edit.kind !== "promote") || !isNodeEdit(later) || later.chapter !== edit.chapter) return false;
  const node = tree.nodes.get(edit.node);
  if (!node) return false;
  if (edit.kind === "promote") return later.kind === "promote" && later.node !== edit.node && tree.nodes.get(later.node)?.parent === node.parent;
  for (let at = tree.nodes.get(later.node); at; at = at.parent === undefined ? undefined : tree.nodes.get(at.parent)) {
    if (at.id === edit.node) return true;
  }
  return false;
}

/** The marks a study offers as buttons: the six move glyphs. */
export const MOVE_MARKS: readonly { readonly nag: number; readonly glyph: string }[] = [...MARK_GLYPHS].map(([nag, glyph]) => ({ nag, glyph }));
