/**
 * What a verifier says of a record, as data and in English (docs/api.md "Records you can
 * verify"): why a record is broken (`ProblemReason`: a reason code and the values its
 * sentence names) and each part no signature covers (`UnsignedPart`). The English
 * sentences below are the verdict's `problem` and `unsigned` words, which the command, the
 * importer and the API say as they are; the /verify page says the same codes in the
 * reader's language from its catalog (web/src/verify-words.ts), and a test holds the
 * catalog's English to these sentences, code by code.
 */
/**
 * A move of the record's main line: its ply (1 for the first), the move number the record
 * gives it, the side that plays it (and the game's name for that side: "Red" in Pit of
 * Pillars), and the move as written.
 */
export type MoveValues = {
  readonly ply: number;
  readonly number: number;
  readonly side: "white" | "black";
  readonly sideName: string;
  readonly move: string;
};

/** Where a comment stands: before any move (a record without moves), or before or after a move. */
export type Place = { readonly at: "start" } | ({ readonly at: "before" | "after" } & MoveValues);

/** A part of a record the site did not write, so no signature covers it. */
export type UnsignedPart =
  | { readonly kind: "comment"; readonly where: Place }
  | { readonly kind: "mark" | "variation"; readonly where: MoveValues }
  | { readonly kind: "tag"; readonly tag: string };

type Reason<Id extends string, Values = Record<never, never>> = { readonly id: Id; readonly values: Values };

/** An event of the chain as a sentence names it: its kind, the side it is by ("none" for an event of no side), its time. */
export type EventValues = {
  readonly kind: string;
  readonly side: "white" | "black" | "none";
  readonly time: string;
};

/** Why a record is broken: the first thing that does not match, by code, with the values its sentence names. */
export type ProblemReason =
  | Reason<"loneSurrogateInTag", { readonly tag: string }>
  | Reason<"loneSurrogate">
  /** The record reader's, the start's or the rules' own refusal (src/engine), in English: `detail`. */
  | Reason<"unreadable", { readonly detail: string }>
  | Reason<"tagTwice", { readonly tag: string }>
  | Reason<"noChain">
  | Reason<"chainVersion", { readonly version: string; readonly expected: string }>
  | Reason<"unknownGame", { readonly variant: string }>
  | Reason<"setUp">
  /** A main-line move the rules refuse, with their own English sentence why (`detail`). */
  | Reason<"moveUnplayable", MoveValues & { readonly detail: string }>
  | Reason<"moveUnnumbered", MoveValues>
  | Reason<"moveNumberedForOther", MoveValues & { readonly mark: string; readonly markedSideName: string }>
  | Reason<"moveNumberMissingForOther", MoveValues & { readonly markedSideName: string }>
  | Reason<"siteNotGameLink">
  | Reason<"noCreationTime">
  | Reason<"utcDateDiffers", { readonly utcDate: string; readonly date: string }>
  | Reason<"detailsChanged">
  /** Details changed, and the site's copy of the game could not say which (`why`: siteCopyUnconfirmed's codes). */
  | Reason<"detailsChangedUnconfirmed", { readonly why: SiteCopyDoubt }>
  /** Details changed, each tag that differs named from the site's copy (`differences`, in the chain's order). */
  | Reason<"detailsDiffer", { readonly differences: readonly TagDifferenceReason[] }>
  | Reason<"timeWithoutMove", { readonly time: string }>
  | Reason<"moveTimeNotUtc", MoveValues & { readonly time: string }>
  | Reason<"moveWithoutTimeBeforeEvent", MoveValues>
  | Reason<"moveWithoutTime", MoveValues>
  | Reason<"eventUnreadable", { readonly version: string; readonly event: string }>
  | Reason<"moveNotInChain", MoveValues & { readonly time: string }>
  | Reason<"eventNotInChain", EventValues>
  | Reason<"takebackNotLast", EventValues>
  | Reason<"mainLineDiffers">
  | Reason<"chainTagDiffers">
  | Reason<"clockCommentNotInChain", { readonly words: string; readonly where: Place }>
  | Reason<"resultTagOngoing", { readonly claimed: string }>
  | Reason<"resultTagDiffers", { readonly claimed: string; readonly token: string; readonly reason: string }>
  | Reason<"terminationDiffers", { readonly termination: string; readonly reason: string }>
  | Reason<"noResultToken", { readonly expected: string }>
  | Reason<"resultTokens", { readonly count: number; readonly tokens: string }>
  | Reason<"resultTokenEarly", { readonly token: string }>
  | Reason<"resultTokenDiffers", { readonly token: string; readonly expected: string }>
  | Reason<"signatureForm">
  | Reason<"keyOfOtherSite", { readonly site: string; readonly keyOrigin: string }>
  | Reason<"keyUnknown", { readonly kid: string; readonly origin: string }>
  | Reason<"signatureWrong", { readonly origin: string }>;

export type ProblemId = ProblemReason["id"];

/** Why the site's copy of a game could not name the changed tag. */
export type SiteCopyDoubt = "recordUnreadable" | "gameUnnamed" | "notAGame" | "otherGenesis" | "noDifference";

