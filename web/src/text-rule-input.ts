/**
 * A text box held to the server's text rules (src/contract/text-rules.ts, docs/api.md "Text
 * rules"): as it is typed, the box is marked invalid with the rule's own reason, so the
 * form is not sent and the browser says why before a round trip (a name of only a
 * zero-width space, a right-to-left override). The reason is said in the page's language
 * from the check's `problem`; in English it is word for word the server's.
 */
import { checkText, type TextProblem, type TextRule } from "../../src/contract/text-rules.ts";
import { t } from "./i18n.ts";

/** The fields the pages hold to a rule, by the rule's subject; any other is "this text". */
const SUBJECTS: Readonly<Record<string, string>> = { "A name": "name", "A league's name": "leagueName" };

/** The refusal in the page's language. */
export function textProblemWords(problem: TextProblem, rule: TextRule): string {
  // one sentence per field and kind (a select on the field would not survive Arabic's isolation of values)
  const field = SUBJECTS[rule.subject] ?? "other";
  switch (problem.kind) {
    case "too-long":
      return t(`app.textRule.${field}.tooLong`, { max: problem.max });
    case "lone-surrogate":
      // the example "\ud800" goes in after formatting: Lingui decodes any \uXXXX in a formatted message, even in a value
      return t(`app.textRule.${field}.loneSurrogate`, { example: "\u0001" }).replace("\u0001", "\\ud800");
    case "refused":
      return t(`app.textRule.${field}.refused.${problem.what.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())}`, { codePoint: problem.codePoint });
    case "empty":
      return t(`app.textRule.${field}.empty`);
    case "invisible":
      return t(`app.textRule.${field}.invisible`);
  }
}

/** Marks `box` invalid, with the reason, whenever its trimmed text breaks `rule`. */
export function holdToTextRule(box: HTMLInputElement, rule: TextRule): void {
  const judge = (): void => {
    const checked = checkText(box.value.trim(), rule);
    box.setCustomValidity(checked.ok || box.value.trim() === "" ? "" : textProblemWords(checked.problem, rule));
  };
  box.addEventListener("input", judge);
  judge();
}
