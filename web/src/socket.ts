/**
 * Live updates for one game, over the shared reconnecting socket (live-socket.ts: backoff,
 * pings, waking). The server's first message on every connection is the whole game, so
 * whatever was sent while it was away is caught up (and a gap in the updates asks the
 * page to refetch). A player's page says hello with its seat token so the opponent sees
 * it online.
 */
import { rememberSnapshot, type GameSnapshot } from "./api.ts";
import type { PlayerMessage, SocketMessage } from "../../src/contract/api.ts";
import { applyUpdate } from "../../src/contract/updates.ts";
import type { BySide } from "../../src/engine/types.ts";
import { LiveSocket } from "./live-socket.ts";

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

/** Opens the game's socket and keeps it open until `close()` is called. */
export class GameSocket {
  private readonly live: LiveSocket;
  /** The game as this connection last delivered it: the base of the next update. */
  private shown: GameSnapshot | undefined;

  constructor(
    gameId: string,
    private readonly handlers: GameSocketHandlers,
    /** The seat token, for players; watchers have none. */
    token?: string,
  ) {
    this.live = new LiveSocket({
      url: () => `${location.protocol === "https:" ? "wss:" : "ws:"}//${location.host}/api/games/${encodeURIComponent(gameId)}/socket`,
      onOpen: (send) => {
        if (token) send(JSON.stringify({ type: "hello", token }));
      },
      onText: (text) => this.received(text),
      onCatchUp: () => handlers.onCatchUp(),
      onStatus: (connected) => handlers.onStatus?.(connected),
    });
  }

  close(): void {
    this.live.close();
  }

  private received(text: string): void {
    const message = parseMessage(text);
    if (message?.type === "state") this.deliver(message.game);
    else if (message?.type === "update") {
      // updates come in order on one connection; one that does not fit means a gap: catch up
      const next = this.shown && applyUpdate(this.shown, message.update);
      if (next) this.deliver(next);
      else this.handlers.onCatchUp();
    } else if (message?.type === "presence") this.handlers.onPresence?.(message.presence);
    else if (message?.type === "messages") this.handlers.onMessages?.(message.messages);
    else if (message?.type === "message") this.handlers.onMessage?.(message.message);
  }

  private deliver(game: GameSnapshot): void {
    this.shown = game;
    // the page's own answers (a move of its seat) then apply to this version
    rememberSnapshot(game);
    this.handlers.onSnapshot(game);
  }
}

function parseMessage(data: string): SocketMessage | undefined {
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
