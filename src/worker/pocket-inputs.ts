/**
 * The pocket API's inputs as zod schemas (issue 33; docs/api.md "Pockets"). The server
 * holds only what it cannot read: entries and device labels arrive sealed (base64url), so
 * here only their form and size are judged; the public name follows the text rule of
 * the other names, at most 24 characters.
 */
import * as z from "zod/mini";
import { POCKET_LIMITS } from "../contract/pocket.ts";
import { textRule, toNfc } from "./inputs.ts";

/** A pocket's id: the first 15 bytes of its "id" derivation, base64url (src/contract/pocket-keys.ts). */
export const POCKET_ID = /^[A-Za-z0-9_-]{20}$/;
/** A device's id: 16 random bytes, base64url. */
export const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/;
/** An entry's id: the first 16 bytes of an HMAC, base64url. */
export const ENTRY_ID = /^[A-Za-z0-9_-]{22}$/;
/** The authentication value: 32 bytes, base64url (as a seat token). */
export const POCKET_AUTH = /^[A-Za-z0-9_-]{43}$/;

const SEALED = /^[A-Za-z0-9_-]*$/;

const deviceId = z.string().check(z.regex(DEVICE_ID, "A device's id is 22 characters of base64url (16 random bytes)."));
/** Sealed by the devices ("" allowed: a device may have no label). */
const deviceLabel = z
  .string()
  .check(
    z.maxLength(POCKET_LIMITS.deviceLabel, `A device's label may have at most ${POCKET_LIMITS.deviceLabel} characters (sealed).`),
    z.regex(SEALED, "A device's label is sealed text (base64url)."),
  );

/** `POST /api/pockets`. */
export const createPocketInput = z.strictObject({
  id: z.string().check(z.regex(POCKET_ID, "A pocket's id is 20 characters of base64url.")),
  device: deviceId,
  label: z.optional(deviceLabel),
});

/** `POST /api/pockets/:id/devices`. */
export const joinDeviceInput = z.strictObject({ device: deviceId, label: z.optional(deviceLabel) });

/** `PUT /api/pockets/:id/entries/:entry`: a sealed entry ("" is a removal's tombstone: DELETE removes). */
export const putEntryInput = z.strictObject({
  sealed: z
    .string()
    .check(
      z.minLength(1, "sealed: an entry holds sealed text; DELETE removes it."),
      z.maxLength(POCKET_LIMITS.sealed, `sealed: an entry may have at most ${POCKET_LIMITS.sealed} characters.`),
      z.regex(SEALED, "sealed: an entry is sealed text (base64url)."),
    ),
});

/** `GET /api/pockets/:id/entries?since=`. */
export const entriesQuery = z.strictObject({
  since: z.optional(z.string().check(z.regex(/^(0|[1-9][0-9]{0,14})$/, "since: a version, a whole number of 0 or more."))),
});

/** `PUT /api/pockets/:id/name`: the text rule of the other names, at most 24 characters. */
export const pocketNameInput = z.strictObject({
  name: z.string().check(z.trim(), textRule({ subject: "A name", max: POCKET_LIMITS.name, whenEmpty: "A name is needed." }), toNfc),
});
