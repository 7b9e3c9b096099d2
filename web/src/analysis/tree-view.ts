/**
 * The variation tree as an indented move list: the main line as numbered moves, each
 * other continuation nested under the move it replaces. Every move is a button that
 * shows its position; the one on the board is marked (aria-current). A record's marks
 * (!, ?, !!...) follow their move and its comments stand in the flow, as lichess shows them.
 */
import { t } from "../i18n.ts";
import type { Side } from "../../../src/engine/types.ts";
import { MARK_GLYPHS, type RecordComment } from "../../../src/engine/annotated-record.ts";
import { nodeOf, ROOT, type VariationNode, type VariationTree } from "../../../src/engine/variations.ts";
import { h } from "../dom.ts";
import { clockWordsIn } from "../../../src/contract/clock-words.ts";

export interface TreeViewProps {
  readonly tree: VariationTree;
  readonly at: number;
  readonly sideNames: Readonly<Record<Side, string>>;
  readonly onSelect: (node: number) => void;
  /** What to say when the tree has no move (the analysis board's hint by default). */
  readonly empty?: string;
}

/** The number a record gives the move `node` (counting turns from the tree's root). */
function numberOf(tree: VariationTree, node: VariationNode): number {
  let number = 1;
  const path: VariationNode[] = [];
  for (let n = node; n.parent !== undefined; n = nodeOf(tree, n.parent)) path.unshift(n);
  path.forEach((step, i) => {
    if (i > 0 && step.side === "white" && path[i - 1].side === "black") number++;
  });
  return number;
}

/** The move marks (!, ?...) of a node as they are written after it. */
export function markOf(node: VariationNode): string {
  return (node.nags ?? []).map((nag) => MARK_GLYPHS.get(nag) ?? "").join("");
}

/** The words of comments (their [%...] commands are for programs, not shown). */
export function commentWords(comments: readonly RecordComment[] | undefined): string[] {
  // the site's own clock comments ('"Bo" gives "Ann" 2 days, ...') in the page's language; a player's comment as written
  return (comments ?? []).map((comment) => clockWordsIn(comment.text, t) ?? comment.text).filter(Boolean);
}

/**
 * What is said of the position after node `id`: the comments after its move, then those
 * written before the next move (for the root: a record's opening words).
 */
export function positionComments(tree: VariationTree, id: number): string[] {
  const node = nodeOf(tree, id);
  const next = node.children[0] === undefined ? undefined : nodeOf(tree, node.children[0]);
  return [...commentWords(node.after), ...commentWords(next?.before)];
}

function comments(list: readonly RecordComment[] | undefined): HTMLElement[] {
  return commentWords(list).map((text) => h("span", { class: "tree-comment", dir: "auto" }, text));
}

function moveButton(props: TreeViewProps, node: VariationNode, withNumber: boolean): HTMLElement {
  const number = numberOf(props.tree, node);
  const label = withNumber ? (node.side === "white" ? `${number}. ` : `${number}... `) : "";
  const current = node.id === props.at;
  const mark = markOf(node);
  return h(
    "button",
    {
      type: "button",
      class: current ? "tree-move current" : "tree-move",
      "aria-current": current ? "true" : undefined,
      "aria-label": t("analysis.tree.moveLabel", { side: props.sideNames[node.side], number: label.trim(), move: `${node.move}${mark}` }).replace(/\s+/g, " "),
      // a move reads as notation in a right-to-left page too: "3. e2-e4", never "e2-e4 .3"
      dir: "ltr",
      "data-node": node.id,
      onclick: () => props.onSelect(node.id),
    },
    label,
    node.move,
    mark ? h("span", { class: "tree-mark" }, mark) : null,
  );
}

/** One line from `first`, with the alternatives of each of its moves nested after it. */
function renderLine(props: TreeViewProps, first: VariationNode, opening: boolean): HTMLElement {
  const line = h("span", { class: "tree-line" });
  let node: VariationNode | undefined = first;
  let needsNumber = opening;
  let previous: VariationNode | undefined;
  while (node) {
    const before = comments(node.before);
    const showNumber = needsNumber || before.length > 0 || (node.side === "white" && previous?.side !== "white");
    line.append(...before, moveButton(props, node, showNumber));
    const after = comments(node.after);
    line.append(...after);
    needsNumber = after.length > 0;
    // a main move is followed by the other continuations of its position
    const siblings = nodeOf(props.tree, node.parent ?? ROOT).children;
    const current: number = node.id;
    const alternatives = siblings[0] === current ? siblings.slice(1) : [];
    if (alternatives.length > 0) {
      line.append(h("ul", { class: "tree-variations" }, ...alternatives.map((id) => h("li", {}, renderLine(props, nodeOf(props.tree, id), true)))));
      needsNumber = true;
    }
    previous = node;
    const next: number | undefined = node.children[0];
    node = next === undefined ? undefined : nodeOf(props.tree, next);
  }
  return line;
}

export function renderTreeView(props: TreeViewProps): HTMLElement {
  const root = nodeOf(props.tree, ROOT);
  const list = h("div", { class: "variation-tree", role: "group", "aria-label": t("analysis.tree.label") });
  const first = root.children[0];
  list.append(...comments(root.after));
  if (first === undefined) list.append(h("p", { class: "muted" }, props.empty ?? t("analysis.tree.empty")));
  else list.append(renderLine(props, nodeOf(props.tree, first), true));
  return list;
}

/** Scrolls the tree in `container` to its current move, the page itself left where it is. */
export function scrollToCurrent(container: HTMLElement): void {
  const list = container.querySelector<HTMLElement>(".variation-tree");
  const current = list?.querySelector<HTMLElement>('[aria-current="true"]');
  if (list && current) list.scrollTop = current.offsetTop - list.clientHeight / 2;
}