/** One tag that differs from the site's copy: which, and the record's and the site's values. */
export type TagDifferenceReason =
  | { readonly tag: "Site"; readonly record: string; readonly site: string }
  | { readonly tag: "White" | "Black"; readonly record: string; readonly site: string }
  /** A game by its id, with its name when the service has such a game (`""` when not). */
  | { readonly tag: "Variant"; readonly record: string; readonly recordName: string; readonly site: string; readonly siteName: string }
  /** `""` for none. */
  | { readonly tag: "Options"; readonly record: string; readonly site: string }
  /** `"-"` for no clock. */
  | { readonly tag: "TimeControl"; readonly record: string; readonly site: string }
  /** Dates as `2026.11.24`, times as `09:00:00`. */
  | { readonly tag: "Date"; readonly record: string; readonly site: string }
  | { readonly tag: "UTCTime"; readonly record: string; readonly site: string }
  | { readonly tag: "Date, UTCTime"; readonly recordDate: string; readonly recordTime: string; readonly siteDate: string; readonly siteTime: string };

/** What a changed White, Black, Site, Variant, Options, TimeControl, Date or UTCTime says offline, where ChainStart, one hash of them all, cannot tell which. */
export const DETAILS_CHANGED =
  "The game's details in this record are not the ones it was played with: a player's name (White, Black), the game's link (Site), the game (Variant), its options, its time control or when it began (Date, UTCTime) was changed after the game.";

/** "Move 4 (Black's e9-e8)": a move of a record, as a sentence names it. */
export function moveWords(move: MoveValues): string {
  return `Move ${move.number} (${move.sideName}'s ${move.move})`;
}

const lowerMove = (move: MoveValues) => moveWords(move).replace(/^Move/, "move");

/** "before any move", "before move 1 (White's e2-e3)", "after move 3 (White's e2-e3)". */
export function placeWords(place: Place): string {
  return place.at === "start" ? "before any move" : `${place.at} ${lowerMove(place)}`;
}

/** A part not signed in words: "a comment after move 3 (White's e2-e3)", "the Event tag". */
export function unsignedWords(part: UnsignedPart): string {
  switch (part.kind) {
    case "comment":
      return `a comment ${placeWords(part.where)}`;
    case "mark":
      return `a mark on ${lowerMove(part.where)}`;
    case "variation":
      return `a variation on ${lowerMove(part.where)}`;
    case "tag":
      return `the ${part.tag} tag`;
  }
}

const SITE_COPY_DOUBTS: Readonly<Record<SiteCopyDoubt, string>> = {
  recordUnreadable: "the record cannot be read",
  gameUnnamed: "the record does not say which game it is",
  notAGame: "the site's answer is not a game",
  otherGenesis: "its details do not give the record's ChainStart",
  noDifference: "it differs in none of them",
};

/** Why the site's copy could not name the changed tag, in words. */
export const doubtWords = (doubt: SiteCopyDoubt): string => SITE_COPY_DOUBTS[doubt];

/** A game in words: its name and id ("The Pit (\"the-pit\")"), or the id alone when no game has it. */
const gameWords = (id: string, name: string) => (name ? `${name} ("${id}")` : `"${id}"`);

/** One tag that differs from the site's copy, in a player's words. */
export function differenceWords(d: TagDifferenceReason): string {
  switch (d.tag) {
    case "Site":
      return `Site says "${d.record}", but this game's link is "${d.site}"`;
    case "Variant":
      return `Variant says the game is ${gameWords(d.record, d.recordName)}, but it was ${gameWords(d.site, d.siteName)}`;
    case "Options":
      return `Options says ${d.record === "" ? "none" : `"${d.record}"`}, but this game was played with ${d.site === "" ? "no options" : `the options "${d.site}"`}`;
    case "TimeControl":
      return `TimeControl says ${d.record === "-" ? "no clock" : `"${d.record}"`}, but this game was played ${d.site === "-" ? "without a clock" : `with the clock "${d.site}"`}`;
    case "Date":
      return `Date says the game began on ${d.record}, but it began on ${d.site}`;
    case "UTCTime":
      return `UTCTime says the game began at ${d.record} UTC, but it began at ${d.site} UTC`;
    case "Date, UTCTime":
      return `Date and UTCTime say the game began on ${d.recordDate} at ${d.recordTime} UTC, but it began on ${d.siteDate} at ${d.siteTime} UTC`;
    default:
      return `${d.tag} says "${d.record}", but this game was played by "${d.site}"`;
  }
}

const eventWords = (e: EventValues) => `The event "${e.kind}"${e.side === "none" ? "" : ` by ${e.side}`} at ${e.time}`;

