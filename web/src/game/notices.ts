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

/** Why push cannot be offered here, or undefined when it can. */
type PushBlock = string | undefined;

/** Checks a webhook URL as the server does: https, or http on this machine for local tests. */
export function webhookProblem(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return "That is not a URL. Paste the whole webhook link, starting with https://.";
  }
  const local = url.hostname === "localhost" || url.hostname === "127.0.0.1" || url.hostname === "[::1]";
  if (url.protocol === "https:" || (url.protocol === "http:" && local)) return undefined;
  return "The webhook must be an https:// URL.";
}

/** iPhone, iPod or iPad: iPadOS browsers name a Mac in their user agent, but a Mac has no touch screen. */
function isAppleMobile(): boolean {
  return /\b(iPhone|iPad|iPod)\b/.test(navigator.userAgent) || (/\bMacintosh\b/.test(navigator.userAgent) && navigator.maxTouchPoints > 1);
}

/** Running as an installed app: Safari's home-screen apps say so in `navigator.standalone`, others by display mode. */
function isInstalledApp(): boolean {
  return (navigator as Navigator & { standalone?: boolean }).standalone === true || matchMedia("(display-mode: standalone)").matches;
}

/**
 * What the panel says on an iPhone or iPad in a browser tab, where Web Push is missing
 * because iOS (16.4 and later) gives it only to web apps added to the home screen.
 */
const APPLE_INSTALL_FOR_PUSH =
  "On iPhone and iPad, push notices reach only an installed app: Share → Add to Home Screen, then open the game from there. A webhook works here too.";

function browserPushBlock(): PushBlock {
  if (!("serviceWorker" in navigator) || !("PushManager" in window) || !("Notification" in window)) {
    if (isAppleMobile() && !isInstalledApp()) return APPLE_INSTALL_FOR_PUSH;
    return "This browser cannot receive push notifications; a webhook still works.";
  }
  if (!window.isSecureContext) return "Push notifications need the site to be opened over https.";
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
    title: "Your-turn notices",
    lead: "Get told when it is your turn, when your opponent offers a draw or a takeback, and when the game ends — no account needed.",
    scope: "this seat",
  };
}

/** The panel; it loads the settings at once. */
export function createNoticesPanel(options: NoticesOptions | NoticesTarget): HTMLElement {
  const target = "gameId" in options ? seatTarget(options) : options;
  const summaryState = h("span", { class: "notices-state" });
  const body = h("div", { class: "notices-body" }, h("p", { class: "muted" }, "Loading your notice settings…"));
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
    "aria-label": "Webhook URL",
  });

  const say = (text: string, kind: "ok" | "error" = "ok"): void => {
    message.textContent = text;
    message.className = `notices-message ${kind}`;
  };

  async function change(run: () => Promise<NoticeSettings>, done: string): Promise<void> {
    if (busy) return;
    if (!navigator.onLine) return say("You are offline; nothing was changed.", "error");
    busy = true;
    draw();
    try {
      settings = await run();
      say(done);
    } catch (error) {
      say(error instanceof Error ? error.message : "That did not work.", "error");
    } finally {
      busy = false;
      draw();
    }
  }

  async function turnPushOn(): Promise<void> {
    if (!pushKey) return;
    const permission = await Notification.requestPermission();
    if (permission !== "granted") {
      say(permission === "denied" ? "Notifications are blocked for this site; allow them in the browser's site settings." : "Push was not turned on: the browser did not get permission.", "error");
      return;
    }
    const key = pushKey;
    await change(async () => target.save({ push: await subscribe(key) }), `Push notifications are on for ${target.scope} in this browser.`);
  }

  function saveWebhook(event: Event): void {
    event.preventDefault();
    const value = webhookInput.value.trim();
    const problem = webhookProblem(value);
    if (problem) return say(problem, "error");
    void change(() => target.save({ webhook: value }), "Webhook saved. It gets a message on your turn.").then(() => {
      if (settings?.webhook === value) webhookInput.value = "";
    });
  }

  function pushPart(): HTMLElement {
    const on = settings?.push ?? false;
    const block = pushBlock ?? (settings && !settings.pushAvailable ? "Push notifications are not set up on this server; a webhook still works." : undefined);
    if (block && !on) return h("div", { class: "notice-kind" }, h("h3", {}, "Push"), h("p", { class: "muted" }, block));
    return h(
      "div",
      { class: "notice-kind" },
      h("h3", {}, "Push", h("span", { class: on ? "pill on" : "pill" }, on ? "on" : "off")),
      on
        ? h("button", { type: "button", class: "quiet", disabled: busy, onclick: () => void change(() => target.save({ push: null }), `Push notifications are off for ${target.scope}.`) }, "Turn push off")
        : h("button", { type: "button", disabled: busy || !pushKey, onclick: () => void turnPushOn() }, "Turn on push notifications"),
    );
  }

  /** On: the URL and one button to turn it off. Off: the field to set one. */
  function webhookPart(): HTMLElement {
    const current = settings?.webhook ?? null;
    const title = h("h3", {}, "Webhook", h("span", { class: current ? "pill on" : "pill" }, current ? "on" : "off"));
    if (current) {
      return h(
        "div",
        { class: "notice-kind" },
        title,
        h("p", { class: "webhook-current", title: current }, current),
        h("button", { type: "button", class: "quiet", disabled: busy, onclick: () => void change(() => target.save({ webhook: null }), "The webhook is off.") }, "Turn webhook off"),
      );
    }
    return h(
      "form",
      { class: "notice-kind", onsubmit: saveWebhook },
      title,
      h("label", { class: "field" }, h("span", {}, "Discord or Slack incoming webhook URL"), webhookInput),
      h("div", { class: "tool-row" }, h("button", { type: "submit", disabled: busy }, "Save webhook")),
    );
  }

  function draw(): void {
    if (!settings) return;
    const on = [settings.push && "push", settings.webhook && "webhook"].filter(Boolean);
    summaryState.textContent = on.length ? `on: ${on.join(", ")}` : "off";
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
      body.replaceChildren(h("p", { class: "muted" }, error instanceof Error ? error.message : "The notice settings could not be loaded.", " Close and open this panel to try again."));
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
            ? "Push notifications are not set up on this server; a webhook still works."
            : "The push key could not be loaded; reload the page to try again.";
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
