/**
 * The analysis board's note on the move shown: a mark (!, ?, !!, ??, !?, ?!) and a
 * comment, which "Copy record" writes into the record as any annotated record has them.
 * The fields are filled when another move is shown, never while someone types.
 */
import { MARK_GLYPHS } from "../../../src/engine/annotated-record.ts";
import type { VariationNode } from "../../../src/engine/variations.ts";
import { h } from "../dom.ts";
import { t } from "../i18n.ts";

/** The marks offered, in words beside their glyph (NAG 1-6): message ids, worded when drawn. */
const MARK_WORDS: ReadonlyMap<number, string> = new Map([
  [1, "analysis.mark.good"],
  [2, "analysis.mark.mistake"],
  [3, "analysis.mark.brilliant"],
  [4, "analysis.mark.blunder"],
  [5, "analysis.mark.interesting"],
  [6, "analysis.mark.dubious"],
]);

export interface AnnotationEditor {
  readonly element: HTMLElement;
  /** Shows the note of `node` (the root has none: the fields are then hidden). */
  show(node: VariationNode): void;
}

/** The fields, calling `onMark` with the NAG chosen (undefined: none) and `onComment` with the words as they are typed. */
export function createAnnotationEditor(onMark: (nag: number | undefined) => void, onComment: (text: string) => void): AnnotationEditor {
  const mark = h(
    "select",
    { name: "mark", onchange: () => onMark(mark.value === "" ? undefined : Number(mark.value)) },
    h("option", { value: "" }, t("analysis.mark.none")),
    ...[...MARK_GLYPHS].map(([nag, glyph]) => h("option", { value: nag }, `${glyph} ${MARK_WORDS.has(nag) ? t(MARK_WORDS.get(nag)!) : ""}`)),
  );
  const comment = h("textarea", { name: "comment", rows: 2, oninput: () => onComment(comment.value) });
  const element = h(
    "fieldset",
    { class: "analysis-note" },
    h("legend", {}, t("analysis.note.legend")),
    h("label", {}, t("analysis.note.mark"), " ", mark),
    h("label", {}, t("analysis.note.comment"), " ", comment),
  );
  let shown: number | undefined;
  return {
    element,
    show(node) {
      element.hidden = node.parent === undefined;
      if (node.id === shown) return;
      shown = node.id;
      const first = (node.nags ?? []).find((nag) => MARK_GLYPHS.has(nag));
      mark.value = first === undefined ? "" : String(first);
      comment.value = node.after?.[0]?.text ?? "";
    },
  };
}
