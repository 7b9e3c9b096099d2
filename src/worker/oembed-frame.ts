/**
 * What the oEmbed answers (games in routes/pages.ts, leagues, studies) share: the pasted
 * link read and matched against this site, the reader's maxwidth/maxheight, and the rich
 * answer's frame. Each route keeps its own sizes, refusals and thumbnail.
 */
import { escapeHtml } from "./html-escape.ts";
import type { AppContext } from "./http.ts";

/** The `?url=` link when it is on this site and its path matches `path`; undefined otherwise (another route's link, or none). */
export function oembedTarget(c: AppContext, origin: string, path: RegExp): { target: URL; match: RegExpExecArray } | undefined {
  const asked = c.req.query("url");
  let target: URL | undefined;
  try {
    target = asked ? new URL(asked) : undefined;
  } catch {
    target = undefined;
  }
  const match = target && target.host === new URL(origin).host ? path.exec(target.pathname) : null;
  return target && match ? { target, match } : undefined;
}

/** The reader's `maxwidth`/`maxheight` (or any named query): a positive integer, else no limit. */
export function oembedLimit(c: AppContext, name: string): number {
  const value = Number(c.req.query(name));
  return Number.isInteger(value) && value > 0 ? value : Number.POSITIVE_INFINITY;
}

/** The fields of a rich oEmbed answer up to its size: the frame that shows `src`, titled `title`. */
export function richFrame(origin: string, title: string, src: string, width: number, height: number) {
  return {
    version: "1.0",
    type: "rich",
    provider_name: "Pigeon Post",
    provider_url: origin,
    title,
    html: `<iframe src="${escapeHtml(src)}" width="${width}" height="${height}" style="border:0;max-width:100%" sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox" title="${escapeHtml(title)}" loading="lazy"></iframe>`,
    width,
    height,
  } as const;
}
