/**
 * A live socket's message as the objects read it (game rooms, studies, pockets): a short
 * text that is a JSON object, its fields still unchecked. A browser is trusted with nothing,
 * so anything else (binary, too long, not JSON, not an object) is undefined and ignored.
 */
export function socketObject(message: string | ArrayBuffer, maxLength: number): Record<string, unknown> | undefined {
  if (typeof message !== "string" || message.length > maxLength) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(message);
  } catch {
    return undefined;
  }
  return typeof parsed === "object" && parsed !== null ? (parsed as Record<string, unknown>) : undefined;
}
