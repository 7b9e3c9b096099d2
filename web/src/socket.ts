/**
 * Live updates for one game. The socket reconnects with jittered exponential backoff;
 * after every (re)connection the server's first message is the whole game, so whatever
 * was sent while it was away is caught up (and a gap in the updates asks the page to refetch). A player's page says hello with its
 * seat token so the opponent sees it online.
 *
 * Real networks drop sockets without telling: a phone that slept, a laptop lid, a proxy
 * that forgets idle connections. So the socket pings every 25 s and counts itself dead
 * when nothing (not even the pong) came back for a while; when the page is seen again,
 * the network comes back or the clock shows that the machine slept, it checks at once
 * (a ping that must be answered within a few seconds) and catches up.
 */
import { rememberSnapshot, type GameSnapshot } from "./api.ts";
import type { PlayerMessage, SocketMessage } from "../../src/contract/api.ts";
import { applyUpdate } from "../../src/contract/updates.ts";
import type { BySide } from "../../src/engine/types.ts";

export interface GameSocketHandlers {
  /** A new snapshot pushed by the server. */
  onSnapshot(game: GameSnapshot): void;
  /** The connection is (again) open, or may have missed something: fetch the snapshot. */
  onCatchUp(): void;
  /** Which seats have a page open. */
  onPresence?(presence: BySide<boolean>): void;
  /** Connected or not, for a small status dot. */
  onStatus?(connected: boolean): void;
  /** A seat's page only: the players' messages so far (after its hello), then each new one. */
  onMessages?(messages: readonly PlayerMessage[]): void;
  onMessage?(message: PlayerMessage): void;
}

const FIRST_DELAY_MS = 500;
const MAX_DELAY_MS = 30_000;
/** Proxies and phones drop sockets that stay silent; the server answers pings without waking. */
const PING_EVERY_MS = 25_000;
/** Silence longer than this (two pings unanswered) means the connection is gone. */
const SILENT_LIMIT_MS = 2 * PING_EVERY_MS + 5_000;
/** After waking or coming back online, a ping must be answered this fast. */
const CHECK_TIMEOUT_MS = 5_000;

/** Opens the game's socket and keeps it open until `close()` is called. */
export class GameSocket {
  private socket: WebSocket | undefined;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private checkTimer: ReturnType<typeof setTimeout> | undefined;
  private delay = FIRST_DELAY_MS;
  private closed = false;
  private lastHeard = 0;
  private lastTick = Date.now();
  /** The game as this connection last delivered it: the base of the next update. */
  private shown: GameSnapshot | undefined;

  /** The page is seen again or the network is back: reconnect now, or check the open socket. */
  private readonly wake = (): void => {
    if (this.closed || document.visibilityState !== "visible") return;
    this.delay = FIRST_DELAY_MS;
    if (!this.socket) this.connect();
    else if (this.socket.readyState === WebSocket.OPEN) this.check();
  };

  private readonly offline = (): void => {
    // Nothing can arrive; say so now rather than after a long TCP timeout.
    if (this.socket) this.drop();
  };

