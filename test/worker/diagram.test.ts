// GET /diagram/<game>.svg|png (issue 32, item 6; docs/api.md "Diagrams"): every game in
// both formats, each bad parameter a 400 naming it, the bounds, the cache (by the
// canonical address, with an ETag), hostile text never reaching the SVG, and the 503
// when the renderer is away. The pictures themselves are compared with reference images
// in test/engine/preview/diagram-references.test.ts.
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import app from "../../src/worker/index.ts";
import { listGames } from "../../src/engine/registry.ts";
import { DIAGRAM_LIMITS } from "../../src/diagram/query.ts";
import { errorOf, ORIGIN } from "./client.ts";

function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

let client = 0;

/** The Worker with PICTURES bound to `renderer` (the real one unless a test says otherwise), each request from its own client, its cache writes finished. */
async function ask(path: string, options: { renderer?: unknown; headers?: Record<string, string> } = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const bindings = "renderer" in options ? ({ ...env, PICTURES: options.renderer } as Env) : env;
  const headers = { "CF-Connecting-IP": `203.0.113.${(client++ % 250) + 1}`, ...options.headers };
  const res = await app.fetch(new Request(`${ORIGIN}${path}`, { headers }), bindings, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

const PIT_START = "rchsqkshcr/pppppppppp/10/3****3/3****3/3****3/3****3/10/PPPPPPPPPP/RCHSQKSHCR w - - 0 1";

describe("diagrams", () => {
  it.each(listGames().map((game) => game.id))("draws %s as a PNG and as a standalone SVG", async (id) => {
    const png = await ask(`/diagram/${id}.png`);
    expect(png.status).toBe(200);
    expect(png.headers.get("Content-Type")).toBe("image/png");
    const bytes = new Uint8Array(await png.arrayBuffer());
    expect(Math.max(...Object.values(pngSize(bytes)))).toBe(DIAGRAM_LIMITS.defaultSize);

    const svg = await ask(`/diagram/${id}.svg?flip=1&theme=dark`);
    expect(svg.status).toBe(200);
    expect(svg.headers.get("Content-Type")).toBe("image/svg+xml; charset=utf-8");
    expect(svg.headers.get("Content-Security-Policy")).toContain("default-src 'none'");
    const text = await svg.text();
    const game = listGames().find((g) => g.id === id)!;
    expect(text).toMatch(new RegExp(`^<\\?xml[^>]*>\\n<svg [^>]*><title>${game.name}: (White|Red|Black) to move</title>`));
    // self-contained: no scripts, no handlers, no reference outside the file
    expect(text).not.toMatch(/<script|<foreignObject|\son[a-z]+=|<image|@import|url\((?!#)/i);
    expect([...text.matchAll(/href="([^"]*)"/g)].every(([, href]) => href.startsWith("#"))).toBe(true);
    expect([...text.matchAll(/https?:\/\/[^"]*/g)].map(([url]) => url).sort()).toEqual(["http://www.w3.org/1999/xlink", "http://www.w3.org/2000/svg"]);
  });

  it("draws the shapes asked for: arrows and circles change the picture, and the size is the longer side", async () => {
    const plain = new Uint8Array(await (await ask(`/diagram/the-pit.png?size=240`)).arrayBuffer());
    const shaped = new Uint8Array(await (await ask(`/diagram/the-pit.png?size=240&arrows=Ge2e4,Rd1-d8&circles=Bd4&lastMove=e2,e4`)).arrayBuffer());
    expect(pngSize(shaped)).toEqual({ width: 240, height: 240 });
    expect(shaped).not.toEqual(plain);
    const svg = await (await ask(`/diagram/the-pit.svg?arrows=Ge2e4&circles=Bd4`)).text();
    expect(svg.match(/<polygon /g)).toHaveLength(1);
    expect(svg).toContain('stroke="#003088"');
    expect(pngSize(new Uint8Array(await (await ask(`/diagram/the-pit.png?size=1200`)).arrayBuffer()))).toEqual({ width: 1200, height: 1200 });
  });

  it.each([
    ["position", "position=not%20a%20position"],
    ["position", `position=${"x".repeat(DIAGRAM_LIMITS.position + 1)}`],
    ["arrows", "arrows=Xe2e4"],
    ["arrows", "arrows=Ge2e2"],
    ["arrows", `arrows=${Array.from({ length: DIAGRAM_LIMITS.arrows + 1 }, () => "Ge2e4").join(",")}`],
    ["circles", "circles=Gz99"],
    ["circles", `circles=${Array.from({ length: DIAGRAM_LIMITS.circles + 1 }, () => "Ge4").join(",")}`],
    ["lastMove", "lastMove=e2,q9"],
    ["flip", "flip=true"],
    ["size", "size=119"],
    ["size", "size=1201"],
    ["size", "size=big"],
    ["theme", "theme=sepia"],
    ["theme", "theme=dark&theme=light"],
    ['"colour"', "colour=G"],
    ["query", `arrows=${"G".repeat(DIAGRAM_LIMITS.query)}`],
  ])("answers 400 bad_request naming %s", async (parameter, query) => {
    const res = await ask(`/diagram/the-pit.svg?${query}`);
    expect(res.status).toBe(400);
    expect(res.headers.get("Content-Type")).toMatch(/^application\/json/);
    const error = await errorOf(res);
    expect(error.code).toBe("bad_request");
    expect(error.message.startsWith(`${parameter}: `), error.message).toBe(true);
  });

  it("answers 404 for a game that does not exist or an address that is not a diagram's", async () => {
    for (const path of ["/diagram/chess.png", "/diagram/the-pit.gif", "/diagram/the-pit", "/diagram/THE-PIT.png", "/diagram/..%2Fthe-pit.png"]) {
      const res = await ask(path);
      expect(res.status, path).toBe(404);
      expect((await errorOf(res)).code).toBe("not_found");
    }
  });

  it("never puts hostile text into an SVG: the position and shapes are read, not copied", async () => {
    const hostile = encodeURIComponent(`${PIT_START}"><script>alert(1)</script>`);
    const refused = await ask(`/diagram/the-pit.svg?position=${hostile}`);
    expect(refused.status).toBe(400);
    expect(refused.headers.get("Content-Type")).toMatch(/^application\/json/);
    // a position the game reads is written back in its own words before anything is drawn
    const res = await ask(`/diagram/the-pit.svg?position=${encodeURIComponent(PIT_START)}&arrows=${encodeURIComponent("Ge2e4")}`);
    expect(res.status).toBe(200);
    expect(await res.text()).not.toContain(PIT_START);
  });
});

describe("the diagrams' cache", () => {
  it("serves a diagram again without the renderer, under any spelling of its address, with a month's Cache-Control and an ETag", async () => {
    const first = await ask(`/diagram/the-pit.png?arrows=Ge2e4&circles=Rd4&size=300`);
    expect(first.status).toBe(200);
    expect(first.headers.get("Cache-Control")).toBe("public, max-age=2592000");
    const etag = first.headers.get("ETag");
    expect(etag).toMatch(/^"[0-9a-f]{24}"$/);
    const bytes = new Uint8Array(await first.arrayBuffer());
    // the renderer gone: only the cache can answer, and it does for the same diagram spelled otherwise
    for (const spelling of ["?arrows=Ge2e4&circles=Rd4&size=300", "?size=300&circles=Rd4&arrows=Ge2-e4&flip=0&theme=light", `?position=${encodeURIComponent(PIT_START)}&arrows=GE2E4&circles=RD4&size=300`]) {
      const again = await ask(`/diagram/the-pit.png${spelling}`, { renderer: undefined });
      expect(again.status, spelling).toBe(200);
      expect(again.headers.get("ETag")).toBe(etag);
      expect(new Uint8Array(await again.arrayBuffer())).toEqual(bytes);
    }
    // a different diagram is not in the cache: without the renderer it cannot be drawn
    const other = await ask(`/diagram/the-pit.png?arrows=Ge2e4&circles=Rd4&size=301`, { renderer: undefined });
    expect(other.status).toBe(503);
    expect(other.headers.get("Retry-After")).toBe("60");
    expect((await errorOf(other)).code).toBe("pictures_unavailable");
  });

  it("answers 304 to a client that holds the diagram's ETag, without drawing it", async () => {
    const first = await ask(`/diagram/ben39.svg?circles=Yh4`);
    const etag = first.headers.get("ETag")!;
    await first.arrayBuffer();
    const again = await ask(`/diagram/ben39.svg?circles=Yh4`, { renderer: undefined, headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get("ETag")).toBe(etag);
    // the SVG and the PNG of one diagram are two images with two tags
    const png = await ask(`/diagram/ben39.png?circles=Yh4`);
    expect(png.headers.get("ETag")).not.toBe(etag);
    await png.arrayBuffer();
  });

  it("counts renders, not cached answers, against the client's picture budget", async () => {
    const headers = { "CF-Connecting-IP": "192.0.2.77" };
    const statuses: number[] = [];
    for (let size = 200; statuses.length < 40; size++) {
      const res = await ask(`/diagram/in-the-bin.png?size=${size}`, { headers });
      statuses.push(res.status);
      await res.arrayBuffer();
    }
    expect(statuses).toContain(429);
    // one already drawn is served from the cache even now
    const cached = await ask(`/diagram/in-the-bin.png?size=200`, { headers });
    expect(cached.status).toBe(200);
    await cached.arrayBuffer();
  });
});
