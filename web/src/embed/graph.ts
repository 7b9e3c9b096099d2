/**
 * The embed's evaluation graph: an imported game's record, read from the archive, drawn
 * as the review's graph when its main line carries `[%eval]`s (a reviewed record).
 */
import { treeFromMoves } from "../../../src/engine/annotated-tree.ts";
import { parseAnnotatedRecord } from "../../../src/engine/record.ts";
import { recordStart } from "../../../src/engine/record-start.ts";
import type { AnyGame } from "../../../src/engine/types.ts";
import { recordGraph, type RecordGraph } from "../review/record-graph.ts";
import "../review/review.css";
import { fetchRecordText } from "./data.ts";
import { t } from "../i18n.ts";

/** The graph of game `id`'s record, or undefined when it carries no evaluation (or cannot be read). */
export async function loadRecordGraph(game: AnyGame, id: string): Promise<RecordGraph | undefined> {
  const text = await fetchRecordText(id);
  const record = text === undefined ? undefined : parseAnnotatedRecord(text);
  if (!record?.ok) return undefined;
  const start = recordStart(game, record.value.tags);
  if (!start.ok) return undefined;
  const tree = treeFromMoves(game, start.value, record.value.moves);
  return tree.ok ? recordGraph(game, tree.value, record.value.tags.get("Result"), "embed-graph", t("embed.game.marksOnGraph")) : undefined;
}
