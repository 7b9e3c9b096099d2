/**
 * Naming the changed tag online (docs/api.md "Records you can verify"). Offline, a record
 * whose White, Black, Site, Variant, Options, TimeControl, Date or UTCTime was changed is
 * only known to have one of them changed: ChainStart is one hash of them all. The site
 * that played the game still has them: its public data (GET /api/games/<id>, live or
 * archived) gives the genesis line again. When that line hashes to the record's
 * ChainStart, the site's copy is the game the record was made from, and each tag that
 * differs from it is named, in a player's words. When it does not (another game, an
 * archived copy without its clock), it confirms nothing and the offline words stay.
 *
 * Pure: the page and `npm run verify` fetch the data and pass it in; nothing of the
 * record is sent anywhere.
 */
import { makeOptionsTag, parseAnnotatedRecord } from "../engine/record.ts";
import { getGame } from "../engine/registry.ts";
import type { GameSnapshot } from "./api.ts";
import { chainStart, genesisLine, type ChainGenesis } from "./chain.ts";
import { timeControlTag, type TimeControl } from "./time-control.ts";
import { differenceWords, doubtWords, type SiteCopyDoubt, type TagDifferenceReason } from "./verify-problems.ts";
import { broken, siteParts, tagsCreatedAt, tagsGenesis, type Verdict } from "./verify-record.ts";

/** The fields of a game's public data its genesis is made of. */
export type SiteCopy = Pick<GameSnapshot, "id" | "variant" | "options" | "names" | "timeControl" | "createdAt">;

/** One tag that differs from the site's copy, and what it says in words. */
export interface TagDifference {
  /** The tag, or tags ("Date, UTCTime"), that differ. */
  readonly tag: string;
  readonly words: string;
}

/** What the site's copy says of a record: the tags that differ, once its genesis gives the record's ChainStart; else why it confirms nothing. */
export type SiteCopyCheck = { readonly confirmed: true; readonly differences: readonly TagDifference[] } | { readonly confirmed: false; readonly reason: string };

/** SiteCopyCheck as data: the differences and the doubt by code (verify-problems.ts words them). */
type SiteCopyFinding = { readonly confirmed: true; readonly differences: readonly TagDifferenceReason[] } | { readonly confirmed: false; readonly doubt: SiteCopyDoubt };

const isText = (value: unknown): value is string => typeof value === "string";
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const isCount = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);

function isTimeControl(value: unknown): value is TimeControl {
  if (!isRecord(value)) return false;
  const { vacationDays, weekendsOff, onTimeout } = value;
  const perMove = isCount(value.daysPerMove);
  const bank = isCount(value.initialDays) && isCount(value.incrementDays) && isCount(value.maxDays);
  return (perMove || bank) && isCount(vacationDays) && (weekendsOff === null || (isRecord(weekendsOff) && isText(weekendsOff.timeZone))) && isText(onTimeout);
}

/** Whether fetched data holds a game's genesis fields, each of its type: the site's answer is outside text like the record. */
export function isSiteCopy(data: unknown): data is SiteCopy {
  if (!isRecord(data) || !isText(data.id) || !isText(data.variant) || !isText(data.createdAt)) return false;
  const { options, names, timeControl } = data;
  if (!isRecord(options) || !Object.values(options).every(isText)) return false;
  if (!isRecord(names) || !isText(names.white) || !isText(names.black)) return false;
  return (timeControl === null || isTimeControl(timeControl)) && Number.isFinite(Date.parse(data.createdAt));
}

/** The genesis line's fields, in order, decoded: `id`, `variant`, `options`, `timecontrol`, `start`, `white`, `black`. */
function genesisFields(genesis: ChainGenesis): Map<string, string> {
  const tokens = genesisLine(genesis).split(" ").slice(2);
  return new Map(tokens.map((token) => [token.slice(0, token.indexOf("=")), decodeURIComponent(token.slice(token.indexOf("=") + 1))]));
}

/** A game's name, or "" when no game has this id. */
const gameName = (id: string): string => getGame(id)?.name ?? "";

/** What the record's Date and UTCTime say against the site's creation time, naming the one that differs (or both). */
function startDifference(record: string, site: string): TagDifferenceReason {
  const [recordDate, recordTime] = record.replace("Z", "").split("T");
  const [siteDate, siteTime] = site.replace("Z", "").split("T");
  const dotted = (date: string) => date.replace(/-/g, ".");
  if (recordDate === siteDate) return { tag: "UTCTime", record: recordTime, site: siteTime };
  if (recordTime === siteTime) return { tag: "Date", record: dotted(recordDate), site: dotted(siteDate) };
  return { tag: "Date, UTCTime", recordDate: dotted(recordDate), recordTime, siteDate: dotted(siteDate), siteTime };
}

