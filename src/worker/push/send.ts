/**
 * One Web Push request (RFC 8030 §5), encrypted (RFC 8291) and signed (RFC 8292), ready
 * for `fetch`. Sending it, and what to do with the push service's answer, is the caller's.
 */
import { encryptPayload } from "./encrypt.ts";
import type { SubscriptionKeys } from "./encrypt.ts";
import { vapidHeaders } from "./vapid.ts";
import type { VapidKeys } from "./vapid.ts";

/** What the browser's `PushSubscription.toJSON()` gives, minus `expirationTime`. */
export interface PushSubscriptionJson {
  endpoint: string;
  keys: SubscriptionKeys;
}

/** The application server's VAPID key pair and its contact (`mailto:` or https URL). */
export interface VapidConfig extends VapidKeys {
  subject: string;
}

/**
 * Builds the POST that delivers `payload` to one subscription.
 *
 * @param payload the message text, UTF-8 encoded; at most 3993 bytes once encoded
 * @param ttlSeconds how long the push service may hold the message for an offline
 *   browser; a day by default, since a turn notice that arrives late still matters
 * @throws {TypeError} if the endpoint is not an https URL, or as {@link vapidHeaders}
 * @throws {RangeError} as {@link encryptPayload} and {@link vapidHeaders}
 */
export async function buildPushRequest(
  subscription: PushSubscriptionJson,
  payload: string,
  vapid: VapidConfig,
  ttlSeconds = 86400,
): Promise<Request> {
  // The endpoint arrives from a browser; refusing anything but https keeps the Worker
  // from being pointed at plain-http or non-web URLs.
  if (new URL(subscription.endpoint).protocol !== "https:") {
    throw new TypeError("push endpoint must be an https URL");
  }
  if (!Number.isInteger(ttlSeconds) || ttlSeconds < 0) {
    throw new RangeError(`TTL must be a whole number of seconds, not ${ttlSeconds}`);
  }
  const body = await encryptPayload(new TextEncoder().encode(payload), subscription.keys);
  const { Authorization } = await vapidHeaders(subscription.endpoint, vapid, vapid.subject);
  return new Request(subscription.endpoint, {
    method: "POST",
    headers: {
      Authorization,
      "Content-Encoding": "aes128gcm",
      "Content-Type": "application/octet-stream",
      TTL: String(ttlSeconds),
      Urgency: "normal",
    },
    body,
  });
}
