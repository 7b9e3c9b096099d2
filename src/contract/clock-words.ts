/**
 * What a clock event says in a record, in words a reader sees ('"Ann" gives "Bo" 2 days,
 * 2026-11-25 10:05 UTC'). The record writer (worker/record-text.ts) writes these comments
 * and the verifier (verify-record.ts) rebuilds them from the chain's events, so a
 * readable comment that says something the chain does not is caught.
 */
import { quoteInComment } from "../engine/annotated-record.ts";
import type { BySide } from "../engine/types.ts";
import type { ClockEvent } from "./clocks.ts";

/**
 * A translator's `t` (src/i18n): a clock event's sentence in a reader's language, with the
 * day count through the language's plural rules. Without one the sentence is the record's
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

/** The sentence for a clock event, the sides named as the record names them, each name written by `written`; in `translate`'s language when given. */
function clockSentence(event: ClockEvent, names: BySide<string>, written: (name: string) => string, translate?: ClockWordsTranslate): string {
  const who = written(names[event.side]);
  if (translate) {
    const other = written(names[event.side === "white" ? "black" : "white"]);
    return translate(MESSAGE_IDS[event.kind], { who, other, days: "days" in event ? event.days : 0 });
  }
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
/**
 * The sentence and its minute for a reader, in `translate`'s language ("Ann schenkt Bo 2
 * Tage, 2026-11-25 10:05 UTC"): the names as typed, the minute as the record writes it.
 * Never written into a record (the record's words are English, clockEventWords).
 */
export function clockEventWordsIn(event: ClockEvent, names: BySide<string>, translate: ClockWordsTranslate): string {
  return withTime(event, clockSentence(event, names, (name) => name, translate));
}

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
