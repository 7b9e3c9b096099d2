/**
 * GameRoom: one Durable Object per game, the only writer of a live game.
 *
 * Order of authority for every action (after boardgame.io's master): seat credential,
 * game over?, stale ply, turn, rules, append to the log, broadcast. Storage calls are
 * synchronous SQLite with no await between the checks and the write, so two requests
 * can never interleave inside that window.
 *
 * One alarm serves everything that must happen later (the move deadline, the reminder, retries
 * of the archive write and of notice deliveries): `scheduleAlarm` sets it to the earliest.
 */
import { DurableObject } from "cloudflare:workers";
import { replayMoves } from "../engine/record.ts";
import { getGame } from "../engine/registry.ts";
import { opposite, type BySide, type Side } from "../engine/types.ts";
import { apiError, asJson, fromRuleError, type JsonOutcome, type Outcome } from "./errors.ts";
import { GameStore } from "./game-store.ts";
import type { GameMeta, LifecycleEnd } from "./game-rows.ts";
import { playConditionalReply, recordMove, takeBackLastMove } from "./move-log.ts";
import { computerAnswer, computerMove, computerToMove, playComputerMove } from "./lifecycle/computer.ts";
import { admitComputerRematch, noteOwed, reserveComputerMove, settleComputerMove, withComputerBudget } from "./lifecycle/computer-budget.ts";
import { clockDue, clockSignature, nextAlarmAt } from "./lifecycle/clock.ts";
import { takeClockAction, tellTimeout, type ClockAction } from "./lifecycle/clock-actions.ts";
import { readLines, saveLines, type ConditionalLine } from "./lifecycle/conditional-lines.ts";
import { archiveRetryDelay, flushArchive } from "./lifecycle/archiving.ts";
import { issueRecoveryCode, redeemRecoveryCode } from "./lifecycle/recovery-codes.ts";
import { acceptMessage, readPlayerMessages } from "./lifecycle/message-box.ts";
import type { PlayerMessage } from "./lifecycle/messages.ts";
import { readNotes, saveNotes, type SeatNotes } from "./lifecycle/notes.ts";
import { changeNoticeSettings, deliverDueNotices, enqueueNotice, noticesAfterMove, noticeSettings } from "./lifecycle/notice-outbox.ts";
import { vapidConfig } from "./lifecycle/notices.ts";
import { deliverOutboxes, earliest, linkLeague, noteOutboxes, outboxesDueAt } from "./lifecycle/outboxes.ts";
import { bindRatedSeat, ratedNames, refuseBeforeBothBound, startRated, type RatedSeat } from "./lifecycle/rated-outbox.ts";
import { offersAfterEnd, stepOffer, type OfferAction, type OfferKind } from "./lifecycle/offers.ts";
import { stepRematch } from "./lifecycle/rematch.ts";
import { signedRecordOf } from "./lifecycle/signed-record.ts";
import { clockOf, currentState, isOver, loadLiveGame, makeGameUpdate, makeSnapshot, outcomeOf, turnStartPly, type LiveGame, type SnapshotExtras } from "./live-game.ts";
import type { ConditionalLines, GameSnapshot, NoticeSettings, SocketMessage } from "../contract/api.ts";
import type { GameUpdate } from "../contract/updates.ts";
import { acceptSocket, attachmentOf, closeQuietly, helloToken, presenceOf, sendTo, type SocketAttachment } from "./room-sockets.ts";
import { KnownSeats, newSeatToken } from "./tokens.ts";

/** What creating a game needs: its meta, less what the room fills in itself. */
export type CreateGame = Omit<GameMeta, "createdAt" | "rematchOf"> & { readonly rematchOf?: string };
const NOT_FOUND = apiError(404, "not_found", "There is no game with this id.");
const RECOVERY_REFUSED = apiError(404, "not_found", "This recovery code is unknown, used or expired.");
const WRONG_TOKEN = apiError(403, "wrong_token", "This link is not a seat of this game.");

