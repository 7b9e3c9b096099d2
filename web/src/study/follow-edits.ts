/**
 * A read-only study's live updates (the embed's and the viewer's `study=`): each edit on
 * the study's socket reads the study again, once for a burst; a socket that closes is
 * opened again after a pause, and the study read again then (edits may have been missed).
 * Only `edit` messages matter: the reader reads everything afresh.
 */
import type { StudySocketMessage } from "../../../src/contract/study.ts";

const RETRY_MS = 5_000;
/** Several edits in a burst are read once. */
const REREAD_MS = 250;

export function followEdits(url: string, reread: () => void): { close(): void } {
  let closed = false;
  let socket: WebSocket | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  function follow(): void {
    if (closed) return;
    socket = new WebSocket(url);
    socket.onmessage = (event) => {
      let message: StudySocketMessage;
      try {
        message = JSON.parse(String(event.data)) as StudySocketMessage;
      } catch {
        return;
      }
      if (message.type !== "edit") return;
      clearTimeout(timer);
      timer = setTimeout(reread, REREAD_MS);
    };
    socket.onclose = () => {
      if (closed) return;
      timer = setTimeout(() => {
        reread();
        follow();
      }, RETRY_MS);
    };
  }
  follow();
  return {
    close() {
      closed = true;
      clearTimeout(timer);
      socket?.close();
    },
  };
}
