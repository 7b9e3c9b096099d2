/**
 * The study page's address: `/s/<id>` (the view link), `/s/<id>/<chapterId>` (one
 * chapter's), and `#editor=<token>` on an editor link. The fragment never reaches the
 * server; the token goes out only as the bearer of the study's own requests.
 */

/** The token in an `#editor=<token>` fragment, or undefined. */
export function editorTokenFromHash(hash: string): string | undefined {
  const token = new URLSearchParams(hash.replace(/^#/, "")).get("editor");
  return token || undefined;
}
