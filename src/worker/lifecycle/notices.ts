/**
 * "Your turn" notices: what they say, and delivering one to a webhook or a Web Push
 * endpoint. Delivery runs from the game's alarm, never inside a move request, and a
 * failed delivery is retried with backoff.
 */
import type { Side } from "../../engine/types.ts";
import { buildPushRequest } from "../push/send.ts";
import type { NoticeTarget } from "../game-rows.ts";

export type NoticeEvent =
  | "your-turn"
  | "reminder"
  | "draw-offer"
  | "takeback-offer"
  | "rematch-offer"
  | "game-over"
  | "message"
  // the clocks (issue 21): the opponent's vacation, a pause offered, time given, the opponent's time ran out (a claim awaits)
  | "vacation-start"
  | "vacation-end"
  | "pause-offer"
  | "give-time"
  | "timeout-claim";

export interface Notice {
  readonly event: NoticeEvent;
  readonly gameId: string;
  /** The recipient's seat. The link in the notice is the watch link: a notice never carries a seat token. */
  readonly side: Side;
  readonly url: string;
  readonly text: string;
}

/** What a league itself tells its players (issue 22): a round paired, the league over. */
export type LeagueNoticeEvent = "league-round" | "league-ended";

/** A league's notice: about the league (its page is the link), not one game or seat. */
export interface LeagueNotice {
  readonly event: LeagueNoticeEvent;
  readonly leagueId: string;
  readonly url: string;
  readonly text: string;
}

/** What a notice is about, for programs: a game and the seat, or a league. */
function subjectOf(notice: Notice | LeagueNotice): { game: string; side: Side } | { league: string } {
  return "leagueId" in notice ? { league: notice.leagueId } : { game: notice.gameId, side: notice.side };
}

/** Backoff for failed deliveries: 30 s, 1 min, 2 min... up to 6 h, then give up. */
export const MAX_DELIVERY_ATTEMPTS = 10;
export function deliveryRetryDelay(attempts: number): number {
  return Math.min(30_000 * 2 ** (attempts - 1), 6 * 3_600_000);
}

/**
 * Discord's Markdown characters escaped with a backslash (which Discord shows as the
 * bare character): with `[` and `]` escaped a quoted `[click](https://…)` stays text,
 * not a masked link, and names or quotes cannot bold, strike, hide (spoilers) or make
 * `<…>` mentions either. A notice is one line, so `#`, `-` and `>` (heading, list,
 * quote) matter only at its start; moves like a9-a8 stay as they are.
 */
function escapeDiscordMarkdown(text: string): string {
  return text.replace(/[\\*_~`|[\]<>]/g, "\\$&").replace(/^[#>-]/, "\\$&");
}

/**
 * A JSON body that Discord (`content`) and Slack (`text`) both display, plus fields for
 * programs. A notice can quote a player's message, so neither may ping anyone or show a
 * link that hides where it goes: Discord is told to parse no mentions and gets the text
 * with its Markdown escaped; Slack's control characters (`<`, `>`, `&`, which make its
 * `<url|text>` links) are escaped as it asks. The game's own link is left as it is.
 */
export function webhookBody(notice: Notice | LeagueNotice): string {
  const slack = `${notice.text} ${notice.url}`.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  return JSON.stringify({
    content: `${escapeDiscordMarkdown(notice.text)} ${notice.url}`,
    allowed_mentions: { parse: [] },
    text: slack,
    event: notice.event,
    ...subjectOf(notice),
    url: notice.url,
  });
}

export function pushBody(notice: Notice | LeagueNotice): string {
  const subject = subjectOf(notice);
  return JSON.stringify({ title: "Pigeon Post", body: notice.text, url: notice.url, event: notice.event, ...("game" in subject ? { game: subject.game } : subject) });
}

export type DeliveryResult = "delivered" | "retry" | "gone";

export interface VapidConfig {
  readonly publicKey: string;
  readonly privateKey: string;
  readonly subject: string;
}

/** The server's push keys from its environment, or undefined when push is not set up. */
export function vapidConfig(env: { readonly VAPID_PUBLIC_KEY?: string; readonly VAPID_PRIVATE_KEY?: string; readonly VAPID_SUBJECT?: string }): VapidConfig | undefined {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: subject } = env;
  return publicKey && privateKey ? { publicKey, privateKey, subject: subject || "mailto:admin@localhost" } : undefined;
}

/** What an endpoint's answer means. Only a 2xx delivers; a 3xx (not followed) is a failure to retry. */
function deliveryResult(res: Response): DeliveryResult {
  if (res.status >= 200 && res.status < 300) return "delivered";
  return res.status === 404 || res.status === 410 ? "gone" : "retry";
}

/** Delivers one notice. "gone" means the target no longer exists (push 404/410) and should be dropped. */
export async function deliverNotice(
  target: NoticeTarget,
  notice: Notice | LeagueNotice,
  vapid: VapidConfig | undefined,
  fetcher: typeof fetch = fetch,
): Promise<DeliveryResult> {
  try {
    if (target.kind === "webhook") {
      const res = await fetcher(target.url, {
        method: "POST",
        headers: { "Content-Type": "application/json", "User-Agent": "PigeonPost-Webhook/1" },
        body: webhookBody(notice),
        signal: AbortSignal.timeout(10_000),
        // A notice goes to the address its seat saved and nowhere else: a redirect is a failed delivery.
        redirect: "manual",
      });
      return deliveryResult(res);
    }
    if (!vapid) return "gone";
    let request: Request;
    try {
      request = await buildPushRequest({ endpoint: target.endpoint, keys: target.keys }, pushBody(notice), vapid);
    } catch {
      // bad keys or an oversized payload fail the same way every time: retrying cannot help
      return "gone";
    }
    const res = await fetcher(request, { signal: AbortSignal.timeout(10_000), redirect: "manual" });
    return deliveryResult(res);
  } catch {
    return "retry";
  }
}
