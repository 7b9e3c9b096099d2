/**
 * League: one Durable Object per league (issue 22), the only writer of its players,
 * pairings, results and standings, as the GameRoom is of a game. It orchestrates; each
 * feature is its own module beside it: joins, rounds (pairing and the end), game creation in
 * batches, results, withdrawal, tasks (its outbox), the archive and the views.
 *
 * One alarm serves everything that must happen later: games still to create, the next
 * Swiss round once a round has ended, and due tasks. Results arrive from the games'
 * rooms (lifecycle/league-outbox.ts) and are applied once per game id.
 */
import { DurableObject } from "cloudflare:workers";
import type { CreatedLeague, JoinedLeague, LeagueMe, LeagueNoticeSettings, LeagueOrganizerLinks, LeagueView, LeagueWithdrawal } from "../../contract/league.ts";
import { leagueJoinPath, leagueOrganizerPath, leaguePlayerPath, leagueWatchPath } from "../../contract/league.ts";
import { nameKey } from "../../contract/text-rules.ts";
import type { CreateLeagueInput } from "../league-inputs.ts";
import { apiError, type Outcome } from "../errors.ts";
import type { GameReport } from "../lifecycle/league-outbox.ts";
import type { RatedSeat } from "../lifecycle/rated-outbox.ts";
import { vapidConfig } from "../lifecycle/notices.ts";
import { hashToken, newSeatToken, sameDigest } from "../tokens.ts";
import { CREATION_BATCH, createPendingGames } from "./game-creation.ts";
import { join, leagueSettings } from "./joins.ts";
import { LeagueStore, type LeaguePlayer, type StoredGame } from "./league-store.ts";
import { advance, startLeague } from "./rounds.ts";
import { queueLeagueNotices } from "./notices.ts";
import { leagueJoinCode } from "./seat-links.ts";
import { runDueTasks, type GameNoticesTask } from "./tasks.ts";
import { leagueView, playerView } from "./view.ts";
import { withdrawPlayer } from "./withdrawal.ts";

/** Between two batches of game creation. */
const BATCH_PAUSE_MS = 50;
/**
 * From the start of a league of more than a batch of games to its first batch of rooms.
 * Under `wrangler dev` every object shares one thread and one disk, and a full batch begun
 * 50 ms after the start held the start's answer (the whole table: 331 KB for 4,032 games)
 * for 0.6 s on a quiet machine and 14 s on a busy one (docs/benchmarks.md); a second is
 * nothing beside the minutes such a league's rooms take. A league of one batch or less
 * keeps the short pause: its answer is small, and its players open their games at once.
 */
export const START_GRACE_MS = 1_000;

const NOT_FOUND = apiError(404, "not_found", "There is no league with this id.");
const WRONG_TOKEN = apiError(403, "wrong_token", "This link is not a player's or the organizer's of this league.");
const NO_SECRET = apiError(503, "not_configured", "Leagues are not set up on this server (LEAGUE_SECRET is missing).");

/** A game result as the league applies it: from a room's report, possibly sent twice. */
export type ApplyReport = (store: LeagueStore, report: GameReport) => boolean;

/** Records a report: the result once (keyed by game id), else the side to move. True when a result was newly counted. */
export function applyReport(store: LeagueStore, report: GameReport): boolean {
  if (report.result !== null) return store.recordResult(report.gameId, report.result);
  store.writeTurn(report.gameId, report.turn);
  return false;
}

