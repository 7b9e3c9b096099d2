/** What the pocket's socket says (src/contract/pocket.ts PocketSocketMessage), read from its text: anything else is passed over. */
import type { PocketSocketMessage } from "../../../src/contract/pocket.ts";

export function parseSocketMessage(text: string): PocketSocketMessage | undefined {
  try {
    const message = JSON.parse(text) as Record<string, unknown>;
    if (message.type === "changed" && typeof message.version === "number") return { type: "changed", version: message.version };
    if (message.type === "closed") return { type: "closed" };
    if (message.type === "device-removed" && typeof message.device === "string") return { type: "device-removed", device: message.device };
  } catch {
    // not JSON: nothing to do
  }
  return undefined;
}
