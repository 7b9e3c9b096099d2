/**
 * /api/pockets (issue 33; docs/api.md "Pockets"): create, read, devices, sealed entries,
 * the socket, the public name, and closing for "Start a new pocket". Every request of a
 * pocket carries `Authorization: Bearer <auth>` and `Pocket-Device: <device id>`; the
 * pocket's object checks both. Answers are private: no cache keeps them.
 */
import { Hono } from "hono";
import type * as z from "zod/mini";
import { clientKey, readBody, refuse, respond, type App, type AppContext } from "../http.ts";
import { describeIssue } from "../inputs.ts";
import { createPocketInput, DEVICE_ID, ENTRY_ID, entriesQuery, joinDeviceInput, POCKET_AUTH, POCKET_ID, pocketNameInput, putEntriesInput, putEntryInput } from "../pocket-inputs.ts";
import type { Outcome } from "../errors.ts";
import { spendPocketCreation } from "../pocket/ledger.ts";
import { pocketStub } from "../pocket/stub.ts";
import { pocketIdentity } from "../pocket/identity.ts";
import { ratingsObject } from "../ratings/ratings.ts";

export const pockets = new Hono<App>();

const stubOf = (c: AppContext) => pocketStub(c.env, c.req.param("id") ?? "");

// Pocket ids have one form; anything else never reaches (and never makes) an object.
for (const path of ["/pockets/:id", "/pockets/:id/*"]) {
  pockets.use(path, async (c, next) => {
    if (!POCKET_ID.test(c.req.param("id") ?? "")) return refuse(c, 404, "not_found", "There is no pocket with this id.");
    await next();
  });
}

pockets.use("/pockets/*", async (c, next) => {
  await next();
  if (c.res.status !== 101) c.res.headers.set("Cache-Control", "private, no-store");
});
pockets.use("/pockets", async (c, next) => {
  await next();
  c.res.headers.set("Cache-Control", "private, no-store");
});

/** The pocket's authentication value from `Authorization: Bearer`, or a refusal. */
function pocketAuth(c: AppContext): string | Response {
  const header = c.req.header("Authorization");
  if (!header) return refuse(c, 401, "missing_token", "This needs your pocket's key: Authorization: Bearer <auth>.");
  const match = /^bearer +(\S+)$/i.exec(header.trim());
  if (!match || !POCKET_AUTH.test(match[1])) return refuse(c, 403, "wrong_token", "This is not this pocket's key: open the pocket link again.");
  return match[1];
}

/** The key and the device of a pocket's request, or a refusal. */
function credentials(c: AppContext): { auth: string; device: string } | Response {
  const auth = pocketAuth(c);
  if (auth instanceof Response) return auth;
  const device = c.req.header("Pocket-Device")?.trim();
  if (!device) return refuse(c, 401, "missing_device", "This needs the device's id: Pocket-Device: <device id>.");
  if (!DEVICE_ID.test(device)) return refuse(c, 400, "bad_request", "Pocket-Device: a device's id is 22 characters of base64url (16 random bytes).");
  return { auth, device };
}

/**
 * A device's write with a body (as http.ts seatAction is a seat's): the pocket's key and
 * the device, then a body that fits `schema`, checked in that order; `act`'s outcome on
 * the pocket becomes the answer.
 */
function deviceAction<S extends z.ZodMiniType, T>(
  schema: S,
  act: (pocket: ReturnType<typeof stubOf>, who: { auth: string; device: string }, input: z.infer<S>) => Promise<Outcome<T>>,
): (c: AppContext) => Promise<Response> {
  return async (c) => {
    const who = credentials(c);
    if (who instanceof Response) return who;
    const input = await readBody(c, schema);
    if (input instanceof Response) return input;
    return respond(c, await act(stubOf(c), who, input));
  };
}

/** The `:entry` of the path, or a refusal. */
function entryParam(c: AppContext): string | Response {
  const entry = c.req.param("entry") ?? "";
  return ENTRY_ID.test(entry) ? entry : refuse(c, 404, "no_entry", "An entry's id is 22 characters of base64url.");
}

pockets.post("/pockets", async (c) => {
  const auth = pocketAuth(c);
  if (auth instanceof Response) return auth;
  const input = await readBody(c, createPocketInput);
  if (input instanceof Response) return input;
  const spent = await spendPocketCreation(c.env, clientKey(c));
  if (!spent.ok) return respond(c, spent);
  return respond(c, await pocketStub(c.env, input.id).create(input.id, auth, input.device, input.label ?? ""), 201);
});