export class League extends DurableObject<Env> {
  private readonly store: LeagueStore;
  /**
   * The public view as last built: a 4,032-game league's takes a few hundred ms to build,
   * and a league page or an embedded table asks often. Dropped by every change it shows
   * (players, rounds, results, the end), not by the turn reports of moves, nor by the rooms
   * created: creation changes only `gamesPending`, which is counted afresh for each read,
   * so that a large league's readers do not rebuild the view after every batch of rooms.
   */
  private shown: LeagueView | undefined;
  /**
   * The view as JSON without its pending count, which each read adds: the text changes only
   * with the view, not with every room created (RPC copies a 331 KB string far more cheaply
   * than the objects, and it is written once, not for every read).
   */
  private shownText: string | undefined;
  /** How a report is applied, and how notices go out; tests swap them (a league that fails once, a local endpoint). */
  applyReport: ApplyReport = applyReport;
  deliveryFetch: typeof fetch = (input, init) => fetch(input, init);

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.store = new LeagueStore(ctx.storage.sql);
  }

  /** Creates the league, once, right after a fresh id was picked: the organizer's link and the join link. */
  async create(id: string, input: CreateLeagueInput, origin: string): Promise<Outcome<CreatedLeague>> {
    if (!this.env.LEAGUE_SECRET) return NO_SECRET;
    if (this.store.readMeta()) return apiError(409, "exists", "A league with this id already exists.");
    const settings = leagueSettings(input);
    if (!settings.ok) return settings;
    const organizer = newSeatToken();
    this.store.writeMeta({
      ...settings.value,
      id,
      origin,
      organizerHash: await hashToken(organizer),
      status: "open",
      createdAt: Date.now(),
      startedAt: null,
      finishedAt: null,
    });
    const links = await this.links(organizer);
    return { ok: true, value: { id, organizer: { token: organizer, url: links.organizerUrl }, joinUrl: links.joinUrl, watchUrl: links.watchUrl } };
  }

  /** The organizer's links again, on any device that holds the organizer's link: the join code is derived, so it can be. */
  async organizerLinks(token: string): Promise<Outcome<LeagueOrganizerLinks>> {
    if (!this.store.readMeta()) return NOT_FOUND;
    if (!this.env.LEAGUE_SECRET) return NO_SECRET;
    if (!(await this.isOrganizer(token))) return apiError(403, "wrong_token", "Only the organizer's link shows the organizer's links.");
    return { ok: true, value: await this.links(token) };
  }

  async view(): Promise<Outcome<LeagueView>> {
    if (!this.store.readMeta()) return NOT_FOUND;
    return { ok: true, value: this.currentView() };
  }

  /** The view as the JSON text `GET /api/leagues/:id` answers: written once per change, the pending count put in as it is now. */
  async viewText(): Promise<Outcome<string>> {
    if (!this.store.readMeta()) return NOT_FOUND;
    const { gamesPending, ...rest } = this.currentView();
    this.shownText ??= JSON.stringify(rest);
    // the text is an object: its last character is the closing brace
    return { ok: true, value: `${this.shownText.slice(0, -1)},"gamesPending":${gamesPending}}` };
  }

  /** The cached view with the pending count as it is now. */
  private currentView(): LeagueView {
    const pending = this.store.pendingCount();
    if (this.shown?.gamesPending !== pending) {
      this.shown = this.shown ? { ...this.shown, gamesPending: pending } : leagueView(this.store);
    }
    return this.shown;
  }

  /** Something the view shows changed: it is built again at the next read. */
  private dropView(): void {
    this.shown = undefined;
    this.shownText = undefined;
  }

  /** A new player, by the join code: their own link. `rated`: the named pocket of the request's `Pocket-Auth` header, if it had one. */
  async join(name: string, code: string, rated?: Outcome<RatedSeat>): Promise<Outcome<JoinedLeague>> {
    const token = newSeatToken();
    const joined = await join(this.store, name, code, token, this.env.LEAGUE_SECRET, rated);
    if (!joined.ok) return joined;
    this.dropView();
    const meta = this.store.readMeta()!;
    return { ok: true, value: { token, url: `${meta.origin}${leaguePlayerPath(meta.id, token)}` } };
  }

  /** The organizer starts the league: pairings now, games created from here on by the alarm. */
  async start(token: string): Promise<Outcome<LeagueView>> {
    const meta = this.store.readMeta();
    if (!meta) return NOT_FOUND;
    if (!(await this.isOrganizer(token))) return apiError(403, "wrong_token", "Only the organizer's link can start the league.");
    const started = this.ctx.storage.transactionSync(() => startLeague(this.store, Date.now()));
    if (!started.ok) return started;
    this.dropView();
    // the answer comes once the pairings are recorded; the games' rooms are created by the
    // alarm, a batch a wake, a large league's first a moment later so that the answer is out before it
    await this.ctx.storage.setAlarm(Date.now() + (this.store.pendingCount() > CREATION_BATCH ? START_GRACE_MS : BATCH_PAUSE_MS));
    return { ok: true, value: leagueView(this.store) };
  }

  /** A player's own games, with their seat links. */
  async me(token: string): Promise<Outcome<LeagueMe>> {
    const player = await this.player(token);
    if (!player.ok) return player;
    return { ok: true, value: await playerView(this.store, player.value, this.env.LEAGUE_SECRET!) };
  }

  /** A player leaves (their own bearer), or the organizer withdraws one by `name`. */
  async withdraw(token: string, name: string | undefined): Promise<Outcome<LeagueWithdrawal>> {
    if (!this.store.readMeta()) return NOT_FOUND;
    let player: LeaguePlayer | undefined;
    if (await this.isOrganizer(token)) {
      if (name === undefined) return apiError(400, "bad_request", "name: the organizer withdraws a player by name.");
      player = this.store.playerByName(name);
      if (!player) return apiError(404, "unknown_player", `No one plays as "${name}" in this league.`);
    } else {
      const found = await this.player(token);
      if (!found.ok) return found;
      if (name !== undefined && nameKey(name) !== nameKey(found.value.name)) {
        return apiError(403, "wrong_token", "A player's link withdraws only its own player.");
      }
      player = found.value;
    }
    const chosen = player;
    const withdrawn = this.ctx.storage.transactionSync(() => {
      const applied = withdrawPlayer(this.store, chosen);
      if (applied.ok) this.advance();
      return applied;
    });
    this.dropView();
    if (withdrawn.ok) await this.schedule(Date.now());
    return withdrawn;
  }

  /** A player's notice settings for all their games, current and future (the games' own body). */
  async setNotices(token: string, change: GameNoticesTask["change"]): Promise<Outcome<LeagueNoticeSettings>> {
    const player = await this.player(token);
    if (!player.ok) return player;
    const { name } = player.value;
    const previous = player.value.notices ? (JSON.parse(player.value.notices) as GameNoticesTask["change"]) : {};
    const merged = { ...previous, ...change };
    const games = this.store.games().filter((g) => g.created && g.result === null && !g.annulled && (g.white === name || g.black === name));
    this.ctx.storage.transactionSync(() => {
      this.store.writePlayerNotices(name, JSON.stringify(merged));
      for (const game of games) this.queueNotices(game, name, change);
    });
    await this.schedule(Date.now());
    return { ok: true, value: this.noticeSettingsOf(merged) };
  }

  /** Where a player's league notices go. */
  async notices(token: string): Promise<Outcome<LeagueNoticeSettings>> {
    const player = await this.player(token);
    if (!player.ok) return player;
    return { ok: true, value: this.noticeSettingsOf(player.value.notices ? (JSON.parse(player.value.notices) as GameNoticesTask["change"]) : {}) };
  }

  private noticeSettingsOf(settings: GameNoticesTask["change"]): LeagueNoticeSettings {
    return { webhook: settings.webhook ?? null, push: Boolean(settings.push), pushAvailable: vapidConfig(this.env) !== undefined };
  }

  /** A game's room reports a change (lifecycle/league-outbox.ts): its result counted once, its turn noted; 404 from a league that does not exist. */
  async report(report: GameReport): Promise<Outcome<void>> {
    // a league that does not exist (never did, or its object was emptied) says so: the room drops the report
    if (!this.store.readMeta()) return NOT_FOUND;
    const counted = this.ctx.storage.transactionSync(() => this.applyReport(this.store, report));
    if (counted) this.dropView();
    // the next round or the end is worked out by the alarm, not inside the room's call
    if (counted) await this.schedule(Date.now());
    return { ok: true, value: undefined };
  }

  override async alarm(): Promise<void> {
    if (!this.store.readMeta()) return;
    await this.createGames();
    // rooms created change only the pending count (counted at each read); a round paired or the end change the view
    if (this.ctx.storage.transactionSync(() => this.advance())) this.dropView();
    await runDueTasks(this.store, { env: this.env, secret: this.env.LEAGUE_SECRET ?? "", fetcher: this.deliveryFetch }, Date.now());
    await this.schedule();
  }

  // --- internals ---

  /** The league's links, the join link's code derived from the server's key (seat-links.ts). */
  private async links(organizer: string): Promise<LeagueOrganizerLinks> {
    const { id, origin } = this.store.readMeta()!;
    const code = await leagueJoinCode(this.env.LEAGUE_SECRET!, id);
    return { joinUrl: `${origin}${leagueJoinPath(id, code)}`, watchUrl: `${origin}${leagueWatchPath(id)}`, organizerUrl: `${origin}${leagueOrganizerPath(id, organizer)}` };
  }

  /** The next round or the end, when every game so far has ended; the end queues the archive write. True when either happened. */
  private advance(): boolean {
    const moved = advance(this.store, Date.now());
    if (moved?.kind === "finished") this.store.addTask("archive", {});
    if (moved) queueLeagueNotices(this.store, moved.kind === "finished" ? "league-ended" : "league-round", moved.kind === "round-paired" ? moved.round : undefined);
    return moved !== undefined;
  }

  private async createGames(): Promise<void> {
    if (!this.env.LEAGUE_SECRET || this.store.pendingCount() === 0) return;
    const players = new Map(this.store.players().map((p) => [p.name, p]));
    await createPendingGames(this.store, this.env, this.env.LEAGUE_SECRET, (game) => {
      // players who turned notices on have them in their new games too
      for (const name of [game.white, game.black]) {
        const notices = players.get(name)?.notices;
        if (notices) this.queueNotices(game, name, JSON.parse(notices) as GameNoticesTask["change"]);
      }
    });
  }

  private queueNotices(game: StoredGame, name: string, change: GameNoticesTask["change"]): void {
    const task: GameNoticesTask = { gameId: game.id, side: game.white === name ? "white" : "black", change };
    this.store.addTask("game-notices", task);
  }

  /**
   * The alarm at `at`, or as work requires: soon while games are pending (a short pause
   * between batches lets the league's readers in), else the next task.
   */
  private async schedule(at?: number): Promise<void> {
    const times = [at, this.store.pendingCount() > 0 ? Date.now() + BATCH_PAUSE_MS : undefined, this.store.nextTaskAt() ?? undefined].filter((t): t is number => t !== undefined);
    const current = await this.ctx.storage.getAlarm();
    const next = times.length ? Math.min(...times) : null;
    if (next === null) return;
    if (current === null || next < current) await this.ctx.storage.setAlarm(next);
  }

  private async isOrganizer(token: string): Promise<boolean> {
    const meta = this.store.readMeta();
    return meta !== undefined && sameDigest(await hashToken(token), meta.organizerHash);
  }

  private async player(token: string): Promise<Outcome<LeaguePlayer>> {
    if (!this.store.readMeta()) return NOT_FOUND;
    const player = this.store.playerByHash(await hashToken(token));
    return player ? { ok: true, value: player } : WRONG_TOKEN;
  }
}
