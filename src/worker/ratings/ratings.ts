/**
 * Ratings: one Durable Object for the whole service (idFromName("ratings")), the only
 * writer of ratings (issue 33; docs/ratings.md). Game rooms report each finished rated game
 * through their outbox (lifecycle/rated-outbox.ts); a game counts once per game id, so a
 * report sent twice (its acknowledgement lost) moves nobody twice. Ratings are kept per
 * pocket id; the Worker shows them under the pocket's current public name.
 */
import { DurableObject } from "cloudflare:workers";
import type { PlayerProfile, RatedGameSummary, Rating } from "../../contract/pocket.ts";
import { apiError, type Outcome } from "../errors.ts";
import { countingVerdict, PAIR_LIMIT, whiteScore, type NotCounted, type RatedReport } from "./counting.ts";
import { PROVISIONAL_DEVIATION, rateGame } from "./glicko.ts";
import { RatingsStore, type StoredRatedGame } from "./ratings-store.ts";

/** Recent games a profile lists, and the points of one game kind's graph. */
const RECENT_GAMES = 20;
const HISTORY_POINTS = 500;

/** The object's one instance. */
export function ratingsObject(env: Env): DurableObjectStub<Ratings> {
  return env.RATINGS.get(env.RATINGS.idFromName("ratings"));
}

export class Ratings extends DurableObject<Env> {
  private readonly store: RatingsStore;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.store = new RatingsStore(ctx.storage.sql);
  }

  /**
   * A finished rated game, from its room: counted at most once per game id (a repeat is
   * acknowledged and changes nothing). The answer says whether it counted and, if not, why.
   */
  async report(sent: RatedReport): Promise<Outcome<{ counted: boolean; reason: NotCounted | null }>> {
    // a game begun by a pocket since replaced counts for the pocket that replaced it
    const report: RatedReport = { ...sent, white: { ...sent.white, pocket: this.store.current(sent.white.pocket) }, black: { ...sent.black, pocket: this.store.current(sent.black.pocket) } };
    const known = this.store.verdictOf(report.gameId);
    if (known !== undefined) return { ok: true, value: { counted: known === null, reason: known } };
    const pairGames = this.store.pairGamesSince(report.white.pocket, report.black.pocket, report.variant, report.endedAt - PAIR_LIMIT.windowMs);
    const verdict = countingVerdict(report, pairGames);
    if (verdict !== null || report.result === null) {
      this.store.recordGame(report, verdict ?? "aborted");
      return { ok: true, value: { counted: false, reason: verdict } };
    }
    const white = this.store.standing(report.white.pocket, report.variant);
    const black = this.store.standing(report.black.pocket, report.variant);
    const after = rateGame(white, black, whiteScore(report.result));
    this.store.writeStanding(report.white.pocket, report.variant, after.white, white.games + 1);
    this.store.writeStanding(report.black.pocket, report.variant, after.black, black.games + 1);
    this.store.recordGame(report, null, { whiteBefore: white.rating, whiteAfter: after.white.rating, blackBefore: black.rating, blackAfter: after.black.rating });
    return { ok: true, value: { counted: true, reason: null } };
  }

  /**
   * "Start a new pocket" (docs/api.md "Pockets"): the old pocket's ratings, its rated games
   * and the reports of its games still in play go to the new one, which must hold none yet
   * (a player's ratings are never merged into another's).
   */
  async succeed(from: string, to: string): Promise<Outcome<{ moved: boolean }>> {
    if (from === to) return apiError(400, "bad_request", "A pocket cannot succeed itself.");
    if (this.store.hasRatings(to)) return apiError(409, "has_ratings", "The new pocket has ratings of its own already: ratings are never merged.");
    this.ctx.storage.transactionSync(() => this.store.succeed(from, to));
    return { ok: true, value: { moved: true } };
  }

  /** `pocket`'s ratings, graphs and recent rated games, shown under `name` (its current public name) held `since` (ms; null for a computer level: its first rated game). */
  async profile(pocket: string, name: string, since: number | null): Promise<PlayerProfile> {
    const ratings: Record<string, PlayerProfile["ratings"][string]> = {};
    for (const { variant, standing, games } of this.store.standings(pocket)) {
      const history = this.store
        .countedGames(pocket, HISTORY_POINTS, variant)
        .reverse()
        .map((game) => ({ at: new Date(game.endedAt).toISOString(), rating: round(sideOf(game, pocket) === "white" ? game.whiteAfter : game.blackAfter) }));
      const rating: Rating = {
        rating: round(standing.rating),
        deviation: round(standing.deviation),
        volatility: Math.round(standing.volatility * 1e6) / 1e6,
        games,
        provisional: standing.deviation > PROVISIONAL_DEVIATION,
      };
      ratings[variant] = { ...rating, history };
    }
    const recent = this.store.countedGames(pocket, RECENT_GAMES).map((game) => summaryOf(game, pocket));
    const level = /^computer-([123])$/.exec(pocket)?.[1];
    const createdAt = new Date(since ?? this.store.firstGameAt(pocket) ?? Date.now()).toISOString();
    return { name, ...(level ? { computer: Number(level) as 1 | 2 | 3 } : {}), ratings, recent, createdAt };
  }
}

const round = (value: number): number => Math.round(value * 100) / 100;

function sideOf(game: StoredRatedGame, pocket: string): "white" | "black" {
  return game.whitePocket === pocket ? "white" : "black";
}

function summaryOf(game: StoredRatedGame, pocket: string): RatedGameSummary {
  const white = sideOf(game, pocket) === "white";
  return {
    gameId: game.gameId,
    variant: game.variant,
    white: game.whiteName,
    black: game.blackName,
    result: game.result,
    endedAt: new Date(game.endedAt).toISOString(),
    ratingBefore: round(white ? game.whiteBefore : game.blackBefore),
    ratingAfter: round(white ? game.whiteAfter : game.blackAfter),
  };
}
