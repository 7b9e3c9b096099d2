/**
 * A small Markdown reader for the rules pages, which show docs/rules/<id>.md as it is in
 * the repository: headings, paragraphs, lists, tables, fenced blocks, and inline code,
 * bold, italics and links. It builds DOM nodes (never HTML strings), so nothing in a
 * document can inject markup. A fenced block whose info word has a renderer (`diagram`)
 * is handed to it.
 */
import { h } from "./dom.ts";

export type BlockRenderer = (body: string) => Node;

const INLINE = /(`[^`]+`)|(\*\*[^*]+\*\*)|(\*[^*\s][^*]*\*)|(\[[^\]]+\]\([^)\s]+\))/;

/** Inline Markdown as nodes. Links to pages of this site stay; others open in a new tab. */
export function inline(text: string): Node[] {
  const nodes: Node[] = [];
  let rest = text;
  for (let match = INLINE.exec(rest); match; match = INLINE.exec(rest)) {
    if (match.index > 0) nodes.push(document.createTextNode(rest.slice(0, match.index)));
    const token = match[0];
    if (match[1]) nodes.push(h("code", {}, token.slice(1, -1)));
    else if (match[2]) nodes.push(h("strong", {}, ...inline(token.slice(2, -2))));
    else if (match[3]) nodes.push(h("em", {}, ...inline(token.slice(1, -1))));
    else {
      const link = /^\[([^\]]+)\]\(([^)\s]+)\)$/.exec(token);
      const href = link?.[2] ?? "";
      const safe = /^(https?:|\/|#)/.test(href);
      nodes.push(safe ? h("a", { href, ...(href.startsWith("http") ? { rel: "noopener", target: "_blank" } : {}) }, ...inline(link?.[1] ?? "")) : document.createTextNode(link?.[1] ?? token));
    }
    rest = rest.slice(match.index + token.length);
  }
  if (rest) nodes.push(document.createTextNode(rest));
  return nodes;
}

const HEADING = /^(#{1,4})\s+(.*)$/;
const BULLET = /^(\s*)[-*]\s+(.*)$/;
const NUMBERED = /^(\s*)\d+\.\s+(.*)$/;
const FENCE = /^```\s*(\S*)\s*$/;
const TABLE_ROW = /^\|(.*)\|\s*$/;

function cells(row: string): string[] {
  return (TABLE_ROW.exec(row)?.[1] ?? "").split("|").map((cell) => cell.trim());
}

/** An id for a heading, so that sections can be linked to. */
export function slug(text: string): string {
  // letters and digits of any script: a heading in Russian, Arabic or Japanese gets an id
  // of its own words (issue 31), not an empty one shared with every other heading
  return text.normalize("NFC").toLowerCase().replace(/[^\p{L}\p{M}\p{N}]+/gu, "-").replace(/^-|-$/g, "");
}

/**
 * The document as block nodes. Headings are shifted down by `headingShift` levels (the
 * page supplies its own h1); each gets an id from its text.
 */
export function renderMarkdown(source: string, blocks: Readonly<Record<string, BlockRenderer>> = {}, headingShift = 0): Node[] {
  const lines = source.replace(/\r\n?/g, "\n").split("\n");
  const out: Node[] = [];
  let i = 0;
  const isBlockStart = (line: string): boolean => HEADING.test(line) || BULLET.test(line) || NUMBERED.test(line) || FENCE.test(line) || TABLE_ROW.test(line);
  while (i < lines.length) {
    const line = lines[i];
    if (line.trim() === "") {
      i++;
      continue;
    }
    const fence = FENCE.exec(line);
    if (fence) {
      const body: string[] = [];
      for (i++; i < lines.length && !FENCE.test(lines[i]); i++) body.push(lines[i]);
      i++;
      const render = blocks[fence[1]];
      // tabindex: a block that may scroll sideways must be reachable by keyboard
      out.push(render ? render(body.join("\n")) : h("pre", { tabindex: 0 }, h("code", {}, body.join("\n"))));
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      const level = Math.min(6, heading[1].length + headingShift) as 1 | 2 | 3 | 4 | 5 | 6;
      out.push(h(`h${level}`, { id: slug(heading[2]) }, ...inline(heading[2])));
      i++;
      continue;
    }
    if (TABLE_ROW.test(line)) {
      const rows: string[][] = [];
      for (; i < lines.length && TABLE_ROW.test(lines[i]); i++) rows.push(cells(lines[i]));
      const [head, rule, ...body] = rows;
      const hasHead = rule !== undefined && rule.every((cell) => /^:?-+:?$/.test(cell));
      const bodyRows = hasHead ? body : rows;
      out.push(
        h(
          "div",
          { class: "table-scroll", tabindex: 0 },
          h(
            "table",
            {},
            ...(hasHead ? [h("thead", {}, h("tr", {}, ...head.map((cell) => h("th", { scope: "col" }, ...inline(cell)))))] : []),
            h("tbody", {}, ...bodyRows.map((row) => h("tr", {}, ...row.map((cell) => h("td", {}, ...inline(cell)))))),
          ),
        ),
      );
      continue;
    }
    const listKind = BULLET.test(line) ? "ul" : NUMBERED.test(line) ? "ol" : undefined;
    if (listKind) {
      const marker = listKind === "ul" ? BULLET : NUMBERED;
      // one level of nesting: an indented bullet starts a sub-item of the item above
      const items: { text: string; subs: string[] }[] = [];
      for (; i < lines.length; i++) {
        const item = marker.exec(lines[i]);
        const sub = BULLET.exec(lines[i]) ?? NUMBERED.exec(lines[i]);
        const last = items[items.length - 1];
        if (item && item[1].length === 0) items.push({ text: item[2], subs: [] });
        else if (sub && sub[1].length > 0 && last) last.subs.push(sub[2]);
        else if (lines[i].trim() !== "" && /^\s+/.test(lines[i]) && last) {
          if (last.subs.length > 0) last.subs[last.subs.length - 1] += ` ${lines[i].trim()}`;
          else last.text += ` ${lines[i].trim()}`;
        } else break;
      }
      out.push(
        h(listKind, {}, ...items.map((item) => h("li", {}, ...inline(item.text), ...(item.subs.length > 0 ? [h("ul", {}, ...item.subs.map((sub) => h("li", {}, ...inline(sub))))] : [])))),
      );
      continue;
    }
    const paragraph: string[] = [];
    for (; i < lines.length && lines[i].trim() !== "" && !isBlockStart(lines[i]); i++) paragraph.push(lines[i].trim());
    out.push(h("p", {}, ...inline(paragraph.join(" "))));
  }
  return out;
}
