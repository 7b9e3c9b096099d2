/**
 * An editor's "Add a chapter" (issue 32, item 1): a name, one of the five games, and
 * where it starts: the game's start, a position text, a pasted annotated record (its
 * variations and comments kept) or a game, by its link or id (live or archived).
 */
import { STUDY_LIMITS, type NewChapter } from "../../../src/contract/study.ts";
import { listGames } from "../../../src/engine/registry.ts";
import { h } from "../dom.ts";
import { t } from "../i18n.ts";

type Source = "start" | "position" | "record" | "game";

const SOURCES: readonly (readonly [Source, string])[] = [
  ["start", "study.chapters.fromStart"],
  ["position", "study.chapters.fromPosition"],
  ["record", "study.chapters.fromRecord"],
  ["game", "study.chapters.fromGame"],
];

/** A game's id from its link (`…/g/<id>`, a seat's fragment dropped) or the id itself. */
export function gameIdOf(text: string): string {
  const trimmed = text.trim();
  const link = /\/g\/([A-Za-z0-9_-]+)/.exec(trimmed);
  return link ? link[1] : trimmed;
}

/** The chapter the form describes (the text given to the one source chosen). */
export function newChapterOf(name: string, variant: string, source: Source, text: string): NewChapter {
  const base = { name: name.trim(), variant };
  if (source === "position") return { ...base, position: text.trim() };
  if (source === "record") return { ...base, record: text };
  if (source === "game") return { ...base, gameId: gameIdOf(text) };
  return base;
}

/** The form; `onAdd` sends the chapter and says whether it was made (the form is then emptied). */
export function createNewChapterForm(onAdd: (chapter: NewChapter) => Promise<boolean>): HTMLElement {
  const name = h("input", { type: "text", name: "new-chapter-name", required: true, maxlength: STUDY_LIMITS.name, autocomplete: "off" });
  const game = h("select", { name: "new-chapter-game" }, ...listGames().map((g) => h("option", { value: g.id }, g.name)));
  const source = h("select", { name: "new-chapter-source", onchange: () => showText() }, ...SOURCES.map(([value, id]) => h("option", { value }, t(id))));
  const text = h("textarea", { name: "new-chapter-text", rows: 3, spellcheck: false });
  const textLabel = h("span", {});
  const textField = h("label", { class: "study-new-text" }, textLabel, text);
  const submit = h("button", { type: "submit", class: "primary" }, t("study.chapters.add"));

  function showText(): void {
    const chosen = source.value as Source;
    textField.hidden = chosen === "start";
    text.required = chosen !== "start";
    textLabel.textContent = chosen === "position" ? t("study.chapters.positionLabel") : chosen === "record" ? t("study.chapters.recordLabel") : t("study.chapters.gameLabel");
  }
  showText();

  const form = h(
    "form",
    {
      class: "study-new-chapter",
      onsubmit: async (event: Event) => {
        event.preventDefault();
        submit.disabled = true;
        const made = await onAdd(newChapterOf(name.value, game.value, source.value as Source, text.value));
        submit.disabled = false;
        if (made) {
          name.value = "";
          text.value = "";
        }
      },
    },
    h("label", {}, t("study.chapters.newName"), " ", name),
    h("label", {}, t("study.chapters.game"), " ", game),
    h("label", {}, t("study.chapters.startsFrom"), " ", source),
    textField,
    submit,
  );
  return h("details", { class: "study-new" }, h("summary", {}, t("study.chapters.addHeading")), form);
}
