/**
 * What an embed shows, read from its own address: `/embed/<id>?ply=N&theme=light|dark&flip=1`.
 * Pure functions of the URL: the embed keeps no state anywhere else.
 */
import { plyFromSearch } from "../replay-url.ts";

export interface EmbedOptions {
  readonly id: string | undefined;
  /** The ply to open at; undefined follows the latest move. */
  readonly ply: number | undefined;
  readonly theme: "light" | "dark";
  /** Black's side at the bottom. */
  readonly flip: boolean;
}

export function embedOptions(url: URL): EmbedOptions {
  const match = /^\/embed\/([a-z0-9]{1,32})\/?$/.exec(url.pathname);
  const flip = url.searchParams.get("flip");
  return {
    id: match?.[1],
    ply: plyFromSearch(url.search),
    theme: url.searchParams.get("theme") === "dark" ? "dark" : "light",
    flip: flip === "1" || flip === "true" || flip === "black",
  };
}
