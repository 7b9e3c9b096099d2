/**
 * GameRoom: one Durable Object per game, the only writer of a live game.
 *
 * Order of authority for every action (after boardgame.io's master): seat credential,
 * game over?, turn, stale ply, rules, append to the log, broadcast. Storage calls are
 * synchronous SQLite with no await between the checks and the append, so two requests
 * can never interleave inside that window.
 */
import { DurableObject } from "cloudflare:workers";
import { makeOptionsTag, makeRecord, replayMoves, resultToken } from "../engine/record.ts";
import { getGame } from "../engine/registry.ts";
import type { AnyGame, BySide, GameOptions, Outcome as GameOutcome, Side } from "../engine/types.ts";
import { archiveGame } from "./archive.ts";
import { apiError, fromRuleError, type Outcome } from "./errors.ts";
import { GameStore, type GameMeta, type LifecycleEnd, type LoggedMove } from "./game-store.ts";
import type { GameSnapshot, SocketMessage } from "./snapshot.ts";
import { hashToken, sameDigest } from "./tokens.ts";

export interface CreateGame {
  readonly id: string;
  readonly variant: string;
  readonly options: GameOptions;
  readonly names: BySide<string>;
  readonly tokenHashes: BySide<string>;
}

/** The in-memory game, rebuilt from the log whenever the object wakes. */
interface LiveGame {
  readonly game: AnyGame;
  readonly meta: GameMeta;
  readonly moves: LoggedMove[];
  readonly notes: (readonly string[])[];
  /** The engine state after the last move. */
  state: unknown;
  end: LifecycleEnd | undefined;
}

