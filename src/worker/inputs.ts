/**
 * zod schemas for every input the API takes. Nothing from the browser is trusted.
 *
 * Written with zod/mini, zod's tree-shakable form (the same checks as a function per
 * check), and English messages only: the classic API with every locale was two thirds
 * of the Worker's bundle.
 */
import * as z from "zod/mini";
import en from "zod/v4/locales/en.js";
import { DAYS_PER_MOVE, LIMITS } from "../contract/time-control.ts";
import { canonicalTimeZone, isTimeZone } from "../contract/weekend.ts";
import { listGames } from "../engine/registry.ts";
import { isLocale, LOCALES, PSEUDO_LOCALE, type Locale } from "../i18n/locales.ts";
import { MAX_LINES, MAX_TURNS } from "./lifecycle/conditional-moves.ts";
import { checkText, PLAYER_NAME_RULE, type TextRule } from "../contract/text-rules.ts";
import { NOTES_RULE, normalizeNotes } from "./lifecycle/notes.ts";
import { MESSAGE_RULE } from "./lifecycle/player-text.ts";

z.config(en());

/** A string of at most `max` characters (`message` says so). */
function text(max: number, message?: string) {
  return z.string().check(z.maxLength(max, message));
}

/**
 * The text rules (contract/text-rules.ts) as a zod check: a text `rule` refuses is an
 * issue with its reason (the field's path is added by describeIssue: a 400 naming the
 * field), and the text goes on as it is kept (NFC). JSON.parse turns a "\ud800" escape
 * into a lone surrogate, so the rule sees what the client sent, before SQLite would turn
 * it into U+FFFD.
 */
export function textRule(rule: TextRule) {
  return z.superRefine((value: string, ctx) => {
    const checked = checkText(value, rule);
    if (!checked.ok) ctx.addIssue({ code: "custom", message: checked.reason, input: value });
  });
}

/** `value` in NFC: the form text is kept in, whichever form the client typed (it never throws, even on a lone surrogate the rule then refuses). */
export const toNfc = z.overwrite((value: string) => value.normalize("NFC"));

/** A player's name, as created games and imported records both take it: trimmed, "" allowed (the game says "Anonymous"). */
export const playerName = z.string().check(z.trim(), textRule(PLAYER_NAME_RULE), toNfc);

/** A whole number of days within `LIMITS[name]`. */
function days(name: keyof typeof LIMITS) {
  const { min, max } = LIMITS[name];
  const message = `must be a whole number of days from ${min} to ${max}`;
  return z.int(message).check(z.minimum(min, message), z.maximum(max, message));
}

/** An IANA time zone the runtime knows ("Europe/Paris"; not an offset like "+01:00"), kept by its canonical name ("europe/paris" is "Europe/Paris"). */
const timeZone = z.pipe(
  z.string().check(
    z.maxLength(64),
    z.regex(/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/, "must be an IANA time zone such as Europe/Paris"),
    z.refine((zone) => isTimeZone(zone), "is not a time zone this server knows (an IANA name such as Europe/Paris)"),
  ),
  z.transform((zone: string) => canonicalTimeZone(zone) ?? zone),
);

/** What both forms of time control take beside their per-move rule (contract/time-control.ts). */
const timeControlExtras = {
  vacationDays: z._default(days("vacationDays"), 0),
  weekendsOff: z._default(z.nullable(z.strictObject({ timeZone })), null),
  onTimeout: z._default(z.enum(["lose", "claim"]), "lose"),
};

/** Days per move (the older form) or a time bank; zod reports the form whose fields were sent (games and leagues take it). */
export const timeControl = z.union([
  z.strictObject({ daysPerMove: z.union(DAYS_PER_MOVE.map((d) => z.literal(d))), ...timeControlExtras }),
  z.strictObject({ initialDays: days("initialDays"), incrementDays: days("incrementDays"), maxDays: days("maxDays"), ...timeControlExtras }).check(
    z.refine((bank) => bank.maxDays >= bank.initialDays, { message: "maxDays must be at least initialDays", path: ["maxDays"] }),
  ),
]);

