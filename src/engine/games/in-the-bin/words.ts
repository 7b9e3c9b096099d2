/** The words of In The Bin's sentences for other languages: the catalogs keep them as `engine.in-the-bin.<id>` (src/engine/types.ts, Words). */
import type { Words } from "../../types.ts";

export function inTheBinWords(id: string, values?: Words["values"]): Words {
  return values === undefined ? { id: `in-the-bin.${id}` } : { id: `in-the-bin.${id}`, values };
}
