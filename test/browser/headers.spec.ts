// The static pages (web/public/_headers) and the pages the Worker serves send the same
// Content-Security-Policy, nosniff and no-referrer.
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, test } from "./fixtures.ts";

test("static and Worker-served pages send one policy", async ({ request }) => {
  const created = await request.post("/api/games", { data: { variant: "the-pit" } });
  const { id } = (await created.json()) as { id: string };
  const home = await request.get("/");
  const archive = await request.get("/archive");
  const game = await request.get(`/g/${id}`);
  const embed = await request.get(`/embed/${id}`);
  const policy = home.headers()["content-security-policy"];
  expect(policy).toContain("script-src 'self'");
  expect(archive.headers()["content-security-policy"]).toBe(policy);
  expect(game.headers()["content-security-policy"]).toBe(policy);
  expect(embed.headers()["content-security-policy"]).toBe(policy.replace("; frame-ancestors 'none'", ""));
  expect(embed.headers()["x-frame-options"]).toBeUndefined();
  for (const res of [home, archive, game, embed, await request.get("/api/variants")]) {
    expect(res.headers()["x-content-type-options"]).toBe("nosniff");
    expect(res.headers()["referrer-policy"]).toBe("no-referrer");
  }
});

test("the policy lets the app load its manifest and service worker, and the offline page sends it too", async ({ request }) => {
  const home = await request.get("/");
  const policy = home.headers()["content-security-policy"];
  expect(policy).toContain("manifest-src 'self'");
  expect(policy).toContain("worker-src 'self'");
  expect((await request.get("/offline")).headers()["content-security-policy"]).toBe(policy);
  const worker = await request.get("/sw.js");
  expect(worker.headers()["content-type"]).toMatch(/^text\/javascript/);
  // the build wrote the offline page's files into the worker
  expect(await worker.text()).toMatch(/const PRECACHE = \["\/offline",.*"\/assets\/styles-[\w-]+\.css"/);
});

test("the build's files are kept for good, the pages and the service worker never", async ({ request }) => {
  const home = await request.get("/");
  const html = await home.text();
  const assets = [...html.matchAll(/"(\/assets\/[^"]+)"/g)].map((match) => match[1]!);
  expect(assets.length).toBeGreaterThan(0);
  for (const path of assets) {
    // a file kept for good must change its name when it changes: its name carries its hash
    expect(path).toMatch(/-[\w-]{8}\.(js|css)$/);
    const res = await request.get(path);
    expect(res.status()).toBe(200);
    expect(res.headers()["cache-control"], path).toBe("public, max-age=31536000, immutable");
  }
  // every file the build put there, not only the home page's
  const built = readdirSync(fileURLToPath(new URL("../../web/dist/assets", import.meta.url)));
  expect(built.filter((name) => !/-[\w-]{8}\.\w+$/.test(name))).toEqual([]);
  for (const path of ["/", "/offline", "/sw.js", "/manifest.webmanifest"]) {
    expect((await request.get(path)).headers()["cache-control"] ?? "", path).not.toContain("immutable");
  }
});
