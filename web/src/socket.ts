/**
 * Live updates for one game. The socket reconnects with exponential backoff; after
 * every (re)connection it asks the page to catch up by refetching the snapshot, since
 * messages sent while it was away are gone.
 */
import type { GameSnapshot } from "./api.ts";

export interface GameSocketHandlers {
  /** A new snapshot pushed by the server. */
  onSnapshot(game: GameSnapshot): void;
  /** The connection is (again) open: fetch the snapshot, something may have been missed. */
  onCatchUp(): void;
  /** Connected or not, for a small status dot. */
  onStatus?(connected: boolean): void;
}

const FIRST_DELAY_MS = 500;
const MAX_DELAY_MS = 30_000;

/** Opens the game's socket and keeps it open until `close()` is called. */
export class GameSocket {
  private socket: WebSocket | undefined;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private delay = FIRST_DELAY_MS;
  private closed = false;
  private readonly reconnectNow = (): void => {
    if (document.visibilityState === "visible" && !this.socket) this.connect();
  };

  constructor(
    private readonly gameId: string,
    private readonly handlers: GameSocketHandlers,
  ) {
    this.connect();
    // A phone that sleeps drops its sockets; come back at once when the page is seen again.
    document.addEventListener("visibilitychange", this.reconnectNow);
    window.addEventListener("online", this.reconnectNow);
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.retryTimer);
    document.removeEventListener("visibilitychange", this.reconnectNow);
    window.removeEventListener("online", this.reconnectNow);
    this.socket?.close();
    this.socket = undefined;
  }

  private connect(): void {
    clearTimeout(this.retryTimer);
    const scheme = location.protocol === "https:" ? "wss:" : "ws:";
    const socket = new WebSocket(`${scheme}//${location.host}/api/games/${encodeURIComponent(this.gameId)}/socket`);
    this.socket = socket;
    socket.addEventListener("open", () => {
      this.delay = FIRST_DELAY_MS;
      this.handlers.onStatus?.(true);
      this.handlers.onCatchUp();
    });
    socket.addEventListener("message", (event) => {
      const message = parseMessage(event.data);
      if (message) this.handlers.onSnapshot(message.game);
    });
    socket.addEventListener("close", () => {
      if (this.socket !== socket) return;
      this.socket = undefined;
      this.handlers.onStatus?.(false);
      if (!this.closed) this.scheduleRetry();
    });
  }

  private scheduleRetry(): void {
    // Jitter spreads the reconnections of many watchers after a server restart.
    const wait = this.delay * (0.75 + Math.random() * 0.5);
    this.delay = Math.min(this.delay * 2, MAX_DELAY_MS);
    this.retryTimer = setTimeout(() => this.connect(), wait);
  }
}

function parseMessage(data: unknown): { type: "state"; game: GameSnapshot } | undefined {
  if (typeof data !== "string") return undefined;
  try {
    const message = JSON.parse(data) as { type?: unknown; game?: unknown };
    if (message.type === "state" && message.game && typeof message.game === "object") {
      return { type: "state", game: message.game as GameSnapshot };
    }
  } catch {
    // Not JSON: ignore it; the next snapshot or catch-up will set things right.
  }
  return undefined;
}
