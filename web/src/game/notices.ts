/**
 * The notices panel of a seat's game page: "your turn" notices for this seat by Web Push
 * (this browser, through web/public/sw.js) and by webhook (a Discord or Slack incoming
 * webhook). It shows the server's current settings and turns each kind on, or off with
 * one click. Push subscriptions stay in the browser: turning push off for one game only
 * tells that game to stop, since other games may share the subscription.
 */
import { ApiError } from "../api.ts";
import { h } from "../dom.ts";
import { fetchNotices, fetchPushKey, putNotices, type NoticeSettings } from "../lifecycle-api.ts";
import "./lifecycle.css";
import { currentLocale, t } from "../i18n.ts";

/** Why push cannot be offered here, or undefined when it can. */
type PushBlock = string | undefined;

/** Checks a webhook URL as the server does: https, or http on this machine for local tests. */
export function webhookProblem(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return t("game.notices.notUrl");
  }
  const local = url.hostname === "localhost" || url.hostname === "127.0.0.1" || url.hostname === "[::1]";
  if (url.protocol === "https:" || (url.protocol === "http:" && local)) return undefined;
  return t("game.notices.needsHttps");
}

/** iPhone, iPod or iPad: iPadOS browsers name a Mac in their user agent, but a Mac has no touch screen. */
function isAppleMobile(): boolean {
  return /\b(iPhone|iPad|iPod)\b/.test(navigator.userAgent) || (/\bMacintosh\b/.test(navigator.userAgent) && navigator.maxTouchPoints > 1);
}

/** Running as an installed app: Safari's home-screen apps say so in `navigator.standalone`, others by display mode. */
function isInstalledApp(): boolean {
  return (navigator as Navigator & { standalone?: boolean }).standalone === true || matchMedia("(display-mode: standalone)").matches;
}


function browserPushBlock(): PushBlock {
  if (!("serviceWorker" in navigator) || !("PushManager" in window) || !("Notification" in window)) {
    // on an iPhone or iPad in a browser tab Web Push is missing: iOS (16.4 and later) gives it only to web apps added to the home screen
    if (isAppleMobile() && !isInstalledApp()) return t("game.notices.appleInstall");
    return t("game.notices.noPushBrowser");
  }
  if (!window.isSecureContext) return t("game.notices.needsSecure");
  return undefined;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64url.replace(/-/g, "+").replace(/_/g, "/"));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function sameKey(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.length) return false;
  const view = new Uint8Array(a);
  return view.every((byte, i) => byte === b[i]);
}

