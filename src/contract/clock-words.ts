/**
 * What a clock event says in a record, in words a reader sees ("Ann gives Bo 2 days,
 * 2026-11-25 10:05 UTC"). The record writer (worker/record-text.ts) writes these comments
 * and the verifier (verify-record.ts) rebuilds them from the chain's events, so a
 * readable comment that says something the chain does not is caught.
 */
import type { BySide } from "../engine/types.ts";
import type { ClockEvent } from "./clocks.ts";

/** The sentence for a clock event, the sides named as the record names them. */
function clockSentence(event: ClockEvent, names: BySide<string>): string {
  const who = names[event.side];
  switch (event.kind) {
    case "vacation-start":
      return `${who} starts a vacation`;
    case "vacation-end":
      return `${who} ends a vacation`;
    case "give-time":
      return `${who} gives ${names[event.side === "white" ? "black" : "white"]} ${event.days} ${event.days === 1 ? "day" : "days"}`;
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

/** The whole readable comment: the sentence and the minute it happened, UTC. */
export function clockEventWords(event: ClockEvent, names: BySide<string>): string {
  const when = new Date(event.at).toISOString().slice(0, 16).replace("T", " ");
  return `${clockSentence(event, names)}, ${when} UTC`;
}

/**
 * Whether a comment's words have the form of a readable clock comment (a sentence the
 * site writes, then ", YYYY-MM-DD HH:MM UTC"): such a comment claims to be the site's, so
 * the verifier holds it to the chain instead of calling it a reader's note.
 */
export const CLOCK_WORDS_FORM = /(?:starts a vacation|ends a vacation|gives .+ \d+ days?|offers a pause of \d+ days?|accepts the pause|declines the pause|ends the pause), \d{4}-\d\d-\d\d \d\d:\d\d UTC$/;