export const createGameInput = z.strictObject({
  variant: text(40).check(z.minLength(1)),
  timeControl: z._default(z.nullable(timeControl), null),
  side: z._default(z.enum(["white", "black", "random"]), "random"),
  names: z._default(z.strictObject({ white: z.optional(playerName), black: z.optional(playerName) }), {}),
  options: z._default(z.record(text(40), text(40)), {}),
  /** Play the computer at this level: it takes the seat the creator does not. */
  computer: z._default(z.nullable(z.strictObject({ level: z.int().check(z.minimum(1, "must be 1, 2 or 3"), z.maximum(3, "must be 1, 2 or 3")) })), null),
  /** A rated game (issue 33): the creator's named pocket comes in the Pocket-Auth header; the opponent's seat link becomes a rated challenge. */
  rated: z._default(z.boolean(), false),
});

/**
 * A message's text, trimmed: its rule (length in characters, what it may not hold) is
 * lifecycle/player-text.ts's, refused here with the reason; the rate and the box's limit
 * are the room's.
 */
const messageText = z.string().check(z.trim(), textRule(MESSAGE_RULE), toNfc);

export const moveInput = z.strictObject({
  move: z.string().check(z.minLength(1, "The move is empty."), z.maxLength(200, "That is not a move.")),
  ply: z.int().check(z.minimum(0), z.maximum(1_000_000)),
  /** A message to the opponent sent with the move. */
  message: z.optional(messageText),
});

export const messageInput = z.strictObject({ text: messageText });

/**
 * A seat's notes, as typed (not trimmed) with line ends made newlines: at most
 * MAX_NOTES_LENGTH characters, "" clears them; what they may hold is the text rules', as
 * for messages (lifecycle/notes.ts).
 */
export const notesInput = z.strictObject({ text: z.string().check(z.overwrite(normalizeNotes), textRule(NOTES_RULE), toNfc) });

export const emptyInput = z.strictObject({});

/** A day like 2026-11-22, as the UTC midnight it starts at (ms). */
const day = z.pipe(
  z.string().check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date like 2026-11-22"),
    z.refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), "is not a real date"),
  ),
  z.transform((d: string) => Date.parse(`${d}T00:00:00Z`)),
);

export const archiveQuery = z.strictObject({
  variant: z.optional(text(40)),
  result: z.optional(z.enum(["1-0", "0-1", "1/2-1/2"])),
  termination: z.optional(text(40).check(z.regex(/^[a-z-]+$/, "is not a termination"))),
  player: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(40), toNfc)),
  /** First day included (UTC). */
  from: z.optional(day),
  /** Last day included (UTC). */
  to: z.optional(z.pipe(day, z.transform((ms: number) => ms + 86_400_000))),
  cursor: z.optional(text(200)),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 20),
});

/** A month like 2026-11 (UTC), with its first millisecond and the next month's. */
const month = z.pipe(
  z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, "must be a month like 2026-11")),
  z.transform((m: string) => {
    const [year, monthNumber] = m.split("-").map(Number);
    return { text: m, start: Date.UTC(year, monthNumber - 1, 1), end: Date.UTC(year, monthNumber, 1) };
  }),
);

/** GET /api/archive/export: one month, all games or one, from the start or after a previous file's last game. */
export const archiveExportQuery = z.strictObject({
  month,
  variant: z.optional(z.enum(listGames().map((game) => game.id) as [string, ...string[]])),
  after: z.optional(text(200)),
});

export const importInput = z.strictObject({
  record: z.string().check(z.minLength(1, "The record is empty."), z.maxLength(200_000, "The record is too long.")),
  /** Save the imported game in the archive (it must be finished). */
  save: z._default(z.boolean(), false),
});

/** The longest value of an imported tag other than the names (a FEN, an event's name, an annotator). */
export const MAX_TAG_LENGTH = 1000;

/**
 * Why an imported record's tags cannot be stored, naming the tag, or undefined when they
 * can: the names obey the rule of created games' names, and every other tag the text
 * rules for one line of at most MAX_TAG_LENGTH characters (tags reach the archive, page
 * titles, oEmbed and the record download). The tags are judged, not rewritten: a signed
 * record is kept exactly as it was signed.
 */
