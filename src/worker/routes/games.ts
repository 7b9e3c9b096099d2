/** /api/games: create a game, read it, and every seat action on it. */
import { Hono } from "hono";
import { resolveOptions } from "../../engine/options.ts";
import { getGame, listGames } from "../../engine/registry.ts";
import { opposite, SIDES, type Side } from "../../engine/types.ts";
import { computerName } from "../lifecycle/computer.ts";
import type { Level } from "../../engine/search/levels.ts";
import { readArchivedGame } from "../archive.ts";
import { findSnapshot, recordFromRow } from "../archived-game.ts";
import { clientKey, gameRoom, overLimit, publicOrigin, readBody, refuse, respond, room, seatAction, type App } from "../http.ts";
import { apiError } from "../errors.ts";
import { refuseNoticeAddress } from "../lifecycle/notice-address.ts";
import type { RatedSeat } from "../lifecycle/rated-outbox.ts";
import {
  conditionalInput,
  createGameInput,
  emptyInput,
  giveTimeInput,
  messageInput,
  moveInput,
  notesInput,
  noticesInput,
  offerInput,
  pauseInput,
  recoverInput,
  vacationInput,
} from "../inputs.ts";
import type { CreatedComputerGame, CreatedGame } from "../../contract/api.ts";
import { hashToken, isGameId, newGameId, newSeatToken } from "../tokens.ts";
import { computerSeat, ratedPlayer } from "../ratings/rated-players.ts";

export const games = new Hono<App>();

// Unknown ids never reach a Durable Object (which would otherwise be created for them).
games.use("/games/:id/*", async (c, next) => {
  if (!isGameId(c.req.param("id"))) return refuse(c, 404, "not_found", "There is no game with this id.");
  await next();
});
games.use("/games/:id", async (c, next) => {
  if (!isGameId(c.req.param("id"))) return refuse(c, 404, "not_found", "There is no game with this id.");
  await next();
});

games.get("/variants", (c) =>
  c.json({
    variants: listGames().map((game) => ({
      id: game.id,
      name: game.name,
      summary: game.summary,
      sides: game.sideNames,
      options: game.options,
    })),
  }),
);

games.post("/games", async (c) => {
  const input = await readBody(c, createGameInput);
  if (input instanceof Response) return input;
  const game = getGame(input.variant);
  if (!game) return refuse(c, 400, "bad_request", `Unknown game "${input.variant}".`);
  const options = resolveOptions(game, input.options);
  if (!options.ok) return refuse(c, 400, "bad_request", options.error.message);
  // a game against the computer buys its searches: counted in the client's computer budget
  const limited = input.computer ? await overLimit(c, c.env.COMPUTER_LIMITER) : undefined;
  if (limited) return limited;

  const id = newGameId();
  const tokens = { white: newSeatToken(), black: newSeatToken() };
  const creatorSide: Side =
    input.side === "random" ? SIDES[crypto.getRandomValues(new Uint8Array(1))[0] & 1] : input.side;
  // Against the computer, its seat's token is made, hashed and forgotten: no browser ever holds it.
  const computer = input.computer ? { side: opposite(creatorSide), level: input.computer.level as Level } : null;
  const names = { white: input.names.white || "Anonymous", black: input.names.black || "Anonymous" };
  if (computer) names[computer.side] = computerName(computer.level);
  // a rated game: the creator's seat is bound to their named pocket now, the computer's to its level
  const creator = input.rated ? await ratedPlayer(c.env, c.req.header("Pocket-Auth"), Date.now()) : undefined;
  if (creator && !creator.ok) return respond(c, creator);
  if (creator) names[creatorSide] = creator.value.name;
  const rated = creator && { [creatorSide]: creator.value, [opposite(creatorSide)]: computer ? computerSeat(computer.level) : null } as Record<Side, RatedSeat | null>;
  const created = await room(c.env, id).create({
    id,
    variant: game.id,
    options: options.value,
    names,
    tokenHashes: { white: await hashToken(tokens.white), black: await hashToken(tokens.black) },
    timeControl: input.timeControl,
    origin: publicOrigin(c),
    computer,
  }, clientKey(c), rated);
  if (!created.ok) return respond(c, created);
  const seat = (side: Side) => ({ token: tokens[side], url: `/g/${id}#seat=${tokens[side]}` });
  const body: CreatedGame | CreatedComputerGame = computer
    ? { id, variant: game.id, creatorSide, seats: { [creatorSide]: seat(creatorSide) }, computer, watchUrl: `/g/${id}` }
    : { id, variant: game.id, creatorSide, seats: { white: seat("white"), black: seat("black") }, computer: null, watchUrl: `/g/${id}` };
  return c.json(body, 201);
});

games.get("/games/:id", async (c) => {
  const id = c.req.param("id");
  const snapshot = await findSnapshot(c.env, id);
  return snapshot ? c.json(snapshot) : refuse(c, 404, "not_found", "There is no game with this id.");
});

games.get("/games/:id/seat", seatAction(emptyInput, (c, token) => gameRoom(c).seat(token)));

games.post(
  "/games/:id/moves",
  seatAction(moveInput, (c, token, input) => gameRoom(c).move(token, input.move, input.ply, input.message, clientKey(c))),
);

