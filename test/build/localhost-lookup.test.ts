// The browser tests' runner answers "localhost" itself (test/browser/localhost-lookup.ts):
// 127.0.0.1, no IPv6 address, and no question to a DNS server, whose lost answers cost a
// Playwright API call 5 s now and then. Every other name goes to Node's lookup as before.
import dns from "node:dns";
import { expect, it } from "vitest";
import { answerLocalhostLocally } from "../browser/localhost-lookup.ts";

it("answers localhost from loopback and hands every other name on", async () => {
  const asked: string[] = [];
  const promises = dns.promises as unknown as { lookup: (hostname: string, options?: unknown) => Promise<unknown> };
  const realPromise = promises.lookup;
  // a stand-in for the resolver underneath, so the test sees what would have been asked
  promises.lookup = async (hostname: string) => {
    asked.push(hostname);
    return [{ address: "192.0.2.1", family: 4 }];
  };
  try {
    answerLocalhostLocally();
    expect(await dns.promises.lookup("localhost", { all: true, family: 0 })).toEqual([{ address: "127.0.0.1", family: 4 }]);
    expect(await dns.promises.lookup("LOCALHOST", { family: 4 })).toEqual({ address: "127.0.0.1", family: 4 });
    await expect(dns.promises.lookup("localhost", { all: true, family: 6 })).rejects.toMatchObject({ code: "ENOTFOUND" });
    expect(asked).toEqual([]);
    // anything else is Node's (here the stand-in's) to answer
    expect(await dns.promises.lookup("example.test", { all: true })).toEqual([{ address: "192.0.2.1", family: 4 }]);
    expect(asked).toEqual(["example.test"]);
  } finally {
    promises.lookup = realPromise;
  }
});
