/**
 * The seat page's "My notes": text only this seat reads (plans, reminders, what to try
 * next time), kept by the server with the seat's token (docs/api.md), never shown to the
 * opponent or watchers. Saved as one types: a second after the last keystroke, at once
 * when the box loses focus, and as the page goes away; the status says "Saved" once the
 * server has the text. Whether the seat has notes is also noted for My games.
 */
import { h } from "../dom.ts";
import { fetchNotes, putNotes } from "../lifecycle-api.ts";
import { noteHasNotes } from "../my-games.ts";
import { MAX_NOTES_LENGTH } from "../../../src/contract/api.ts";
import { characterCount, keepWithin } from "../text-limit.ts";
import "./notes.css";
import { t } from "../i18n.ts";

/** How long typing must pause before the notes are saved: a save a second at most, well within the write limit. */
export const NOTES_SAVE_DELAY_MS = 1000;

export function createNotesPanel(gameId: string, token: string): HTMLElement {
  const text = h("textarea", {
    name: "notes",
    rows: 5,
    "aria-label": t("game.notes.title"),
    "aria-describedby": "my-notes-lead",
    placeholder: t("game.notes.loading"),
    disabled: true,
  });
  const count = h("span", { class: "muted my-notes-count" });
  const status = h("span", { class: "my-notes-status", role: "status" });
  const element = h(
    "details",
    { class: "my-notes panel", "data-testid": "notes" },
    h("summary", {}, h("span", { class: "panel-title" }, t("game.notes.title"))),
    h("p", { class: "muted panel-lead", id: "my-notes-lead" }, t("game.notes.lead")),
    // wrapped: the panel's children get side margins, and a textarea's 100% would overflow them
    h("div", { class: "my-notes-body" }, text, h("div", { class: "tool-row my-notes-row" }, status, count)),
  );

  /** The text the server holds, as far as this page knows. */
  let saved = "";
  let timer: ReturnType<typeof setTimeout> | undefined;
  let saving: Promise<void> | undefined;

  function say(words: string, kind: "ok" | "error" | "" = ""): void {
    // the same words again would be announced again, at every keystroke
    if (status.textContent === words) return;
    status.textContent = words;
    status.className = `my-notes-status ${kind}`;
  }

  function drawCount(): void {
    count.textContent = t("game.notes.count", { count: characterCount(text.value), max: MAX_NOTES_LENGTH });
  }

  /** Saves what the box holds, one request at a time; typing meanwhile is saved after it. */
  async function save(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    if (saving) return saving.then(save);
    const value = text.value;
    if (value === saved) {
      say(t("game.notes.saved"), "ok");
      return;
    }
    say(t("game.notes.saving"));
    saving = putNotes(gameId, token, value).then(
      (notes) => {
        saved = notes.text;
        noteHasNotes(gameId, token, saved !== "");
        // more typed while this one was on its way: the timer (or the next blur) saves it
        if (text.value === saved) say(t("game.notes.saved"), "ok");
      },
      (error: unknown) => say(error instanceof Error ? t("game.notes.notSavedBecause", { reason: error.message }) : t("game.notes.notSaved"), "error"),
    );
    await saving;
    saving = undefined;
  }

  text.addEventListener("input", () => {
    keepWithin(text, MAX_NOTES_LENGTH);
    drawCount();
    say(t("game.notes.notSavedYet"));
    clearTimeout(timer);
    timer = setTimeout(() => void save(), NOTES_SAVE_DELAY_MS);
  });
  // leaving the box saves at once, and tries again after a save that failed
  text.addEventListener("blur", () => {
    if (text.value !== saved) void save();
  });
  // closing or leaving the page with changes not yet saved: send them anyway
  addEventListener("pagehide", () => {
    if (text.disabled || text.value === saved) return;
    clearTimeout(timer);
    timer = undefined;
    void putNotes(gameId, token, text.value, true).catch(() => undefined);
  });

  void fetchNotes(gameId, token).then(
    (notes) => {
      show(notes.text);
      text.disabled = false;
      text.placeholder = t("game.notes.placeholder");
      // notes already written show themselves; an empty panel stays folded
      if (saved !== "") element.open = true;
    },
    (error: unknown) => {
      text.placeholder = "";
      say(error instanceof Error ? t("game.notes.notLoadedBecause", { reason: error.message }) : t("game.notes.notLoaded"), "error");
    },
  );

  /** Shows `notes` as the server holds them. */
  function show(notes: string): void {
    saved = notes;
    text.value = notes;
    noteHasNotes(gameId, token, saved !== "");
    drawCount();
  }

  // written meanwhile on another device or tab: coming back to this page shows them, unless this one has its own changes
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState !== "visible" || text.disabled || !element.isConnected) return;
    void fetchNotes(gameId, token).then(
      (notes) => {
        if (timer === undefined && !saving && text.value === saved && notes.text !== saved) show(notes.text);
      },
      () => undefined,
    );
  });
  drawCount();
  return element;
}