export class GameRoom extends DurableObject<Env> {
  private readonly store: GameStore;
  private readonly seats = new KnownSeats();
  private live: LiveGame | undefined;
  /** The alarm as this object last set it; undefined when not known (after waking, or once it has fired). */
  private alarmAt: number | null | undefined;
  /** Which clocks ran or stood in the last snapshot made (lifecycle/clock.ts): an alarm broadcasts when that changed by itself. */
  private clocksShown: string | undefined;
  /** Deliveries and the computer's thinking go through these; tests swap them (a local endpoint, a failure mid-search). */
  deliveryFetch: typeof fetch = (input, init) => fetch(input, init);
  computerThink = computerMove;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.store = new GameStore(ctx.storage.sql);
    // Answer keep-alive pings without waking a hibernated object.
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair('{"type":"ping"}', '{"type":"pong"}'));
  }

  /** Creates the game, once, right after a fresh id was picked; a computer moving first is counted in `client`'s budget first; `rated`: its seats bound so far. */
  async create(init: CreateGame, client: string | null = null, rated?: BySide<RatedSeat | null>): Promise<Outcome<GameSnapshot>> {
    if (this.store.readMeta()) return apiError(409, "exists", "A game with this id already exists.");
    const game = getGame(init.variant);
    if (!game) return apiError(400, "bad_request", `Unknown game "${init.variant}".`);
    const start = replayMoves(game, [], init.options);
    if (!start.ok) return fromRuleError(start.error);
    const owed = init.computer?.side === game.turn(start.value.states[0]) ? await reserveComputerMove(this.env, client, init.id) : undefined;
    if (owed && !owed.ok) return owed;
    if (rated) startRated(this.ctx.storage.sql, rated);
    this.store.writeMeta({ ...init, rematchOf: init.rematchOf ?? null, createdAt: Date.now() });
    if (owed) await noteOwed(this.env, this.store, owed.value, init.id);
    this.live = undefined;
    // a computer with White moves at once, by alarm
    if (init.computer) await this.scheduleAlarm();
    return this.snapshot();
  }

  async snapshot(): Promise<Outcome<GameSnapshot>> {
    const live = this.load();
    if (!live) return NOT_FOUND;
    return { ok: true, value: makeSnapshot(live, this.snapshotExtras(live)) };
  }

  /** Makes this game one of a league's, which then hears of its every change (lifecycle/league-outbox.ts). */
  async joinLeague(leagueId: string): Promise<void> { linkLeague(this.ctx.storage.sql, leagueId, this.store.readVersion() > 0); await this.scheduleAlarm(); }

  /** A reader accepts this rated game's challenge: the seat of `token` is bound to their named pocket (lifecycle/rated-outbox.ts). */
  async bindRatedSeat(token: string, seat: RatedSeat): Promise<Outcome<GameUpdate>> {
    return this.asSeat(token, ({ live, side }) => (bindRatedSeat(this.ctx.storage.sql, side, seat) ?? this.afterChange(live, live.moves.length)));
  }

  /** Whether this object holds a game (a socket upgrade must not be forwarded to an empty one). */
  async exists(): Promise<boolean> {
    return this.store.hasGame();
  }

  /** Which side a seat token plays: a seat link carries only the token. Asking opens the seat. */
  async seat(token: string): Promise<Outcome<{ side: Side }>> {
    return this.asSeat(token, async ({ live, side }) => {
      await this.noteJoined(live, side);
      return { ok: true, value: { side } };
    });
  }

  /**
   * A seat's page has been opened: from now on its invitation is not needed. Noted once
   * (an event and a version), so that the creator's "invite your opponent" panel goes away live.
   */
  private async noteJoined(live: LiveGame, side: Side): Promise<void> {
    if (live.joined[side]) return;
    live.joined[side] = true;
    this.store.appendEvent("joined", side, Date.now());
    await this.afterChange(live, live.moves.length);
  }

  /**
   * A short single-use code that opens this seat on another device. Only its hash is
   * kept; it expires after a day.
   */
  async createRecoveryCode(token: string): Promise<Outcome<{ code: string; expiresAt: string }>> {
    return this.asSeat(token, async ({ live, side }) => ({ ok: true, value: await issueRecoveryCode(this.store, live.meta.id, side) }));
  }

  /** Trades a recovery code for a new token of the same seat (the old link keeps working). */
  async recover(secret: string): Promise<Outcome<{ side: Side; token: string }>> {
    const recovered = this.load() && (await redeemRecoveryCode(this.store, secret));
    return recovered ? { ok: true, value: recovered } : RECOVERY_REFUSED;
  }

  /**
   * Plays `text` for the seat holding `token`; `ply` is how many moves the client has seen. `message`,
   * if any, goes to the opponent with the move (and its notice). Against the computer, the move is first
   * counted in `client`'s budget (null: limits off). The update comes back as its JSON text (JsonOutcome).
   */
  async move(token: string, text: string, ply: number, message?: string, client: string | null = null): Promise<JsonOutcome<GameUpdate>> {
    const seat = await this.authorize(token);
    if (!seat.ok) return seat;
    return asJson(await withComputerBudget(this.env, this.store, client, seat.value.live, () => this.play(seat.value.side, text, ply, message), () => this.load()));
  }

  /** The move itself: checked and written with no await between (the game is read again after the budget's answer). */
  private async play(side: Side, text: string, ply: number, message?: string): Promise<Outcome<GameUpdate>> {
    const live = this.load()!;
    if (await this.timedOut(live)) return apiError(409, "game_over", "The game is over: your time ran out.");
    // a message that cannot be sent refuses the whole request: the move is not played either
    const note = message === undefined ? undefined : acceptMessage(this.store, side, message, Date.now());
    if (note && !note.ok) return note;
    const refused = isOver(live) ? apiError(409, "game_over", "The game is over.") : refuseBeforeBothBound(this.ctx.storage.sql);
    if (refused) return refused;
    // The ply before the turn: a retried request (its move already played) learns that
    // the game moved on, not that it is the other side's turn.
    if (ply !== live.moves.length) {
      return apiError(409, "stale_ply", `The game has moved on (ply ${live.moves.length}, you sent ${ply}); reload it.`);
    }
    const before = currentState(live);
    const toMove = live.game.turn(before);
    if (side !== toMove) return apiError(409, "not_your_turn", `It is ${live.game.sideNames[toMove]}'s turn.`);
    const played = live.game.play(before, text);
    if (!played.ok) return fromRuleError(played.error);
    const from = live.moves.length;
    recordMove(this.store, live, side, played.value);
    if (note?.ok) this.storeMessage(side, note.value);
    const replied = playConditionalReply(this.store, live, side);
    for (const notice of noticesAfterMove(live, side, replied, note?.value?.text)) enqueueNotice(this.store, live, notice.side, notice.event, notice.wrote);
    return this.afterChange(live, from);
  }

  /** Both seats' messages, oldest first: for the two seats only. */
  async messages(token: string): Promise<Outcome<{ messages: PlayerMessage[] }>> {
    return this.asSeat(token, () => ({ ok: true, value: { messages: readPlayerMessages(this.store) } }));
  }

  /** A message to the opponent, without a move: delivered live to the seats and by notice. */
  async sendMessage(token: string, text: string): Promise<Outcome<{ message: PlayerMessage }>> {
    const seat = await this.authorize(token);
    if (!seat.ok) return seat;
    const { live, side } = seat.value;
    const checked = acceptMessage(this.store, side, text, Date.now());
    if (!checked.ok) return checked;
    this.storeMessage(side, checked.value);
    enqueueNotice(this.store, live, opposite(side), "message", checked.value.text);
    await this.scheduleAlarm();
    return { ok: true, value: { message: checked.value } };
  }

  /** This seat's private notes (lifecycle/notes.ts), or with `text`, replaces them: in play and after the end alike. */
  async notes(token: string, text?: string): Promise<Outcome<SeatNotes>> {
    return this.asSeat(token, ({ side }) => (text === undefined ? { ok: true, value: readNotes(this.store, side) } : saveNotes(this.store, side, text, Date.now())));
  }

  /** This seat's conditional lines (secret: only its own token reads them). */
  async conditionalLines(token: string): Promise<Outcome<ConditionalLines>> {
    return this.asSeat(token, ({ live, side }) => ({ ok: true, value: readLines(this.store, live, side) }));
  }

  /**
   * Replaces this seat's conditional lines, built from ply `ply` (a stale ply is refused:
   * the opponent moved meanwhile). An empty list cancels them all.
   */
  async setConditionalLines(token: string, ply: number, lines: readonly ConditionalLine[]): Promise<Outcome<ConditionalLines>> {
    return this.asSeat(token, ({ live, side }) => saveLines(this.store, live, side, ply, lines));
  }

  async resign(token: string): Promise<Outcome<GameUpdate>> {
    const seat = await this.authorize(token);
    if (!seat.ok) return seat;
    const { live, side } = seat.value;
    if (isOver(live)) return apiError(409, "game_over", "The game is over.");
    this.endByLifecycle(live, { winner: opposite(side), reason: "resignation", at: Date.now() }, side);
    return this.afterChange(live, live.moves.length);
  }

  /** Ends a game nobody has really started: allowed until both sides have ever made a move (takebacks do not undo that). */
  async abort(token: string): Promise<Outcome<GameUpdate>> {
    const seat = await this.authorize(token);
    if (!seat.ok) return seat;
    const { live, side } = seat.value;
    if (isOver(live)) return apiError(409, "game_over", "The game is over.");
    if (live.moved.white && live.moved.black) {
      return apiError(409, "not_allowed", "Both sides have moved in this game (moves taken back count): it can no longer be aborted; resign instead.");
    }
    this.store.appendEvent("abort", side, Date.now());
    live.aborted = true;
    return this.afterChange(live, live.moves.length);
  }

  /** Vacation, time given, a pause by agreement, a claim on time (lifecycle/clock-actions.ts): live for both seats and watchers. */
  async clockAction(token: string, action: ClockAction): Promise<Outcome<GameUpdate>> {
    const seat = await this.authorize(token);
    if (!seat.ok) return seat;
    const { live, side } = seat.value;
    if (isOver(live) || (await this.timedOut(live))) return apiError(409, "game_over", "The game is over.");
    const now = Date.now();
    const taken = takeClockAction(this.store, live, clockOf(live, now), side, action, now);
    if (!taken.ok) return taken;
    if (taken.value.end) this.endByLifecycle(live, taken.value.end, side);
    return this.afterChange(live, live.moves.length);
  }

  /** Draw, takeback and rematch offers: offer, accept or decline (a rematch with the computer is counted in `client`'s budget). */
  async offer(token: string, kind: OfferKind, action: OfferAction, client: string | null = null): Promise<Outcome<GameUpdate>> {
    const seat = await this.authorize(token);
    if (!seat.ok) return seat;
    const admitted = kind === "rematch" && action === "offer" ? await admitComputerRematch(this.env, this.store, client, seat.value.live) : undefined;
    if (admitted && !admitted.ok) return admitted;
    return this.offerFor(this.load()!, seat.value.side, token, kind, action, client);
  }

  /** An offer, or its answer, by `side` (whose seat holds `token`). */
  private async offerFor(live: LiveGame, side: Side, token: string, kind: OfferKind, action: OfferAction, client: string | null): Promise<Outcome<GameUpdate>> {
    if (live.aborted) return apiError(409, "game_over", "The game was aborted.");
    if (kind === "rematch" && live.rematchStarted) {
      return apiError(409, "not_allowed", "The rematch has already started.");
    }
    if (live.meta.computer && kind !== "rematch" && action === "offer") {
      // the computer answers at once: a takeback granted (its reply too), a draw declined
      const answer = computerAnswer(live, side, kind);
      if (!answer.ok) return answer;
      this.store.appendEvent("takeback-offer", side, Date.now());
      this.store.appendEvent("takeback-accept", live.meta.computer.side, Date.now());
      for (let i = 0; i < answer.value.plies; i++) this.takeBackLastMove(this.load()!);
      const after = this.load()!;
      return this.afterChange(after, after.moves.length);
    }
    const step = stepOffer(this.store.readOffers(), kind, action, side, {
      finished: isOver(live),
      lastMover: live.moves[live.moves.length - 1]?.side ?? null,
    });
    if (!step.ok) return apiError(409, step.code, step.message);
    const now = Date.now();

    if (kind === "rematch") {
      const namespace = this.env.GAME_ROOM as DurableObjectNamespace<GameRoom>;
      const result = await stepRematch(this.store, live, { token, side, action, accepted: step.accepted }, (game) =>
        namespace.get(namespace.idFromName(game.id)).create(game, client),
      );
      if (!result.ok) return result;
    }
    this.store.appendEvent(`${kind}-${step.accepted ? "accept" : action}`, side, now);
    this.store.writeOffers(step.offers);

    if (step.accepted && kind === "draw") this.endByLifecycle(live, { winner: null, reason: "agreement", at: now }, side);
    if (step.accepted && kind === "takeback") this.takeBackLastMove(live);
    if (!step.accepted && action === "offer") {
      enqueueNotice(this.store, live, opposite(side), kind === "draw" ? "draw-offer" : kind === "takeback" ? "takeback-offer" : "rematch-offer");
    }
    // the computer takes up a rematch at once, with a token nobody will ever hold
    if (live.meta.computer && kind === "rematch" && !step.accepted && action === "offer") {
      return this.offerFor(live, live.meta.computer.side, newSeatToken(), "rematch", "offer", client);
    }
    // a takeback shortens the move list: the update says from where
    return this.afterChange(live, live.moves.length);
  }

  /** The PGN-style record; `origin` makes the Site tag a working link. */
  async record(origin: string): Promise<Outcome<string>> {
    const live = this.load();
    if (!live) return NOT_FOUND;
    return { ok: true, value: await signedRecordOf(live, this.store, this.env.SIGNING_KEY, origin) };
  }

  /** Where this seat's notices go. */
  async notices(token: string): Promise<Outcome<NoticeSettings>> {
    return this.asSeat(token, ({ side }) => ({ ok: true, value: noticeSettings(this.store, side, vapidConfig(this.env)) }));
  }

  /** Turns a seat's notices on (a target) or off (null), one kind at a time. */
  async setNotices(token: string, change: Parameters<typeof changeNoticeSettings>[2]): Promise<Outcome<NoticeSettings>> {
    return this.asSeat(token, ({ side }) => {
      if (change.push && !vapidConfig(this.env)) return apiError(409, "not_configured", "Push notifications are not set up on this server.");
      return { ok: true, value: changeNoticeSettings(this.store, side, change, vapidConfig(this.env)) };
    });
  }

  /** WebSocket upgrade: live updates for players and watchers alike. */
  override async fetch(request: Request): Promise<Response> {
    const live = this.load();
    return acceptSocket(this.ctx, request, live && makeSnapshot(live, this.snapshotExtras(live)));
  }

  /**
   * A player's page says which seat it holds (by token) so the opponent sees it online.
   * A socket is heard once: repeated hellos change nothing, and presence is broadcast
   * only when it changes (300 hellos made 300 broadcasts to every socket).
   */
  override async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
    if (attachmentOf(ws)?.greeted) return;
    const token = helloToken(message);
    const live = this.load();
    if (!live || typeof token !== "string") return;
    const side = await this.seats.sideOf(this.store, live.meta.tokenHashes, token);
    const before = this.presence();
    ws.serializeAttachment({ side: side ?? null, greeted: true } satisfies SocketAttachment);
    // a seat's page gets the players' messages here, and later ones as they come
    if (side) ws.send(JSON.stringify({ type: "messages", messages: readPlayerMessages(this.store) } satisfies SocketMessage));
    if (side) await this.noteJoined(live, side);
    if (side && !before[side]) this.broadcast({ type: "presence", presence: this.presence() });
  }

  override async webSocketClose(ws: WebSocket, code: number, reason: string): Promise<void> {
    closeQuietly(ws, code, reason);
    const side = attachmentOf(ws)?.side;
    const presence = this.presence(ws);
    // another tab of the same seat keeps it online: nothing changed
    if (side && !presence[side]) this.broadcast({ type: "presence", presence });
  }

  /** Deadlines, reminders, the league's report (before the archive and webhooks, so neither holds it; due as of now), archive retries, notices. */
  override async alarm(): Promise<void> {
    this.alarmAt = undefined; // the alarm that fired is gone
    const live = this.load();
    if (!live) return;
    // the computer's turn: its move comes from the alarm, never from the human's request
    if (computerToMove(live)) {
      const from = live.moves.length;
      playComputerMove(this.store, live, this.computerThink);
      await this.afterChange(live, from);
    }
    const now = Date.now();
    const clock = isOver(live) || (await this.timedOut(live)) ? undefined : clockOf(live, now);
    const due = clockDue(clock, now, this.store.readRemindedPly() === turnStartPly(live));
    if (due?.kind === "reminder") {
      this.store.writeRemindedPly(turnStartPly(live));
      enqueueNotice(this.store, live, due.side, "reminder");
    }
    // a clock started, stopped or ran out by itself (a weekend, a pause or a vacation ended): the pages hear of it
    if (clock) tellTimeout(this.store, live, clock.reading);
    if (clock && clockSignature(clock.reading) !== this.clocksShown) await this.afterChange(live, live.moves.length);
    await deliverOutboxes(this.ctx.storage.sql, live, this.env, Date.now());
    // Any alarm is a chance to retry a pending archive write: the insert is idempotent.
    if (this.store.archiveDueAt() !== null) await flushArchive(this.store, this.env, live);
    await deliverDueNotices(this.store, vapidConfig(this.env), this.deliveryFetch, now);
    await this.scheduleAlarm();
  }

  // --- internals ---

  /** The live game, rebuilt from storage after the object was evicted. */
  private load(): LiveGame | undefined {
    if (this.live) return this.live;
    // a computer's move still owed on waking (its alarm failed mid-search): ask again
    if ((this.live = loadLiveGame(this.store)) && computerToMove(this.live)) void this.scheduleAlarm();
    return this.live;
  }

  /** The live game and the side `token` plays, or the refusal: no game, or not a seat of it. */
  private async authorize(token: string): Promise<Outcome<{ live: LiveGame; side: Side }>> {
    const live = this.load();
    if (!live) return NOT_FOUND;
    const side = await this.seats.sideOf(this.store, live.meta.tokenHashes, token);
    return side ? { ok: true, value: { live, side } } : WRONG_TOKEN;
  }

  /** `act` for the seat holding `token`, or the refusal `authorize` gives: for the requests that only read or write the seat's own things. */
  private async asSeat<T>(token: string, act: (seat: { live: LiveGame; side: Side }) => Outcome<T> | Promise<Outcome<T>>): Promise<Outcome<T>> {
    const seat = await this.authorize(token);
    return seat.ok ? act(seat.value) : seat;
  }

  /** Ends the game when a side ran out under "lose", at that moment: the alarm does it, and any action first should the alarm be late. */
  private async timedOut(live: LiveGame): Promise<boolean> {
    const due = isOver(live) ? undefined : clockDue(clockOf(live, Date.now()), Date.now(), true);
    if (due?.kind !== "timeout") return false;
    this.endByLifecycle(live, { winner: opposite(due.side), reason: "timeout", at: due.at }, null);
    await this.afterChange(live, live.moves.length);
    return true;
  }

  private endByLifecycle(live: LiveGame, end: LifecycleEnd, by: Side | null): void {
    this.store.writeLifecycleEnd(end, by);
    live.end = end;
  }

  /** Stores a checked message and sends it to the seats' sockets (never to watchers'). */
  private storeMessage(side: Side, message: PlayerMessage): void {
    this.store.appendMessage(side, Date.parse(message.at), message.text);
    sendTo(this.ctx.getWebSockets(), { type: "message", message } satisfies SocketMessage, true); // the seats only: watchers must not see it
  }

  private takeBackLastMove(live: LiveGame): void {
    // Rebuilt from the log next time when too few states are left in memory (after a wake
    // only the states since the last checkpoint are), so a second takeback may need an older one.
    if (!takeBackLastMove(this.store, live)) this.live = undefined;
  }

  /**
   * After any change: broadcast, archive a game that just ended, and set the alarm. What
   * goes out is an update, not the whole game: `movesFrom` is the first ply the change
   * touched (the moves it appended start there; a takeback cut the list there).
   */
  private async afterChange(live: LiveGame, movesFrom: number): Promise<Outcome<GameUpdate>> {
    this.store.finishChange();
    noteOutboxes(this.ctx.storage.sql, live);
    const justEnded =
      !live.aborted && outcomeOf(live).status !== "ongoing" && !this.store.isArchived() && this.store.archiveDueAt() === null;
    if (justEnded) {
      // Durable intent first: the alarm retries the write if this attempt fails or the
      // object dies before it completes, so no finished game is ever lost.
      this.store.writeOffers(offersAfterEnd(this.store.readOffers()));
      this.store.markArchivePending(Date.now() + archiveRetryDelay(1));
      for (const side of ["white", "black"] as const) enqueueNotice(this.store, live, side, "game-over");
      await this.scheduleAlarm();
    }
    const update = makeGameUpdate(live, this.snapshotExtras(live), Math.min(movesFrom, live.moves.length));
    this.broadcast({ type: "update", update });
    if (justEnded) await flushArchive(this.store, this.env, live);
    await settleComputerMove(this.env, this.store, this.load());
    await this.scheduleAlarm();
    return { ok: true, value: update };
  }

  /** Sets the one alarm to the earliest thing that must happen later, or clears it. */
  private async scheduleAlarm(): Promise<void> {
    const live = this.load();
    const running = live && !isOver(live);
    const next = nextAlarmAt({
      clock: running ? clockOf(live, Date.now()) : undefined,
      reminderPending: running ? this.store.readRemindedPly() !== turnStartPly(live) : false,
      archiveAt: this.store.archiveDueAt(),
      noticeAt: earliest(this.store.nextNoticeAt(), outboxesDueAt(this.ctx.storage.sql)),
      computerAt: live && computerToMove(live) ? Date.now() : null,
    });
    // most changes leave the alarm as it was: skip the storage write
    if (next === this.alarmAt) return;
    if (next === null) await this.ctx.storage.deleteAlarm();
    else await this.ctx.storage.setAlarm(next);
    this.alarmAt = next;
  }

  private presence(closing?: WebSocket): BySide<boolean> {
    return presenceOf(this.ctx.getWebSockets(), closing);
  }

  private broadcast(message: SocketMessage): void {
    sendTo(this.ctx.getWebSockets(), message);
  }

  private snapshotExtras(live: LiveGame): SnapshotExtras {
    // one reading of the clocks (a fold over the whole log) serves the snapshot and the alarm's comparison
    const clock = clockOf(live, Date.now());
    this.clocksShown = clockSignature(clock?.reading);
    return {
      version: this.store.readVersion(),
      offers: this.store.readOffers(),
      rematchId: this.store.readRematchId(),
      presence: this.presence(),
      clock,
      chain: this.store.chain.read(),
      rated: ratedNames(this.ctx.storage.sql),
    };
  }
}
