// The Worker's messages (src/i18n/server-catalogs.json) and the picture renderer's
// (picture-catalogs.json) are made from the catalogs by `npm run i18n:server`: a catalog
// changed without running it would ship old words.
import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { LOCALES } from "../../src/i18n/locales.ts";
import { PICTURE_PREFIXES, pictureCatalogs, SERVER_PREFIXES, serverCatalogs } from "../../src/i18n/server-catalogs.ts";

const dir = new URL("../../src/i18n/", import.meta.url);
const read = (name: string): unknown => JSON.parse(readFileSync(new URL(name, dir), "utf8"));

it("holds the catalogs' notice, server and language messages as they are now (else: npm run i18n:server)", () => {
  const sources = Object.fromEntries(LOCALES.map(({ code }) => [code, read(`catalogs/${code}.json`)]));
  const built = read("server-catalogs.json") as Record<string, Record<string, unknown>>;
  expect(built, "src/i18n/server-catalogs.json is stale: run npm run i18n:server").toEqual(serverCatalogs(sources as Parameters<typeof serverCatalogs>[0]));
  // and nothing else: the pages' words stay out of the Worker
  for (const messages of Object.values(built)) for (const id of Object.keys(messages)) expect(SERVER_PREFIXES.some((p) => id.startsWith(p)), id).toBe(true);
  expect(Object.keys(built.de)).toContain("notice.yourTurn");
});

it("holds the catalogs' picture messages as they are now, and only those (else: npm run i18n:server)", () => {
  const sources = Object.fromEntries(LOCALES.map(({ code }) => [code, read(`catalogs/${code}.json`)]));
  const built = read("picture-catalogs.json") as Record<string, Record<string, unknown>>;
  expect(built, "src/i18n/picture-catalogs.json is stale: run npm run i18n:server").toEqual(pictureCatalogs(sources as Parameters<typeof pictureCatalogs>[0]));
  for (const messages of Object.values(built)) for (const id of Object.keys(messages)) expect(PICTURE_PREFIXES.some((p) => id.startsWith(p)), id).toBe(true);
  expect(Object.keys(built.ja)).toContain("picture.standings.player");
  // the game Worker's file holds none of them: it sends their ids
  const server = read("server-catalogs.json") as Record<string, Record<string, unknown>>;
  expect(Object.keys(server.en).filter((id) => id.startsWith("picture."))).toEqual([]);
});
