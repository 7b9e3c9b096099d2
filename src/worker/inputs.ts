/** zod schemas for every input the API takes. Nothing from the browser is trusted. */
import { z } from "zod";
import { DAYS_PER_MOVE } from "./lifecycle/clock.ts";

// control characters would break the record's tag pairs and the pages
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/** A player's name, as created games and imported records both take it. */
export const playerName = z
  .string()
  .trim()
  .max(40, "A name may have at most 40 characters.")
  .refine((s) => !CONTROL_CHARACTERS.test(s), "A name may not contain control characters.");

export const createGameInput = z.strictObject({
  variant: z.string().min(1).max(40),
  timeControl: z
    .strictObject({ daysPerMove: z.union(DAYS_PER_MOVE.map((d) => z.literal(d))) })
    .nullable()
    .default(null),
  side: z.enum(["white", "black", "random"]).default("random"),
  names: z.strictObject({ white: playerName.optional(), black: playerName.optional() }).default({}),
  options: z.record(z.string().max(40), z.string().max(40)).default({}),
});

export const moveInput = z.strictObject({
  move: z.string().min(1, "The move is empty.").max(200, "That is not a move."),
  ply: z.number().int().min(0).max(1_000_000),
});

export const emptyInput = z.strictObject({});

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date like 2026-11-22")
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), "is not a real date")
  .transform((d) => Date.parse(`${d}T00:00:00Z`));

export const archiveQuery = z.strictObject({
  variant: z.string().max(40).optional(),
  result: z.enum(["1-0", "0-1", "1/2-1/2"]).optional(),
  termination: z.string().max(40).regex(/^[a-z-]+$/, "is not a termination").optional(),
  player: z.string().trim().min(1).max(40).optional(),
  /** First day included (UTC). */
  from: day.optional(),
  /** Last day included (UTC). */
  to: day.transform((ms) => ms + 86_400_000).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const importInput = z.strictObject({
  record: z.string().min(1, "The record is empty.").max(200_000, "The record is too long."),
  /** Save the imported game in the archive (it must be finished). */
  save: z.boolean().default(false),
});

/**
 * Why an imported record's tags cannot be stored, naming the tag, or undefined when they
 * can: the names obey the rule of created games, and no tag holds control characters
 * (they would reach the archive, page titles, oEmbed and the record download).
 */
export function refuseImportedTags(tags: ReadonlyMap<string, string>): string | undefined {
  for (const side of ["White", "Black"]) {
    const value = tags.get(side);
    if (value === undefined) continue;
    const parsed = playerName.safeParse(value);
    if (!parsed.success) return `The ${side} tag: ${describeIssue(parsed.error)}`;
  }
  for (const [tag, value] of tags) {
    if (CONTROL_CHARACTERS.test(value)) return `The ${tag} tag may not contain control characters.`;
  }
  return undefined;
}

/** The first problem zod found, as one sentence with the field's name. */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "The request is not valid.";
  const where = issue.path.length ? `${issue.path.join(".")}: ` : "";
  return `${where}${issue.message}`;
}

export const offerInput = z.strictObject({ action: z.enum(["offer", "accept", "decline"]) });

const base64url = z.string().regex(/^[A-Za-z0-9_-]+$/, "must be base64url").max(200);

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
const webhookUrl = z
  .string()
  .trim()
  .max(500, "The webhook URL is too long (at most 500 characters).")
  .superRefine((value, ctx) => {
    if (value.length > 500) return; // already said
    if (!parseUrl(value)?.hostname) {
      ctx.addIssue({ code: "custom", message: "The webhook must be a whole URL, like https://discord.com/api/webhooks/..." });
    }
  });

export const noticesInput = z.strictObject({
  webhook: webhookUrl.nullable().optional(),
  push: z
    .strictObject({
      endpoint: z.string().url().max(1000).refine((v) => v.startsWith("https://"), "A push endpoint is https."),
      keys: z.strictObject({ p256dh: base64url, auth: base64url }),
      // browsers add this field to PushSubscription.toJSON(); it is not used
      expirationTime: z.number().nullable().optional(),
    })
    .transform(({ endpoint, keys }) => ({ endpoint, keys }))
    .nullable()
    .optional(),
});

export const recoverInput = z.strictObject({
  code: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-km-np-z2-9]{10}-[a-km-np-z2-9]{8}$/, "A recovery code looks like k3v9x2mq7d-7hqm4rtp."),
});
