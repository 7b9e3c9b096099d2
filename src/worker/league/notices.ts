/**
 * The league's own notices (issue 22): "round N is paired" and "the league has ended", sent
 * to every player who turned notices on (PUT /api/leagues/:id/notices), through the games'
 * own delivery (lifecycle/notices.ts: webhook or Web Push), one task per player and target.
 */
import { isLocale, type Locale } from "../../i18n/locales.ts";
import { translatorFor } from "../../i18n/server.ts";
import { safeForNotice } from "../lifecycle/player-text.ts";
import { deliverNotice, MAX_DELIVERY_ATTEMPTS, vapidConfig, type LeagueNotice, type LeagueNoticeEvent } from "../lifecycle/notices.ts";
import type { NoticeTarget } from "../game-rows.ts";
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

/** What `event` says, in `locale`: the league's name is its organizer's, made safe before it goes in. */
function leagueNoticeText(event: LeagueNoticeEvent, league: string, round: number | undefined, locale: Locale): string {
  const { t } = translatorFor(locale);
  const name = safeForNotice(league);
  return event === "league-round" ? t("notice.leagueRound", { league: name, round: round ?? 0 }) : t("notice.leagueEnded", { league: name });
}

/**
 * Queues `event` for every player still in the league with notices on, each in the
 * language their latest notice settings were sent in (English for settings saved before
 * languages came).
 */
export function queueLeagueNotices(store: LeagueStore, event: LeagueNoticeEvent, round?: number): void {
  const meta = store.readMeta()!;
  const texts = new Map<Locale, string>();
  for (const player of store.players()) {
    if (player.withdrawn || !player.notices) continue;
    const settings = JSON.parse(player.notices) as GameNoticesTask["change"];
    const locale = isLocale(settings.lang) ? settings.lang : "en";
    let text = texts.get(locale);
    if (text === undefined) texts.set(locale, (text = leagueNoticeText(event, meta.name, round, locale)));
    const notice: LeagueNotice = { event, leagueId: meta.id, url: `${meta.origin}/l/${meta.id}`, text };
    for (const target of targetsOf(settings)) store.addTask("league-notice", { target, notice } satisfies LeagueNoticeTask);
  }
}

/** Sends one; true when done (delivered, the target gone, or out of attempts). */
export async function sendLeagueNotice(task: LeagueNoticeTask, attempts: number, env: Env, fetcher: typeof fetch): Promise<boolean> {
  const result = await deliverNotice(task.target, task.notice, vapidConfig(env), fetcher);
  return result !== "retry" || attempts + 1 >= MAX_DELIVERY_ATTEMPTS;
}
