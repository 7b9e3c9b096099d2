/**
 * The rules documents, docs/rules/<id>.md, bundled as they are in the repository: one
 * text serves the repository's readers and the app's "How to play" pages. Each is its
 * own chunk, loaded when its page opens.
 */
const DOCUMENTS = import.meta.glob<string>("../../../docs/rules/*.md", { query: "?raw", import: "default" });

/** The document of a game, or undefined when it has none. */
export async function loadRules(id: string): Promise<string | undefined> {
  const load = DOCUMENTS[`../../../docs/rules/${id}.md`];
  return load ? load() : undefined;
}
