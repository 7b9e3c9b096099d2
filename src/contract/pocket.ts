/**
 * A player's pocket (issue 33; docs/api.md "Pockets" and "Ratings"): every game, league
 * and study link a player holds, on every device, without an account; and, for a pocket
 * that takes a public name, ratings. The keys are derived from the pocket's secret
 * (pocket-keys.ts); the server holds only sealed entries it cannot open. What the Worker
 * answers and the pages read is here.
 *
 * Requests of a pocket carry `Authorization: Bearer <auth>` and `Pocket-Device: <device
 * id>` (a device id is 16 random bytes, base64url, made by the device once). A removed
 * device's requests are refused (403 `device_removed`); a closed pocket answers 410 `gone`.
 */

/** The bounds of a pocket (each refused with its own clear error). */
export const POCKET_LIMITS = {
  /** Entries held (seats, league and study links): a very busy correspondence player's several years. */
  entries: 2_000,
  /** Characters of one sealed entry. */
  sealed: 4_096,
  devices: 10,
  /** Characters of a device's label (sealed too). */
  deviceLabel: 512,
  /** Requests of one pocket within `windowMs` (writes and reads together). */
  requestsPerWindow: 240,
  windowMs: 60_000,
  /** Pockets made from one client address in a day. */
  pocketsPerAddressPerDay: 20,
  /** Public names taken (or given up) by one pocket in 30 days. */
  nameChangesPer30Days: 3,
  /** Characters of a public name (the rule of the other names, src/contract/text-rules.ts). */
  name: 24,
} as const;

/** One sealed entry as the server keeps it: `sealed` is "" for an entry removed (kept as a tombstone so other devices remove it too). */
export interface PocketEntry {
  readonly id: string;
  readonly sealed: string;
  /** The pocket's version when this entry last changed. */
  readonly version: number;
}

/** A device of the pocket: its label is sealed by the pocket's devices (the server cannot read "Ann's phone"). */
export interface PocketDevice {
  readonly id: string;
  readonly label: string;
  readonly addedAt: string;
  readonly lastSeenAt: string;
}

/** `GET /api/pockets/:id`. */
export interface PocketView {
  readonly id: string;
  /** Counts every change of entries; `GET .../entries?since=<version>` answers what changed after it. */
  readonly version: number;
  /** The pocket's public name, or null (ratings need one). */
  readonly name: string | null;
  readonly devices: readonly PocketDevice[];
  readonly createdAt: string;
}

/** `GET /api/pockets/:id/entries?since=<version>`: the entries changed after `since` (all of them for 0), tombstones included. */
export interface PocketChanges {
  readonly version: number;
  readonly entries: readonly PocketEntry[];
  /** Every live entry is listed (for `since` 0, or one older than the tombstones kept): a device drops what it holds beyond them. */
  readonly complete?: boolean;
}

/**
 * `DELETE /api/pockets/:id/entries/:entry`: the pocket's version after it, and whether this
 * request removed the entry (false: it was removed already, and `version` is the pocket's as
 * it is, perhaps past another device's write).
 */
export interface PocketRemoval {
  readonly version: number;
  readonly removed: boolean;
}

/** What the pocket's socket (`GET /api/pockets/:id/socket`, then `{ type: "hello", auth, device }`) sends: the version after each change. */
export type PocketSocketMessage = { readonly type: "changed"; readonly version: number } | { readonly type: "closed" } | { readonly type: "device-removed"; readonly device: string };

/**
 * What a sealed entry holds, as the pages seal it (the server never sees it): a seat
 * (its game and token), a league link (player or organizer) or a study's editor link.
 * The entry's id is `entryId(keys, kind, key)` with the key named beside each kind.
 */
export type PocketItem =
  /** key: `<gameId>:<side>` */
  | { readonly kind: "seat"; readonly gameId: string; readonly side: "white" | "black"; readonly token: string; readonly variant: string; readonly savedAt: string }
  /** key: the link's path and fragment */
  | { readonly kind: "league"; readonly id: string; readonly name: string; readonly variant: string; readonly role: "player" | "organizer"; readonly url: string; readonly playerName?: string; readonly savedAt: string }
  /** key: the study's id */
  | { readonly kind: "study"; readonly id: string; readonly name: string; readonly token: string; readonly savedAt: string };

/** The pocket link: the secret only ever in the fragment. */
export const pocketPath = (secret: string): string => `/p#${secret}`;

/** Ratings (issue 33, item 3): a named pocket's rating in each game kind, by Glicko-2. */
export interface Rating {
  readonly rating: number;
  readonly deviation: number;
  readonly volatility: number;
  /** Rated games counted. */
  readonly games: number;
  /** A deviation above 110 (lichess's rule): the rating is shown with a "?". */
  readonly provisional: boolean;
}

/** A rated game as a profile lists it, from the profile's player's side. */
export interface RatedGameSummary {
  readonly gameId: string;
  readonly variant: string;
  readonly white: string;
  readonly black: string;
  /** "1-0", "0-1" or "1/2-1/2". */
  readonly result: string;
  readonly endedAt: string;
  readonly ratingBefore: number;
  readonly ratingAfter: number;
}

/** `GET /api/players/:name`: the player's rating in each game kind played rated, its history for the graph, and recent rated games. */
export interface PlayerProfile {
  readonly name: string;
  /** A computer level's profile ("Computer level 2") has `computer` set. */
  readonly computer?: 1 | 2 | 3;
  readonly ratings: Readonly<Record<string, Rating & { readonly history: readonly { readonly at: string; readonly rating: number }[] }>>;
  readonly recent: readonly RatedGameSummary[];
  readonly createdAt: string;
}

/** The public profile page of a name. */
export const profilePath = (name: string): string => `/@/${encodeURIComponent(name)}`;
