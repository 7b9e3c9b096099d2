/** The words of Ben39's sentences for other languages: the catalogs keep them as `engine.ben39.<id>` (src/engine/types.ts, Words). */
import type { Words } from "../../types.ts";

export function ben39Words(id: string, values?: Words["values"]): Words {
  return values === undefined ? { id: `ben39.${id}` } : { id: `ben39.${id}`, values };
}
