/**
 * The study's chapters (issue 32, item 2): each a button that opens it (the one shown
 * marked), and for an editor, beside each, up and down to reorder and delete; below, the
 * shown chapter's settings: its name, which side is at the bottom, and its mode.
 */
import type { ChapterMode, ChapterSummary, StudyEdit } from "../../../src/contract/study.ts";
import { STUDY_LIMITS } from "../../../src/contract/study.ts";
import { getGame } from "../../../src/engine/registry.ts";
import { sideName } from "../board/words.ts";
import { h } from "../dom.ts";
import { t } from "../i18n.ts";
import type { ShownChapter } from "./sync.ts";

export interface ChapterListProps {
  readonly chapters: readonly ChapterSummary[];
  readonly shown: string | undefined;
  readonly editor: boolean;
  readonly onOpen: (chapter: string) => void;
  readonly onEdit: (edit: StudyEdit) => void;
  readonly onDelete: (chapter: ChapterSummary) => void;
}

/** The chapters in a new order: `id` moved by `delta` places. */
export function movedOrder(chapters: readonly ChapterSummary[], id: string, delta: number): string[] {
  const ids = chapters.map((chapter) => chapter.id);
  const from = ids.indexOf(id);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= ids.length) return ids;
  ids.splice(to, 0, ...ids.splice(from, 1));
  return ids;
}

export function renderChapterList(props: ChapterListProps): HTMLElement {
  const { chapters } = props;
  if (chapters.length === 0) return h("p", { class: "muted" }, props.editor ? t("study.chapters.emptyEditor") : t("study.chapters.empty"));
  return h(
    "ol",
    { class: "study-chapters" },
    ...chapters.map((chapter, i) => {
      const current = chapter.id === props.shown;
      const game = getGame(chapter.variant)?.name ?? chapter.variant;
      const open = h(
        "button",
        { type: "button", class: current ? "study-chapter current" : "study-chapter", "aria-current": current ? "true" : undefined, "data-chapter": chapter.id, onclick: () => props.onOpen(chapter.id) },
        h("span", { class: "study-chapter-name", dir: "auto" }, chapter.name),
        " ",
        h("span", { class: "muted study-chapter-game" }, game),
      );
      const tools = props.editor
        ? h(
            "span",
            { class: "study-chapter-tools" },
            h("button", { type: "button", class: "quiet", disabled: i === 0, "aria-label": t("study.chapters.moveUp", { name: chapter.name }), title: t("study.chapters.moveUp", { name: chapter.name }), onclick: () => props.onEdit({ kind: "order", chapters: movedOrder(chapters, chapter.id, -1) }) }, "↑"),
            h("button", { type: "button", class: "quiet", disabled: i === chapters.length - 1, "aria-label": t("study.chapters.moveDown", { name: chapter.name }), title: t("study.chapters.moveDown", { name: chapter.name }), onclick: () => props.onEdit({ kind: "order", chapters: movedOrder(chapters, chapter.id, 1) }) }, "↓"),
            h("button", { type: "button", class: "quiet", "aria-label": t("study.chapters.delete", { name: chapter.name }), title: t("study.chapters.delete", { name: chapter.name }), onclick: () => props.onDelete(chapter) }, "✕"),
          )
        : "";
      return h("li", {}, open, tools);
    }),
  );
}

/** A name and a button to rename (a chapter, the study): `onRename` gets a changed, non-empty name. */
export function renameForm(label: string, value: string, onRename: (name: string) => void): HTMLElement {
  const name = h("input", { type: "text", name: "name", value, maxlength: STUDY_LIMITS.name, required: true });
  return h(
    "form",
    {
      class: "study-rename",
      onsubmit: (event: Event) => {
        event.preventDefault();
        const text = name.value.trim();
        if (text && text !== value) onRename(text);
      },
    },
    h("label", {}, label, " ", name),
    h("button", { type: "submit", class: "quiet" }, t("study.chapters.rename")),
  );
}

/** The shown chapter's settings, for an editor: each change one `chapter` edit. */
export function renderChapterSettings(chapter: ShownChapter, onEdit: (edit: StudyEdit) => void): HTMLElement {
  const rename = renameForm(t("study.chapters.name"), chapter.name, (name) => onEdit({ kind: "chapter", chapter: chapter.id, name }));
  const select = <T extends string>(label: string, value: T, options: readonly (readonly [T, string])[], change: (value: T) => void): HTMLElement => {
    const field = h("select", { onchange: () => change(field.value as T) }, ...options.map(([v, words]) => h("option", { value: v, selected: v === value }, words)));
    return h("label", {}, label, " ", field);
  };
  return h(
    "fieldset",
    { class: "study-chapter-settings" },
    h("legend", {}, t("study.chapters.settings")),
    rename,
    select(t("study.chapters.orientation"), chapter.orientation, [["white", t("study.chapters.atBottom", { side: sideName(chapter.game, "white") })], ["black", t("study.chapters.atBottom", { side: sideName(chapter.game, "black") })]], (orientation) => onEdit({ kind: "chapter", chapter: chapter.id, orientation })),
    select<ChapterMode>(t("study.chapters.mode"), chapter.mode, [["analysis", t("study.chapters.modeAnalysis")], ["interactive", t("study.chapters.modeInteractive")]], (mode) => onEdit({ kind: "chapter", chapter: chapter.id, mode })),
  );
}
