import { describe, expect, it } from "vitest";
import { generateVapidKeys } from "../../../src/worker/push/vapid.ts";
import { buildPushRequest } from "../../../src/worker/push/send.ts";
import { RFC8291 } from "./rfc8291-example.ts";
import { decryptPushBody, userAgentFrom } from "./user-agent.ts";

const ENDPOINT = "https://updates.push.services.mozilla.com/wpush/v2/gAAAAABo";
const PAYLOAD = JSON.stringify({ title: "Pigeon Post", body: "Your move in ab3kx9mq2z — ½ and all", url: "/g/ab3kx9mq2z" });

async function setup() {
  const vapid = { ...(await generateVapidKeys()), subject: "mailto:ops@pigeon-post.example" };
  const ua = await userAgentFrom(RFC8291.uaPublic, RFC8291.uaPrivate, RFC8291.authSecret);
  return { vapid, ua, subscription: { endpoint: ENDPOINT, keys: ua.keys } };
}

describe("buildPushRequest", () => {
  it("POSTs to the endpoint with the headers RFC 8030, 8188 and 8292 ask for", async () => {
    const { vapid, subscription } = await setup();
    const request = await buildPushRequest(subscription, PAYLOAD, vapid);
    expect(request.method).toBe("POST");
    expect(request.url).toBe(ENDPOINT);
    expect(Object.fromEntries(request.headers)).toEqual({
      authorization: expect.stringMatching(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${vapid.publicKey}$`)),
      "content-encoding": "aes128gcm",
      "content-type": "application/octet-stream",
      ttl: "86400",
      urgency: "normal",
    });
  });

  it("carries the given TTL", async () => {
    const { vapid, subscription } = await setup();
    expect((await buildPushRequest(subscription, PAYLOAD, vapid, 600)).headers.get("TTL")).toBe("600");
    expect((await buildPushRequest(subscription, PAYLOAD, vapid, 0)).headers.get("TTL")).toBe("0");
  });

  it("carries a body the subscriber decrypts to the payload", async () => {
    const { vapid, ua, subscription } = await setup();
    const request = await buildPushRequest(subscription, PAYLOAD, vapid);
    const body = new Uint8Array(await request.arrayBuffer());
    const payloadBytes = new TextEncoder().encode(PAYLOAD).length;
    expect(body.length).toBe(86 + payloadBytes + 17);
    const { plaintext } = await decryptPushBody(body, ua);
    expect(new TextDecoder().decode(plaintext)).toBe(PAYLOAD);
  });

  it("refuses an endpoint that is not https, and a TTL that is not whole seconds", async () => {
    const { vapid, subscription } = await setup();
    const insecure = { ...subscription, endpoint: "http://push.example/x" };
    await expect(buildPushRequest(insecure, PAYLOAD, vapid)).rejects.toThrow(TypeError);
    await expect(buildPushRequest(subscription, PAYLOAD, vapid, -1)).rejects.toThrow(RangeError);
    await expect(buildPushRequest(subscription, PAYLOAD, vapid, 1.5)).rejects.toThrow(RangeError);
  });
});
