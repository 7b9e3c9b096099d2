/** The games on offer, fetched once per page load and shared by the pages that list them. */
import { fetchVariants, type VariantInfo } from "./api.ts";

let loading: Promise<readonly VariantInfo[]> | undefined;

export function loadVariants(): Promise<readonly VariantInfo[]> {
  loading ??= fetchVariants().catch((error: unknown) => {
    loading = undefined; // let the next page try again
    throw error;
  });
  return loading;
}
