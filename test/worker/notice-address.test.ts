// Where notices may go (issue 12, item 4): only the public internet, in every spelling of
// an address, through workerd's own URL parser (which folds the spellings).
import { describe, expect, it } from "vitest";
import { refuseNoticeAddress } from "../../src/worker/lifecycle/notice-address.ts";
import { call, createGame, errorOf } from "./client.ts";

const CLOSED = { allowLoopback: false };
const DEV = { allowLoopback: true };
const refuse = (url: string, policy = CLOSED) => refuseNoticeAddress(url, "webhook", policy);

describe("notice addresses", () => {
  const inside: [string, RegExp][] = [
    ["https://127.0.0.1/", /loopback address/],
    ["https://127.1/", /loopback address/],
    ["https://2130706433/", /loopback address/],
    ["https://0x7f000001/", /loopback address/],
    ["https://0177.0.0.1/", /loopback address/],
    ["https://[::1]/", /loopback address/],
    ["https://[::ffff:127.0.0.1]/", /loopback address/],
    ["https://[::ffff:7f00:1]/", /loopback address/],
    ["https://localhost/", /this machine \(localhost\)/],
    ["https://LOCALHOST./x", /this machine \(localhost\)/],
    ["https://api.localhost/", /this machine \(localhost\)/],
    ["https://10.0.0.1/", /private address/],
    ["https://172.16.5.4/", /private address/],
    ["https://172.31.255.255/", /private address/],
    ["https://192.168.1.1/", /private address/],
    ["https://[fd00::1]/", /private address/],
    ["https://[::ffff:10.1.2.3]/", /private address/],
    ["https://169.254.169.254/latest/meta-data/", /link-local address/],
    ["https://[fe80::1]/", /link-local address/],
    ["https://100.64.0.1/", /carrier-grade NAT address/],
    ["https://100.127.255.254/", /carrier-grade NAT address/],
    ["https://0.0.0.0/", /unspecified address/],
    ["https://0/", /unspecified address/],
    ["https://[::]/", /unspecified address/],
    ["https://printer.local/", /local network host \(\.local\)/],
    ["https://metadata.google.internal/", /local network host \(\.internal\)/],
    ["https://intranet/", /has no domain/],
    ["https://user:secret@hooks.example/", /user name or password/],
    ["http://hooks.example/", /must be an https:\/\/ URL/],
    ["ftp://hooks.example/", /must be an https:\/\/ URL/],
  ];
  for (const [url, why] of inside) {
    it(`refuses ${url}`, () => {
      expect(refuse(url)).toMatch(why);
    });
  }

  for (const url of ["https://discord.com/api/webhooks/1/x", "https://hooks.slack.com/services/T/B/x", "https://8.8.8.8/", "https://172.32.0.1/", "https://100.128.0.1/", "https://[2606:4700::1111]/"]) {
    it(`takes ${url}`, () => {
      expect(refuse(url)).toBeUndefined();
    });
  }

  it("opens this machine, and only this machine, when the development setting is on", () => {
    for (const url of ["http://localhost:9999/hook", "http://127.0.0.1:9/x", "https://[::1]/", "http://0x7f000001/"]) expect(refuse(url, DEV)).toBeUndefined();
    expect(refuse("http://10.0.0.1/", DEV)).toMatch(/https/);
    expect(refuse("https://10.0.0.1/", DEV)).toMatch(/private address/);
    expect(refuse("https://169.254.169.254/", DEV)).toMatch(/link-local/);
  });

  it("answers a refused webhook or push endpoint with 400 and the sentence, storing nothing", async () => {
    const game = await createGame();
    const put = (json: unknown) => call(`/api/games/${game.id}/notices`, { method: "PUT", token: game.seats.white.token, json });
    expect(await errorOf(await put({ webhook: "https://169.254.169.254/latest" }))).toEqual({
      status: 400,
      code: "bad_request",
      message: "The webhook points to a link-local address; notices go only to the public internet.",
    });
    // the tests' server keeps loopback closed, as production does
    expect((await errorOf(await put({ webhook: "http://localhost:9999/hook" }))).message).toMatch(/^The webhook/);
    const push = { endpoint: "https://10.0.0.1/push", keys: { p256dh: "BAAA", auth: "AAAA" } };
    expect((await errorOf(await put({ push }))).message).toBe("The push endpoint points to a private address; notices go only to the public internet.");
    const settings = await call(`/api/games/${game.id}/notices`, { token: game.seats.white.token });
    expect(await settings.json()).toMatchObject({ webhook: null, push: false });
  });
});
