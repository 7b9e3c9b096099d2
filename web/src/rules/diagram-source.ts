/**
 * The text of a rules diagram: a fenced block marked `diagram` in docs/rules/<id>.md,
 * with the position text on its first line, then optional `marks: e2 e4` (cells to
 * highlight) and `caption: ...` lines.
 */
export interface DiagramSource {
  readonly position: string;
  readonly marks: readonly string[];
  readonly caption: string;
}

export function parseDiagram(body: string): DiagramSource {
  const lines = body.split("\n").map((line) => line.trim()).filter((line) => line !== "");
  const field = (name: string): string | undefined => lines.find((line) => line.startsWith(`${name}:`))?.slice(name.length + 1).trim();
  return { position: lines[0] ?? "", marks: (field("marks") ?? "").split(/\s+/).filter(Boolean), caption: field("caption") ?? "" };
}