/** One genesis field that differs; `site` is the record's Site tag. */
function difference(field: string, mine: string, theirs: string, site: string, origin: string): TagDifferenceReason {
  switch (field) {
    case "id":
      return { tag: "Site", record: site, site: `${origin}/g/${theirs}` };
    case "variant":
      return { tag: "Variant", record: mine, recordName: gameName(mine), site: theirs, siteName: gameName(theirs) };
    case "options":
      return { tag: "Options", record: mine, site: theirs };
    case "timecontrol":
      return { tag: "TimeControl", record: mine, site: theirs };
    case "start":
      return startDifference(mine, theirs);
    default:
      return { tag: field === "white" ? "White" : "Black", record: mine, site: theirs };
  }
}

/**
 * Compares a record's tags with the site's copy of its game (`data`, the fetched
 * GET <origin>/api/games/<id>): first that the copy's genesis hashes to the record's
 * ChainStart, then which tags differ from it. Any text and any data are answered, never thrown on.
 */
export function compareWithSiteCopy(record: string, origin: string, data: unknown): SiteCopyCheck {
  const found = findDifferences(record, origin, data);
  if (!found.confirmed) return { confirmed: false, reason: doubtWords(found.doubt) };
  return { confirmed: true, differences: found.differences.map((d) => ({ tag: d.tag, words: differenceWords(d) })) };
}

function findDifferences(record: string, origin: string, data: unknown): SiteCopyFinding {
  const parsed = parseAnnotatedRecord(record);
  if (!parsed.ok) return { confirmed: false, doubt: "recordUnreadable" };
  const { tags } = parsed.value;
  const site = siteParts(tags.get("Site"));
  const createdAt = tagsCreatedAt(tags);
  const claimed = tags.get("ChainStart");
  if (!site || createdAt === undefined || claimed === undefined) return { confirmed: false, doubt: "gameUnnamed" };
  if (!isSiteCopy(data)) return { confirmed: false, doubt: "notAGame" };
  const theirs: ChainGenesis = {
    id: data.id,
    variant: data.variant,
    options: makeOptionsTag(data.options),
    timeControl: timeControlTag(data.timeControl),
    createdAt: Date.parse(data.createdAt),
    white: data.names.white,
    black: data.names.black,
  };
  if (chainStart(genesisLine(theirs)) !== claimed) return { confirmed: false, doubt: "otherGenesis" };
  const variant = getGame(tags.get("Variant") ?? "")?.id ?? tags.get("Variant") ?? "";
  const mine = genesisFields(tagsGenesis(tags, site.id, variant, createdAt));
  const differences = [...genesisFields(theirs)]
    .filter(([field, value]) => mine.get(field) !== value)
    .map(([field, value]) => difference(field, mine.get(field) ?? "", value, tags.get("Site") ?? "", origin));
  return { confirmed: true, differences };
}

/**
 * Where the site's copy of a broken record's game is, when asking for it can help: the
 * verdict is that the chain's starting tags were changed, and the record's Site is a game
 * link of `origin` (the page's own, or the one the command was given). The path to GET at origin.
 */
export function siteCopyPath(verdict: Verdict, record: string, origin: string): string | undefined {
  if (verdict.intact || !verdict.detailsChanged) return undefined;
  const parsed = parseAnnotatedRecord(record);
  const site = parsed.ok ? siteParts(parsed.value.tags.get("Site")) : undefined;
  return site && site.origin === origin ? `/api/games/${encodeURIComponent(site.id)}` : undefined;
}

/**
 * The verdict with the site's copy's word on it: the tags that differ named, or the
 * offline words and that the copy could not confirm which. `data` undefined (the fetch
 * failed, or was not made) leaves the verdict as it is.
 */
export function withSiteCopy(verdict: Verdict, record: string, origin: string, data: unknown): Verdict {
  if (verdict.intact || !verdict.detailsChanged || data === undefined) return verdict;
  const found = findDifferences(record, origin, data);
  if (!found.confirmed || found.differences.length === 0) {
    const why = found.confirmed ? "noDifference" : found.doubt;
    return { ...broken({ id: "detailsChangedUnconfirmed", values: { why } }), detailsChanged: true };
  }
  return { ...broken({ id: "detailsDiffer", values: { differences: found.differences } }), detailsChanged: true };
}
