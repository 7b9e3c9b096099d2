/**
 * A socket that stays open: the connection machinery the game's socket (socket.ts) and
 * the study's (study/study-socket.ts) share. It reconnects with jittered exponential
 * backoff; after every (re)connection the server's first message is the whole object, so
 * whatever was sent while it was away is caught up.
 *
 * Real networks drop sockets without telling: a phone that slept, a laptop lid, a proxy
 * that forgets idle connections. So the socket pings every 25 s (the server's objects
 * answer `{"type":"ping"}` without waking) and counts itself dead when nothing (not even
 * the pong) came back for a while; when the page is seen again, the network comes back
 * or the clock shows that the machine slept, it checks at once (a ping that must be
 * answered within a few seconds) and asks its owner to catch up.
 */

export interface LiveSocketHandlers {
  /** The socket's address (ws: or wss:). */
  url(): string;
  /** A connection opened: say hello here. */
  onOpen(send: (text: string) => void): void;
  /** A text frame (anything but the pong). */
  onText(text: string): void;
  /** The page may have missed something: read the object again. */
  onCatchUp(): void;
  /** Connected or not, for a small status dot. */
  onStatus?(connected: boolean): void;
}

const FIRST_DELAY_MS = 500;
const MAX_DELAY_MS = 30_000;
/** Proxies and phones drop sockets that stay silent; the server answers pings without waking. */
const PING_EVERY_MS = 25_000;
/** Silence longer than this (two pings unanswered) means the connection is gone. */
const SILENT_LIMIT_MS = 2 * PING_EVERY_MS + 5_000;
/** After waking or coming back online, a ping must be answered this fast. */
const CHECK_TIMEOUT_MS = 5_000;

/** Opens the socket at once and keeps it open until `close()` is called. */
export class LiveSocket {
  private socket: WebSocket | undefined;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private checkTimer: ReturnType<typeof setTimeout> | undefined;
  private delay = FIRST_DELAY_MS;
  private closed = false;
  private lastHeard = 0;
  private lastTick = Date.now();

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

  constructor(private readonly handlers: LiveSocketHandlers) {
    this.connect();
    document.addEventListener("visibilitychange", this.wake);
    window.addEventListener("online", this.wake);
    window.addEventListener("pageshow", this.wake);
    window.addEventListener("offline", this.offline);
  }

  /** Sends on the open connection; while there is none, nothing (the next hello says it again). */
  send(text: string): void {
    if (this.socket?.readyState === WebSocket.OPEN) send(this.socket, text);
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
    const socket = new WebSocket(this.handlers.url());
    this.socket = socket;
    socket.addEventListener("open", () => {
      if (this.socket !== socket) return;
      this.delay = FIRST_DELAY_MS;
      this.lastHeard = this.lastTick = Date.now();
      this.handlers.onOpen((text) => send(socket, text));
      clearInterval(this.pingTimer);
      this.pingTimer = setInterval(() => this.tick(), PING_EVERY_MS);
      this.handlers.onStatus?.(true);
      // no refetch here: the server's first message on a socket is the whole object
    });
    socket.addEventListener("message", (event) => {
      if (this.socket !== socket) return;
      this.lastHeard = Date.now();
      clearTimeout(this.checkTimer);
      if (typeof event.data === "string") this.handlers.onText(event.data);
    });
    socket.addEventListener("close", () => {
      if (this.socket !== socket) return;
      this.lost();
    });
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
