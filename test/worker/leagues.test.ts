// Leagues through the API (issue 22): the contract end to end, a round-robin played to the
// end with a result delivered after a failure, Swiss rounds paired as rounds end.
import { evictDurableObject, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { LeagueView } from "../../src/contract/league.ts";
import type { GameRoom } from "../../src/worker/game-room.ts";
import { applyReport, type League } from "../../src/worker/league/league.ts";
import { getGame as getEngineGame } from "../../src/engine/registry.ts";
import { act, call, createGame, move, ORIGIN, roomStub } from "./client.ts";
import { createAllGames, createLeague, deliver, finishGame, fireAlarm, getLeague, joinLeague, leagueStub, me, seatToken, startLeague } from "./league-client.ts";

/** Every game's two seat tokens, from the players' own links. */
async function seatsOf(leagueId: string, players: Record<string, string>): Promise<Map<string, { white: string; black: string }>> {
  const seats = new Map<string, { white: string; black: string }>();
  for (const token of Object.values(players)) {
    for (const game of (await me(leagueId, token)).games) {
      seats.set(game.id, { ...(seats.get(game.id) ?? { white: "", black: "" }), [game.side]: seatToken(game.url) });
    }
  }
  return seats;
}

describe("the league contract", () => {
  it("creates a league with an organizer link, a join link and a watch link", async () => {
    const league = await createLeague();
    expect(league.id).toMatch(/^[a-km-np-z2-9]{10}$/);
    expect(league.watchUrl).toBe(`${ORIGIN}/l/${league.id}`);
    expect(league.joinUrl).toMatch(new RegExp(`^${ORIGIN}/l/${league.id}#join=[A-Za-z0-9_-]{43}$`));
    expect(league.organizer.url).toBe(`${ORIGIN}/l/${league.id}#organizer=${league.organizer.token}`);
    const view = await getLeague(league.id);
    expect(view).toMatchObject({ id: league.id, name: "Club league", variant: "the-pit", format: "round-robin", status: "open", timeControl: null, players: [], rounds: [], standings: [] });
  });

  it("takes a Swiss without rounds (log2 of the field plus one) and a league without a clock", async () => {
    const res = await call("/api/leagues", { method: "POST", json: { name: "Open", variant: "ben39", format: "swiss", maxPlayers: 16 } });
    expect(res.status, await res.clone().text()).toBe(201);
    const view = await getLeague(((await res.json()) as { id: string }).id);
    expect(view).toMatchObject({ format: "swiss", roundsPlanned: 5, timeControl: null, double: false, maxPlayers: 16 });
  });

  it("joins by the code, names unique (409), joining closed at start (409), maxPlayers kept (409), a wrong code 403", async () => {
    const league = await createLeague({ maxPlayers: 3 });
    const ann = await joinLeague(league, "Ann");
    expect(ann.url).toBe(`${ORIGIN}/l/${league.id}#player=${ann.token}`);
    const again = await call(`/api/leagues/${league.id}/players`, { method: "POST", json: { name: "ann", code: new URL(league.joinUrl).hash.slice(6) } });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: { code: string } }).error.code).toBe("name_taken");
    const wrong = await call(`/api/leagues/${league.id}/players`, { method: "POST", json: { name: "Eve", code: league.organizer.token } });
    expect(wrong.status).toBe(403);
    await joinLeague(league, "Bo");
    await joinLeague(league, "Cy");
    const full = await call(`/api/leagues/${league.id}/players`, { method: "POST", json: { name: "Di", code: new URL(league.joinUrl).hash.slice(6) } });
    expect(full.status).toBe(409);

    const byPlayer = await call(`/api/leagues/${league.id}/start`, { method: "POST", token: ann.token, json: {} });
    expect(byPlayer.status).toBe(403);
    const started = await startLeague(league);
    expect(started.status).toBe("running");
    expect(started.rounds).toHaveLength(3); // three players: three rounds, a bye each
    expect(started.rounds.map((r) => r.bye).sort()).toEqual(["Ann", "Bo", "Cy"]);
    const late = await call(`/api/leagues/${league.id}/players`, { method: "POST", json: { name: "Di", code: new URL(league.joinUrl).hash.slice(6) } });
    expect(late.status).toBe(409);
    expect(((await late.json()) as { error: { code: string } }).error.code).toBe("league_started");
    expect((await call(`/api/leagues/${league.id}/start`, { method: "POST", token: league.organizer.token, json: {} })).status).toBe(409);
  });

  it("gives each player every game of theirs with a seat link that opens that seat, and nothing to anyone else", async () => {
    const league = await createLeague();
    const players = { Ann: (await joinLeague(league, "Ann")).token, Bo: (await joinLeague(league, "Bo")).token, Cy: (await joinLeague(league, "Cy")).token };
    await startLeague(league);
    const mine = await me(league.id, players.Ann);
    expect(mine.name).toBe("Ann");
    expect(mine.games).toHaveLength(2);
    for (const game of mine.games) {
      expect(game.url).toMatch(new RegExp(`^${ORIGIN}/g/${game.id}#seat=[A-Za-z0-9_-]{43}$`));
      expect(["your-turn", "their-turn"]).toContain(game.status);
      expect(game.status).toBe(game.side === "white" ? "your-turn" : "their-turn");
      const seat = await call(`/api/games/${game.id}/seat`, { token: seatToken(game.url) });
      expect(await seat.json()).toEqual({ side: game.side });
      const snapshot = (await (await call(`/api/games/${game.id}`)).json()) as { names: { white: string; black: string } };
      expect(snapshot.names[game.side]).toBe("Ann");
    }
    expect((await call(`/api/leagues/${league.id}/me`, { token: league.organizer.token })).status).toBe(403);
    expect((await call(`/api/leagues/${league.id}/me`)).status).toBe(401);
  });

  it("never shows a secret in a GET, nor stores a seat token in clear", async () => {
    const league = await createLeague();
    const tokens = [league.organizer.token, new URL(league.joinUrl).hash.slice(6)];
    for (const name of ["Ann", "Bo", "Cy"]) tokens.push((await joinLeague(league, name)).token);
    await startLeague(league);
    for (const token of tokens.slice(2)) for (const game of (await me(league.id, token)).games) tokens.push(seatToken(game.url));
    const body = await (await call(`/api/leagues/${league.id}`)).text();
    for (const token of tokens) expect(body).not.toContain(token);
    const stored = await runInDurableObject(leagueStub(league.id), (_l: League, state) =>
      ["meta", "players", "games", "rounds", "tasks"].map((t) => JSON.stringify(state.storage.sql.exec(`SELECT * FROM ${t}`).toArray())).join(""),
    );
    for (const token of tokens) expect(stored).not.toContain(token);
  });

  it("refuses bad input with a JSON error, never a 500", async () => {
    const bodies: unknown[] = [
      {},
      { name: "x", variant: "chess", format: "round-robin", timeControl: null, maxPlayers: 4 },
      { name: "x", variant: "the-pit", format: "round-robin", timeControl: null, maxPlayers: 2 },
      { name: "x", variant: "the-pit", format: "round-robin", timeControl: null, maxPlayers: 65 },
      { name: "x", variant: "the-pit", format: "swiss", rounds: 0, timeControl: null, maxPlayers: 8 },
      { name: "x", variant: "the-pit", format: "swiss", double: true, rounds: 3, timeControl: null, maxPlayers: 8 },
      { name: "x", variant: "the-pit", format: "swiss", rounds: 16, timeControl: null, maxPlayers: 8 },
      { name: "x", variant: "the-pit", format: "round-robin", rounds: 3, timeControl: null, maxPlayers: 8 },
      { name: "", variant: "the-pit", format: "round-robin", timeControl: null, maxPlayers: 8 },
      { name: "x", variant: "the-pit", format: "knockout", timeControl: null, maxPlayers: 8 },
      { name: "x", variant: "the-pit", format: "round-robin", timeControl: { daysPerMove: 4 }, maxPlayers: 8 },
      { name: "x", variant: "the-pit", format: "round-robin", timeControl: null, maxPlayers: 8, options: { nope: "1" } },
      [],
      "league",
    ];
    for (const json of bodies) {
      const res = await call("/api/leagues", { method: "POST", json });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("bad_request");
    }
    const league = await createLeague();
    const checks: [string, RequestInit & { token?: string; json?: unknown }, number][] = [
      [`/api/leagues/${league.id}/players`, { method: "POST", json: { name: "Ann" } }, 400],
      [`/api/leagues/${league.id}/players`, { method: "POST", json: { name: "\u0007", code: "x".repeat(43) } }, 400],
      [`/api/leagues/${league.id}/players`, { method: "POST", body: "{not json" }, 400],
      [`/api/leagues/${league.id}/start`, { method: "POST", token: "a".repeat(43), json: {} }, 403],
      [`/api/leagues/${league.id}/start`, { method: "POST", json: {} }, 401],
      [`/api/leagues/${league.id}/withdraw`, { method: "POST", token: league.organizer.token, json: { name: 7 } }, 400],
      [`/api/leagues/${league.id}/withdraw`, { method: "POST", token: league.organizer.token, json: {} }, 400],
      [`/api/leagues/${league.id}/start`, { method: "POST", token: league.organizer.token, json: {} }, 409],
      ["/api/leagues/nope", { method: "GET" }, 404],
      ["/api/leagues/abcdefghij", { method: "GET" }, 404],
      ["/api/leagues/abcdefghij/me", { method: "GET", token: "a".repeat(43) }, 404],
      [`/api/leagues/${league.id}/notices`, { method: "PUT", token: league.organizer.token, json: { webhook: "http://10.0.0.1/x" } }, 400],
    ];
    for (const [path, init, status] of checks) {
      const res = await call(path, init);
      expect(res.status, `${path} ${JSON.stringify(init.json)}`).toBe(status);
      expect(((await res.json()) as { error: { code: string } }).error).toBeTruthy();
    }
  });
});

