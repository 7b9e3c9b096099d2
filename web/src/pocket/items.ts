/**
 * What the pocket holds, as this browser's lists know it (issue 33): a seat of My games, a
 * league link, a study's editor link, each as a PocketItem (src/contract/pocket.ts) and
 * back. Pure: the sync (sync.ts) and its tests use these. An opened entry is read with
 * `readItem`, which accepts only a well-formed item: an entry sealed by an older or newer
 * page, or damaged, is passed over rather than put in a list.
 */
import type { PocketItem } from "../../../src/contract/pocket.ts";
import type { MySeat } from "../my-games.ts";
import type { MyLeague } from "../my-leagues.ts";
import type { MyStudy } from "../my-studies.ts";

/** An item's place in the pocket: its kind and its key (the entry's id is `entryId(keys, kind, key)`). */
export interface ItemKey {
  readonly kind: PocketItem["kind"];
  readonly key: string;
}

export function keyOf(item: PocketItem): ItemKey {
  switch (item.kind) {
    case "seat":
      return { kind: "seat", key: `${item.gameId}:${item.side}` };
    case "league":
      return { kind: "league", key: item.url };
    case "study":
      return { kind: "study", key: item.id };
  }
}

/** The key as one string, for maps. */
export const keyText = (key: ItemKey): string => `${key.kind}:${key.key}`;

const SEAT_URL = /^\/g\/([A-Za-z0-9_-]+)#seat=([A-Za-z0-9_-]+)$/;
const LEAGUE_URL = /^\/l\/[A-Za-z0-9_-]+#(player|organizer)=[A-Za-z0-9_-]+$/;
const ID = /^[A-Za-z0-9_-]{1,64}$/;
const TOKEN = /^[A-Za-z0-9_-]{1,128}$/;

/** A saved seat as a pocket item, or undefined for a seat whose link is not a seat link. */
export function seatItem(seat: MySeat): PocketItem | undefined {
  const match = SEAT_URL.exec(seat.url);
  if (!match || match[1] !== seat.id) return undefined;
  return { kind: "seat", gameId: seat.id, side: seat.side, token: match[2], variant: seat.variant, savedAt: seat.savedAt };
}

export function leagueItem(league: MyLeague): PocketItem {
  return { kind: "league", id: league.id, name: league.name, variant: league.variant, role: league.role, url: league.url, ...(league.playerName === undefined ? {} : { playerName: league.playerName }), savedAt: league.savedAt };
}

export function studyItem(study: MyStudy): PocketItem {
  return { kind: "study", id: study.id, name: study.name, token: study.token, savedAt: study.savedAt };
}

export function seatOf(item: Extract<PocketItem, { kind: "seat" }>): MySeat {
  return { id: item.gameId, variant: item.variant, side: item.side, url: `/g/${item.gameId}#seat=${item.token}`, savedAt: item.savedAt };
}

export function leagueOf(item: Extract<PocketItem, { kind: "league" }>): MyLeague {
  return { id: item.id, name: item.name, variant: item.variant, role: item.role, url: item.url, ...(item.playerName === undefined ? {} : { playerName: item.playerName }), savedAt: item.savedAt };
}

export function studyOf(item: Extract<PocketItem, { kind: "study" }>): MyStudy {
  return { id: item.id, name: item.name, token: item.token, savedAt: item.savedAt };
}

const isText = (value: unknown, max = 512): value is string => typeof value === "string" && value.length <= max;
const isDate = (value: unknown): value is string => isText(value, 64) && !Number.isNaN(Date.parse(value));

/** An opened entry as an item, or undefined when it is not one this page understands. */
export function readItem(value: unknown): PocketItem | undefined {
  if (!value || typeof value !== "object") return undefined;
  const v = value as Record<string, unknown>;
  if (v.kind === "seat") {
    if (!isText(v.gameId) || !ID.test(v.gameId) || (v.side !== "white" && v.side !== "black") || !isText(v.token) || !TOKEN.test(v.token) || !isText(v.variant, 64) || !isDate(v.savedAt)) return undefined;
    return { kind: "seat", gameId: v.gameId, side: v.side, token: v.token, variant: v.variant, savedAt: v.savedAt };
  }
  if (v.kind === "league") {
    if (!isText(v.id) || !ID.test(v.id) || !isText(v.name) || !isText(v.variant, 64) || (v.role !== "player" && v.role !== "organizer") || !isText(v.url) || !LEAGUE_URL.test(v.url) || !v.url.startsWith(`/l/${v.id}#`) || !isDate(v.savedAt)) return undefined;
    if (v.playerName !== undefined && !isText(v.playerName)) return undefined;
    return { kind: "league", id: v.id, name: v.name, variant: v.variant, role: v.role, url: v.url, ...(typeof v.playerName === "string" ? { playerName: v.playerName } : {}), savedAt: v.savedAt };
  }
  if (v.kind === "study") {
    if (!isText(v.id) || !ID.test(v.id) || !isText(v.name) || !isText(v.token) || !TOKEN.test(v.token) || !isDate(v.savedAt)) return undefined;
    return { kind: "study", id: v.id, name: v.name, token: v.token, savedAt: v.savedAt };
  }
  return undefined;
}