/** Archive retries back off from 10 s to at most an hour, and never give up. */
function archiveRetryDelay(attempts: number): number {
  return Math.min(10_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

export class GameRoom extends DurableObject<Env> {
  private readonly store: GameStore;
  private live: LiveGame | undefined;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.store = new GameStore(ctx.storage.sql);
    // Answer keep-alive pings without waking a hibernated object.
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair('{"type":"ping"}', '{"type":"pong"}'));
  }

  /** Creates the game. Called once, by the Worker, right after it picked a fresh id. */
  async create(init: CreateGame): Promise<Outcome<GameSnapshot>> {
    if (this.store.readMeta()) return apiError(409, "exists", "A game with this id already exists.");
    const game = getGame(init.variant);
    if (!game) return apiError(400, "bad_request", `Unknown game "${init.variant}".`);
    const start = replayMoves(game, [], init.options);
    if (!start.ok) return fromRuleError(start.error);
    this.store.writeMeta({ ...init, createdAt: Date.now() });
    this.live = undefined;
    return this.snapshot();
  }

  async snapshot(): Promise<Outcome<GameSnapshot>> {
    const live = this.load();
    if (!live) return apiError(404, "not_found", "There is no game with this id.");
    return { ok: true, value: this.makeSnapshot(live) };
  }

  /** Plays `text` for the seat holding `token`; `ply` is how many moves the client has seen. */
  async move(token: string, text: string, ply: number): Promise<Outcome<GameSnapshot>> {
    const live = this.load();
    if (!live) return apiError(404, "not_found", "There is no game with this id.");
    const side = await this.seatOf(live, token);
    if (!side) return apiError(403, "wrong_token", "This link is not a seat of this game.");
    if (this.outcomeOf(live).status !== "ongoing") return apiError(409, "game_over", "The game is over.");
    const toMove = live.game.turn(live.state);
    if (side !== toMove) return apiError(409, "not_your_turn", `It is ${live.game.sideNames[toMove]}'s turn.`);
    if (ply !== live.moves.length) {
      return apiError(409, "stale_ply", `The game has moved on (ply ${live.moves.length}, you sent ${ply}); reload it.`);
    }
    const played = live.game.play(live.state, text);
    if (!played.ok) return fromRuleError(played.error);

    const logged: LoggedMove = { ply: live.moves.length + 1, text: played.value.move.text, side, playedAt: Date.now() };
    this.store.appendMove(logged);
    live.moves.push(logged);
    live.notes.push(played.value.notes);
    live.state = played.value.state;
    return this.afterChange(live);
  }

  async resign(token: string): Promise<Outcome<GameSnapshot>> {
    const live = this.load();
    if (!live) return apiError(404, "not_found", "There is no game with this id.");
    const side = await this.seatOf(live, token);
    if (!side) return apiError(403, "wrong_token", "This link is not a seat of this game.");
    if (this.outcomeOf(live).status !== "ongoing") return apiError(409, "game_over", "The game is over.");
    this.endByLifecycle(live, { winner: side === "white" ? "black" : "white", reason: "resignation", at: Date.now() }, side);
    return this.afterChange(live);
  }

  /** The PGN-style record; `origin` makes the Site tag a working link. */
  async record(origin: string): Promise<Outcome<string>> {
    const live = this.load();
    if (!live) return apiError(404, "not_found", "There is no game with this id.");
    return { ok: true, value: this.makeRecordText(live, origin) };
  }

  /** WebSocket upgrade: live updates for players and watchers alike. */
  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") {
      return Response.json({ error: { code: "bad_request", message: "Expected a WebSocket upgrade." } }, { status: 426 });
    }
    const live = this.load();
    if (!live) return Response.json({ error: { code: "not_found", message: "There is no game with this id." } }, { status: 404 });
    const { 0: client, 1: server } = new WebSocketPair();
    // Hibernation API: the object may sleep while sockets stay open.
    this.ctx.acceptWebSocket(server);
    server.send(JSON.stringify({ type: "state", game: this.makeSnapshot(live) } satisfies SocketMessage));
    return new Response(null, { status: 101, webSocket: client });
  }

  override async webSocketMessage(): Promise<void> {
    // Clients only ever send pings, which the auto-response answers; anything else is ignored.
  }

  override async webSocketClose(ws: WebSocket, code: number, reason: string): Promise<void> {
    try {
      ws.close(code, reason);
    } catch {
      // already closed
    }
  }

  /** Retries the archive write until it succeeds. */
  override async alarm(): Promise<void> {
    await this.flushArchive();
  }

  // --- internals ---

  /** The live game, rebuilt by replaying the log after the object was evicted. */
  private load(): LiveGame | undefined {
    if (this.live) return this.live;
    const meta = this.store.readMeta();
    if (!meta) return undefined;
    const game = getGame(meta.variant);
    if (!game) throw new Error(`game ${meta.id} has variant ${meta.variant}, which the registry lacks`);
    const moves = this.store.readMoves();
    const replay = replayMoves(game, moves.map((m) => m.text), meta.options);
    // The log holds only moves the engine accepted: a failure here is a bug, not user input.
    if (!replay.ok) throw new Error(`game ${meta.id} does not replay: ${replay.error.message}`);
    this.live = {
      game,
      meta,
      moves,
      notes: [...replay.value.notes],
      state: replay.value.states[replay.value.states.length - 1],
      end: this.store.readLifecycleEnd(),
    };
    return this.live;
  }

  private async seatOf(live: LiveGame, token: string): Promise<Side | undefined> {
    const hash = await hashToken(token);
    if (sameDigest(hash, live.meta.tokenHashes.white)) return "white";
    if (sameDigest(hash, live.meta.tokenHashes.black)) return "black";
    return undefined;
  }

  private outcomeOf(live: LiveGame): GameOutcome {
    if (live.end) {
      return live.end.winner
        ? { status: "win", winner: live.end.winner, reason: live.end.reason }
        : { status: "draw", reason: live.end.reason };
    }
    return live.game.outcome(live.state);
  }

  private endByLifecycle(live: LiveGame, end: LifecycleEnd, by: Side | null): void {
    this.store.writeLifecycleEnd(end, by);
    live.end = end;
  }

  /** After any change: broadcast, and if the game just ended, archive it. */
  private async afterChange(live: LiveGame): Promise<Outcome<GameSnapshot>> {
    const snapshot = this.makeSnapshot(live);
    this.broadcast({ type: "state", game: snapshot });
    if (snapshot.status === "finished" && !this.store.isArchived()) {
      // Durable intent first: the alarm retries the write if this attempt fails or the
      // object dies before it completes, so no finished game is ever lost.
      this.store.markArchivePending();
      await this.ctx.storage.setAlarm(Date.now() + archiveRetryDelay(1));
      await this.flushArchive();
    }
    return { ok: true, value: snapshot };
  }

  private async flushArchive(): Promise<void> {
    const live = this.load();
    if (!live || !this.store.isArchivePending()) return;
    const outcome = this.outcomeOf(live);
    if (outcome.status === "ongoing") return;
    try {
      await archiveGame(this.env.DB, {
        id: live.meta.id,
        variant: live.meta.variant,
        options: makeOptionsTag(live.meta.options),
        white: live.meta.names.white,
        black: live.meta.names.black,
        result: resultToken(outcome),
        termination: outcome.reason,
        plies: live.moves.length,
        moves: live.moves.map((m) => m.text).join(" "),
        createdAt: live.meta.createdAt,
        endedAt: this.updatedAt(live),
      });
      this.store.markArchived();
      await this.ctx.storage.deleteAlarm();
    } catch (error) {
      const attempts = this.store.recordArchiveFailure(error instanceof Error ? error.message : String(error));
      console.error(`archive write for game ${live.meta.id} failed (attempt ${attempts}); retrying`, error);
      await this.ctx.storage.setAlarm(Date.now() + archiveRetryDelay(attempts + 1));
    }
  }

  private broadcast(message: SocketMessage): void {
    const text = JSON.stringify(message);
    for (const ws of this.ctx.getWebSockets()) {
      try {
        ws.send(text);
      } catch {
        // a socket that is closing will be cleaned up by its close event
      }
    }
  }

  private updatedAt(live: LiveGame): number {
    const lastMove = live.moves[live.moves.length - 1]?.playedAt ?? 0;
    return Math.max(live.meta.createdAt, lastMove, live.end?.at ?? 0);
  }

  private makeSnapshot(live: LiveGame): GameSnapshot {
    const outcome = this.outcomeOf(live);
    const finished = outcome.status !== "ongoing";
    return {
      id: live.meta.id,
      variant: live.meta.variant,
      options: live.meta.options,
      names: live.meta.names,
      status: finished ? "finished" : "active",
      turn: finished ? null : live.game.turn(live.state),
      ply: live.moves.length,
      moves: live.moves.map((m) => m.text),
      notes: live.notes,
      position: live.game.makePosition(live.state),
      outcome,
      createdAt: new Date(live.meta.createdAt).toISOString(),
      updatedAt: new Date(this.updatedAt(live)).toISOString(),
    };
  }

  private makeRecordText(live: LiveGame, origin: string): string {
    const outcome = this.outcomeOf(live);
    const tags = new Map<string, string>([["Variant", live.meta.variant]]);
    const optionsTag = makeOptionsTag(live.meta.options);
    if (optionsTag) tags.set("Options", optionsTag);
    tags.set("Site", `${origin}/g/${live.meta.id}`);
    tags.set("Date", new Date(live.meta.createdAt).toISOString().slice(0, 10).replace(/-/g, "."));
    tags.set("White", live.meta.names.white);
    tags.set("Black", live.meta.names.black);
    tags.set("Result", resultToken(outcome));
    if (outcome.status !== "ongoing") tags.set("Termination", outcome.reason);
    return makeRecord({ tags, moves: live.moves.map((m) => m.text) }, live.moves.map((m) => m.side));
  }
}