describe("a league game as it is played", () => {
  it("tells the player whose turn it is as moves are made, and counts an abort as a forfeit by the side that aborted", async () => {
    const league = await createLeague();
    const players = { Ann: (await joinLeague(league, "Ann")).token, Bo: (await joinLeague(league, "Bo")).token, Cy: (await joinLeague(league, "Cy")).token };
    await startLeague(league);
    const [game] = (await me(league.id, players.Ann)).games.filter((g) => g.side === "white");
    expect(game.status).toBe("your-turn");
    const pit = getEngineGame("the-pit")!;
    const setup = pit.setup();
    if (!setup.ok) throw new Error("no setup");
    const first = pit.legalMoves(setup.value)[0].text;
    expect((await move(game.id, seatToken(game.url), first, 0)).status).toBe(200);
    await deliver(league.id, game.id);
    expect((await me(league.id, players.Ann)).games.find((g) => g.id === game.id)!.status).toBe("their-turn");
    const theirs = (await me(league.id, players[game.opponent as "Bo" | "Cy"])).games.find((g) => g.id === game.id)!;
    expect(theirs.status).toBe("your-turn");

    // Black has not moved: Black may still abort, and loses the game by it
    expect((await act(game.id, "abort", seatToken(theirs.url))).status).toBe(200);
    await deliver(league.id, game.id);
    const view = await getLeague(league.id);
    expect(view.rounds.flatMap((r) => r.games).find((g) => g.id === game.id)!.result).toBe("+/-");
    expect((await me(league.id, players.Ann)).games.find((g) => g.id === game.id)!.status).toBe("finished");
  });
});

