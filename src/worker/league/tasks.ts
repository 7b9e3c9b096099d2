/**
 * The league's outbox: what it must do outside itself, stored first and done by its alarm,
 * retried with backoff until it succeeds (ending a withdrawn player's games, applying a
 * player's notice settings to a game, archiving the finished league, its own notices). Each
 * task is safe to do twice.
 */
import type { Side } from "../../engine/types.ts";
import type { GameRoom } from "../game-room.ts";
import { archiveRetryDelay } from "../lifecycle/archiving.ts";
import { archiveLeague } from "./archive.ts";
import { leagueSeatToken } from "./seat-links.ts";
import { sendLeagueNotice, type LeagueNoticeTask } from "./notices.ts";
import type { LeagueStore, LeagueTask } from "./league-store.ts";
import { leagueView } from "./view.ts";

/** Tasks done a wake, so that a wake stays bounded (a 64-player league's notices are many). */
const TASK_BATCH = 50;

/** A player's notice settings for one of their games (the games' own PUT /notices body). */
export interface GameNoticesTask {
  readonly gameId: string;
  readonly side: Side;
  readonly change: Parameters<GameRoom["setNotices"]>[1];
}

/** What a task needs from the League object. */
export interface TaskContext {
  readonly env: Env;
  readonly secret: string;
  readonly fetcher: typeof fetch;
}

/** Does the due tasks; a failure is retried later. */
export async function runDueTasks(store: LeagueStore, context: TaskContext, now: number): Promise<void> {
  for (const task of store.dueTasks(now, TASK_BATCH)) {
    try {
      const done = await runTask(store, context, task);
      if (done) store.finishTask(task.id);
      else store.retryTask(task.id, task.attempts + 1, Date.now() + archiveRetryDelay(task.attempts + 1));
    } catch (error) {
      console.error(`league task ${task.kind} failed (attempt ${task.attempts + 1}); will retry`, error);
      store.retryTask(task.id, task.attempts + 1, Date.now() + archiveRetryDelay(task.attempts + 1));
    }
  }
}

/** True when done (or when it can never be done: a refusal that retrying cannot change). */
async function runTask(store: LeagueStore, { env, secret, fetcher }: TaskContext, task: LeagueTask): Promise<boolean> {
  const meta = store.readMeta()!;
  const room = (id: string) => {
    const namespace = env.GAME_ROOM as DurableObjectNamespace<GameRoom>;
    return namespace.get(namespace.idFromName(id));
  };
  switch (task.kind) {
    case "end-game": {
      // the withdrawn player's own seat resigns: the league holds no other power over a game
      const { gameId, side } = JSON.parse(task.payload) as { gameId: string; side: Side };
      const ended = await room(gameId).resign(await leagueSeatToken(secret, meta.id, gameId, side));
      // not yet created (a large league's start) is tried again; over already is done
      return ended.ok || ended.error.code !== "not_found";
    }
    case "game-notices": {
      const { gameId, side, change } = JSON.parse(task.payload) as GameNoticesTask;
      const set = await room(gameId).setNotices(await leagueSeatToken(secret, meta.id, gameId, side), change);
      return set.ok || set.error.code !== "not_found";
    }
    case "league-notice":
      return sendLeagueNotice(JSON.parse(task.payload) as LeagueNoticeTask, task.attempts, env, fetcher);
    case "archive":
      await archiveLeague(env.DB, leagueView(store));
      return true;
    default:
      console.error(`league ${meta.id}: unknown task ${task.kind} dropped`);
      return true;
  }
}
