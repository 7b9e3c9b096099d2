/**
 * An imported game's own annotations on its game page: the archive keeps the record as
 * imported (comments, marks, variations), and the page shows it as the import page's
 * replay does, the analysis board's tree beside the board and the comment of the
 * position shown above it. A variation's move clicked shows its position on the board;
 * the steps and the arrow keys go on along the main line. A reviewed record (its main
 * line carries `[%eval]`s) draws its evaluation graph and marks under the tree, as the
 * page viewer and the import page do; the graph's code is fetched only for one.
 */
import { treeFromMoves } from "../../../src/engine/annotated-tree.ts";
import { isAnnotated } from "../../../src/engine/annotated-record.ts";
import { parseAnnotatedRecord } from "../../../src/engine/record.ts";
import { recordStart } from "../../../src/engine/record-start.ts";
import type { AnyGame } from "../../../src/engine/types.ts";
import { hasMainLineEvaluations, mainLineFrom, nodeOf, ROOT, type VariationTree } from "../../../src/engine/variations.ts";
import type { RecordGraph } from "../review/record-graph.ts";
import { positionComments, renderTreeView } from "../analysis/tree-view.ts";
import { recordUrl } from "../api.ts";
import { h } from "../dom.ts";
import "../analysis/tree-view.css";
import type { GameHistory } from "./history.ts";
import type { Loaded, RecordTree } from "./page-state.ts";
import { t } from "../i18n.ts";
import { sideNamesIn } from "../board/words.ts";

/**
 * The annotated tree of game `id`'s record, or undefined when the record has no
 * annotation (the move list says it all) or its main line is not the page's moves.
 */
export async function loadRecordTree(game: AnyGame, id: string, history: GameHistory): Promise<{ tree: VariationTree; graph?: RecordGraph } | undefined> {
  const response = await fetch(recordUrl(id)).catch(() => undefined);
  const record = response?.ok ? parseAnnotatedRecord(await response.text()) : undefined;
  if (!record?.ok || !isAnnotated(record.value.moves)) return undefined;
  const start = recordStart(game, record.value.tags);
  const tree = start.ok ? treeFromMoves(game, start.value, record.value.moves) : undefined;
  if (!tree?.ok) return undefined;
  const line = mainLineFrom(tree.value, ROOT).map((node) => nodeOf(tree.value, node).move);
  if (line.length !== history.moves.length || !line.every((move, i) => move === history.moves[i])) return undefined;
  if (!hasMainLineEvaluations(tree.value)) return { tree: tree.value };
  const { recordGraph } = await import("../review/record-graph.ts");
  return { tree: tree.value, graph: recordGraph(game, tree.value, record.value.tags.get("Result"), "game-graph", t("game.record.graphPlace")) };
}

/** The node on the board: the variation's move shown, or the main line's at `ply`. */
export function shownNode(record: RecordTree, ply: number): number {
  return record.variation ?? (ply === 0 ? ROOT : mainLineFrom(record.tree, ROOT)[ply - 1]);
}

/** The position of the variation's move shown (undefined on the main line), with its move's path for the board. */
export function shownVariation(l: Loaded): { readonly state: unknown; readonly path: readonly string[] } | undefined {
  const id = l.record?.variation;
  if (!l.record || id === undefined) return undefined;
  const node = nodeOf(l.record.tree, id);
  const parent = nodeOf(l.record.tree, node.parent ?? ROOT);
  return { state: node.state, path: l.game.legalMoves(parent.state).find((move) => move.text === node.move)?.path ?? [] };
}

/**
 * Selects node `id`: on the main line that is ply selection (`onPly`, which leaves any
 * variation); off it, the variation's position is shown (`onVariation`).
 */
export function selectNode(record: RecordTree, id: number, onPly: (ply: number) => void, onVariation: () => void): void {
  const line = mainLineFrom(record.tree, ROOT);
  if (id === ROOT || line.includes(id)) return onPly(id === ROOT ? 0 : line.indexOf(id) + 1);
  record.variation = id;
  onVariation();
}

/** The comment of the position shown and the tree, for the move list's place. */
export function renderRecordMoves(l: Loaded, record: RecordTree, ply: number, onSelect: (id: number) => void): HTMLElement[] {
  const at = shownNode(record, ply);
  const said = positionComments(record.tree, at);
  const tree = renderTreeView({ tree: record.tree, at, sideNames: sideNamesIn(l.game), onSelect, empty: t("game.record.noMoves") });
  const graph = record.graph;
  // a click on the graph steps to that ply of the main line
  const drawn = graph?.render(ply, (to) => onSelect(to === 0 ? ROOT : graph.line[Math.min(to, graph.line.length) - 1]));
  return [...(said.length ? [h("div", { class: "replay-comment", "aria-live": "polite" }, ...said.map((text) => h("p", {}, text)))] : []), tree, ...(drawn ? [h("div", { class: "record-graph" }, drawn)] : [])];
}
