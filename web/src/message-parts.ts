/**
 * A translated sentence with elements inside it ("Ann vs Bo" with the names in bold, a
 * lead ending in a link): the message keeps its placeholders where its language puts them,
 * and each is replaced by its element, so no sentence is glued from fragments.
 */
import { t } from "./i18n.ts";

/** The message `id` as text and elements, each placeholder in `parts` replaced by its element. */
export function messageWithParts(id: string, parts: Readonly<Record<string, HTMLElement>>): (HTMLElement | string)[] {
  const names = Object.keys(parts);
  // private-use characters stand in for the elements; a right-to-left language isolates them (FSI … PDI), and the isolates stay around the elements
  const marker = (index: number): string => String.fromCodePoint(0xe000 + index);
  const text = t(id, Object.fromEntries(names.map((name, index) => [name, marker(index)])));
  const split = new RegExp(`([${names.map((_, index) => marker(index)).join("")}])`, "u");
  return text
    .split(split)
    .filter((piece) => piece !== "")
    .map((piece) => {
      const index = piece.length === 1 ? piece.codePointAt(0)! - 0xe000 : -1;
      return index >= 0 && index < names.length ? parts[names[index]] : piece;
    });
}
