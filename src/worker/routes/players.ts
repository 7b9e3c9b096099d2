/** /api/players/:name: a public name's ratings (issue 33; docs/api.md "Ratings"), a computer level's ("Computer level 2") too. */
import { Hono } from "hono";
import { POCKET_LIMITS } from "../../contract/pocket.ts";
import { refuse, type App } from "../http.ts";
import { ratingsObject } from "../ratings/ratings.ts";
import { profileOwner } from "../ratings/rated-players.ts";

export const players = new Hono<App>();

const NOBODY = "Nobody plays under this name (a name given up shows nothing).";

players.get("/players/:name", async (c) => {
  const name = c.req.param("name");
  // longer than any name can be: not worth a database look (a computer level's name is shorter too)
  if (name.length > POCKET_LIMITS.name * 2) return refuse(c, 404, "not_found", NOBODY);
  const owner = await profileOwner(c.env, name);
  if (!owner) return refuse(c, 404, "not_found", NOBODY);
  const profile = await ratingsObject(c.env).profile(owner.pocket, owner.name, owner.since);
  return c.json(profile);
});