export function refuseImportedTags(tags: ReadonlyMap<string, string>): string | undefined {
  for (const [tag, value] of tags) {
    if (tag === "White" || tag === "Black") {
      const checked = checkText(value.trim(), PLAYER_NAME_RULE);
      if (!checked.ok) return `The ${tag} tag: ${checked.reason}`;
    } else {
      const checked = checkText(value, { subject: `The ${tag} tag`, max: MAX_TAG_LENGTH, blankAllowed: true });
      if (!checked.ok) return checked.reason;
    }
  }
  return undefined;
}

/** The first problem zod found, as one sentence with the field's name. */
export function describeIssue(error: { readonly issues: readonly z.core.$ZodIssue[] }): string {
  const issue = error.issues[0];
  if (!issue) return "The request is not valid.";
  const where = issue.path.length ? `${issue.path.join(".")}: ` : "";
  return `${where}${issue.message}`;
}

/** Conditional lines: whole turns of move texts, the opponent's first (lifecycle/conditional-moves.ts). */
export const conditionalInput = z.strictObject({
  ply: z.int().check(z.minimum(0), z.maximum(1_000_000)),
  lines: z.array(z.array(z.array(text(40)).check(z.maxLength(10))).check(z.maxLength(MAX_TURNS))).check(z.maxLength(MAX_LINES, `At most ${MAX_LINES} lines can be stored.`)),
});

export const offerInput = z.strictObject({ action: z.enum(["offer", "accept", "decline"]) });

export const vacationInput = z.strictObject({ action: z.enum(["start", "end"]) });

export const giveTimeInput = z.strictObject({ days: days("giveDays") });

/** A pause by agreement: an offer names its length in days. */
export const pauseInput = z
  .strictObject({ action: z.enum(["offer", "accept", "decline", "end"]), days: z.optional(days("pauseDays")) })
  .check(z.refine((pause) => pause.action !== "offer" || pause.days !== undefined, { message: "A pause offer says how many days (1 to 30).", path: ["days"] }));

const base64url = z.string().check(z.regex(/^[A-Za-z0-9_-]+$/, "must be base64url"), z.maxLength(200));

/** The URL in `value`, or undefined when it is not one (never throws: zod runs every check, even after one failed). */
function parseUrl(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

/**
 * A webhook's form: a whole URL. Where it may point (https, the public internet) is
 * checked by the route with the server's policy (lifecycle/notice-address.ts).
 */
const webhookUrl = z.string().check(
  z.trim(),
  z.maxLength(500, "The webhook URL is too long (at most 500 characters)."),
  z.superRefine((value, ctx) => {
    if (value.length > 500) return; // already said
    if (!parseUrl(value)?.hostname) {
      ctx.addIssue({ code: "custom", message: "The webhook must be a whole URL, like https://discord.com/api/webhooks/...", input: value });
    }
  }),
);

/**
 * The language notices are written in (issue 31): the page's own, one of the service's
 * locale codes as locales.ts spells them; a client that sends none gets English.
 */
const noticeLang = z._default(
  z.pipe(
    z.string().check(z.refine(isLocale, `lang must be one of: ${[...LOCALES.map((l) => l.code), PSEUDO_LOCALE].join(", ")}.`)),
    z.transform((value: string) => value as Locale),
  ),
  "en",
);

export const noticesInput = z.strictObject({
  lang: noticeLang,
  webhook: z.optional(z.nullable(webhookUrl)),
  push: z.optional(
    z.nullable(
      z.pipe(
        z.strictObject({
          endpoint: z.string().check(
            z.maxLength(1000),
            z.refine((v) => v.startsWith("https://") && parseUrl(v) !== undefined, "A push endpoint is an https:// URL."),
          ),
          keys: z.strictObject({ p256dh: base64url, auth: base64url }),
          // browsers add this field to PushSubscription.toJSON(); it is not used
          expirationTime: z.optional(z.nullable(z.number())),
        }),
        z.transform(({ endpoint, keys }: { endpoint: string; keys: { p256dh: string; auth: string } }) => ({ endpoint, keys })),
      ),
    ),
  ),
});

export const recoverInput = z.strictObject({
  code: z
    .string()
    .check(
      z.trim(),
      z.toLowerCase(),
      z.regex(/^[a-km-np-z2-9]{10}-[a-km-np-z2-9]{8}$/, "A recovery code looks like k3v9x2mq7d-7hqm4rtp."),
    ),
});