/** Subscribes this browser to push with the server's VAPID key (again, if the key changed). */
async function subscribe(publicKey: string): Promise<PushSubscriptionJSON> {
  const registration = await navigator.serviceWorker.register("/sw.js");
  await navigator.serviceWorker.ready;
  const key = keyBytes(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  return subscription.toJSON();
}

export interface NoticesOptions {
  readonly gameId: string;
  readonly token: string;
}

/**
 * Whose notices the panel sets: a seat's (a game page), or every game of a league player
 * (the league page, `GET`/`PUT /api/leagues/:id/notices`, the same body).
 */
export interface NoticesTarget {
  load(): Promise<NoticeSettings>;
  save(change: { webhook?: string | null; push?: PushSubscriptionJSON | null }): Promise<NoticeSettings>;
  /** The panel's title ("Your-turn notices"). */
  readonly title: string;
  /** The sentence under the title: what the notices tell. */
  readonly lead: string;
  /** What the settings cover, in the panel's messages ("this seat"). */
  readonly scope: string;
}

function seatTarget({ gameId, token }: NoticesOptions): NoticesTarget {
  return {
    load: () => fetchNotices(gameId, token),
    save: (change) => putNotices(gameId, token, change),
    title: t("game.notices.title"),
    lead: t("game.notices.lead"),
    scope: t("game.notices.scopeSeat"),
  };
}

/** The panel; it loads the settings at once. */
export function createNoticesPanel(options: NoticesOptions | NoticesTarget): HTMLElement {
  const target = "gameId" in options ? seatTarget(options) : options;
  const summaryState = h("span", { class: "notices-state" });
  const body = h("div", { class: "notices-body" }, h("p", { class: "muted" }, t("game.notices.loading")));
  const panel = h(
    "details",
    { class: "notices panel", "data-testid": "notices" },
    h("summary", {}, h("span", { class: "panel-title" }, target.title), summaryState),
    h("p", { class: "muted panel-lead" }, target.lead),
    body,
  );
  let settings: NoticeSettings | undefined;
  let pushKey: string | undefined;
  let pushBlock: PushBlock = browserPushBlock();
  let busy = false;
  const message = h("p", { class: "notices-message", role: "status", "aria-live": "polite" });
  const webhookInput = h("input", {
    type: "url",
    name: "webhook",
    inputmode: "url",
    autocomplete: "off",
    spellcheck: "false",
    placeholder: "https://discord.com/api/webhooks/…",
    "aria-label": t("game.notices.webhookUrl"),
  });

  const say = (text: string, kind: "ok" | "error" = "ok"): void => {
    message.textContent = text;
    message.className = `notices-message ${kind}`;
  };

  async function change(run: () => Promise<NoticeSettings>, done: string): Promise<void> {
    if (busy) return;
    if (!navigator.onLine) return say(t("game.notices.offline"), "error");
    busy = true;
    draw();
    try {
      settings = await run();
      say(done);
    } catch (error) {
      say(error instanceof Error ? error.message : t("game.notices.failed"), "error");
    } finally {
      busy = false;
      draw();
    }
  }

  async function turnPushOn(): Promise<void> {
    if (!pushKey) return;
    const permission = await Notification.requestPermission();
    if (permission !== "granted") {
      say(permission === "denied" ? t("game.notices.blocked") : t("game.notices.noPermission"), "error");
      return;
    }
    const key = pushKey;
    await change(async () => target.save({ push: await subscribe(key) }), t("game.notices.pushOn", { scope: target.scope }));
  }

  function saveWebhook(event: Event): void {
    event.preventDefault();
    const value = webhookInput.value.trim();
    const problem = webhookProblem(value);
    if (problem) return say(problem, "error");
    void change(() => target.save({ webhook: value }), t("game.notices.webhookSaved")).then(() => {
      if (settings?.webhook === value) webhookInput.value = "";
    });
  }

  function pushPart(): HTMLElement {
    const on = settings?.push ?? false;
    const block = pushBlock ?? (settings && !settings.pushAvailable ? t("game.notices.noPushServer") : undefined);
    if (block && !on) return h("div", { class: "notice-kind" }, h("h3", {}, t("game.notices.push")), h("p", { class: "muted" }, block));
    return h(
      "div",
      { class: "notice-kind" },
      h("h3", {}, t("game.notices.push"), h("span", { class: on ? "pill on" : "pill" }, on ? t("game.notices.on") : t("game.notices.off"))),
      on
        ? h("button", { type: "button", class: "quiet", disabled: busy, onclick: () => void change(() => target.save({ push: null }), t("game.notices.pushOff", { scope: target.scope })) }, t("game.notices.turnPushOff"))
        : h("button", { type: "button", disabled: busy || !pushKey, onclick: () => void turnPushOn() }, t("game.notices.turnPushOn")),
    );
  }

  /** On: the URL and one button to turn it off. Off: the field to set one. */
  function webhookPart(): HTMLElement {
    const current = settings?.webhook ?? null;
    const title = h("h3", {}, t("game.notices.webhook"), h("span", { class: current ? "pill on" : "pill" }, current ? t("game.notices.on") : t("game.notices.off")));
    if (current) {
      return h(
        "div",
        { class: "notice-kind" },
        title,
        h("p", { class: "webhook-current", title: current }, current),
        h("button", { type: "button", class: "quiet", disabled: busy, onclick: () => void change(() => target.save({ webhook: null }), t("game.notices.webhookOff")) }, t("game.notices.turnWebhookOff")),
      );
    }
    return h(
      "form",
      { class: "notice-kind", onsubmit: saveWebhook },
      title,
      h("label", { class: "field" }, h("span", {}, t("game.notices.webhookField")), webhookInput),
      h("div", { class: "tool-row" }, h("button", { type: "submit", disabled: busy }, t("game.notices.saveWebhook"))),
    );
  }

  function draw(): void {
    if (!settings) return;
    const on = [settings.push ? t("game.notices.kindPush") : "", settings.webhook ? t("game.notices.kindWebhook") : ""].filter(Boolean);
    summaryState.textContent = on.length ? t("game.notices.summaryOn", { kinds: new Intl.ListFormat(currentLocale(), { type: "unit", style: "short" }).format(on) }) : t("game.notices.off");
    summaryState.className = on.length ? "notices-state on" : "notices-state";
    body.replaceChildren(pushPart(), webhookPart(), message);
  }

  let loading = false;
  async function load(): Promise<void> {
    if (loading || settings) return;
    loading = true;
    try {
      settings = await target.load();
    } catch (error) {
      summaryState.textContent = "";
      body.replaceChildren(h("p", { class: "muted" }, error instanceof Error ? error.message : t("game.notices.notLoaded"), " ", t("game.notices.tryAgain")));
      return;
    } finally {
      loading = false;
    }
    if (!pushBlock && settings.pushAvailable) {
      try {
        pushKey = await fetchPushKey();
      } catch (error) {
        pushBlock =
          error instanceof ApiError && error.status === 404
            ? t("game.notices.noPushServer")
            : t("game.notices.noPushKey");
      }
    }
    draw();
  }
  // Loaded at once for the summary's on/off; again on opening if that failed (offline).
  void load();
  panel.addEventListener("toggle", () => {
    if (panel.open) void load();
  });
  return panel;
}
