/**
 * Where a notice may be sent: only to the public internet. A webhook or push endpoint
 * is a URL a stranger types, and the Worker fetches it, so it must not be able to point
 * the Worker at this machine, a private network or a cloud metadata service.
 *
 * The URL parser has already folded every spelling of an IPv4 address (decimal
 * `2130706433`, hex `0x7f000001`, octal `0177.0.0.1`, short `127.1`) into dotted form
 * and every IPv6 address into its compressed form, so the checks below see one spelling.
 * Names are checked by what they obviously are (`localhost`, `.local`, `.internal`, a
 * name without a dot); what a public name resolves to is the platform's business:
 * Workers' fetch cannot reach private networks.
 */

/** Where a URL may point: `allowLoopback` opens this machine only, for local development. */
export interface AddressPolicy {
  readonly allowLoopback: boolean;
}

/** IPv4 ranges that are not the public internet: [first octets as a number, prefix length, what]. */
const IPV4_BLOCKED: readonly [string, number, string][] = [
  ["0.0.0.0", 8, "an unspecified address"],
  ["10.0.0.0", 8, "a private address"],
  ["100.64.0.0", 10, "a carrier-grade NAT address"],
  ["127.0.0.0", 8, "a loopback address"],
  ["169.254.0.0", 16, "a link-local address"],
  ["172.16.0.0", 12, "a private address"],
  ["192.0.0.0", 24, "a reserved address"],
  ["192.168.0.0", 16, "a private address"],
  ["198.18.0.0", 15, "a benchmarking address"],
  ["224.0.0.0", 4, "a multicast address"],
  ["240.0.0.0", 4, "a reserved address"],
];

function ipv4Number(dotted: string): number | undefined {
  const parts = dotted.split(".");
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255)) return undefined;
  return parts.reduce((n, p) => n * 256 + Number(p), 0);
}

/** What kind of non-public IPv4 address this is, or undefined for a public one. */
function blockedIpv4(address: number): string | undefined {
  for (const [base, prefix, what] of IPV4_BLOCKED) {
    const size = 2 ** (32 - prefix);
    const start = ipv4Number(base) as number;
    if (address >= start && address < start + size) return what;
  }
  return undefined;
}

/** The eight 16-bit groups of a compressed IPv6 address (as the URL parser writes it), or undefined. */
function ipv6Groups(text: string): number[] | undefined {
  const halves = text.split("::");
  if (halves.length > 2) return undefined;
  const parse = (half: string): number[] | undefined => {
    if (half === "") return [];
    const groups = half.split(":");
    return groups.every((g) => /^[0-9a-f]{1,4}$/.test(g)) ? groups.map((g) => parseInt(g, 16)) : undefined;
  };
  const head = parse(halves[0]);
  const tail = halves.length === 2 ? parse(halves[1]) : [];
  if (!head || !tail) return undefined;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return undefined;
  return [...head, ...Array<number>(missing).fill(0), ...tail];
}

/** What kind of non-public IPv6 address this is, or undefined for a public one. */
function blockedIpv6(groups: readonly number[]): string | undefined {
  const [a, , , , , f] = groups;
  const zeroes = (n: number) => groups.slice(0, n).every((g) => g === 0);
  if (zeroes(8)) return "an unspecified address";
  if (zeroes(7) && groups[7] === 1) return "a loopback address";
  // IPv4-mapped (::ffff:a.b.c.d) and IPv4-compatible (::a.b.c.d) addresses are the IPv4 address inside
  if (zeroes(5) && (f === 0xffff || f === 0)) return blockedIpv4(groups[6] * 65536 + groups[7]);
  if ((a & 0xfe00) === 0xfc00) return "a private address";
  if ((a & 0xffc0) === 0xfe80) return "a link-local address";
  if ((a & 0xff00) === 0xff00) return "a multicast address";
  return undefined;
}

function isLoopback(hostname: string): boolean {
  if (hostname === "localhost" || hostname.endsWith(".localhost")) return true;
  const v4 = ipv4Number(hostname);
  if (v4 !== undefined) return v4 >>> 24 === 127;
  const v6 = hostname.startsWith("[") ? ipv6Groups(hostname.slice(1, -1)) : undefined;
  return v6 !== undefined && blockedIpv6(v6) === "a loopback address";
}

/**
 * Why `value` may not receive notices, as a sentence naming what it is ("The webhook
 * points to a private address."), or undefined when it may. `what` names the field.
 */
export function refuseNoticeAddress(value: string, what: string, policy: AddressPolicy): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `The ${what} must be a whole URL.`;
  }
  if (url.username || url.password) return `The ${what} may not carry a user name or password.`;
  const hostname = url.hostname.toLowerCase().replace(/\.$/, "");
  if (policy.allowLoopback && isLoopback(hostname)) {
    return url.protocol === "https:" || url.protocol === "http:" ? undefined : `The ${what} must be an https:// URL.`;
  }
  if (url.protocol !== "https:") return `The ${what} must be an https:// URL.`;

  const v4 = ipv4Number(hostname);
  if (v4 !== undefined) {
    const blocked = blockedIpv4(v4);
    return blocked && `The ${what} points to ${blocked}; notices go only to the public internet.`;
  }
  if (hostname.startsWith("[")) {
    const groups = ipv6Groups(hostname.slice(1, -1));
    const blocked = groups ? blockedIpv6(groups) : "an address that cannot be read";
    return blocked && `The ${what} points to ${blocked}; notices go only to the public internet.`;
  }
  if (hostname === "localhost" || hostname.endsWith(".localhost")) {
    return `The ${what} points to this machine (localhost); notices go only to the public internet.`;
  }
  const local = /\.(local|internal|lan|home\.arpa)$/.exec(hostname);
  if (local) return `The ${what} names a local network host (.${local[1]}); notices go only to the public internet.`;
  if (!hostname.includes(".")) return `The ${what} host "${hostname}" has no domain; notices go only to the public internet.`;
  return undefined;
}
