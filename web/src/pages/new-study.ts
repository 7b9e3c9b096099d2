/**
 * A new study (`/s/new`; issue 32): a name, and the study is made and opened by its
 * editor link (kept in this browser: whoever holds that link edits, so the page says to
 * keep it). Or a multi-game record, pasted or opened from a file, as a new study of one
 * chapter a game (its comments, marks, variations and shapes kept).
 */
import { STUDY_LIMITS, studyEditorPath, type CreatedStudy } from "../../../src/contract/study.ts";
import { h, replaceChildren } from "../dom.ts";
import { t } from "../i18n.ts";
import { rememberStudy } from "../my-studies.ts";
import { navigate, type Page } from "../router.ts";
import { createStudy, importStudy } from "../study-api.ts";
import "../study/study.css";

export function newStudyPage(root: HTMLElement): Page {
  document.title = t("study.page.newDocTitle");
  const problem = h("p", { class: "banner error", role: "alert", hidden: true });
  const name = h("input", { type: "text", name: "study-name", required: true, maxlength: STUDY_LIMITS.name, autocomplete: "off" });
  const record = h("textarea", { name: "study-record", rows: 8, spellcheck: false, dir: "auto", required: true, "aria-label": t("study.page.importRecord") });
  const importName = h("input", { type: "text", name: "study-import-name", maxlength: STUDY_LIMITS.name, autocomplete: "off" });
  const file = h("input", { type: "file", accept: ".pgn,.txt,text/plain", "aria-label": t("study.page.importFile") });
  file.addEventListener("change", async () => {
    const chosen = file.files?.[0];
    if (!chosen) return;
    if (chosen.size > STUDY_LIMITS.record) return say(t("study.page.fileTooLarge", { kib: STUDY_LIMITS.record / 1024 }));
    record.value = await chosen.text();
  });

  function say(text: string): void {
    problem.textContent = text;
    problem.hidden = text === "";
  }

  /** Keeps the editor link in this browser and opens it. */
  function open(study: CreatedStudy, studyName: string): void {
    rememberStudy({ id: study.id, name: studyName, token: study.editor.token });
    navigate(studyEditorPath(study.id, study.editor.token));
  }

  async function run(form: HTMLFormElement, make: () => Promise<void>): Promise<void> {
    const button = form.querySelector("button");
    if (button) button.disabled = true;
    say("");
    try {
      await make();
    } catch (error) {
      say(error instanceof Error ? error.message : String(error));
    } finally {
      if (button) button.disabled = false;
    }
  }

  const create = h(
    "form",
    {
      class: "card study-create",
      onsubmit: (event: Event) => {
        event.preventDefault();
        void run(create, async () => open(await createStudy(name.value.trim()), name.value.trim()));
      },
    },
    h("h1", {}, t("study.page.newHeading")),
    h("p", { class: "muted" }, t("study.page.newLead")),
    h("label", {}, t("study.page.studyName"), " ", name),
    h("div", { class: "form-actions" }, h("button", { type: "submit", class: "primary" }, t("study.page.create"))),
  );
  const importing = h(
    "form",
    {
      class: "card study-import",
      onsubmit: (event: Event) => {
        event.preventDefault();
        const chosenName = importName.value.trim();
        void run(importing, async () => {
          const study = await importStudy(record.value, chosenName || undefined);
          open(study, chosenName || t("study.page.importedName"));
        });
      },
    },
    h("h2", {}, t("study.page.importHeading")),
    h("p", { class: "muted" }, t("study.page.importLead")),
    h("label", {}, t("study.page.importRecord"), record),
    h("label", {}, t("study.page.importFile"), " ", file),
    h("label", {}, t("study.page.importName"), " ", importName),
    h("div", { class: "form-actions" }, h("button", { type: "submit", class: "primary" }, t("study.page.importButton"))),
  );
  replaceChildren(root, h("section", { class: "study-new-page" }, problem, create, importing));
  return {};
}
