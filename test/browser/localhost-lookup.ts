/**
 * "localhost" answered in the test runner without a DNS server, as RFC 6761 (section 6.3)
 * asks of every resolver and as Chromium already does.
 *
 * Playwright's requests from Node (the `request` fixture, `page.request`) look a host up
 * for both address families before connecting. This machine's hosts file names localhost
 * for IPv4 only, so glibc sends the IPv6 question to the DNS server, and now and then the
 * answer is lost: the lookup then waits out the resolver's 5-second timeout. 8 lookups in
 * 300 took 5.0 s; a whole browser run had six API calls of 5.02-5.05 s, a different six
 * each time (docs/benchmarks.md, "Thirteenth session").
 *
 * Here localhost is 127.0.0.1, where the tests' `wrangler dev` listens (`--ip` in
 * playwright.config.ts), and has no IPv6 address; every other name goes to Node's own
 * lookup as before. Only the promise-based lookup is answered: it is the one Playwright's
 * connections use.
 */
import dns from "node:dns";

const LOOPBACK = { address: "127.0.0.1", family: 4 } as const;

type LookupOptions = { family?: number | "IPv4" | "IPv6"; all?: boolean } | number | undefined;

function familyOf(options: LookupOptions): number {
  const family = typeof options === "number" ? options : options?.family;
  return family === "IPv6" ? 6 : family === "IPv4" ? 4 : (family ?? 0);
}

function notFound(): NodeJS.ErrnoException {
  return Object.assign(new Error("getaddrinfo ENOTFOUND localhost"), { code: "ENOTFOUND", errno: -3008, syscall: "getaddrinfo", hostname: "localhost" });
}

/** Makes Node's promise-based lookup answer "localhost" itself (once per process). */
export function answerLocalhostLocally(): void {
  const promises = dns.promises as { lookup: (hostname: string, options?: LookupOptions) => Promise<unknown>; localhostAnswered?: true };
  if (promises.localhostAnswered) return;
  promises.localhostAnswered = true;
  const lookup = promises.lookup.bind(dns.promises);
  promises.lookup = (hostname, options) => {
    if (hostname.toLowerCase() !== "localhost") return lookup(hostname, options);
    if (familyOf(options) === 6) return Promise.reject(notFound());
    return Promise.resolve(typeof options === "object" && options.all ? [LOOPBACK] : LOOPBACK);
  };
}
