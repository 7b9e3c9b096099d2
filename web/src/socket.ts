/**
 * Live updates for one game. The socket reconnects with exponential backoff; after
 * every (re)connection it asks the page to catch up by refetching the snapshot, since
 * messages sent while it was away are gone. A player's page says hello with its seat
 * token so the opponent sees it online.
 */
import type { GameSnapshot } from "./api.ts";
import type { SocketMessage } from "../../src/worker/snapshot.ts";
import type { BySide } from "../../src/engine/types.ts";

export interface GameSocketHandlers {
  /** A new snapshot pushed by the server. */
  onSnapshot(game: GameSnapshot): void;
  /** The connection is (again) open: fetch the snapshot, something may have been missed. */
  onCatchUp(): void;
  /** Which seats have a page open. */
  onPresence?(presence: BySide<boolean>): void;
  /** Connected or not, for a small status dot. */
  onStatus?(connected: boolean): void;
}

const FIRST_DELAY_MS = 500;
const MAX_DELAY_MS = 30_000;
/** Proxies and phones drop sockets that stay silent; the server answers pings without waking. */
const PING_EVERY_MS = 25_000;

/** Opens the game's socket and keeps it open until `close()` is called. */
export class GameSocket {
  private socket: WebSocket | undefined;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private delay = FIRST_DELAY_MS;
  private closed = false;
  private readonly reconnectNow = (): void => {
    if (document.visibilityState === "visible" && !this.socket) this.connect();
  };

  constructor(
    private readonly gameId: string,
    private readonly handlers: GameSocketHandlers,
    /** The seat token, for players; watchers have none. */
    private readonly token?: string,
  ) {
    this.connect();
    // A phone that sleeps drops its sockets; come back at once when the page is seen again.
    document.addEventListener("visibilitychange", this.reconnectNow);
    window.addEventListener("online", this.reconnectNow);
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.retryTimer);
    clearInterval(this.pingTimer);
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
      if (this.token) socket.send(JSON.stringify({ type: "hello", token: this.token }));
      clearInterval(this.pingTimer);
      this.pingTimer = setInterval(() => socket.send('{"type":"ping"}'), PING_EVERY_MS);
      this.handlers.onStatus?.(true);
      this.handlers.onCatchUp();
    });
    socket.addEventListener("message", (event) => {
      const message = parseMessage(event.data);
      if (message?.type === "state") this.handlers.onSnapshot(message.game);
      else if (message?.type === "presence") this.handlers.onPresence?.(message.presence);
    });
    socket.addEventListener("close", () => {
      if (this.socket !== socket) return;
      clearInterval(this.pingTimer);
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

function parseMessage(data: unknown): SocketMessage | undefined {
  if (typeof data !== "string") return undefined;
  try {
    const message = JSON.parse(data) as Partial<Record<string, unknown>>;
    if (message.type === "state" && message.game && typeof message.game === "object") return message as SocketMessage;
    if (message.type === "presence" && message.presence && typeof message.presence === "object") return message as SocketMessage;
  } catch {
    // Not JSON: ignore it; the next snapshot or catch-up will set things right.
  }
  return undefined;
}