pockets.get("/pockets/:id", async (c) => {
  const who = credentials(c);
  if (who instanceof Response) return who;
  return respond(c, await stubOf(c).view(who.auth, who.device));
});

/**
 * Closes the pocket. With `Pocket-Successor: <new pocket id>.<its auth>` ("Start a new
 * pocket"), the pocket's ratings go to the new one: the new pocket is checked before the old
 * one closes, and the ratings move only once it has.
 */
pockets.delete("/pockets/:id", async (c) => {
  const who = credentials(c);
  if (who instanceof Response) return who;
  const successorHeader = c.req.header("Pocket-Successor");
  const successor = successorHeader === undefined ? undefined : await pocketIdentity(c.env, successorHeader);
  if (successor && !successor.ok) return respond(c, successor);
  if (successor && successor.value.pocketId === c.req.param("id")) return refuse(c, 400, "bad_request", "Pocket-Successor names this same pocket.");
  const closed = await stubOf(c).close(who.auth, who.device);
  if (!closed.ok || !successor) return respond(c, closed);
  const moved = await ratingsObject(c.env).succeed(c.req.param("id"), successor.value.pocketId);
  return c.json({ ...closed.value, ratingsMovedTo: moved.ok ? successor.value.pocketId : null });
});

// a joining device names itself in the body: it is not a device of the pocket yet
pockets.post("/pockets/:id/devices", async (c) => {
  const auth = pocketAuth(c);
  if (auth instanceof Response) return auth;
  const input = await readBody(c, joinDeviceInput);
  if (input instanceof Response) return input;
  return respond(c, await stubOf(c).join(auth, input.device, input.label ?? ""), 201);
});

pockets.delete("/pockets/:id/devices/:device", async (c) => {
  const who = credentials(c);
  if (who instanceof Response) return who;
  const target = c.req.param("device");
  if (!DEVICE_ID.test(target)) return refuse(c, 404, "no_device", "This pocket has no such device.");
  return respond(c, await stubOf(c).removeDevice(who.auth, who.device, target));
});

pockets.get("/pockets/:id/entries", async (c) => {
  const who = credentials(c);
  if (who instanceof Response) return who;
  const query = entriesQuery.safeParse(c.req.query());
  if (!query.success) return refuse(c, 400, "bad_request", describeIssue(query.error));
  return respond(c, await stubOf(c).changes(who.auth, who.device, Number(query.data.since ?? "0")));
});

pockets.post("/pockets/:id/entries", deviceAction(putEntriesInput, (pocket, who, input) => pocket.putEntries(who.auth, who.device, input.entries)));

pockets.put("/pockets/:id/entries/:entry", async (c) => {
  const who = credentials(c);
  if (who instanceof Response) return who;
  const entry = entryParam(c);
  if (entry instanceof Response) return entry;
  const input = await readBody(c, putEntryInput);
  if (input instanceof Response) return input;
  return respond(c, await stubOf(c).putEntry(who.auth, who.device, entry, input.sealed));
});

pockets.delete("/pockets/:id/entries/:entry", async (c) => {
  const who = credentials(c);
  if (who instanceof Response) return who;
  const entry = entryParam(c);
  if (entry instanceof Response) return entry;
  return respond(c, await stubOf(c).removeEntry(who.auth, who.device, entry));
});

pockets.put("/pockets/:id/name", deviceAction(pocketNameInput, (pocket, who, input) => pocket.setName(who.auth, who.device, input.name)));

pockets.delete("/pockets/:id/name", async (c) => {
  const who = credentials(c);
  if (who instanceof Response) return who;
  return respond(c, await stubOf(c).dropName(who.auth, who.device));
});

// the socket's credentials come in its hello (a browser's WebSocket sends no headers)
pockets.get("/pockets/:id/socket", async (c) => {
  if (c.req.header("Upgrade")?.toLowerCase() !== "websocket") {
    return refuse(c, 400, "bad_request", "This endpoint is a WebSocket; connect with an Upgrade request.");
  }
  const stub = stubOf(c);
  // workerd turns a non-101 answer to an upgrade into a 500, so refuse unknown pockets here
  if (!(await stub.exists())) return refuse(c, 404, "not_found", "There is no pocket with this id.");
  return stub.fetch(c.req.raw);
});
