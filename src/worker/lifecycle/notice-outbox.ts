/**
 * The room's notice outbox: what a notice says, queueing one for every target a seat has
 * set, and delivering those that are due (from the alarm, never inside a move).
 */
import { isTimeBank } from "../../contract/time-control.ts";
import { opposite, type Side } from "../../engine/types.ts";
import { reasonKey } from "../reason-key.ts";
import { isLocale, type Locale } from "../../i18n/locales.ts";
import { translatorFor } from "../../i18n/server.ts";
import type { GameStore } from "../game-store.ts";
import type { NoticeTarget } from "../game-rows.ts";
import { currentState, isOver, lastTurnOf, outcomeOf, type LiveGame } from "../live-game.ts";
import type { NoticeSettings, NoticesChange } from "../../contract/api.ts";
import { quoteForNotice, safeForNotice } from "./player-text.ts";
import {
  deliverNotice,
  deliveryRetryDelay,
  MAX_DELIVERY_ATTEMPTS,
  type Notice,
  type NoticeEvent,
  type VapidConfig,
} from "./notices.ts";

/**
 * The sentence a notice carries, as the seat `side` reads it, in `locale` (the language the
 * seat subscribed in); `wrote` quotes the opponent's message. Names and quotes are the
 * players': nothing that reorders or breaks the line (controls, bidirectional controls)
 * reaches the notice, so each is made safe before it goes into the sentence (a
 * right-to-left sentence then isolates it itself: translator.ts).
 */
export function noticeText(live: LiveGame, side: Side, event: NoticeEvent, wrote?: string, locale: Locale = "en"): string {
  const { t } = translatorFor(locale);
  const game = safeForNotice(live.game.name);
  const opponent = safeForNotice(live.meta.names[opposite(side)]);
  const quote = wrote === undefined ? undefined : quoteForNotice(wrote);
  switch (event) {
    case "your-turn": {
      const moves = safeForNotice(lastTurnOf(live, side).join(", "));
      if (!moves) return t("notice.yourTurn", { game, opponent });
      if (quote === undefined) return t("notice.yourTurnAfterMove", { game, opponent, moves });
      return t("notice.yourTurnAfterMoveAndMessage", { game, opponent, moves, quote });
    }
    case "message":
      return t("notice.message", { game, opponent, quote: quote ?? "" });
    case "reminder":
      return live.meta.timeControl && isTimeBank(live.meta.timeControl)
        ? t("notice.reminderTimeBank", { game, opponent })
        : t("notice.reminder", { game, opponent });
    case "vacation-start":
      return t("notice.vacationStart", { game, opponent });
    case "vacation-end":
      return t("notice.vacationEnd", { game, opponent });
    case "pause-offer":
      return t("notice.pauseOffer", { game, opponent });
    case "give-time":
      return t("notice.giveTime", { game, opponent });
    case "timeout-claim":
      return t("notice.timeoutClaim", { game, opponent });
    case "draw-offer":
      return t("notice.drawOffer", { game, opponent });
    case "takeback-offer":
      return t("notice.takebackOffer", { game, opponent });
    case "rematch-offer":
      return t("notice.rematchOffer", { game, opponent });
    case "game-over": {
      const outcome = outcomeOf(live);
      const result = outcome.status === "win" ? (outcome.winner === side ? "won" : "lost") : "draw";
      const reason = outcome.status === "ongoing" ? "" : t("server.endReason", { reason: reasonKey(outcome.reason) });
      return t("notice.gameOver", { game, opponent, result, reason });
    }
  }
}

/**
 * The language of `side`'s notices: the one its latest notice settings were sent in
 * (every target of a seat carries it; changeNoticeSettings keeps them the same), English
 * for a seat that set them before languages came or has none.
 */
export function seatLocale(targets: readonly NoticeTarget[]): Locale {
  const lang = targets[0]?.lang;
  return isLocale(lang) ? lang : "en";
}

/**
 * The notices a move by `mover` sets off (`replied`: the opponent's conditional reply was
 * played at once; `wrote`: the message sent with the move). "Your turn" goes only where
 * the turn passes: to the opponent, or back to the mover after an automatic reply. The
 * message always reaches the opponent: quoted in its your-turn notice when it has the
 * turn, else (the mover goes on, a reply was played, the game ended) on its own.
 */
