// The pocket's merge in the browser (issue 33): what the lists and the pocket each do after a
// sync, with changes on both sides and tombstones; the reading of opened entries and of the
// socket's messages, fuzzed as outside text (HOSTILE.md).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readWithinBudget } from "../../fuzz/corpus.ts";
import type { PocketItem } from "../../../src/contract/pocket.ts";
import { mergePocket, type LocalChange, type RemoteChange } from "../../../web/src/pocket/merge.ts";
import { keyOf, leagueItem, leagueOf, readItem, seatItem, seatOf, studyItem, studyOf } from "../../../web/src/pocket/items.ts";
import { parseSocketMessage } from "../../../web/src/pocket/socket-message.ts";

const savedAt = "2026-11-27T10:00:00.000Z";
const seat = (gameId: string, side: "white" | "black" = "white"): PocketItem => ({ kind: "seat", gameId, side, token: `tok${gameId}`, variant: "chess", savedAt });
const put = (entry: string, item: PocketItem): RemoteChange => ({ entry, item });
const tombstone = (entry: string): RemoteChange => ({ entry, item: null });
const holds = (...entries: string[]) => (entry: string): boolean => entries.includes(entry);

describe("the pocket's merge", () => {
  it("adds the pocket's items this browser lacks, and leaves alone those it has", () => {
    const plan = mergePocket([put("a", seat("g1")), put("b", seat("g2"))], [], holds("b"));
    expect(plan.addLocally).toEqual([seat("g1")]);
    expect(plan.removeLocally).toEqual([]);
    expect(plan.send).toEqual([]);
  });

  it("removes an item the pocket holds a tombstone of, and ignores tombstones of items it never had", () => {
    const plan = mergePocket([tombstone("a"), tombstone("z")], [], holds("a", "b"));
    expect(plan.removeLocally).toEqual(["a"]);
    expect(plan.addLocally).toEqual([]);
  });

  it("after a complete answer (behind the pocket's kept tombstones) drops what it holds beyond the list, but not its own unsent change", () => {
    const outbox: LocalChange[] = [{ entry: "c", item: seat("g3") }];
    const plan = mergePocket([put("a", seat("g1"))], outbox, holds("a", "b", "c"), ["a", "b", "c"]);
    expect(plan.removeLocally).toEqual(["b"]);
    expect(plan.addLocally).toEqual([]);
    // an ordinary answer lists only changes: nothing beyond it is dropped
    expect(mergePocket([put("a", seat("g1"))], outbox, holds("a", "b", "c")).removeLocally).toEqual([]);
  });

  it("sends this browser's unsent changes, and they win over the pocket's for the same entry", () => {
    const outbox: LocalChange[] = [
      { entry: "a", item: seat("g1") },
      { entry: "b", item: null },
    ];
    // another device removed "a" earlier and re-saved "b": this browser's later changes stand
    const plan = mergePocket([tombstone("a"), put("b", seat("g2"))], outbox, holds("a"));
    expect(plan.removeLocally).toEqual([]);
    expect(plan.addLocally).toEqual([]);
    expect(plan.send).toEqual(outbox);
  });

  it("does not send a removal the pocket has made already (its tombstone is in this read)", () => {
    const outbox: LocalChange[] = [
      { entry: "a", item: null },
      { entry: "b", item: null },
      { entry: "c", item: null },
    ];
    // another device removed "a" too; "b" it saved again; "c" this read does not mention
    const plan = mergePocket([tombstone("a"), put("b", seat("g2"))], outbox, holds());
    expect(plan.send).toEqual([
      { entry: "b", item: null },
      { entry: "c", item: null },
    ]);
  });

  it("sends one change per entry, the latest, in the order the last changes were made", () => {
    const plan = mergePocket([], [
      { entry: "a", item: seat("g1") },
      { entry: "b", item: seat("g2") },
      { entry: "a", item: null },
    ], holds());
    expect(plan.send).toEqual([
      { entry: "b", item: seat("g2") },
      { entry: "a", item: null },
    ]);
  });

  it("takes the pocket's latest change of an entry when it changed twice since the last sync", () => {
    expect(mergePocket([put("a", seat("g1")), tombstone("a")], [], holds("a")).removeLocally).toEqual(["a"]);
    expect(mergePocket([tombstone("a"), put("a", seat("g1"))], [], holds()).addLocally).toEqual([seat("g1")]);
  });

  it("passes over an entry this page cannot open", () => {
    const plan = mergePocket([{ entry: "a", item: undefined }], [], holds("a"));
    expect(plan).toEqual({ addLocally: [], removeLocally: [], send: [] });
  });

  it("brings two devices to the same lists whatever each did (a property)", () => {
    const ids = fc.constantFrom<string>("a", "b", "c", "d");
    fc.assert(
      fc.property(fc.uniqueArray(ids), fc.array(fc.record({ entry: ids, add: fc.boolean() })), fc.array(fc.record({ entry: ids, add: fc.boolean() })), (start, remoteOps, localOps) => {
        // the pocket and this browser both begin with `start`; each then changes entries on its own
        const pocket = new Set(start);
        const remote: RemoteChange[] = remoteOps.map(({ entry, add }) => (add ? (pocket.add(entry), put(entry, seat(entry))) : (pocket.delete(entry), tombstone(entry))));
        const lists = new Set(start);
        const outbox: LocalChange[] = localOps.map(({ entry, add }) => (add ? (lists.add(entry), { entry, item: seat(entry) }) : (lists.delete(entry), { entry, item: null })));
        const plan = mergePocket(remote, outbox, (entry) => lists.has(entry));
        for (const item of plan.addLocally) lists.add((item as { gameId: string }).gameId);
        for (const entry of plan.removeLocally) lists.delete(entry);
        for (const change of plan.send) {
          if (change.item) pocket.add(change.entry);
          else pocket.delete(change.entry);
        }
        expect([...lists].sort()).toEqual([...pocket].sort());
      }),
    );
  });
});

