/** /api/leagues (issue 22; docs/api.md "Leagues"): create, join, start, read, a player's games, the organizer's links, withdraw, notices. */
import { Hono } from "hono";
import { createLeagueInput, joinLeagueInput, leagueNoticesInput, startLeagueInput, withdrawInput } from "../league-inputs.ts";
import { apiError } from "../errors.ts";
import { bearer, publicOrigin, readBody, refuse, respond, type App, type AppContext } from "../http.ts";
import type { League } from "../league/league.ts";
import { readArchivedLeague } from "../league/archive.ts";
import { refuseNoticeAddress } from "../lifecycle/notice-address.ts";
import { ratedPlayer } from "../ratings/rated-players.ts";
import { isGameId, newGameId } from "../tokens.ts";

export const leagues = new Hono<App>();

function leagueStub(env: Env, id: string): DurableObjectStub<League> {
  const namespace = env.LEAGUE as DurableObjectNamespace<League>;
  return namespace.get(namespace.idFromName(id));
}

const stubOf = (c: AppContext) => leagueStub(c.env, c.req.param("id") ?? "");

// League ids look like game ids; anything else never reaches (and never creates) an object.
for (const path of ["/leagues/:id", "/leagues/:id/*"]) {
  leagues.use(path, async (c, next) => {
    if (!isGameId(c.req.param("id") ?? "")) return refuse(c, 404, "not_found", "There is no league with this id.");
    await next();
  });
}

// the answers that carry a player's or the organizer's secrets: no cache keeps them
for (const path of ["/leagues", "/leagues/:id/players", "/leagues/:id/me", "/leagues/:id/notices", "/leagues/:id/organizer"]) {
  leagues.use(path, async (c, next) => {
    await next();
    c.res.headers.set("Cache-Control", "private, no-store");
  });
}

leagues.post("/leagues", async (c) => {
  const input = await readBody(c, createLeagueInput);
  if (input instanceof Response) return input;
  const id = newGameId();
  return respond(c, await leagueStub(c.env, id).create(id, input, publicOrigin(c)), 201);
});

leagues.get("/leagues/:id", async (c) => {
  // the League writes the JSON once per change: a large league's table is not copied and written again for every read
  const live = await stubOf(c).viewText();
  if (live.ok) return c.body(live.value, 200, { "Content-Type": "application/json" });
  // a finished league outlives its object in the archive
  const archived = await readArchivedLeague(c.env.DB, c.req.param("id"));
  return archived ? c.json(archived) : respond(c, live);
});

leagues.post("/leagues/:id/players", async (c) => {
  const input = await readBody(c, joinLeagueInput);
  if (input instanceof Response) return input;
  // a named pocket joins a rated league under its public name (checked here: the League cannot read D1's names); an unrated league ignores it
  const pocketAuth = c.req.header("Pocket-Auth");
  const rated = pocketAuth === undefined ? undefined : await ratedPlayer(c.env, pocketAuth, Date.now());
  return respond(c, await stubOf(c).join(input.name, input.code, rated), 201);
});

leagues.post("/leagues/:id/start", async (c) => {
  const token = bearer(c);
  if (token instanceof Response) return token;
  const input = await readBody(c, startLeagueInput);
  if (input instanceof Response) return input;
  return respond(c, await stubOf(c).start(token));
});

leagues.get("/leagues/:id/organizer", async (c) => {
  const token = bearer(c);
  if (token instanceof Response) return token;
  return respond(c, await stubOf(c).organizerLinks(token));
});

leagues.get("/leagues/:id/me", async (c) => {
  const token = bearer(c);
  if (token instanceof Response) return token;
  return respond(c, await stubOf(c).me(token));
});

leagues.post("/leagues/:id/withdraw", async (c) => {
  const token = bearer(c);
  if (token instanceof Response) return token;
  const input = await readBody(c, withdrawInput);
  if (input instanceof Response) return input;
  return respond(c, await stubOf(c).withdraw(token, input.name));
});

leagues.get("/leagues/:id/notices", async (c) => {
  const token = bearer(c);
  if (token instanceof Response) return token;
  return respond(c, await stubOf(c).notices(token));
});

leagues.put("/leagues/:id/notices", async (c) => {
  const token = bearer(c);
  if (token instanceof Response) return token;
  const input = await readBody(c, leagueNoticesInput);
  if (input instanceof Response) return input;
  // the games' own rule: only the public internet (loopback for local development only)
  const refused =
    (input.webhook && refuseNoticeAddress(input.webhook, "webhook", { allowLoopback: c.env.WEBHOOK_LOOPBACK === "on" })) ||
    (input.push && refuseNoticeAddress(input.push.endpoint, "push endpoint", { allowLoopback: false }));
  if (refused) return respond(c, apiError(400, "bad_request", refused));
  return respond(c, await stubOf(c).setNotices(token, input));
});