  constructor(
    private readonly gameId: string,
    private readonly handlers: GameSocketHandlers,
    /** The seat token, for players; watchers have none. */
    private readonly token?: string,
  ) {
    this.connect();
    document.addEventListener("visibilitychange", this.wake);
    window.addEventListener("online", this.wake);
    window.addEventListener("pageshow", this.wake);
    window.addEventListener("offline", this.offline);
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.retryTimer);
    clearInterval(this.pingTimer);
    clearTimeout(this.checkTimer);
    document.removeEventListener("visibilitychange", this.wake);
    window.removeEventListener("online", this.wake);
    window.removeEventListener("pageshow", this.wake);
    window.removeEventListener("offline", this.offline);
    this.socket?.close();
    this.socket = undefined;
  }

  private connect(): void {
    clearTimeout(this.retryTimer);
    if (this.closed) return;
    const scheme = location.protocol === "https:" ? "wss:" : "ws:";
    const socket = new WebSocket(`${scheme}//${location.host}/api/games/${encodeURIComponent(this.gameId)}/socket`);
    this.socket = socket;
    socket.addEventListener("open", () => {
      if (this.socket !== socket) return;
      this.delay = FIRST_DELAY_MS;
      this.lastHeard = this.lastTick = Date.now();
      if (this.token) socket.send(JSON.stringify({ type: "hello", token: this.token }));
      clearInterval(this.pingTimer);
      this.pingTimer = setInterval(() => this.tick(), PING_EVERY_MS);
      this.handlers.onStatus?.(true);
      // no refetch here: the server's first message on a socket is the whole game
    });
    socket.addEventListener("message", (event) => {
      if (this.socket !== socket) return;
      this.lastHeard = Date.now();
      clearTimeout(this.checkTimer);
      const message = parseMessage(event.data);
      if (message?.type === "state") this.deliver(message.game);
      else if (message?.type === "update") {
        // updates come in order on one connection; one that does not fit means a gap: catch up
        const next = this.shown && applyUpdate(this.shown, message.update);
        if (next) this.deliver(next);
        else this.handlers.onCatchUp();
      } else if (message?.type === "presence") this.handlers.onPresence?.(message.presence);
      else if (message?.type === "messages") this.handlers.onMessages?.(message.messages);
      else if (message?.type === "message") this.handlers.onMessage?.(message.message);
    });
    socket.addEventListener("close", () => {
      if (this.socket !== socket) return;
      this.lost();
    });
  }

  private deliver(game: GameSnapshot): void {
    this.shown = game;
    // the page's own answers (a move of its seat) then apply to this version
    rememberSnapshot(game);
    this.handlers.onSnapshot(game);
  }

  /** Every ping period: ping, notice a machine that slept, give up on a silent socket. */
  private tick(): void {
    const socket = this.socket;
    if (!socket || socket.readyState !== WebSocket.OPEN) return;
    const now = Date.now();
    const slept = now - this.lastTick > 2 * PING_EVERY_MS;
    this.lastTick = now;
    if (now - this.lastHeard > SILENT_LIMIT_MS) return this.drop();
    if (slept) return this.check();
    send(socket, '{"type":"ping"}');
  }

  /** Pings and expects an answer soon; meanwhile refetches, in case something was missed. */
  private check(): void {
    const socket = this.socket;
    if (!socket) return;
    send(socket, '{"type":"ping"}');
    clearTimeout(this.checkTimer);
    this.checkTimer = setTimeout(() => {
      if (this.socket === socket) this.drop();
    }, CHECK_TIMEOUT_MS);
    this.handlers.onCatchUp();
  }

  /** Gives up on the current socket at once (its close event may take minutes) and retries. */
  private drop(): void {
    const socket = this.socket;
    this.socket = undefined;
    try {
      socket?.close();
    } catch {
      // already closing
    }
    this.lost();
    // Offline, the retry is left to the backoff timer and to the "online" event.
  }

  private lost(): void {
    clearInterval(this.pingTimer);
    clearTimeout(this.checkTimer);
    this.socket = undefined;
    this.handlers.onStatus?.(false);
    if (!this.closed) this.scheduleRetry();
  }

  private scheduleRetry(): void {
    clearTimeout(this.retryTimer);
    // Jitter spreads the reconnections of many watchers after a server restart.
    const wait = this.delay * (0.75 + Math.random() * 0.5);
    this.delay = Math.min(this.delay * 2, MAX_DELAY_MS);
    this.retryTimer = setTimeout(() => this.connect(), wait);
  }
}

function send(socket: WebSocket, text: string): void {
  try {
    socket.send(text);
  } catch {
    // a socket that is closing: its close event takes over
  }
}

function parseMessage(data: unknown): SocketMessage | undefined {
  if (typeof data !== "string") return undefined;
  try {
    const message = JSON.parse(data) as Partial<Record<string, unknown>>;
    if (message.type === "state" && message.game && typeof message.game === "object") return message as SocketMessage;
    if (message.type === "update" && message.update && typeof message.update === "object") return message as SocketMessage;
    if (message.type === "presence" && message.presence && typeof message.presence === "object") return message as SocketMessage;
    if (message.type === "messages" && Array.isArray(message.messages)) return message as SocketMessage;
    if (message.type === "message" && message.message && typeof message.message === "object") return message as SocketMessage;
  } catch {
    // Not JSON: ignore it; the next snapshot or catch-up will set things right.
  }
  return undefined;
}
