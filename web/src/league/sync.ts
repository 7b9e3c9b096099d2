/**
 * The league page's controllers: fetch the league (and, for a player, their games and
 * each game's public state), and the actions (join, start, withdraw). Each changes the
 * state and asks for a redraw; a refusal becomes the page's problem line, in the
 * server's words.
 */
import { ApiError, fetchGame } from "../api.ts";
import { fetchLeague, fetchMyLeagueGames, fetchOrganizerLinks, joinLeague, sitePath, startLeague, withdrawFromLeague } from "../league-api.ts";
import { rememberLeagueSeat } from "../league-seats.ts";
import { leagueLinksOf, rememberLeague } from "../my-leagues.ts";
import type { LeaguePageState } from "./page-state.ts";
import { t } from "../i18n.ts";

export interface LeagueContext {
  readonly state: LeaguePageState;
  readonly render: () => void;
  /** Goes to another link of this page (the player link after joining). */
  readonly go: (url: string) => void;
}

const PARALLEL = 4;

function message(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/** Brings the league (and the player's games) up to date; quiet refreshes keep the old view on failure. */
export async function refreshLeague(ctx: LeagueContext): Promise<void> {
  const { state } = ctx;
  try {
    const firstLoad = !state.league;
    state.league = await fetchLeague(state.id);
    // only the failure to load the league is over now; a refused action's words stay until the next action
    if (firstLoad) state.problem = undefined;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) state.missing = true;
    else if (!state.league) state.problem = message(error, t("league.problem.notLoaded"));
    if (!state.unmounted) ctx.render();
    return;
  }
  if (state.unmounted) return;
  remember(state);
  ctx.render();
  if (state.link.role === "player") await refreshMyGames(ctx, state.link.token);
  if (state.link.role === "organizer" && state.league?.status === "open" && !state.organizerLinks) await refreshOrganizerLinks(ctx, state.link.token);
}

/** The join link to send, from the server: the organizer may be on a device that did not create the league. */
async function refreshOrganizerLinks(ctx: LeagueContext, token: string): Promise<void> {
  const { state } = ctx;
  try {
    state.organizerLinks = await fetchOrganizerLinks(state.id, token);
  } catch (error) {
    state.problem = error instanceof ApiError && error.status === 403 ? t("league.problem.organizerLinkInvalid") : message(error, t("league.problem.joinLinkNotLoaded"));
  }
  if (!state.unmounted) ctx.render();
}

/** Keeps this page's league link with the league's name, so My games can group under it. */
function remember(state: LeaguePageState): void {
  const league = state.league;
  const link = state.link;
  if (!league || (link.role !== "player" && link.role !== "organizer")) return;
  const url = `/l/${state.id}#${link.role}=${link.token}`;
  const before = leagueLinksOf(state.id).find((l) => l.url === url);
  rememberLeague({
    ...before,
    id: state.id,
    name: league.name,
    variant: league.variant,
    role: link.role,
    url,
    ...(state.me ? { playerName: state.me.name } : {}),
    savedAt: before?.savedAt ?? new Date().toISOString(),
  });
}

/** The player's games (GET /me), then each game's public snapshot for "your turn"; each seat is kept under the league. */
async function refreshMyGames(ctx: LeagueContext, token: string): Promise<void> {
  const { state } = ctx;
  try {
    state.me = await fetchMyLeagueGames(state.id, token);
  } catch (error) {
    state.problem = error instanceof ApiError && error.status === 403 ? t("league.problem.playerLinkInvalid") : message(error, t("league.problem.gamesNotLoaded"));
    ctx.render();
    return;
  }
  remember(state);
  ctx.render();
  // a game still being created (a large league's start) has nothing to read yet
  const queue = state.me.games.filter((game) => game.status !== "pending");
  const league = state.league;
  const worker = async (): Promise<void> => {
    for (let game = queue.shift(); game; game = queue.shift()) {
      try {
        const snapshot = await fetchGame(game.id);
        state.games.set(game.id, snapshot);
        if (league) rememberLeagueSeat({ id: state.id, name: league.name, variant: league.variant }, game, snapshot);
      } catch {
        // a game that cannot be read now keeps its place, unmarked
      }
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  if (!state.unmounted) ctx.render();
}

/** Runs one action of the page; true when the server took it. */
async function act(ctx: LeagueContext, failed: () => string, action: () => Promise<void>): Promise<boolean> {
  const { state } = ctx;
  if (state.busy) return false;
  state.busy = true;
  state.problem = undefined;
  ctx.render();
  let done = false;
  try {
    await action();
    done = true;
  } catch (error) {
    state.problem = message(error, failed());
  } finally {
    state.busy = false;
  }
  if (!state.unmounted) {
    ctx.render();
    await refreshLeague(ctx);
  }
  return done;
}

/** Joins with the join link's code; the player link that comes back is kept and opened. */
export function join(ctx: LeagueContext, code: string, name: string, pocketAuth?: string): Promise<boolean> {
  return act(ctx, () => t("league.problem.joinFailed"), async () => {
    const joined = await joinLeague(ctx.state.id, name, code, pocketAuth);
    const relative = sitePath(joined.url);
    const league = ctx.state.league;
    rememberLeague({ id: ctx.state.id, name: league?.name ?? "", variant: league?.variant ?? "", role: "player", url: relative, playerName: name, savedAt: new Date().toISOString() });
    ctx.go(relative);
  });
}

export function start(ctx: LeagueContext, token: string): Promise<boolean> {
  return act(ctx, () => t("league.problem.startFailed"), async () => void (await startLeague(ctx.state.id, token)));
}

/** Withdraws the player of this token, or (organizer) the player named. */
export function withdraw(ctx: LeagueContext, token: string, name?: string): Promise<boolean> {
  return act(ctx, () => t("league.problem.withdrawFailed"), async () => void (await withdrawFromLeague(ctx.state.id, token, name)));
}
