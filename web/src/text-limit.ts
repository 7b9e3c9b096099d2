/**
 * A text box held to the server's limit in characters (code points, as the server counts
 * them), not the UTF-16 units `maxlength` counts: text past the limit is cut at a whole
 * character as it is typed or pasted, so an emoji is never split.
 */

/** How many characters `text` holds, as the server counts them. */
export function characterCount(text: string): number {
  return Array.from(text).length;
}

/** Cuts `box`'s text to `max` characters if it holds more. */
export function keepWithin(box: HTMLTextAreaElement, max: number): void {
  const characters = Array.from(box.value);
  if (characters.length > max) box.value = characters.slice(0, max).join("");
}
