/**
 * The league's own notices (issue 22): "round N is paired" and "the league has ended", sent
 * to every player who turned notices on (PUT /api/leagues/:id/notices), through the games'
 * own delivery (lifecycle/notices.ts: webhook or Web Push), one task per player and target.
 */
import { safeForNotice } from "../lifecycle/player-text.ts";
import { deliverNotice, MAX_DELIVERY_ATTEMPTS, vapidConfig, type LeagueNotice, type LeagueNoticeEvent } from "../lifecycle/notices.ts";
import type { NoticeTarget } from "../game-store.ts";
import type { GameNoticesTask } from "./tasks.ts";
import type { LeagueStore } from "./league-store.ts";

/** One notice to one target. */
export interface LeagueNoticeTask {
  readonly target: NoticeTarget;
  readonly notice: LeagueNotice;
}

/** The targets a player's saved settings name. */
function targetsOf(settings: GameNoticesTask["change"]): NoticeTarget[] {
  const targets: NoticeTarget[] = [];
  if (settings.webhook) targets.push({ kind: "webhook", url: settings.webhook });
  if (settings.push) targets.push({ kind: "push", ...settings.push });
  return targets;
}

/** Queues `event` for every player still in the league with notices on. */
export function queueLeagueNotices(store: LeagueStore, event: LeagueNoticeEvent, round?: number): void {
  const meta = store.readMeta()!;
  const text = safeForNotice(event === "league-round" ? `Round ${round} of ${meta.name} is paired: your new game is ready.` : `${meta.name} has ended: see the final table.`);
  const notice: LeagueNotice = { event, leagueId: meta.id, url: `${meta.origin}/l/${meta.id}`, text };
  for (const player of store.players()) {
    if (player.withdrawn || !player.notices) continue;
    for (const target of targetsOf(JSON.parse(player.notices) as GameNoticesTask["change"])) store.addTask("league-notice", { target, notice } satisfies LeagueNoticeTask);
  }
}

/** Sends one; true when done (delivered, the target gone, or out of attempts). */
export async function sendLeagueNotice(task: LeagueNoticeTask, attempts: number, env: Env, fetcher: typeof fetch): Promise<boolean> {
  const result = await deliverNotice(task.target, task.notice, vapidConfig(env), fetcher);
  return result !== "retry" || attempts + 1 >= MAX_DELIVERY_ATTEMPTS;
}
