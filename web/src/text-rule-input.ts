/**
 * A text box held to the server's text rules (src/contract/text-rules.ts, docs/api.md "Text
 * rules"): as it is typed, the box is marked invalid with the rule's own reason, so the
 * form is not sent and the browser says why in the words the server would answer with,
 * before a round trip (a name of only a zero-width space, a right-to-left override).
 */
import { checkText, type TextRule } from "../../src/contract/text-rules.ts";

/** Marks `box` invalid, with the reason, whenever its trimmed text breaks `rule`. */
export function holdToTextRule(box: HTMLInputElement, rule: TextRule): void {
  const judge = (): void => {
    const checked = checkText(box.value.trim(), rule);
    // "" is the `required` attribute's to judge (or allowed: "Anonymous")
    box.setCustomValidity(checked.ok || box.value.trim() === "" ? "" : checked.reason);
  };
  box.addEventListener("input", judge);
  judge();
}
