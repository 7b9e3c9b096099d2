/**
 * The room's notice outbox: what a notice says, queueing one for every target a seat has
 * set, and delivering those that are due (from the alarm, never inside a move).
 */
import { isTimeBank } from "../../contract/time-control.ts";
import { opposite, type Side } from "../../engine/types.ts";
import type { GameStore, NoticeTarget } from "../game-store.ts";
import { currentState, isOver, lastTurnOf, outcomeOf, type LiveGame } from "../live-game.ts";
import type { NoticeSettings } from "../../contract/api.ts";
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
 * The sentence a notice carries, as the seat `side` reads it; `wrote` quotes the
 * opponent's message. Names and quotes are the players': nothing that reorders or breaks
 * the line (controls, bidirectional controls) reaches the notice.
 */
export function noticeText(live: LiveGame, side: Side, event: NoticeEvent, wrote?: string): string {
  return safeForNotice(sentence(live, side, event, wrote));
}

function sentence(live: LiveGame, side: Side, event: NoticeEvent, wrote?: string): string {
  const game = live.game.name;
  const opponent = live.meta.names[opposite(side)];
  const quote = wrote === undefined ? "" : `“${quoteForNotice(wrote)}”`;
  switch (event) {
    case "your-turn": {
      const played = lastTurnOf(live, side).join(", ");
      const said = played ? `${opponent} played ${played}${quote ? ` and wrote: ${quote}` : ""}. ` : "";
      return `${said}Your turn in ${game} against ${opponent}.`;
    }
    case "message":
      return `${opponent} wrote in ${game}: ${quote}`;
    case "reminder":
      return live.meta.timeControl && isTimeBank(live.meta.timeControl)
        ? `One day is left in your time bank in ${game} against ${opponent}.`
        : `A quarter of your time is left to move in ${game} against ${opponent}.`;
    case "vacation-start":
      return `${opponent} is on vacation in ${game}: their clock stops on their turns.`;
    case "vacation-end":
      return `${opponent} is back from vacation in ${game}.`;
    case "pause-offer":
      return `${opponent} offers to pause the clocks in ${game}.`;
    case "give-time":
      return `${opponent} gave you more time in ${game}.`;
    case "timeout-claim":
      return `${opponent}'s time ran out in ${game}: claim the win or play on.`;
    case "draw-offer":
      return `${opponent} offers a draw in ${game}.`;
    case "takeback-offer":
      return `${opponent} asks to take back a move in ${game}.`;
    case "rematch-offer":
      return `${opponent} offers a rematch in ${game}.`;
    case "game-over": {
      const outcome = outcomeOf(live);
      const result = outcome.status === "win" ? (outcome.winner === side ? "You won" : "You lost") : "Draw";
      return `${game} against ${opponent} is over: ${result} (${outcome.status === "ongoing" ? "" : outcome.reason}).`;
    }
  }
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
export function noticeOf(live: LiveGame, side: Side, event: NoticeEvent, wrote?: string): Notice {
  return { event, gameId: live.meta.id, side, url: `${live.meta.origin}/g/${live.meta.id}`, text: noticeText(live, side, event, wrote) };
}

/** Queues `notice` (by default `event`'s) for every target of `side`'s seat, due `at` (now by default); the alarm delivers it. */
export function enqueueNotice(store: GameStore, live: LiveGame, side: Side, event: NoticeEvent, wrote?: string, notice?: Notice, at = Date.now()): void {
  const targets = store.readNoticeTargets(side);
  if (targets.length === 0) return;
  const payload = JSON.stringify(notice ?? noticeOf(live, side, event, wrote));
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
  change: { webhook?: string | null; push?: { endpoint: string; keys: { p256dh: string; auth: string } } | null },
  vapid: VapidConfig | undefined,
): NoticeSettings {
  if (change.webhook === null) store.removeNoticeTargets(side, "webhook");
  else if (change.webhook !== undefined) store.writeNoticeTarget(side, { kind: "webhook", url: change.webhook });
  if (change.push === null) store.removeNoticeTargets(side, "push");
  else if (change.push !== undefined) store.writeNoticeTarget(side, { kind: "push", ...change.push });
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
