/**
 * "Add to a study" (issue 32): a game, the analysis board's tree or a reviewed record
 * becomes a chapter of one of the studies this browser can edit (my-studies.ts), or of a
 * new study made on the spot. One dialog, opened from the game page's share box, the
 * analysis board and the review; each says what it adds (a game's id or a record) and a
 * chapter name to start from (the players, the game).
 */
import { studyChapterPath } from "../../../src/contract/study.ts";
import { ApiError } from "../api.ts";
import { h } from "../dom.ts";
import { t } from "../i18n.ts";
import { listMyStudies, rememberStudy } from "../my-studies.ts";
import { addChapter, createStudy } from "../study-api.ts";
import { STUDY_LIMITS } from "../../../src/contract/study.ts";
import "./add-to-study.css";

/** What is added: the game's id (as in /rules/<id>), the proposed chapter name, and the moves (a game's id, or a record). */
export interface StudySource {
  readonly variant: string;
  readonly chapterName: string;
  readonly content: { readonly gameId: string } | { readonly record: string };
}

/** The value of the study select that means "a new study". */
const NEW_STUDY = "";

/** A labelled field: the label names its control by id (a label around a select would take the options' words into its name). */
function field(id: string, label: string, control: HTMLElement): HTMLElement {
  control.id = id;
  return h("div", { class: "add-study-field" }, h("label", { for: id }, label), control);
}

/** A button that asks `source()` what to add when pressed, then opens the dialog. */
export function addToStudyButton(source: () => Promise<StudySource | undefined> | StudySource | undefined): HTMLElement {
  const button = h("button", { type: "button", class: "quiet add-to-study", "aria-haspopup": "dialog" }, t("study.add.button"));
  button.addEventListener("click", async () => {
    const found = await source();
    if (found) openAddToStudy(found, button);
  });
  return button;
}

/** The dialog; focus goes back to `opener` when it closes. */
export function openAddToStudy(source: StudySource, opener?: HTMLElement): HTMLDialogElement {
  const studies = listMyStudies();
  const study = h(
    "select",
    { name: "study" },
    ...studies.map((s) => h("option", { value: s.id }, s.name)),
    h("option", { value: NEW_STUDY }, t("study.add.newStudy")),
  ) as HTMLSelectElement;
  const studyName = h("input", { type: "text", name: "study-name", required: true, maxlength: STUDY_LIMITS.name, value: t("study.add.defaultStudyName"), autocomplete: "off" }) as HTMLInputElement;
  const newNameRow = field("add-study-name", t("study.add.studyName"), studyName);
  const chapterName = h("input", { type: "text", name: "chapter-name", required: true, maxlength: STUDY_LIMITS.name, value: source.chapterName.slice(0, STUDY_LIMITS.name), autocomplete: "off" }) as HTMLInputElement;
  const status = h("p", { class: "add-study-status", role: "status", "aria-live": "polite" });
  const add = h("button", { type: "submit", class: "primary" }, t("study.add.submit")) as HTMLButtonElement;
  const close = h("button", { type: "button", class: "quiet" }, t("study.add.close"));
  const form = h(
    "form",
    { class: "add-study-form" },
    field("add-study-study", t("study.add.study"), study),
    newNameRow,
    field("add-study-chapter", t("study.add.chapterName"), chapterName),
    status,
    h("div", { class: "confirm-buttons" }, close, add),
  );
  const dialog = h("dialog", { class: "confirm add-study", "aria-labelledby": "add-study-heading" }, h("h2", { id: "add-study-heading" }, t("study.add.heading")), form) as HTMLDialogElement;

  const showNewName = (): void => {
    newNameRow.hidden = study.value !== NEW_STUDY;
    studyName.required = study.value === NEW_STUDY;
  };
  study.addEventListener("change", showNewName);
  showNewName();
  close.addEventListener("click", () => dialog.close());
  dialog.addEventListener("close", () => {
    dialog.remove();
    opener?.focus();
  });

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    add.disabled = true;
    status.classList.remove("refusal");
    status.textContent = t("study.add.adding");
    try {
      let target = studies.find((s) => s.id === study.value);
      if (!target) {
        const made = await createStudy(studyName.value.trim());
        target = { id: made.id, name: studyName.value.trim(), token: made.editor.token, savedAt: new Date().toISOString() };
      }
      // saved again (to the top) even when known: the study added to is the one most likely wanted next time
      rememberStudy({ id: target.id, name: target.name, token: target.token });
      const chapter = await addChapter(target.id, target.token, { name: chapterName.value.trim(), variant: source.variant, ...source.content });
      const link = h("a", { href: studyChapterPath(target.id, chapter.id), class: "add-study-link" }, t("study.add.openChapter"));
      status.replaceChildren(t("study.add.added", { study: target.name }), " ", link);
      add.hidden = true;
      link.focus();
    } catch (error) {
      status.classList.add("refusal");
      status.textContent = error instanceof ApiError ? error.message : t("study.add.failed");
      add.disabled = false;
    }
  });

  document.body.append(dialog);
  dialog.showModal();
  return dialog;
}
