/**
 * A tiny element builder. Text always goes in through `textContent` (never innerHTML),
 * so player names and server messages can never inject markup.
 */

type Child = Node | string | number | false | null | undefined;

/** Attributes: strings become attributes, functions under `on*` become listeners. */
export type Attrs = Record<string, string | number | boolean | EventListener | undefined>;

/** Creates an HTML element with attributes and children. */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Attrs = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  setAttrs(el, attrs);
  append(el, children);
  return el;
}

const SVG_NS = "http://www.w3.org/2000/svg";

/** Creates an SVG element with attributes and children. */
export function s<K extends keyof SVGElementTagNameMap>(
  tag: K,
  attrs: Attrs = {},
  ...children: Child[]
): SVGElementTagNameMap[K] {
  const el = document.createElementNS(SVG_NS, tag);
  setAttrs(el, attrs);
  append(el, children);
  return el;
}

function setAttrs(el: Element, attrs: Attrs): void {
  for (const [name, value] of Object.entries(attrs)) {
    if (value === undefined || value === false) continue;
    if (typeof value === "function") el.addEventListener(name.slice(2).toLowerCase(), value);
    // through the CSSOM: the pages' Content-Security-Policy refuses style attributes
    else if (name === "style" && (el instanceof HTMLElement || el instanceof SVGElement)) el.style.cssText = String(value);
    else el.setAttribute(name, value === true ? "" : String(value));
  }
}

function append(el: Element, children: Child[]): void {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    el.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
}

/** Replaces every child of `el`. */
export function replaceChildren(el: Element, ...children: Child[]): void {
  el.replaceChildren();
  append(el, children);
}

/**
 * Runs `redraw`, which draws what is inside `scope` anew, and keeps a keyboard user's focus
 * through it: when the focus was on an element in `scope` that the redraw replaced, it goes
 * to the new element `keyOf` calls the same. True when the focus was in `scope` and found no
 * such element (the caller decides where it goes then).
 */
export function redrawKeepingFocus(scope: Element, redraw: () => void, keyOf: (element: HTMLElement) => string | undefined): boolean {
  const focused = document.activeElement;
  const hadFocus = scope.contains(focused);
  const key = hadFocus && focused instanceof HTMLElement ? keyOf(focused) : undefined;
  redraw();
  if (!hadFocus || scope.contains(document.activeElement)) return false;
  const again = key === undefined ? undefined : [...scope.querySelectorAll("*")].find((element): element is HTMLElement => element instanceof HTMLElement && keyOf(element) === key);
  again?.focus();
  return again === undefined;
}
