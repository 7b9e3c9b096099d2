/**
 * An editor's note on the node shown (issue 32, item 2): its comment (saved with one
 * `comment` edit, not at every key), the six move marks as buttons (one of them at a
 * time, as a record writes them; the same again takes it off) and other marks by NAG
 * number. The comment box is filled when another node is shown, or when the node's comment
 * changes and nothing unsaved was written in the box: words written here are never lost.
 */
import { MOVE_MARKS, commentOf } from "../../../src/contract/study-tree.ts";
import { STUDY_LIMITS } from "../../../src/contract/study.ts";
import type { VariationNode } from "../../../src/engine/variations.ts";
import { h } from "../dom.ts";
import { t } from "../i18n.ts";

export interface NodePanel {
  readonly element: HTMLElement;
  show(node: VariationNode): void;
}

/** The marks' names (NAG 1-6), for their buttons' accessible names. */
const MARK_NAMES: ReadonlyMap<number, string> = new Map([
  [1, "study.edit.markGood"],
  [2, "study.edit.markMistake"],
  [3, "study.edit.markBrilliant"],
  [4, "study.edit.markBlunder"],
  [5, "study.edit.markInteresting"],
  [6, "study.edit.markDubious"],
]);
const GLYPHS = new Set(MOVE_MARKS.map((mark) => mark.nag));

/** The node's marks with `nag` toggled: a glyph replaces another glyph, the same one again comes off; other NAGs stay. */
export function toggledMarks(nags: readonly number[], nag: number): number[] {
  if (nags.includes(nag)) return nags.filter((other) => other !== nag);
  return GLYPHS.has(nag) ? [nag, ...nags.filter((other) => !GLYPHS.has(other))] : [...nags, nag];
}

export function createNodePanel(onComment: (text: string) => void, onMarks: (nags: number[]) => void): NodePanel {
  let node: VariationNode | undefined;
  const comment = h("textarea", { name: "study-comment", rows: 3, maxlength: STUDY_LIMITS.comment, "aria-label": t("study.edit.comment") });
  const save = h("button", { type: "button", class: "quiet", onclick: () => onComment(comment.value.trim()) }, t("study.edit.saveComment"));
  const markButtons = MOVE_MARKS.map(({ nag, glyph }) =>
    h("button", { type: "button", class: "replay-button study-mark", "data-nag": nag, "aria-pressed": "false", "aria-label": t(MARK_NAMES.get(nag)!), title: t(MARK_NAMES.get(nag)!), onclick: () => node && onMarks(toggledMarks(node.nags ?? [], nag)) }, glyph),
  );
  const marks = h("div", { class: "study-marks", role: "group", "aria-label": t("study.edit.marks") }, ...markButtons);
  const nagInput = h("input", { type: "number", min: 0, max: 255, name: "nag", class: "study-nag" });
  const nagForm = h(
    "form",
    {
      class: "study-nag-form",
      onsubmit: (event: Event) => {
        event.preventDefault();
        const nag = Number(nagInput.value);
        if (!node || nagInput.value === "" || !Number.isInteger(nag) || nag < 0 || nag > 255) return;
        nagInput.value = "";
        onMarks(toggledMarks(node.nags ?? [], nag));
      },
    },
    h("label", {}, t("study.edit.nagNumber"), nagInput),
    h("button", { type: "submit", class: "quiet" }, t("study.edit.nagAdd")),
  );
  const others = h("p", { class: "muted study-other-marks" });
  const rootHint = h("p", { class: "muted" }, t("study.edit.introHint"));
  const element = h("fieldset", { class: "study-note" }, h("legend", {}, t("study.edit.noteLegend")), rootHint, h("label", { class: "study-comment-label" }, t("study.edit.comment"), comment), save, marks, nagForm, others);
  /** The comment last put in the box from the tree. */
  let filled = "";

  return {
    element,
    show(next) {
      const root = next.parent === undefined;
      rootHint.hidden = !root;
      marks.hidden = nagForm.hidden = others.hidden = root;
      const words = commentOf(next);
      // another node, or another editor's words over a box nobody has written in; words written
      // here and not (yet) saved stay, also when another editor's change came first (a conflict)
      if (node?.id !== next.id || comment.value === filled) comment.value = words;
      filled = words;
      node = next;
      const nags = next.nags ?? [];
      // the buttons stay (a keyboard user's focus with them); only whether each is on changes
      for (const button of markButtons) button.setAttribute("aria-pressed", String(nags.includes(Number(button.dataset.nag))));
      const other = nags.filter((nag) => !GLYPHS.has(nag));
      others.replaceChildren(...other.map((nag) => h("button", { type: "button", class: "quiet study-nag-chip", "aria-label": t("study.edit.nagRemove", { nag }), onclick: () => onMarks(nags.filter((n) => n !== nag)) }, `$${nag} ×`)));
    },
  };
}
