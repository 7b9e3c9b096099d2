/**
 * The study's socket (docs/api.md "Studies"): the study on each connection, then every
 * accepted edit with its version, and where the editors' boards are. An editor's page
 * says hello with its token, then tells where its board is, so followers go there.
 */
import type { EditorPlace, AnnouncedEdit } from "./sync.ts";
import type { StudySocketRequest, StudyView } from "../../../src/contract/study.ts";
import { LiveSocket } from "../live-socket.ts";
import { studySocketUrl } from "../study-api.ts";
import { readStudySocketMessage } from "./socket-message.ts";

export interface StudySocketHandlers {
  onStudy(study: StudyView): void;
  onEdit(edit: AnnouncedEdit): void;
  onEditorAt(place: EditorPlace): void;
  /** Something may have been missed (the page woke, the network came back): read again. */
  onCatchUp(): void;
  onStatus?(connected: boolean): void;
}

export class StudySocket {
  private readonly live: LiveSocket;
  /** The editor's last place, said again on each new connection. */
  private place: EditorPlace | undefined;

  constructor(id: string, handlers: StudySocketHandlers, token?: string) {
    this.live = new LiveSocket({
      url: () => studySocketUrl(id),
      onOpen: (send) => {
        if (!token) return;
        send(request({ type: "hello", token }));
        if (this.place) send(request({ type: "at", ...this.place }));
      },
      onText: (text) => {
        const message = readStudySocketMessage(text);
        if (message?.type === "study") handlers.onStudy(message.study);
        else if (message?.type === "edit") handlers.onEdit(message);
        else if (message?.type === "at") handlers.onEditorAt({ chapter: message.chapter, node: message.node });
      },
      onCatchUp: () => handlers.onCatchUp(),
      onStatus: (connected) => handlers.onStatus?.(connected),
    });
  }

  /** An editor's board moved (the server passes on an editor's only). */
  sendAt(place: EditorPlace): void {
    if (this.place?.chapter === place.chapter && this.place.node === place.node) return;
    this.place = place;
    this.live.send(request({ type: "at", ...place }));
  }

  close(): void {
    this.live.close();
  }
}

const request = (message: StudySocketRequest): string => JSON.stringify(message);