/** Why a record is broken, in English: the verdict's `problem`. */
export function problemWords(reason: ProblemReason): string {
  switch (reason.id) {
    case "loneSurrogateInTag":
      return `The ${reason.values.tag} tag holds half of a UTF-16 pair (a lone surrogate), which no chain can hold: it was changed.`;
    case "loneSurrogate":
      return "The record is not well-formed Unicode text: it holds a lone surrogate.";
    case "unreadable":
      return reason.values.detail;
    case "tagTwice":
      return `The ${reason.values.tag} tag is written twice: record readers disagree on which one counts.`;
    case "noChain":
      return "The record has no chain: it has no [Chain] or [ChainVersion] tag.";
    case "chainVersion":
      return `The record's ChainVersion is "${reason.values.version}"; this verifier reads version ${reason.values.expected}.`;
    case "unknownGame":
      return `Unknown game "${reason.values.variant}" in the Variant tag.`;
    case "setUp":
      return "The record has a FEN or SetUp tag: a chained game starts from its game's start, which these tags would change.";
    case "moveUnplayable":
      return `${moveWords(reason.values)} cannot be played: ${reason.values.detail}`;
    case "moveUnnumbered":
      return `${moveWords(reason.values)} has no move number: a record's first move is numbered.`;
    case "moveNumberedForOther":
      return `${moveWords(reason.values)} is numbered as ${reason.values.markedSideName}'s ("${reason.values.mark}"), but ${reason.values.sideName} plays it.`;
    case "moveNumberMissingForOther":
      return `${moveWords(reason.values)} is numbered as ${reason.values.markedSideName}'s ("no number"), but ${reason.values.sideName} plays it.`;
    case "siteNotGameLink":
      return 'The Site tag is not a game link ("<origin>/g/<id>").';
    case "noCreationTime":
      return "The Date and UTCTime tags do not give the time the game was created.";
    case "utcDateDiffers":
      return `The UTCDate tag says ${reason.values.utcDate}, but the game was created on ${reason.values.date} (the Date tag the chain starts from).`;
    case "detailsChanged":
      return DETAILS_CHANGED;
    case "detailsChangedUnconfirmed":
      return `${DETAILS_CHANGED} The site's copy of the game could not confirm which: ${SITE_COPY_DOUBTS[reason.values.why]}.`;
    case "detailsDiffer":
      return `The game's details in this record were changed after the game: ${reason.values.differences.map(differenceWords).join("; ")} (the site's copy of the game).`;
    case "timeWithoutMove":
      return `A time [%ts ${reason.values.time}] follows no move.`;
    case "moveTimeNotUtc":
      return `${moveWords(reason.values)} has a time that is not UTC date and time: "${reason.values.time}".`;
    case "moveWithoutTimeBeforeEvent":
      return `${moveWords(reason.values)} has no time ([%ts ...]) before the next event.`;
    case "moveWithoutTime":
      return `${moveWords(reason.values)} has no time ([%ts ...]).`;
    case "eventUnreadable":
      return `An event is not written as chain version ${reason.values.version} writes events: [%ev ${reason.values.event}].`;
    case "moveNotInChain":
      return `${moveWords(reason.values)} at ${reason.values.time} does not match the chain: it, its time or its place among the events was changed.`;
    case "eventNotInChain":
      return `${eventWords(reason.values)} does not match the chain: it, its time or its place among the events was changed.`;
    case "takebackNotLast":
      return `${eventWords(reason.values)} takes back a move that is not the last one played.`;
    case "mainLineDiffers":
      return "The moves of the main line are not what the chain's moves and takebacks leave.";
    case "chainTagDiffers":
      return "The Chain tag does not match the chain of the record's events: the tag or an event without its [%ch] was changed.";
    case "clockCommentNotInChain":
      return `The comment "${reason.values.words}" ${placeWords(reason.values.where)} is written as the site writes its clock events, but no event of the chain says it.`;
    case "resultTagOngoing":
      return `The Result tag says ${reason.values.claimed}, but the chain ends the game unfinished.`;
    case "resultTagDiffers":
      return `The Result tag says ${reason.values.claimed}, but the chain ends the game ${reason.values.token} (${reason.values.reason}).`;
    case "terminationDiffers":
      return `The Termination tag says ${reason.values.termination}, but the chain ends the game by ${reason.values.reason}.`;
    case "noResultToken":
      return `The moves end without a result token; the chain ends the game ${reason.values.expected}.`;
    case "resultTokens":
      return `The main line has ${reason.values.count} result tokens (${reason.values.tokens}); a record ends with one.`;
    case "resultTokenEarly":
      return `The result token ${reason.values.token} stands before the last move: a record ends with it.`;
    case "resultTokenDiffers":
      return `The record ends with the result ${reason.values.token}, but the Result tag and the chain say ${reason.values.expected}.`;
    case "signatureForm":
      return 'The Signature tag is not written as the site writes signatures ("ed25519:" and the 64 bytes in unpadded base64url, 86 characters).';
    case "keyOfOtherSite":
      return `The Site tag names ${reason.values.site}, but the key is ${reason.values.keyOrigin}'s.`;
    case "keyUnknown":
      return `The signature's key ${reason.values.kid} is not among ${reason.values.origin}'s keys.`;
    case "signatureWrong":
      return `The Signature tag is not ${reason.values.origin}'s signature of this chain.`;
  }
}
