/**
 * `<pigeon-viewer study="<id>">` (and `study="<id>/<chapterId>"`, issue 32): a study of
 * the site that served viewer.js, its chapters to choose from (or that one chapter), each
 * read-only or, when interactive, "Find the move". It follows the study's edits on its
 * socket. Loaded only by a viewer with `study=`, so a page of one game loads none of it.
 */
import type { ChapterView, StudyView } from "../../../src/contract/study.ts";
import { h } from "../dom.ts";
import { mountChapter, type ChapterShown } from "../study/chapter-view.ts";
import { followEdits } from "../study/follow-edits.ts";
import { loadGame } from "./engines.ts";
import { SITE, SourceError } from "./source.ts";
import chapterCss from "../study/chapter.css?inline";

/** What a `study` attribute names, or undefined when it names nothing readable. */
export function studyTarget(value: string): { id: string; chapter: string | undefined } | undefined {
  const match = /^([A-Za-z0-9_-]{1,32})(?:\/([A-Za-z0-9_-]{1,32}))?$/.exec(value.trim());
  return match ? { id: match[1], chapter: match[2] } : undefined;
}

async function read<T>(path: string): Promise<T> {
  const url = `${SITE}${path}`;
  let response: Response;
  try {
    response = await fetch(url, { credentials: "omit", cache: "no-store" });
  } catch {
    throw new SourceError("viewer.source.unreachable", { url });
  }
  if (response.status === 404) throw new SourceError("viewer.study.missing", {});
  if (!response.ok) throw new SourceError("viewer.source.notRead", { url, status: response.status });
  return (await response.json()) as T;
}

export interface StudyHost {
  /** The viewer's frame, in its shadow root: named for the study, and given the chapter's styles. */
  readonly frame: HTMLElement;
  /** Where the study is drawn. */
  readonly stage: HTMLElement;
  /** The heading line (the study's name, the chapter list). */
  readonly head: HTMLElement;
  /** This viewer's words: its own translator made the active one (the viewer's #t). */
  readonly t: (id: string, values?: Record<string, string | number>) => string;
  /** Makes this viewer's language the active one before shared parts draw. */
  readonly speak: () => void;
  /** Says why nothing can be shown. */
  readonly refuse: (message: string) => void;
}

/** Shows the study a `study` attribute names and follows it until `close()`. */
export function showStudy(host: StudyHost, value: string): { close(): void } | undefined {
  const target = studyTarget(value);
  if (!target) {
    host.refuse(host.t("viewer.study.badAttribute"));
    return undefined;
  }
  const root = host.frame.getRootNode();
  if (root instanceof ShadowRoot && !root.querySelector("style.pv-study-css")) root.prepend(h("style", { class: "pv-study-css" }, chapterCss));
  host.frame.setAttribute("aria-label", host.t("viewer.study.label"));
  return followStudy(host, target);
}

function followStudy(host: StudyHost, target: { id: string; chapter: string | undefined }): { close(): void } {
  const api = `/api/studies/${encodeURIComponent(target.id)}`;
  const picker = h("select", { class: "pv-chapters", hidden: true }) as HTMLSelectElement;
  const name = h("strong", {});
  host.head.replaceChildren(name, picker);
  let chosen = target.chapter;
  let shown: { chapter: string; view: ChapterShown } | undefined;
  let closed = false;
  let following: { close(): void } | undefined;

  picker.addEventListener("change", () => {
    chosen = picker.value;
    void showChapter().catch(fail);
  });

  function fail(error: unknown): void {
    if (closed || !(error instanceof SourceError)) return;
    if (!shown) host.refuse(host.t(error.id, error.values));
  }

  async function load(): Promise<void> {
    const study = await read<StudyView>(api);
    if (closed) return;
    name.textContent = study.name;
    picker.setAttribute("aria-label", host.t("viewer.study.chapters"));
    const listed = target.chapter ? study.chapters.filter((c) => c.id === target.chapter) : study.chapters;
    // a chapter's number and its author's name: no words of ours (the viewer's catalog stays within its 3 KB)
    picker.replaceChildren(...listed.map((c, i) => h("option", { value: c.id }, `${i + 1}. ${c.name}`)));
    picker.hidden = listed.length < 2;
    if (listed.length === 0) {
      shown = undefined;
      host.stage.replaceChildren();
      // a chapter the link names that is gone; a study without chapters shows its name alone
      return host.refuse(target.chapter ? host.t("viewer.study.missing") : "");
    }
    if (!chosen || !listed.some((c) => c.id === chosen)) chosen = listed[0].id;
    picker.value = chosen;
    await showChapter();
  }

  async function showChapter(): Promise<void> {
    const id = chosen;
    if (!id) return;
    const chapter = await read<ChapterView>(`${api}/chapters/${encodeURIComponent(id)}`);
    const game = await loadGame(chapter.variant);
    if (closed || id !== chosen) return;
    if (shown?.chapter === chapter.id) return shown.view.update(chapter);
    host.speak();
    const view = game && mountChapter(game, chapter, host.speak);
    if (!view) return host.refuse(host.t("viewer.record.unknownGame", { variant: chapter.variant }));
    host.refuse("");
    shown = { chapter: chapter.id, view };
    host.stage.replaceChildren(view.element);
  }

  // a study that is not there (or not reachable at first) is not listened to: the viewer says why
  void load()
    .then(() => {
      if (!closed) following = followEdits(`${SITE.replace(/^http/, "ws")}${api}/socket`, () => void load().catch(fail));
    })
    .catch(fail);
  return {
    close() {
      closed = true;
      following?.close();
    },
  };
}
