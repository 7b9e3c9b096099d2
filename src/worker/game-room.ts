/**
 * GameRoom: one Durable Object per game, the only writer of a live game.
 *
 * Order of authority for every action (after boardgame.io's master): seat credential,
 * game over?, stale ply, turn, rules, append to the log, broadcast. Storage calls are
 * synchronous SQLite with no await between the checks and the write, so two requests
 * can never interleave inside that window.
 *
 * One alarm serves everything that must happen later: the move deadline, the reminder,
 * retries of the archive write and of notice deliveries. `scheduleAlarm` sets it to the
 * earliest of them.
 */
import { DurableObject } from "cloudflare:workers";
import { makeOptionsTag, replayMoves, replayMovesFrom, resultToken } from "../engine/record.ts";
import { makeStateText, parseStateText } from "../engine/state-text.ts";
import { makeRecordText } from "./record-text.ts";
import { getGame } from "../engine/registry.ts";
import type { AnyGame, BySide, Outcome as GameOutcome, Side } from "../engine/types.ts";
import { opposite } from "../engine/types.ts";
import { archiveGame } from "./archive.ts";
import { apiError, fromRuleError, type Outcome } from "./errors.ts";
import { GameStore, type GameMeta, type LifecycleEnd, type LoggedMove, type NoticeTarget } from "./game-store.ts";
import { deadlineOf, reminderOf, type ClockInput } from "./lifecycle/clock.ts";
import {
  deliverNotice,
  deliveryRetryDelay,
  MAX_DELIVERY_ATTEMPTS,
  type Notice,
  type NoticeEvent,
  type VapidConfig,
} from "./lifecycle/notices.ts";
import { offersAfterEnd, offersAfterMove, stepOffer, type OfferAction, type OfferKind } from "./lifecycle/offers.ts";
import { deriveRematchToken } from "./lifecycle/rematch-token.ts";
import type { GameSnapshot, NoticeSettings, SocketMessage } from "./snapshot.ts";
import { hashToken, newGameId, newRecoverySecret, newSeatToken, sameDigest } from "./tokens.ts";

/** What creating a game needs: its meta, less what the room fills in itself. */
export type CreateGame = Omit<GameMeta, "createdAt" | "rematchOf"> & { readonly rematchOf?: string };

/** The in-memory game, rebuilt from the log whenever the object wakes. */
interface LiveGame {
  readonly game: AnyGame;
  readonly meta: GameMeta;
  readonly moves: LoggedMove[];
  readonly notes: (readonly string[])[];
  /** Engine states: the start, then one after each move (a takeback pops one). */
  readonly states: unknown[];
  end: LifecycleEnd | undefined;
  aborted: boolean;
  rematchStarted: boolean;
}

/** What a socket is, kept with it through hibernation. */
interface SocketAttachment {
  readonly side: Side | null;
  /** The socket has said hello (whether or not its token was a seat): later hellos are ignored. */
  readonly greeted?: boolean;
}

const NOT_FOUND = apiError(404, "not_found", "There is no game with this id.");
const RECOVERY_REFUSED = apiError(404, "not_found", "This recovery code is unknown, used or expired.");
const RECOVERY_LIFETIME = 86_400_000;
/** A checkpoint every 50 moves bounds the replay on wake to 50 moves (about 5 ms for The Pit). */
const CHECKPOINT_EVERY = 50;
const WRONG_TOKEN = apiError(403, "wrong_token", "This link is not a seat of this game.");

