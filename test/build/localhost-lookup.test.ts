// The browser tests' runner answers "localhost" itself (test/browser/localhost-lookup.ts):
// 127.0.0.1, no IPv6 address, and no question to a DNS server, whose lost answers cost a
// Playwright API call 5 s now and then. Every other name goes to Node's lookup as before.
import dns from "node:dns";
import { expect, it } from "vitest";
import { answerLocalhostLocally } from "../browser/localhost-lookup.ts";

it("answers localhost from loopback, in both of Node's lookups, and hands every other name on", async () => {
  const asked: string[] = [];
  const promises = dns.promises as unknown as { lookup: (hostname: string, options?: unknown) => Promise<unknown> };
  const realPromise = promises.lookup;
  const realCallback = dns.lookup;
  // stand-ins for the resolver underneath, so the test sees what would have been asked
  promises.lookup = async (hostname: string) => {
    asked.push(`promise ${hostname}`);
    return [{ address: "192.0.2.1", family: 4 }];
  };
  (dns as { lookup: unknown }).lookup = (hostname: string, ...rest: unknown[]) => {
    asked.push(`callback ${hostname}`);
    (rest[rest.length - 1] as (error: null, address: string, family: number) => void)(null, "192.0.2.1", 4);
  };
  try {
    answerLocalhostLocally();
    expect(await dns.promises.lookup("localhost", { all: true, family: 0 })).toEqual([{ address: "127.0.0.1", family: 4 }]);
    expect(await dns.promises.lookup("LOCALHOST", { family: 4 })).toEqual({ address: "127.0.0.1", family: 4 });
    await expect(dns.promises.lookup("localhost", { all: true, family: 6 })).rejects.toMatchObject({ code: "ENOTFOUND" });
    const viaCallback = await new Promise((resolve) => dns.lookup("localhost", (error, address, family) => resolve({ error, address, family })));
    expect(viaCallback).toEqual({ error: null, address: "127.0.0.1", family: 4 });
    const sixViaCallback = await new Promise((resolve) => dns.lookup("localhost", { family: 6 }, (error) => resolve(error?.code)));
    expect(sixViaCallback).toBe("ENOTFOUND");
    expect(asked).toEqual([]);
    // anything else is Node's (here the stand-ins') to answer
    expect(await dns.promises.lookup("example.test", { all: true })).toEqual([{ address: "192.0.2.1", family: 4 }]);
    await new Promise((resolve) => dns.lookup("example.test", { family: 4 }, resolve));
    expect(asked).toEqual(["promise example.test", "callback example.test"]);
  } finally {
    promises.lookup = realPromise;
    (dns as { lookup: unknown }).lookup = realCallback;
  }
});
