/**
 * The study embed (issue 32): /embed/study/<id> shows a whole study, its chapters in a
 * list to choose from; /embed/study/<id>/<chapterId> that one chapter only. Each chapter
 * is read-only (moves, comments, arrows and circles) or, when interactive, the quiz. It
 * follows the study live: each edit on the socket reads the study and the chapter shown
 * again. Like the game embed it runs in sandboxed iframes: no storage, plain GETs.
 */
import type { ChapterView, StudyView } from "../../../src/contract/study.ts";
import { studyChapterPath, studyPath } from "../../../src/contract/study.ts";
import { getGame } from "../../../src/engine/registry.ts";
import { h } from "../dom.ts";
import { t } from "../i18n.ts";
import { mountChapter, type ChapterShown } from "../study/chapter-view.ts";
import { followEdits } from "../study/follow-edits.ts";
import { siteOrigin } from "./data.ts";
import "../analysis/tree-view.css";
import "../study/chapter.css";
import "../study/study-embed.css";

/** What a study embed's address names: the study, and one chapter when the link is a chapter's own. */
export function studyEmbedTarget(url: URL): { id: string; chapter: string | undefined } | undefined {
  const match = /^\/embed\/study\/([A-Za-z0-9_-]{1,32})(?:\/([A-Za-z0-9_-]{1,32}))?\/?$/.exec(url.pathname);
  return match ? { id: match[1], chapter: match[2] } : undefined;
}

/** A GET of the study's API, or the words of why it failed. */
async function read<T>(path: string): Promise<{ ok: true; value: T } | { ok: false; message: string; missing: boolean }> {
  let response: Response;
  try {
    response = await fetch(`${siteOrigin()}${path}`, { credentials: "omit", cache: "no-store" });
  } catch {
    return { ok: false, message: t("embed.problem.unreachable"), missing: false };
  }
  if (response.status === 404) return { ok: false, message: t("study.embed.missing"), missing: true };
  if (!response.ok) return { ok: false, message: t("embed.problem.answered", { status: response.status }), missing: false };
  return { ok: true, value: (await response.json()) as T };
}

export function mountStudyEmbed(root: HTMLElement, target: { id: string; chapter: string | undefined }): void {
  root.classList.add("study-embed");
  const api = `/api/studies/${encodeURIComponent(target.id)}`;
  const title = h("h1", { class: "embed-players study-embed-title" }, t("study.embed.heading"));
  const status = h("div", { class: "embed-status", role: "status", "aria-live": "polite" }, t("study.embed.loading"));
  const picker = h("select", { class: "study-embed-chapters", "aria-label": t("study.embed.chapters"), hidden: true });
  const stage = h("div", { class: "study-embed-stage" });
  const open = h("a", { class: "embed-open", target: "_blank", rel: "noopener", href: `${siteOrigin()}${studyPath(target.id)}` }, t("study.embed.open"), " ↗");
  root.replaceChildren(h("header", { class: "embed-head" }, title, status, picker), stage, h("footer", { class: "embed-foot" }, open));

  let study: StudyView | undefined;
  /** The chapter chosen: the link's own, else the one picked, else the first. */
  let chosen = target.chapter;
  let shown: { chapter: string; view: ChapterShown } | undefined;

  picker.addEventListener("change", () => {
    chosen = picker.value;
    void showChapter();
  });

  async function load(): Promise<void> {
    const read1 = await read<StudyView>(api);
    if (!read1.ok) {
      if (!study) status.textContent = read1.message;
      return;
    }
    study = read1.value;
    document.title = t("embed.docTitle", { name: study.name });
    title.textContent = study.name;
    const listed = target.chapter ? study.chapters.filter((c) => c.id === target.chapter) : study.chapters;
    picker.replaceChildren(...listed.map((c, i) => h("option", { value: c.id }, t("study.embed.chapterOption", { number: i + 1, name: c.name }))));
    picker.hidden = target.chapter !== undefined || listed.length < 2;
    if (listed.length === 0) {
      shown = undefined;
      stage.replaceChildren();
      status.textContent = target.chapter ? t("study.embed.noChapter") : t("study.embed.empty");
      return;
    }
    if (!chosen || !listed.some((c) => c.id === chosen)) chosen = listed[0].id;
    picker.value = chosen;
    await showChapter();
  }

  async function showChapter(): Promise<void> {
    const id = chosen;
    if (!id) return;
    const answer = await read<ChapterView>(`${api}/chapters/${encodeURIComponent(id)}`);
    if (id !== chosen) return;
    if (!answer.ok) {
      status.textContent = answer.message;
      return;
    }
    const chapter = answer.value;
    open.setAttribute("href", `${siteOrigin()}${studyChapterPath(target.id, chapter.id)}`);
    const game = getGame(chapter.variant);
    if (shown?.chapter === chapter.id) shown.view.update(chapter);
    else {
      const view = game && mountChapter(game, chapter);
      if (!view) {
        status.textContent = t("study.embed.cannotShow");
        return;
      }
      shown = { chapter: chapter.id, view };
      stage.replaceChildren(view.element);
    }
    status.textContent = chapter.mode === "interactive" ? t("study.embed.interactive", { name: chapter.name, game: game?.name ?? chapter.variant }) : t("study.embed.chapterLine", { name: chapter.name, game: game?.name ?? chapter.variant });
  }

  // a study that is not there (or not reachable at first) is not listened to: its page says why
  void load().then(() => {
    if (study) followEdits(`${siteOrigin().replace(/^http/, "ws")}${api}/socket`, () => void load());
  });
}