/** Archive retries back off from 10 s to at most an hour, and never give up. */
function archiveRetryDelay(attempts: number): number {
  return Math.min(10_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

export class GameRoom extends DurableObject<Env> {
  private readonly store: GameStore;
  private live: LiveGame | undefined;
  /** Deliveries go through this; tests swap it for a local endpoint. */
  deliveryFetch: typeof fetch = (input, init) => fetch(input, init);

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.store = new GameStore(ctx.storage.sql);
    // Answer keep-alive pings without waking a hibernated object.
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair('{"type":"ping"}', '{"type":"pong"}'));
  }

  /** Creates the game. Called once, right after a fresh id was picked. */
  async create(init: CreateGame): Promise<Outcome<GameSnapshot>> {
    if (this.store.readMeta()) return apiError(409, "exists", "A game with this id already exists.");
    const game = getGame(init.variant);
    if (!game) return apiError(400, "bad_request", `Unknown game "${init.variant}".`);
    const start = replayMoves(game, [], init.options);
    if (!start.ok) return fromRuleError(start.error);
    this.store.writeMeta({ ...init, rematchOf: init.rematchOf ?? null, createdAt: Date.now() });
    this.live = undefined;
    return this.snapshot();
  }

  async snapshot(): Promise<Outcome<GameSnapshot>> {
    const live = this.load();
    if (!live) return NOT_FOUND;
    return { ok: true, value: this.makeSnapshot(live) };
  }

  /** Whether this object holds a game (a socket upgrade must not be forwarded to an empty one). */
  async exists(): Promise<boolean> {
    return this.store.hasGame();
  }

  /** Which side a seat token plays: a seat link carries only the token. */
  async seat(token: string): Promise<Outcome<{ side: Side }>> {
    const seat = await this.authorize(token);
    return seat.ok ? { ok: true, value: { side: seat.value.side } } : seat;
  }

  /**
   * A short single-use code that opens this seat on another device. Only its hash is
   * kept; it expires after a day.
   */
  async createRecoveryCode(token: string): Promise<Outcome<{ code: string; expiresAt: string }>> {
    const seat = await this.authorize(token);
    if (!seat.ok) return seat;
    const { live, side } = seat.value;
    const secret = newRecoverySecret();
    const expiresAt = Date.now() + RECOVERY_LIFETIME;
    this.store.writeRecoveryCode(await hashToken(secret), side, expiresAt);
    this.store.appendEvent("recovery-code", side, Date.now());
    return { ok: true, value: { code: `${live.meta.id}-${secret}`, expiresAt: new Date(expiresAt).toISOString() } };
  }

  /** Trades a recovery code for a new token of the same seat (the old link keeps working). */
  async recover(secret: string): Promise<Outcome<{ side: Side; token: string }>> {
    const live = this.load();
    if (!live) return RECOVERY_REFUSED;
    const now = Date.now();
    const side = this.store.takeRecoveryCode(await hashToken(secret), now);
    if (!side) return RECOVERY_REFUSED;
    const token = newSeatToken();
    this.store.writeExtraSeat(await hashToken(token), side, now);
    this.store.appendEvent("recovered", side, now);
    return { ok: true, value: { side, token } };
  }

  /** Plays `text` for the seat holding `token`; `ply` is how many moves the client has seen. */
  async move(token: string, text: string, ply: number): Promise<Outcome<GameSnapshot>> {
    const seat = await this.authorize(token);
    if (!seat.ok) return seat;
    const { live, side } = seat.value;
    if (this.isOver(live)) return apiError(409, "game_over", "The game is over.");
    // The ply before the turn: a retried request (its move already played) learns that
    // the game moved on, not that it is the other side's turn.
    if (ply !== live.moves.length) {
      return apiError(409, "stale_ply", `The game has moved on (ply ${live.moves.length}, you sent ${ply}); reload it.`);
    }
    const before = this.current(live);
    const toMove = live.game.turn(before);
    if (side !== toMove) return apiError(409, "not_your_turn", `It is ${live.game.sideNames[toMove]}'s turn.`);
    const played = live.game.play(before, text);
    if (!played.ok) return fromRuleError(played.error);

    const logged: LoggedMove = {
      ply: live.moves.length + 1,
      text: played.value.move.text,
      side,
      playedAt: Date.now(),
      notes: played.value.notes,
    };
    this.store.appendMove(logged);
    if (logged.ply % CHECKPOINT_EVERY === 0) {
      this.store.writeCheckpoint({ ply: logged.ply, state: makeStateText(live.game, played.value.state) });
    }
    live.moves.push(logged);
    live.notes.push(played.value.notes);
    live.states.push(played.value.state);
    this.store.writeOffers(offersAfterMove(this.store.readOffers(), side));
    const next = this.isOver(live) ? null : live.game.turn(played.value.state);
    if (next && next !== side) this.enqueueNotice(live, next, "your-turn");
    return this.afterChange(live);
  }

  async resign(token: string): Promise<Outcome<GameSnapshot>> {
    const seat = await this.authorize(token);
    if (!seat.ok) return seat;
    const { live, side } = seat.value;
    if (this.isOver(live)) return apiError(409, "game_over", "The game is over.");
    this.endByLifecycle(live, { winner: opposite(side), reason: "resignation", at: Date.now() }, side);
    return this.afterChange(live);
  }

  /** Ends a game nobody has really started: allowed until both sides have made a move. */
  async abort(token: string): Promise<Outcome<GameSnapshot>> {
    const seat = await this.authorize(token);
    if (!seat.ok) return seat;
    const { live, side } = seat.value;
    if (this.isOver(live)) return apiError(409, "game_over", "The game is over.");
    const moved = new Set(live.moves.map((m) => m.side));
    if (moved.has("white") && moved.has("black")) {
      return apiError(409, "not_allowed", "Both sides have moved: the game can no longer be aborted (resign instead).");
    }
    this.store.appendEvent("abort", side, Date.now());
    live.aborted = true;
    return this.afterChange(live);
  }

  /** Draw, takeback and rematch offers: offer, accept or decline. */
  async offer(token: string, kind: OfferKind, action: OfferAction): Promise<Outcome<GameSnapshot>> {
    const seat = await this.authorize(token);
    if (!seat.ok) return seat;
    const { live, side } = seat.value;
    if (live.aborted) return apiError(409, "game_over", "The game was aborted.");
    if (kind === "rematch" && live.rematchStarted) {
      return apiError(409, "not_allowed", "The rematch has already started.");
    }
    const step = stepOffer(this.store.readOffers(), kind, action, side, {
      finished: this.isOver(live),
      lastMover: live.moves[live.moves.length - 1]?.side ?? null,
    });
    if (!step.ok) return apiError(409, step.code, step.message);
    const now = Date.now();

    if (kind === "rematch") {
      const result = await this.stepRematch(live, token, side, action, step.accepted);
      if (!result.ok) return result;
    }
    this.store.appendEvent(`${kind}-${step.accepted ? "accept" : action}`, side, now);
    this.store.writeOffers(step.offers);

    if (step.accepted && kind === "draw") this.endByLifecycle(live, { winner: null, reason: "agreement", at: now }, side);
    if (step.accepted && kind === "takeback") this.takeBackLastMove(live);
    if (!step.accepted && action === "offer") {
      this.enqueueNotice(live, opposite(side), kind === "draw" ? "draw-offer" : kind === "takeback" ? "takeback-offer" : "rematch-offer");
    }
    return this.afterChange(live);
  }

  /** The PGN-style record; `origin` makes the Site tag a working link. */
  async record(origin: string): Promise<Outcome<string>> {
    const live = this.load();
    if (!live) return NOT_FOUND;
    return { ok: true, value: this.recordText(live, origin) };
  }

  /** Where this seat's notices go. */
  async notices(token: string): Promise<Outcome<NoticeSettings>> {
    const seat = await this.authorize(token);
    if (!seat.ok) return seat;
    const { side } = seat.value;
    return { ok: true, value: this.noticeSettings(side) };
  }

  /** Turns a seat's notices on (a target) or off (null), one kind at a time. */
  async setNotices(
    token: string,
    change: { webhook?: string | null; push?: { endpoint: string; keys: { p256dh: string; auth: string } } | null },
  ): Promise<Outcome<NoticeSettings>> {
    const seat = await this.authorize(token);
    if (!seat.ok) return seat;
    const { side } = seat.value;
    if (change.push && !this.vapid()) return apiError(409, "not_configured", "Push notifications are not set up on this server.");
    if (change.webhook === null) this.store.removeNoticeTargets(side, "webhook");
    else if (change.webhook !== undefined) this.store.writeNoticeTarget(side, { kind: "webhook", url: change.webhook });
    if (change.push === null) this.store.removeNoticeTargets(side, "push");
    else if (change.push !== undefined) this.store.writeNoticeTarget(side, { kind: "push", ...change.push });
    this.store.appendEvent("notices", side, Date.now(), this.noticeSettings(side));
    return { ok: true, value: this.noticeSettings(side) };
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
    server.serializeAttachment({ side: null } satisfies SocketAttachment);
    server.send(JSON.stringify({ type: "state", game: this.makeSnapshot(live) } satisfies SocketMessage));
    return new Response(null, { status: 101, webSocket: client });
  }

  /**
   * A player's page says which seat it holds (by token) so the opponent sees it online.
   * A socket is heard once: repeated hellos change nothing, and presence is broadcast
   * only when it changes (300 hellos made 300 broadcasts to every socket).
   */
  override async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
    if (typeof message !== "string" || message.length > 200) return;
    if ((ws.deserializeAttachment() as SocketAttachment | null)?.greeted) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(message);
    } catch {
      return;
    }
    if (typeof parsed !== "object" || parsed === null || (parsed as { type?: unknown }).type !== "hello") return;
    const token = (parsed as { token?: unknown }).token;
    const live = this.load();
    if (!live || typeof token !== "string") return;
    const side = await this.seatOf(live, token);
    const before = this.presence();
    ws.serializeAttachment({ side: side ?? null, greeted: true } satisfies SocketAttachment);
    if (side && !before[side]) this.broadcast({ type: "presence", presence: this.presence() });
  }

  override async webSocketClose(ws: WebSocket, code: number, reason: string): Promise<void> {
    try {
      ws.close(code, reason);
    } catch {
      // already closed
    }
    const side = (ws.deserializeAttachment() as SocketAttachment | null)?.side;
    const presence = this.presence(ws);
    // another tab of the same seat keeps it online: nothing changed
    if (side && !presence[side]) this.broadcast({ type: "presence", presence });
  }

  /** Deadlines, reminders, archive retries and notice deliveries. */
  override async alarm(): Promise<void> {
    const live = this.load();
    if (!live) return;
    const now = Date.now();
    if (!this.isOver(live)) {
      const clock = this.clockOf(live);
      const deadline = deadlineOf(clock);
      const reminder = reminderOf(clock);
      if (deadline !== null && deadline <= now) {
        this.endByLifecycle(live, { winner: opposite(clock.toMove), reason: "timeout", at: deadline }, null);
        await this.afterChange(live);
      } else if (reminder !== null && reminder <= now && this.store.readRemindedPly() !== live.moves.length) {
        this.store.writeRemindedPly(live.moves.length);
        this.enqueueNotice(live, clock.toMove, "reminder");
      }
    }
    // Any alarm is a chance to retry a pending archive write: the insert is idempotent.
    if (this.store.archiveDueAt() !== null) await this.flushArchive(live);
    await this.deliverDueNotices(now);
    await this.scheduleAlarm();
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
    const events = this.store.readEvents();
    this.live = {
      game,
      meta,
      moves,
      notes: moves.map((m) => m.notes),
      states: this.rebuildStates(game, meta, moves),
      end: this.store.readLifecycleEnd(),
      aborted: events.some((e) => e.kind === "abort"),
      rematchStarted: events.some((e) => e.kind === "rematch-accept"),
    };
    return this.live;
  }

  /**
   * The engine states from the latest checkpoint before the last move up to now (the
   * start if there is none): at most CHECKPOINT_EVERY moves are replayed, however long
   * the game. One state before the last is always kept, for a takeback.
   */
  private rebuildStates(game: AnyGame, meta: GameMeta, moves: readonly LoggedMove[]): unknown[] {
    const checkpoint = moves.length > 0 ? this.store.readCheckpoint(moves.length - 1) : undefined;
    const start = checkpoint && parseStateText(game, checkpoint.state);
    // The log and its checkpoints hold only what the engine made: a failure here is a bug, not user input.
    if (start && !start.ok) throw new Error(`game ${meta.id}: checkpoint ${checkpoint?.ply} does not read: ${start.error.message}`);
    const rest = moves.slice(checkpoint?.ply ?? 0).map((m) => m.text);
    const replay = start ? replayMovesFrom(game, start.value, rest) : replayMoves(game, rest, meta.options);
    if (!replay.ok) throw new Error(`game ${meta.id} does not replay: ${replay.error.message}`);
    return [...replay.value.states];
  }

  private current(live: LiveGame): unknown {
    return live.states[live.states.length - 1];
  }

  /** The live game and the side `token` plays, or the refusal: no game, or not a seat of it. */
  private async authorize(token: string): Promise<Outcome<{ live: LiveGame; side: Side }>> {
    const live = this.load();
    if (!live) return NOT_FOUND;
    const side = await this.seatOf(live, token);
    return side ? { ok: true, value: { live, side } } : WRONG_TOKEN;
  }

  private async seatOf(live: LiveGame, token: string): Promise<Side | undefined> {
    const hash = await hashToken(token);
    if (sameDigest(hash, live.meta.tokenHashes.white)) return "white";
    if (sameDigest(hash, live.meta.tokenHashes.black)) return "black";
    return this.store.readExtraSeat(hash);
  }

  private outcomeOf(live: LiveGame): GameOutcome {
    if (live.end) {
      return live.end.winner
        ? { status: "win", winner: live.end.winner, reason: live.end.reason }
        : { status: "draw", reason: live.end.reason };
    }
    return live.game.outcome(this.current(live));
  }

  private isOver(live: LiveGame): boolean {
    return live.aborted || this.outcomeOf(live).status !== "ongoing";
  }

  private clockOf(live: LiveGame): ClockInput {
    return {
      daysPerMove: live.meta.daysPerMove,
      toMove: live.game.turn(this.current(live)),
      movedSides: live.moves.map((m) => m.side),
      lastMoveAt: live.moves[live.moves.length - 1]?.playedAt ?? live.meta.createdAt,
    };
  }

  private endByLifecycle(live: LiveGame, end: LifecycleEnd, by: Side | null): void {
    this.store.writeLifecycleEnd(end, by);
    live.end = end;
  }

  private takeBackLastMove(live: LiveGame): void {
    const last = live.moves.pop();
    if (!last) throw new Error("takeback accepted with no move to take back");
    this.store.removeMove(last.ply);
    this.store.appendEvent("takeback", last.side, Date.now(), { ply: last.ply, move: last.text });
    live.notes.pop();
    live.states.pop();
    this.store.writeRemindedPly(-1);
    // Rebuilt from the log next time: after a wake only the states since the last
    // checkpoint are in memory, so a second takeback may need an older one.
    if (live.states.length < 2) this.live = undefined;
  }

  /**
   * A rematch: the offer picks the new game's id and keeps the hash of the offerer's
   * derived token; the acceptance creates the new game with sides swapped.
   */
  private async stepRematch(
    live: LiveGame,
    token: string,
    side: Side,
    action: OfferAction,
    accepted: boolean,
  ): Promise<Outcome<void>> {
    if (!accepted) {
      if (action === "offer") {
        const id = this.store.readRematchId() ?? newGameId();
        this.store.writeRematchId(id);
        this.store.writeRematchHash(`${side}:${await hashToken(await deriveRematchToken(token, id))}`);
      } else {
        this.store.writeRematchHash(null);
      }
      return { ok: true, value: undefined };
    }
    const id = this.store.readRematchId();
    const offered = this.store.readRematchHash();
    if (!id || !offered) throw new Error("rematch accepted without an offer on record");
    const [offererSide, offererHash] = offered.split(":") as [Side, string];
    const accepterHash = await hashToken(await deriveRematchToken(token, id));
    // sides swap: the old white seat plays black in the rematch
    const hashes: BySide<string> =
      offererSide === "white" ? { white: accepterHash, black: offererHash } : { white: offererHash, black: accepterHash };
    const namespace = this.env.GAME_ROOM as DurableObjectNamespace<GameRoom>;
    const created = await namespace.get(namespace.idFromName(id)).create({
      id,
      variant: live.meta.variant,
      options: live.meta.options,
      names: { white: live.meta.names.black, black: live.meta.names.white },
      tokenHashes: hashes,
      daysPerMove: live.meta.daysPerMove,
      origin: live.meta.origin,
      rematchOf: live.meta.id,
    });
    if (!created.ok) return created;
    this.store.writeRematchHash(null);
    live.rematchStarted = true;
    return { ok: true, value: undefined };
  }

  /** After any change: broadcast, archive a game that just ended, and set the alarm. */
  private async afterChange(live: LiveGame): Promise<Outcome<GameSnapshot>> {
    this.store.bumpVersion();
    const justEnded =
      !live.aborted && this.outcomeOf(live).status !== "ongoing" && !this.store.isArchived() && this.store.archiveDueAt() === null;
    if (justEnded) {
      // Durable intent first: the alarm retries the write if this attempt fails or the
      // object dies before it completes, so no finished game is ever lost.
      this.store.writeOffers(offersAfterEnd(this.store.readOffers()));
      this.store.markArchivePending(Date.now() + archiveRetryDelay(1));
      for (const side of ["white", "black"] as const) this.enqueueNotice(live, side, "game-over");
      await this.scheduleAlarm();
    }
    const snapshot = this.makeSnapshot(live);
    this.broadcast({ type: "state", game: snapshot });
    if (justEnded) await this.flushArchive(live);
    await this.scheduleAlarm();
    return { ok: true, value: snapshot };
  }

  private async flushArchive(live: LiveGame): Promise<void> {
    const outcome = this.outcomeOf(live);
    if (outcome.status === "ongoing" || this.store.isArchived()) return;
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
    } catch (error) {
      const attempts = this.store.recordArchiveFailure(
        error instanceof Error ? error.message : String(error),
        (n) => Date.now() + archiveRetryDelay(n + 1),
      );
      console.error(`archive write for game ${live.meta.id} failed (attempt ${attempts}); will retry`, error);
    }
  }

  private vapid(): VapidConfig | undefined {
    const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: subject } = this.env;
    return publicKey && privateKey ? { publicKey, privateKey, subject: subject || "mailto:admin@localhost" } : undefined;
  }

  private noticeSettings(side: Side): NoticeSettings {
    const targets = this.store.readNoticeTargets(side);
    const webhook = targets.find((t): t is Extract<NoticeTarget, { kind: "webhook" }> => t.kind === "webhook");
    return { webhook: webhook?.url ?? null, push: targets.some((t) => t.kind === "push"), pushAvailable: this.vapid() !== undefined };
  }

  private enqueueNotice(live: LiveGame, side: Side, event: NoticeEvent): void {
    const targets = this.store.readNoticeTargets(side);
    if (targets.length === 0) return;
    const notice: Notice = { event, gameId: live.meta.id, side, url: `${live.meta.origin}/g/${live.meta.id}`, text: this.noticeText(live, side, event) };
    const now = Date.now();
    for (const target of targets) this.store.enqueueNotice(side, target, JSON.stringify(notice), now);
  }

  private noticeText(live: LiveGame, side: Side, event: NoticeEvent): string {
    const game = live.game.name;
    const opponent = live.meta.names[opposite(side)];
    switch (event) {
      case "your-turn":
        return `Your turn in ${game} against ${opponent}.`;
      case "reminder":
        return `A quarter of your time is left to move in ${game} against ${opponent}.`;
      case "draw-offer":
        return `${opponent} offers a draw in ${game}.`;
      case "takeback-offer":
        return `${opponent} asks to take back a move in ${game}.`;
      case "rematch-offer":
        return `${opponent} offers a rematch in ${game}.`;
      case "game-over": {
        const outcome = this.outcomeOf(live);
        const result = outcome.status === "win" ? (outcome.winner === side ? "You won" : "You lost") : "Draw";
        return `${game} against ${opponent} is over: ${result} (${outcome.status === "ongoing" ? "" : outcome.reason}).`;
      }
    }
  }

  /** Sends the notices that are due; a delivery never holds up a move, and failures back off. */
  private async deliverDueNotices(now: number): Promise<void> {
    const vapid = this.vapid();
    for (const item of this.store.dueNotices(now)) {
      const result = await deliverNotice(item.target, JSON.parse(item.payload) as Notice, vapid, this.deliveryFetch);
      if (result === "delivered") this.store.finishNotice(item.id);
      else if (result === "gone") {
        this.store.finishNotice(item.id);
        if (item.target.kind === "push") this.store.removeNoticeTargets(item.side, "push");
      } else if (item.attempts + 1 >= MAX_DELIVERY_ATTEMPTS) this.store.finishNotice(item.id);
      else this.store.retryNotice(item.id, item.attempts + 1, Date.now() + deliveryRetryDelay(item.attempts + 1));
    }
  }

  /** Sets the one alarm to the earliest thing that must happen later, or clears it. */
  private async scheduleAlarm(): Promise<void> {
    const live = this.load();
    const times: number[] = [];
    if (live && !this.isOver(live)) {
      const clock = this.clockOf(live);
      const deadline = deadlineOf(clock);
      const reminder = reminderOf(clock);
      if (deadline !== null) times.push(deadline);
      if (reminder !== null && this.store.readRemindedPly() !== live.moves.length) times.push(reminder);
    }
    const archive = this.store.archiveDueAt();
    if (archive !== null) times.push(archive);
    const notice = this.store.nextNoticeAt();
    if (notice !== null) times.push(notice);
    if (times.length === 0) await this.ctx.storage.deleteAlarm();
    else await this.ctx.storage.setAlarm(Math.min(...times));
  }

  private presence(closing?: WebSocket): BySide<boolean> {
    const online = { white: false, black: false };
    for (const ws of this.ctx.getWebSockets()) {
      if (ws === closing) continue;
      const attachment = ws.deserializeAttachment() as SocketAttachment | null;
      if (attachment?.side) online[attachment.side] = true;
    }
    return online;
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
    const aborted = live.aborted;
    const outcome = this.outcomeOf(live);
    const over = aborted || outcome.status !== "ongoing";
    const offers = this.store.readOffers();
    const rematchId = this.store.readRematchId();
    const clock = this.clockOf(live);
    const deadline = over ? null : deadlineOf(clock);
    return {
      id: live.meta.id,
      version: this.store.readVersion(),
      variant: live.meta.variant,
      options: live.meta.options,
      names: live.meta.names,
      status: aborted ? "aborted" : over ? "finished" : "active",
      turn: over ? null : clock.toMove,
      ply: live.moves.length,
      moves: live.moves.map((m) => m.text),
      notes: live.notes,
      position: live.game.makePosition(this.current(live)),
      outcome,
      timeControl: live.meta.daysPerMove === null ? null : { daysPerMove: live.meta.daysPerMove },
      deadline: deadline === null ? null : new Date(deadline).toISOString(),
      offers,
      rematch: rematchId && (offers.rematch || live.rematchStarted) ? { id: rematchId, started: live.rematchStarted } : null,
      rematchOf: live.meta.rematchOf,
      presence: this.presence(),
      createdAt: new Date(live.meta.createdAt).toISOString(),
      updatedAt: new Date(this.updatedAt(live)).toISOString(),
    };
  }

  private recordText(live: LiveGame, origin: string): string {
    return makeRecordText(
      {
        id: live.meta.id,
        variant: live.meta.variant,
        options: live.meta.options,
        names: live.meta.names,
        createdAt: live.meta.createdAt,
        outcome: this.outcomeOf(live),
        daysPerMove: live.meta.daysPerMove,
        moves: live.moves.map((m) => m.text),
        sides: live.moves.map((m) => m.side),
      },
      origin,
    );
  }

}
