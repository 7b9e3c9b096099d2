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
import { DETAILS_CHANGED, siteParts, tagsCreatedAt, tagsGenesis, type Verdict } from "./verify-record.ts";

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

/** A game in words: its name and id ("The Pit (\"the-pit\")"), or the id alone when no game has it. */
function gameWords(id: string): string {
  const game = getGame(id);
  return game ? `${game.name} ("${id}")` : `"${id}"`;
}

/** What the record's Date and UTCTime say against the site's creation time, naming the one that differs (or both). */
function startWords(record: string, site: string): TagDifference {
  const [recordDate, recordTime] = record.replace("Z", "").split("T");
  const [siteDate, siteTime] = site.replace("Z", "").split("T");
  const dotted = (date: string) => date.replace(/-/g, ".");
  if (recordDate === siteDate) return { tag: "UTCTime", words: `UTCTime says the game began at ${recordTime} UTC, but it began at ${siteTime} UTC` };
  if (recordTime === siteTime) return { tag: "Date", words: `Date says the game began on ${dotted(recordDate)}, but it began on ${dotted(siteDate)}` };
  return { tag: "Date, UTCTime", words: `Date and UTCTime say the game began on ${dotted(recordDate)} at ${recordTime} UTC, but it began on ${dotted(siteDate)} at ${siteTime} UTC` };
}

/** One genesis field that differs, in a player's words; `site` is the record's Site tag. */
function differenceWords(field: string, mine: string, theirs: string, site: string, origin: string): TagDifference {
  switch (field) {
    case "id":
      return { tag: "Site", words: `Site says "${site}", but this game's link is "${origin}/g/${theirs}"` };
    case "variant":
      return { tag: "Variant", words: `Variant says the game is ${gameWords(mine)}, but it was ${gameWords(theirs)}` };
    case "options":
      return { tag: "Options", words: `Options says ${mine === "" ? "none" : `"${mine}"`}, but this game was played with ${theirs === "" ? "no options" : `the options "${theirs}"`}` };
    case "timecontrol":
      return { tag: "TimeControl", words: `TimeControl says ${mine === "-" ? "no clock" : `"${mine}"`}, but this game was played ${theirs === "-" ? "without a clock" : `with the clock "${theirs}"`}` };
    case "start":
      return startWords(mine, theirs);
    default: {
      const tag = field === "white" ? "White" : "Black";
      return { tag, words: `${tag} says "${mine}", but this game was played by "${theirs}"` };
    }
  }
}

/**
 * Compares a record's tags with the site's copy of its game (`data`, the fetched
 * GET <origin>/api/games/<id>): first that the copy's genesis hashes to the record's
 * ChainStart, then which tags differ from it. Any text and any data are answered, never thrown on.
 */
export function compareWithSiteCopy(record: string, origin: string, data: unknown): SiteCopyCheck {
  const parsed = parseAnnotatedRecord(record);
  if (!parsed.ok) return { confirmed: false, reason: "the record cannot be read" };
  const { tags } = parsed.value;
  const site = siteParts(tags.get("Site"));
  const createdAt = tagsCreatedAt(tags);
  const claimed = tags.get("ChainStart");
  if (!site || createdAt === undefined || claimed === undefined) return { confirmed: false, reason: "the record does not say which game it is" };
  if (!isSiteCopy(data)) return { confirmed: false, reason: "the site's answer is not a game" };
  const theirs: ChainGenesis = {
    id: data.id,
    variant: data.variant,
    options: makeOptionsTag(data.options),
    timeControl: timeControlTag(data.timeControl),
    createdAt: Date.parse(data.createdAt),
    white: data.names.white,
    black: data.names.black,
  };
  if (chainStart(genesisLine(theirs)) !== claimed) return { confirmed: false, reason: "its details do not give the record's ChainStart" };
  const variant = getGame(tags.get("Variant") ?? "")?.id ?? tags.get("Variant") ?? "";
  const mine = genesisFields(tagsGenesis(tags, site.id, variant, createdAt));
  const differences = [...genesisFields(theirs)]
    .filter(([field, value]) => mine.get(field) !== value)
    .map(([field, value]) => differenceWords(field, mine.get(field) ?? "", value, tags.get("Site") ?? "", origin));
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
  const check = compareWithSiteCopy(record, origin, data);
  if (!check.confirmed || check.differences.length === 0) {
    const why = check.confirmed ? "it differs in none of them" : check.reason;
    return { ...verdict, problem: `${DETAILS_CHANGED} The site's copy of the game could not confirm which: ${why}.` };
  }
  const words = check.differences.map((difference) => difference.words).join("; ");
  return { ...verdict, problem: `The game's details in this record were changed after the game: ${words} (the site's copy of the game).` };
}
