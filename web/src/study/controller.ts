/**
 * Keeps a study page the server's (issue 32): reads the study and a chapter, listens on
 * the study's socket, sends an editor's edits with the version the page holds, and
 * applies what the server announces through sync.ts. A missed version, a conflict (409:
 * another editor changed the same thing first) or a woken page reads again; following
 * moves the board with the editor's, to another chapter too.
 */
import type { ChapterAdded, EditResult, StudyEdit } from "../../../src/contract/study.ts";
import { getGame } from "../../../src/engine/registry.ts";
import { ApiError } from "../api.ts";
import { t } from "../i18n.ts";
import { fetchChapter, fetchStudy, sendEdit } from "../study-api.ts";
import { StudySocket } from "./study-socket.ts";
import { createSync, editorMoved, followEditor, setFollowing, stepTo, takeEdit, takeRead, takeStudy, type AnnouncedEdit, type EditOutcome, type FollowStep, type StudySync } from "./sync.ts";

export interface StudyViewHooks {
  /** Draws the page from `sync` (the board, the tree, the lists). */
  render(): void;
  /** A short sentence for a moment (a conflict, a refusal); "" clears it. */
  notice(text: string): void;
  /** The study cannot be read: it does not exist, or the network failed. */
  failed(error: unknown): void;
}

export interface StudyController {
  readonly sync: StudySync;
  readonly editor: boolean;
  /** Shows another chapter (the reader's own choice: following stops unless the editor is there). */
  openChapter(chapter: string): Promise<void>;
  /** Moves the board to a node of the chapter shown (the reader's own step). */
  goTo(node: number): void;
  /** Sends one edit; its answer (or the socket's announcement) changes the page. The reached node of a move, when accepted. */
  edit(edit: StudyEdit): Promise<EditResult | undefined>;
  /** The "Follow the editor" switch. */
  follow(on: boolean): void;
  /** Reads the study and the chapter shown again (a chapter added by this page, say). */
  reread(): Promise<void>;
  close(): void;
}

/** Reads that disagree (an edit between the two requests) are read again, this many times at most. */
const READ_ATTEMPTS = 3;

export function createStudyController(id: string, token: string | undefined, firstChapter: string | undefined, hooks: StudyViewHooks): StudyController {
  const sync = createSync(token !== undefined);
  // a chapter's own link asked for that chapter: its reader starts where it points, not where the editor is
  if (firstChapter !== undefined) sync.following = false;
  let reading: Promise<void> | undefined;
  let readAgain = false;
  let closed = false;

  /** Reads the study and `chapter` (the one shown, else the first); one read at a time, a wish for another kept. */
  function read(chapter?: string): Promise<void> {
    if (reading) {
      readAgain = true;
      return reading;
    }
    reading = (async () => {
      try {
        for (let attempt = 0; attempt < READ_ATTEMPTS; attempt++) {
          readAgain = false;
          const study = await fetchStudy(id);
          const wanted = [chapter, sync.chapter?.id, firstChapter].find((c) => c !== undefined && study.chapters.some((s) => s.id === c)) ?? study.chapters[0]?.id;
          if (wanted === undefined) {
            sync.study = study;
            sync.version = study.version;
            sync.chapter = undefined;
            if (!readAgain) break;
            continue;
          }
          const view = await fetchChapter(id, wanted);
          const game = getGame(view.variant);
          if (!game) throw new ApiError(0, "unknown_game", t("study.page.unknownGame", { variant: view.variant }));
          if (takeRead(sync, study, view, game) && !readAgain) break;
        }
      } catch (error) {
        if (!closed) hooks.failed(error);
      } finally {
        reading = undefined;
      }
      if (closed) return;
      follow(followEditor(sync));
      hooks.render();
    })();
    return reading;
  }

  /** Goes where following leads (another chapter is read first). */
  function follow(step: FollowStep): void {
    if (step.kind === "chapter") void read(step.chapter);
    else if (step.kind === "node") {
      hooks.render();
      tellPlace();
    }
  }

  function outcome(result: EditOutcome): void {
    if (result === "reread" || result === "chapterGone") void read();
    else if (result === "applied") {
      follow(followEditor(sync));
      hooks.render();
    }
  }

  /** An editor's page says where its board is, for the followers. */
  function tellPlace(): void {
    if (token && sync.chapter) socket.sendAt({ chapter: sync.chapter.id, node: sync.at });
  }

  const socket = new StudySocket(
    id,
    {
      onStudy: (study) => {
        if (takeStudy(sync, study) === "reread") void read();
        else hooks.render();
      },
      onEdit: (announced: AnnouncedEdit) => outcome(takeEdit(sync, announced)),
      onEditorAt: (place) => follow(editorMoved(sync, place)),
      onCatchUp: () => void read(),
    },
    token,
  );

  void read(firstChapter);

  return {
    sync,
    editor: token !== undefined,
    async openChapter(chapter) {
      stepTo(sync, 0, chapter);
      await read(chapter);
      tellPlace();
    },
    goTo(node) {
      if (!sync.chapter?.tree.nodes.has(node)) return;
      stepTo(sync, node);
      hooks.render();
      tellPlace();
    },
    async edit(edit) {
      if (!token) return undefined;
      hooks.notice("");
      try {
        const accepted = await sendEdit(id, token, sync.version, edit);
        const announced: AnnouncedEdit = { version: accepted.version, edit: edit as StudyEdit | ChapterAdded, result: accepted.result };
        outcome(takeEdit(sync, announced));
        return accepted.result;
      } catch (error) {
        if (error instanceof ApiError && error.code === "conflict") {
          hooks.notice(t("study.edit.conflict"));
          await read();
        } else hooks.notice(error instanceof Error ? error.message : String(error));
        return undefined;
      }
    },
    follow(on) {
      const step = setFollowing(sync, on);
      follow(step);
      hooks.render();
    },
    reread: () => read(),
    close() {
      closed = true;
      socket.close();
    },
  };
}