export function noticesAfterMove(live: LiveGame, mover: Side, replied: boolean, wrote: string | undefined): { side: Side; event: NoticeEvent; wrote?: string }[] {
  const opponent = opposite(mover);
  const next = isOver(live) ? null : live.game.turn(currentState(live));
  const notices: { side: Side; event: NoticeEvent; wrote?: string }[] = [];
  if (next === opponent) notices.push({ side: opponent, event: "your-turn", wrote });
  else if (next === mover && replied) notices.push({ side: mover, event: "your-turn" });
  if (wrote !== undefined && next !== opponent) notices.push({ side: opponent, event: "message", wrote });
  return notices;
}

/** The notice of `event` for the seat `side`: its link is the watch link, never a seat's. */
export function noticeOf(live: LiveGame, side: Side, event: NoticeEvent, wrote?: string, locale: Locale = "en"): Notice {
  return { event, gameId: live.meta.id, side, url: `${live.meta.origin}/g/${live.meta.id}`, text: noticeText(live, side, event, wrote, locale) };
}

/** Queues `notice` (by default `event`'s) for every target of `side`'s seat, due `at` (now by default); the alarm delivers it. */
export function enqueueNotice(store: GameStore, live: LiveGame, side: Side, event: NoticeEvent, wrote?: string, notice?: Notice, at = Date.now()): void {
  const targets = store.readNoticeTargets(side);
  if (targets.length === 0) return;
  const payload = JSON.stringify(notice ?? noticeOf(live, side, event, wrote, seatLocale(targets)));
  for (const target of targets) store.enqueueNotice(side, target, payload, at);
}

/** What a seat's notice panel shows. */
export function noticeSettings(store: GameStore, side: Side, vapid: VapidConfig | undefined): NoticeSettings {
  const targets = store.readNoticeTargets(side);
  const webhook = targets.find((t): t is Extract<NoticeTarget, { kind: "webhook" }> => t.kind === "webhook");
  return { webhook: webhook?.url ?? null, push: targets.some((t) => t.kind === "push"), pushAvailable: vapid !== undefined };
}

/** What a seat's notice settings change to: each kind turned on (a target) or off (null), or left (undefined); logged. */
export function changeNoticeSettings(
  store: GameStore,
  side: Side,
  change: NoticesChange & { readonly lang?: Locale },
  vapid: VapidConfig | undefined,
): NoticeSettings {
  const lang = change.lang ?? "en";
  if (change.webhook === null) store.removeNoticeTargets(side, "webhook");
  else if (change.webhook !== undefined) store.writeNoticeTarget(side, { kind: "webhook", url: change.webhook, lang });
  if (change.push === null) store.removeNoticeTargets(side, "push");
  else if (change.push !== undefined) store.writeNoticeTarget(side, { kind: "push", ...change.push, lang });
  // the language of the latest settings is the seat's: a target they left as it was speaks it from now on too
  for (const target of store.readNoticeTargets(side)) if (target.lang !== lang) store.writeNoticeTarget(side, { ...target, lang });
  const settings = noticeSettings(store, side, vapid);
  store.appendEvent("notices", side, Date.now(), settings);
  return settings;
}

/** Sends the notices that are due; failures back off, a push endpoint that is gone is dropped. */
export async function deliverDueNotices(
  store: GameStore,
  vapid: VapidConfig | undefined,
  fetcher: typeof fetch,
  now: number,
): Promise<void> {
  for (const item of store.dueNotices(now)) {
    const result = await deliverNotice(item.target, JSON.parse(item.payload) as Notice, vapid, fetcher);
    if (result === "delivered") store.finishNotice(item.id);
    else if (result === "gone") {
      store.finishNotice(item.id);
      if (item.target.kind === "push") store.removeNoticeTargets(item.side, "push");
    } else if (item.attempts + 1 >= MAX_DELIVERY_ATTEMPTS) store.finishNotice(item.id);
    else store.retryNotice(item.id, item.attempts + 1, Date.now() + deliveryRetryDelay(item.attempts + 1));
  }
}