describe("pocket items", () => {
  it("turns the lists' items into pocket items and back", () => {
    const mySeat = { id: "g1", variant: "chess", side: "black" as const, url: "/g/g1#seat=abc_-1", savedAt };
    const item = seatItem(mySeat);
    expect(item).toEqual({ kind: "seat", gameId: "g1", side: "black", token: "abc_-1", variant: "chess", savedAt });
    expect(seatOf(item as Extract<PocketItem, { kind: "seat" }>)).toEqual(mySeat);
    expect(keyOf(item!)).toEqual({ kind: "seat", key: "g1:black" });
    const league = { id: "L1", name: "Autumn", variant: "chess", role: "organizer" as const, url: "/l/L1#organizer=xyz", savedAt };
    expect(leagueOf(leagueItem(league) as Extract<PocketItem, { kind: "league" }>)).toEqual(league);
    expect(keyOf(leagueItem(league))).toEqual({ kind: "league", key: "/l/L1#organizer=xyz" });
    const study = { id: "S1", name: "Openings", token: "ed1", savedAt };
    expect(studyOf(studyItem(study) as Extract<PocketItem, { kind: "study" }>)).toEqual(study);
  });

  it("keeps a seat whose link is not a seat link of its game out of the pocket", () => {
    expect(seatItem({ id: "g1", variant: "chess", side: "white", url: "/g/g2#seat=abc", savedAt })).toBeUndefined();
    expect(seatItem({ id: "g1", variant: "chess", side: "white", url: "https://evil.example/g/g1#seat=abc", savedAt })).toBeUndefined();
  });

  it("reads back every well-formed item, and refuses a league link that leads elsewhere", () => {
    for (const item of [seat("g1"), leagueItem({ id: "L1", name: "A", variant: "chess", role: "player", url: "/l/L1#player=t", playerName: "Ann", savedAt }), studyItem({ id: "S1", name: "B", token: "t", savedAt })]) {
      expect(readItem(JSON.parse(JSON.stringify(item)))).toEqual(item);
    }
    expect(readItem({ kind: "league", id: "L1", name: "A", variant: "chess", role: "player", url: "/l/L2#player=t", savedAt })).toBeUndefined();
    expect(readItem({ kind: "league", id: "L1", name: "A", variant: "chess", role: "player", url: "javascript:alert(1)", savedAt })).toBeUndefined();
    expect(readItem({ ...seat("g1"), side: "red" })).toBeUndefined();
    expect(readItem({ ...seat("g1"), savedAt: "yesterday" })).toBeUndefined();
  });

  it("answers any opened value with an item or undefined, never throwing, quickly", () => {
    const hostile = fc.oneof(
      fc.jsonValue(),
      fc.record({ kind: fc.constantFrom("seat", "league", "study", "x"), gameId: fc.string(), id: fc.string(), side: fc.string(), token: fc.string(), url: fc.string(), name: fc.string({ unit: "grapheme" }), variant: fc.string(), role: fc.string(), savedAt: fc.string(), playerName: fc.anything() }, { requiredKeys: ["kind"] }),
    );
    fc.assert(
      fc.property(hostile, (value) => {
        const item = readWithinBudget(value, () => readItem(value));
        if (item) expect(readItem(JSON.parse(JSON.stringify(item)))).toEqual(item);
      }),
      { numRuns: 2000 },
    );
  });
});

describe("the pocket's socket messages", () => {
  it("reads the three messages and passes over anything else", () => {
    expect(parseSocketMessage('{"type":"changed","version":7}')).toEqual({ type: "changed", version: 7 });
    expect(parseSocketMessage('{"type":"closed"}')).toEqual({ type: "closed" });
    expect(parseSocketMessage('{"type":"device-removed","device":"d"}')).toEqual({ type: "device-removed", device: "d" });
    expect(parseSocketMessage('{"type":"changed","version":"7"}')).toBeUndefined();
    expect(parseSocketMessage("pong")).toBeUndefined();
    fc.assert(fc.property(fc.string(), (text) => void parseSocketMessage(text)));
  });
});

describe("a device's label", () => {
  it("names the browser and the system only, and opens only under its own device's id", async () => {
    const { deviceLabel, openDeviceLabel, sealDeviceLabel } = await import("../../../web/src/pocket/current.ts");
    const { newPocketSecret, pocketKeys } = await import("../../../src/contract/pocket-keys.ts");
    expect(deviceLabel("Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36")).toBe("Chrome · Android");
    expect(deviceLabel("Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1")).toBe("Safari · iOS");
    expect(deviceLabel("Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0")).toBe("Firefox · Windows");
    expect(deviceLabel("curl/8")).toBe("Browser");
    const keys = await pocketKeys(newPocketSecret());
    const sealed = await sealDeviceLabel(keys, "device-one", "Chrome · Android");
    expect(sealed).not.toContain("Chrome");
    expect(await openDeviceLabel(keys, "device-one", sealed)).toBe("Chrome · Android");
    expect(await openDeviceLabel(keys, "device-two", sealed)).toBeUndefined();
    expect(await openDeviceLabel(await pocketKeys(newPocketSecret()), "device-one", sealed)).toBeUndefined();
  });
});