describe("a five-player round-robin played to the end", () => {
  it("counts every result once, one delivered after the league failed, and archives the final table", async () => {
    const league = await createLeague({ maxPlayers: 5 });
    const players: Record<string, string> = {};
    for (const name of ["Ann", "Bo", "Cy", "Di", "Ed"]) players[name] = (await joinLeague(league, name)).token;
    const started = await startLeague(league);
    expect(started.rounds).toHaveLength(5);
    expect(started.rounds.flatMap((r) => r.games)).toHaveLength(10);
    expect((await getLeague(league.id)).gamesPending).toBe(0);
    const seats = await seatsOf(league.id, players);
    const games = started.rounds.flatMap((r) => r.games);

    // the first game's end reaches a league that fails (every attempt, until it recovers): the room keeps the report
    const [first, ...rest] = games;
    let failures = 0;
    await runInDurableObject(leagueStub(league.id), (instance: League) => {
      instance.applyReport = () => {
        failures++;
        throw new Error("the league is unavailable");
      };
    });
    await finishGame(league.id, first.id, seats.get(first.id)!, "1-0");
    expect(failures).toBeGreaterThan(0);
    expect((await getLeague(league.id)).rounds[0].games.find((g) => g.id === first.id)!.result).toBeNull();
    // the league recovers, time passes (the retry's back-off): the room's alarm tries again and the league counts it
    await runInDurableObject(leagueStub(league.id), (instance: League) => {
      instance.applyReport = applyReport;
    });
    await runInDurableObject(roomStub(first.id), (_r: GameRoom, state) => state.storage.sql.exec("UPDATE league_link SET next_at = 0"));
    await deliver(league.id, first.id);
    expect((await getLeague(league.id)).rounds.flatMap((r) => r.games).find((g) => g.id === first.id)!.result).toBe("1-0");
    // the same report once more (an acknowledgement lost on the way back): still counted once
    await runInDurableObject(roomStub(first.id), (_r: GameRoom, state) => state.storage.sql.exec("UPDATE league_link SET due = due + 1, next_at = 0"));
    await deliver(league.id, first.id);

    const results = ["0-1", "1-0", "0-1", "1-0", "1-0", "0-1", "1-0", "0-1", "1-0"] as const;
    for (const [i, game] of rest.entries()) await finishGame(league.id, game.id, seats.get(game.id)!, results[i]);

    const view = await getLeague(league.id);
    expect(view.status).toBe("finished");
    expect(view.finishedAt).not.toBeNull();
    expect(view.rounds.flatMap((r) => r.games).every((g) => g.result !== null)).toBe(true);
    // ten games of a point each, and five byes of a point each: exactly fifteen points, nothing twice
    expect(view.standings.reduce((sum, row) => sum + row.points, 0)).toBe(15);
    expect(view.standings.reduce((sum, row) => sum + row.played, 0)).toBe(20);
    const winsOf = (name: string) =>
      view.rounds.flatMap((r) => r.games).filter((g) => (g.white === name && g.result === "1-0") || (g.black === name && g.result === "0-1")).length;
    for (const row of view.standings) expect(row.points).toBe(winsOf(row.name) + 1);

    // the final table is in D1, and the API still answers should the league's object lose its state
    const row = await env.DB.prepare("SELECT standings FROM finished_leagues WHERE id = ?").bind(league.id).first<{ standings: string }>();
    expect(JSON.parse(row!.standings)).toEqual(view.standings);
    await runInDurableObject(leagueStub(league.id), (_l: League, state) => state.storage.deleteAll());
    await evictDurableObject(leagueStub(league.id));
    expect((await getLeague(league.id)).standings).toEqual(view.standings);
  });
});

