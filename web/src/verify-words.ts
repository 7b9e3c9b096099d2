/**
 * A verdict's reasons in the reader's language (/verify): why a record is broken and
 * each part no signature covers, from the reason codes and values the verifier gives
 * (src/contract/verify-problems.ts). English comes out exactly as the verifier's own
 * English words (`problem`, `unsigned`): a test holds the two together, code by code.
 * Piece names, moves, tags, times and tokens of the record stay as written; move
 * numbers are written by Intl in the page's language.
 */
import { currentLocale, t } from "./i18n.ts";
import type { MessageValues } from "../../src/i18n/translator.ts";
import type { MoveValues, Place, ProblemReason, TagDifferenceReason, UnsignedPart } from "../../src/contract/verify-problems.ts";

/** A move number as the page's language writes it (no grouping: "move 1234"). */
function moveNumber(number: number): string {
  return new Intl.NumberFormat(currentLocale(), { useGrouping: false }).format(number);
}

/** A side by the game's name for it ("White", "Red"), in the reader's words. */
function sideName(name: string): string {
  return t("verify.problem.side", { side: name.toLowerCase() });
}

/** The values a sentence naming a move gives: its number, the side that plays it, the move as written. */
function moveValues(move: MoveValues): MessageValues {
  return { number: moveNumber(move.number), side: sideName(move.sideName), move: move.move };
}

function placeValues(place: Place): MessageValues {
  return place.at === "start" ? { at: "start" } : { at: place.at, ...moveValues(place) };
}

/** "king-captured" as a select key: "kingCaptured". */
const reasonKey = (reason: string) => reason.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

function endReason(reason: string): string {
  return t("verify.problem.endReason", { reason: reasonKey(reason) });
}

/** One tag that differs from the site's copy, in the reader's words. */
function differenceSentence(d: TagDifferenceReason): string {
  switch (d.tag) {
    case "Site":
      return t("verify.problem.difference.site", { record: d.record, site: d.site });
    case "White":
    case "Black":
      return t("verify.problem.difference.player", { tag: d.tag, record: d.record, site: d.site });
    case "Variant":
      return t("verify.problem.difference.variant", {
        record: d.record,
        recordName: d.recordName,
        recordKnown: d.recordName ? "yes" : "no",
        site: d.site,
        siteName: d.siteName,
        siteKnown: d.siteName ? "yes" : "no",
      });
    case "Options":
      return t("verify.problem.difference.options", { record: d.record, recordSet: d.record === "" ? "no" : "yes", site: d.site, siteSet: d.site === "" ? "no" : "yes" });
    case "TimeControl":
      return t("verify.problem.difference.timeControl", { record: d.record, recordClock: d.record === "-" ? "no" : "yes", site: d.site, siteClock: d.site === "-" ? "no" : "yes" });
    case "Date":
      return t("verify.problem.difference.date", { record: d.record, site: d.site });
    case "UTCTime":
      return t("verify.problem.difference.time", { record: d.record, site: d.site });
    case "Date, UTCTime":
      return t("verify.problem.difference.dateAndTime", { recordDate: d.recordDate, recordTime: d.recordTime, siteDate: d.siteDate, siteTime: d.siteTime });
  }
}

/** Why a record is broken, in the reader's language (in English, the verdict's `problem` exactly). */
export function problemSentence(why: ProblemReason): string {
  const id = `verify.problem.${why.id}`;
  switch (why.id) {
    case "moveUnnumbered":
    case "moveWithoutTimeBeforeEvent":
    case "moveWithoutTime":
      return t(id, moveValues(why.values));
    case "moveNumberedForOther":
      return t(id, { ...moveValues(why.values), mark: why.values.mark, markedSide: sideName(why.values.markedSideName) });
    case "moveNumberMissingForOther":
      return t(id, { ...moveValues(why.values), markedSide: sideName(why.values.markedSideName) });
    case "moveTimeNotUtc":
    case "moveNotInChain":
      return t(id, { ...moveValues(why.values), time: why.values.time });
    case "moveUnplayable":
      return t(id, { ...moveValues(why.values), detail: why.values.detail });
    case "clockCommentNotInChain":
      return t(id, { words: why.values.words, ...placeValues(why.values.where) });
    case "resultTagDiffers":
      return t(id, { claimed: why.values.claimed, token: why.values.token, reason: endReason(why.values.reason) });
    case "terminationDiffers":
      return t(id, { termination: why.values.termination, reason: endReason(why.values.reason) });
    case "detailsDiffer":
      return t(id, { differences: why.values.differences.map(differenceSentence).join(t("verify.problem.differenceSeparator")) });
    default:
      return t(id, why.values);
  }
}

/** A part of the record no signature covers, in the reader's language (in English, the verdict's `unsigned` words). */
export function unsignedPartWords(part: UnsignedPart): string {
  switch (part.kind) {
    case "comment":
      return t("verify.unsigned.comment", placeValues(part.where));
    case "mark":
    case "variation":
      return t(`verify.unsigned.${part.kind}`, moveValues(part.where));
    case "tag":
      return t("verify.unsigned.tag", { tag: part.tag });
  }
}

/** What an intact chain's headline needs to know. */
export interface IntactChain {
  readonly events: number;
  readonly signedBy: string | null;
  readonly kid: string | null;
  readonly finished: boolean;
}

/** An intact chain's headline ("Intact: 11 events, signed by …"), as /verify says it. */
export function intactHeadline(chain: IntactChain): string {
  const count = chain.events;
  if (chain.signedBy) return t("verify.title.signed", { count, site: chain.signedBy });
  if (chain.kid) return t("verify.title.notChecked");
  return chain.finished ? t("verify.title.unsigned", { count }) : t("verify.title.inProgress", { count });
}
