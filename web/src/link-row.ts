/**
 * One link in a box of its own that says what it is (issue 20, item 6): on a phone the
 * addresses look alike, cut after the site's name, so the box carries its name. Used for
 * a new game's three links and a league's join, player and watch links.
 */
import { copyButton } from "./copy.ts";
import { h } from "./dom.ts";

export function linkRow(label: string, hint: string, url: string, testId: string, extra: HTMLElement | "" = ""): HTMLElement {
  const input = h("input", { class: "link-input", readonly: true, value: url, "data-testid": testId, "aria-label": label });
  input.addEventListener("focus", () => input.select());
  const labelId = `${testId}-label`;
  return h(
    "div",
    { class: "link-row", role: "group", "aria-labelledby": labelId },
    h("div", { class: "link-label", id: labelId }, h("strong", {}, label), h("span", {}, ` — ${hint}`)),
    h("div", { class: "link-field" }, input, copyButton(url), extra),
  );
}