describe("a Swiss", () => {
  it("pairs the next round by alarm once the last game of a round has ended, and ends after its rounds", async () => {
    const league = await createLeague({ format: "swiss", rounds: 2, maxPlayers: 6 });
    const players: Record<string, string> = {};
    for (const name of ["Ann", "Bo", "Cy", "Di", "Ed"]) players[name] = (await joinLeague(league, name)).token;
    const started = await startLeague(league);
    expect(started.rounds).toHaveLength(1);
    expect(started.rounds[0].games).toHaveLength(2);
    expect(started.rounds[0].bye).not.toBeNull();
    let seats = await seatsOf(league.id, players);
    const [g1, g2] = started.rounds[0].games;
    await finishGame(league.id, g1.id, seats.get(g1.id)!, "1-0");
    expect((await getLeague(league.id)).rounds).toHaveLength(1); // one game of the round still open
    await finishGame(league.id, g2.id, seats.get(g2.id)!, "0-1");
    const second = await getLeague(league.id);
    expect(second.rounds).toHaveLength(2);
    const met = new Set(started.rounds[0].games.map((g) => [g.white, g.black].sort().join("-")));
    for (const game of second.rounds[1].games) expect(met.has([game.white, game.black].sort().join("-"))).toBe(false);
    expect(second.rounds[1].bye).not.toBe(started.rounds[0].bye);

    await createAllGames(league.id); // the new round's rooms, by the league's alarm
    seats = await seatsOf(league.id, players);
    for (const game of second.rounds[1].games) await finishGame(league.id, game.id, seats.get(game.id)!, "1-0");
    const done: LeagueView = await getLeague(league.id);
    expect(done.rounds).toHaveLength(2);
    expect(done.status).toBe("finished");
    expect(done.standings[0].tieBreaks).toHaveProperty("buchholzCut1");
    expect(await runDurableObjectAlarm(leagueStub(league.id))).toBe(false); // nothing left to do
  });
});

describe("a report for a league that does not exist", () => {
  it("is dropped when the league answers 404, where a failing league's is retried", async () => {
    const game = await createGame();
    await roomStub(game.id).joinLeague("abcdefghij"); // a league id no league was ever created under
    const res = await act(game.id, "resign", game.seats.black.token);
    expect(res.status, await res.clone().text()).toBe(200);
    // the runtime's own alarm may be sending it already: wake the room until no report is in flight
    const linkRows = () => runInDurableObject(roomStub(game.id), (_r: GameRoom, state) => state.storage.sql.exec("SELECT * FROM league_link").toArray());
    for (let i = 0; i < 20 && (await linkRows()).length > 0; i++) {
      await fireAlarm(roomStub(game.id));
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await linkRows()).toEqual([]); // not kept to be tried again hourly, forever
    // and nothing left for the room's alarm to do about it
    expect(await runInDurableObject(roomStub(game.id), (_r: GameRoom, state) => state.storage.getAlarm())).toBeNull();
  });
});
