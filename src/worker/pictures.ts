/**
 * The game Worker's side of the picture renderer (src/pictures/): a call through the
 * PICTURES service binding. When the renderer cannot be reached (not deployed, not
 * started beside `wrangler dev`, or failing), the picture routes answer 503
 * `pictures_unavailable` with Retry-After: the game itself is unaffected, and a crawler
 * tries again later.
 */
import type { PictureRenderer } from "../pictures/rpc.ts";
import { refuse, type AppContext } from "./http.ts";
import { pictureFonts } from "./picture-fonts.ts";

/** Seconds a client is told to wait before asking for the picture again. */
const RETRY_AFTER_SECONDS = 60;

/**
 * The bytes `draw` gets from the renderer, or the 503 to answer when it cannot be reached.
 * Only the call is guarded: a refusal the caller decides (404, 400, 429) comes before it.
 */
export async function drawPicture(c: AppContext, draw: (renderer: PictureRenderer) => Promise<Uint8Array>): Promise<Uint8Array | Response> {
  // the binding is typed as a plain Fetcher by `wrangler types`; its RPC methods are the renderer's
  const renderer = (c.env as { PICTURES?: unknown }).PICTURES as PictureRenderer | undefined;
  if (renderer) {
    // every call hands over the font reader: the renderer loads the slices its text needs through it
    const fonts = pictureFonts((c.env as { ASSETS?: Fetcher }).ASSETS);
    const withFonts: PictureRenderer = {
      renderPreview: (input) => renderer.renderPreview(input, fonts),
      renderGif: (input) => renderer.renderGif(input, fonts),
      renderStandings: (input) => renderer.renderStandings(input, fonts),
      renderDiagram: (input) => renderer.renderDiagram(input, fonts),
    };
    try {
      return await draw(withFonts);
    } catch (error) {
      console.error("picture renderer failed", error);
    }
  }
  c.header("Retry-After", String(RETRY_AFTER_SECONDS));
  return refuse(c, 503, "pictures_unavailable", "Pictures cannot be drawn right now; the game is unaffected. Try again in a minute.");
}

/**
 * The answer with the picture's `bytes`, and the same put in the cache under `cacheKey`
 * once the answer is sent. The cache gets a Response of its own over the bytes, not a
 * clone: a clone tees one body, and a client that never reads its half (a crawler that
 * hangs up, a test that checks only headers) would hold the cache's half, and every put after it, forever.
 * `byHeader`: the picture's language came from Accept-Language, so the answer says it
 * varies by it. The cached copy does not: its key names the language already.
 */
export function cachedPicture(c: AppContext, cacheKey: Request, bytes: Uint8Array, type: string, cacheControl: string, byHeader = false, extra: Readonly<Record<string, string>> = {}): Response {
  const headers = { ...extra, "Content-Type": type, "Cache-Control": cacheControl };
  const cache = (caches as unknown as { default: Cache }).default;
  c.executionCtx.waitUntil(cache.put(cacheKey, new Response(bytes, { headers })));
  return varying(new Response(bytes, { headers }), byHeader);
}

/**
 * `response` (a picture, fresh or from the cache), marked `Vary: Accept-Language` when
 * that header chose its language: a browser's or a CDN's cache then keeps one picture per
 * language at that address, and never hands a German picture to an English reader.
 */
export function varying(response: Response, byHeader: boolean): Response {
  if (!byHeader) return response;
  const marked = new Response(response.body, response);
  marked.headers.append("Vary", "Accept-Language");
  return marked;
}