// a rated challenge accepted: the seat of the bearer is bound to the named pocket of Pocket-Auth (lifecycle/rated-outbox.ts)
games.post(
  "/games/:id/rated-seat",
  seatAction(emptyInput, async (c, token) => {
    const player = await ratedPlayer(c.env, c.req.header("Pocket-Auth"), Date.now());
    return player.ok ? gameRoom(c).bindRatedSeat(token, player.value) : player;
  }),
);

games.post("/games/:id/resign", seatAction(emptyInput, (c, token) => gameRoom(c).resign(token)));

games.post("/games/:id/abort", seatAction(emptyInput, (c, token) => gameRoom(c).abort(token)));

for (const kind of ["draw", "takeback", "rematch"] as const) {
  games.post(
    `/games/:id/${kind}`,
    seatAction(offerInput, (c, token, input) => gameRoom(c).offer(token, kind, input.action, clientKey(c))),
  );
}

// the clocks: vacation, time given, a pause by agreement, a claim on time (lifecycle/clock-actions.ts)
games.post("/games/:id/vacation", seatAction(vacationInput, (c, token, input) => gameRoom(c).clockAction(token, { kind: "vacation", ...input })));
games.post("/games/:id/give-time", seatAction(giveTimeInput, (c, token, input) => gameRoom(c).clockAction(token, { kind: "give-time", ...input })));
games.post("/games/:id/pause", seatAction(pauseInput, (c, token, input) => gameRoom(c).clockAction(token, { kind: "pause", ...input })));
games.post("/games/:id/claim", seatAction(emptyInput, (c, token) => gameRoom(c).clockAction(token, { kind: "claim" })));

games.get("/games/:id/notices", seatAction(emptyInput, (c, token) => gameRoom(c).notices(token)));

games.put(
  "/games/:id/notices",
  seatAction(noticesInput, async (c, token, input) => {
    // only the public internet: loopback opens just for local development (WEBHOOK_LOOPBACK=on)
    const policy = { allowLoopback: c.env.WEBHOOK_LOOPBACK === "on" };
    const refused =
      (input.webhook && refuseNoticeAddress(input.webhook, "webhook", policy)) ||
      (input.push && refuseNoticeAddress(input.push.endpoint, "push endpoint", { allowLoopback: false }));
    return refused ? apiError(400, "bad_request", refused) : gameRoom(c).setNotices(token, input);
  }),
);

games.get("/games/:id/messages", seatAction(emptyInput, (c, token) => gameRoom(c).messages(token)));
games.post("/games/:id/messages", seatAction(messageInput, (c, token, input) => gameRoom(c).sendMessage(token, input.text), 201));

// a seat's secret: no cache, the browser's included, keeps a copy of either answer
games.use("/games/:id/notes", async (c, next) => {
  await next();
  c.res.headers.set("Cache-Control", "private, no-store");
});
games.get("/games/:id/notes", seatAction(emptyInput, (c, token) => gameRoom(c).notes(token)));
games.put("/games/:id/notes", seatAction(notesInput, (c, token, input) => gameRoom(c).notes(token, input.text)));

games.get("/games/:id/conditional", seatAction(emptyInput, (c, token) => gameRoom(c).conditionalLines(token)));

games.put(
  "/games/:id/conditional",
  seatAction(conditionalInput, (c, token, input) => gameRoom(c).setConditionalLines(token, input.ply, input.lines)),
);

games.post(
  "/games/:id/recovery",
  seatAction(emptyInput, (c, token) => gameRoom(c).createRecoveryCode(token), 201),
);

games.post("/recover", async (c) => {
  const input = await readBody(c, recoverInput);
  if (input instanceof Response) return input;
  const [id, secret] = input.code.split("-");
  const recovered = await room(c.env, id).recover(secret);
  if (!recovered.ok) return respond(c, recovered);
  const { side, token } = recovered.value;
  return c.json({ id, side, token, url: `/g/${id}#seat=${token}` });
});

/** The VAPID public key browsers need to subscribe to push. */
games.get("/push-key", (c) =>
  c.env.VAPID_PUBLIC_KEY
    ? c.json({ publicKey: c.env.VAPID_PUBLIC_KEY })
    : refuse(c, 404, "not_configured", "Push notifications are not set up on this server."),
);

games.get("/games/:id/record", async (c) => {
  const id = c.req.param("id");
  const origin = publicOrigin(c);
  const live = await room(c.env, id).record(origin);
  const archived = live.ok ? undefined : await readArchivedGame(c.env.DB, id);
  const text = live.ok ? live.value : archived && recordFromRow(archived, origin);
  if (text === undefined) return respond(c, live);
  return c.text(text, 200, {
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Disposition": `attachment; filename="pigeon-post-${id}.pgn"`,
  });
});

games.get("/games/:id/socket", async (c) => {
  if (c.req.header("Upgrade")?.toLowerCase() !== "websocket") {
    return refuse(c, 400, "bad_request", "This endpoint is a WebSocket; connect with an Upgrade request.");
  }
  const stub = gameRoom(c);
  // workerd turns a non-101 answer to an upgrade into a 500, so refuse unknown games here
  if (!(await stub.exists())) return refuse(c, 404, "not_found", "There is no game with this id.");
  return stub.fetch(c.req.raw);
});
