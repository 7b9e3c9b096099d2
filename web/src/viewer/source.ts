/**
 * Where a viewer's record comes from: its own text (no request at all), a record file
 * (`src`), or a game on the site that served viewer.js (`game`), followed while it is
 * played. Requests carry no credentials, so no cookie goes anywhere.
 */

/** The site that served viewer.js: games are read from there, whatever page holds the viewer. */
export const SITE = new URL(import.meta.url).origin;

/** A record that could not be fetched: a message id and its values, put in words in the viewer's own language. */
export class SourceError extends Error {
  constructor(
    readonly id: string,
    readonly values: Readonly<Record<string, string | number>>,
  ) {
    super(id);
  }
}

async function text(url: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: "omit" });
  } catch {
    throw new SourceError("viewer.source.unreachable", { url });
  }
  if (!response.ok) throw new SourceError("viewer.source.notRead", { url, status: response.status });
  return response.text();
}

/** A record file, relative to the page. */
export function fetchRecord(src: string, base: string): Promise<string> {
  return text(new URL(src, base).href);
}

/** A game's record from the site, comments and variations of an imported game included. */
export function fetchGameRecord(id: string): Promise<string> {
  return text(`${SITE}/api/games/${encodeURIComponent(id)}/record`);
}

const RETRY_MS = 5_000;

/**
 * Calls `changed` whenever the game's socket says something (a move, a result), and once
 * after each reconnection, until `close()`. The socket's messages are the game's own
 * updates; the viewer simply reads the record again, which is one small GET.
 */
export function followGame(id: string, changed: () => void): { close(): void } {
  let socket: WebSocket | undefined;
  let closed = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const open = (): void => {
    if (closed) return;
    socket = new WebSocket(`${SITE.replace(/^http/, "ws")}/api/games/${encodeURIComponent(id)}/socket`);
    socket.onmessage = () => changed();
    socket.onclose = () => {
      if (closed) return;
      retry = setTimeout(() => {
        changed();
        open();
      }, RETRY_MS);
    };
  };
  open();
  return {
    close() {
      closed = true;
      clearTimeout(retry);
      socket?.close();
    },
  };
}
