/**
 * What a clock event says in a record, in words a reader sees ('"Ann" gives "Bo" 2 days,
 * 2026-11-25 10:05 UTC'). The record writer (worker/record-text.ts) writes these comments
 * and the verifier (verify-record.ts) rebuilds them from the chain's events, so a
 * readable comment that says something the chain does not is caught.
 */
import { quoteInComment, unquoteFromComment } from "../engine/annotated-record.ts";
import type { BySide } from "../engine/types.ts";
import type { ClockEvent } from "./clocks.ts";

/**
 * A translator's `t` (src/i18n): a clock event's sentence in a reader's language, with the
 * day count through the language's plural rules (clockWordsIn). The record itself is always
 * English, which the verifier rebuilds word for word.
 */
export type ClockWordsTranslate = (id: string, values: { who: string; other: string; days: number }) => string;

/** Each event's message id (src/i18n/catalogs), for a reader's language. */
const MESSAGE_IDS: Record<ClockEvent["kind"], string> = {
  "vacation-start": "game.clockEvent.vacationStart",
  "vacation-end": "game.clockEvent.vacationEnd",
  "give-time": "game.clockEvent.giveTime",
  "pause-offer": "game.clockEvent.pauseOffer",
  "pause-accept": "game.clockEvent.pauseAccept",
  "pause-decline": "game.clockEvent.pauseDecline",
  "pause-end": "game.clockEvent.pauseEnd",
};

/** The sentence for a clock event, the sides named as the record names them, each name written by `written`. */
function clockSentence(event: ClockEvent, names: BySide<string>, written: (name: string) => string): string {
  const who = written(names[event.side]);
  switch (event.kind) {
    case "vacation-start":
      return `${who} starts a vacation`;
    case "vacation-end":
      return `${who} ends a vacation`;
    case "give-time":
      return `${who} gives ${written(names[event.side === "white" ? "black" : "white"])} ${event.days} ${event.days === 1 ? "day" : "days"}`;
    case "pause-offer":
      return `${who} offers a pause of ${event.days} ${event.days === 1 ? "day" : "days"}`;
    case "pause-accept":
      return `${who} accepts the pause`;
    case "pause-decline":
      return `${who} declines the pause`;
    case "pause-end":
      return `${who} ends the pause`;
  }
}

/** The sentence and the minute it happened, UTC. */
function withTime(event: ClockEvent, sentence: string): string {
  const when = new Date(event.at).toISOString().slice(0, 16).replace("T", " ");
  return `${sentence}, ${when} UTC`;
}

/**
 * The whole readable comment as a record is written: each name quoted (quoteInComment), so
 * that no name can end the comment or read as a command ('"Ann" starts a vacation, ...').
 */
export function clockEventWords(event: ClockEvent, names: BySide<string>): string {
  return withTime(event, clockSentence(event, names, quoteInComment));
}

/**
 * The same comment in the legacy form, names as typed ('Ann starts a vacation, ...'): how
 * records signed before names were quoted (2026-11-27) wrote it. No writer writes it any
 * more; the verifier accepts it so that every record already downloaded still verifies.
 */
export function legacyClockEventWords(event: ClockEvent, names: BySide<string>): string {
  return withTime(event, clockSentence(event, names, (name) => name));
}

/**
 * Whether a comment's words have the form of a readable clock comment (a sentence the
 * site writes, then ", YYYY-MM-DD HH:MM UTC"): such a comment claims to be the site's, so
 * the verifier holds it to the chain instead of calling it a reader's note. The names are
 * left open (`.+` in "gives", anything before the other sentences), so both the quoted form
 * and the legacy one are held to the chain.
 */
export const CLOCK_WORDS_FORM = /(?:starts a vacation|ends a vacation|gives .+ \d+ days?|offers a pause of \d+ days?|accepts the pause|declines the pause|ends the pause), \d{4}-\d\d-\d\d \d\d:\d\d UTC$/;

/** A quoted name as the record writes it (quoteInComment: no '"' inside). */
const QUOTED = '"[^"]*"';
const MINUTE = "(\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d) UTC";

/** Each readable clock comment's form (the quoted form clockEventWords writes), its groups: who, [other], [days], minute. */
const READABLE: readonly { readonly kind: ClockEvent["kind"]; readonly form: RegExp }[] = [
  { kind: "vacation-start", form: new RegExp(`^(${QUOTED}) starts a vacation, ${MINUTE}$`) },
  { kind: "vacation-end", form: new RegExp(`^(${QUOTED}) ends a vacation, ${MINUTE}$`) },
  { kind: "give-time", form: new RegExp(`^(${QUOTED}) gives (${QUOTED}) (\\d{1,4}) days?, ${MINUTE}$`) },
  { kind: "pause-offer", form: new RegExp(`^(${QUOTED}) offers a pause of (\\d{1,4}) days?, ${MINUTE}$`) },
  { kind: "pause-accept", form: new RegExp(`^(${QUOTED}) accepts the pause, ${MINUTE}$`) },
  { kind: "pause-decline", form: new RegExp(`^(${QUOTED}) declines the pause, ${MINUTE}$`) },
  { kind: "pause-end", form: new RegExp(`^(${QUOTED}) ends the pause, ${MINUTE}$`) },
];

/**
 * A record's readable clock comment said again in a reader's language ('"Bo" gives "Ann"
 * 2 days, 2026-11-25 10:05 UTC' → "Bo schenkt Ann 2 Tage, 2026-11-25 10:05 UTC"), for
 * pages that show a record's comments; undefined for any other comment, which a page
 * shows as written. Only the quoted form is read (the legacy one stays as written). The
 * comment is outside text: the forms are anchored and their names cannot hold a quote,
 * so reading is linear in its length.
 */
export function clockWordsIn(comment: string, translate: ClockWordsTranslate): string | undefined {
  for (const { kind, form } of READABLE) {
    const match = form.exec(comment);
    if (!match) continue;
    const who = unquoteFromComment(match[1]);
    const other = kind === "give-time" ? unquoteFromComment(match[2]) : "";
    if (who === undefined || other === undefined) return undefined;
    const days = kind === "give-time" ? Number(match[3]) : kind === "pause-offer" ? Number(match[2]) : 0;
    const minute = match[match.length - 1];
    return `${translate(MESSAGE_IDS[kind], { who, other, days })}, ${minute} UTC`;
  }
  return undefined;
}
