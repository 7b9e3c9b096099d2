/**
 * The worked example of docs/api.md ("Worked example"): every intermediate value of one
 * signed record's chain, computed by the project's own code (the chain's functions, and
 * the verifier's reading of the record), so the test can hold the doc to what the code
 * computes.
 */
import { chainStart, eventLine, extendChain, genesisLine, signedBytes } from "../../../src/contract/chain.ts";
import { parseAnnotatedRecord, replayMovesFrom } from "../../../src/engine/record.ts";
import { recordStart } from "../../../src/engine/record-start.ts";
import { getGame } from "../../../src/engine/registry.ts";

/** The chain's values for a signed record, one `name  value` line each, in the order a verifier computes them. */
export function workedExample(record: string): string {
  const parsed = parseAnnotatedRecord(record);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const { tags, moves } = parsed.value;
  const game = getGame(tags.get("Variant")!)!;
  const start = recordStart(game, tags);
  if (!start.ok) throw new Error(start.error.message);
  const written = moves.line.map((move) => move.move);
  const replay = replayMovesFrom(game, start.value, written);
  if (!replay.ok) throw new Error(replay.error.message);
  const id = /\/g\/([^/]+)$/.exec(tags.get("Site")!)![1];
  const genesis = genesisLine({
    id,
    variant: game.id,
    options: tags.get("Options") ?? "",
    timeControl: tags.get("TimeControl") ?? "-",
    createdAt: Date.parse(`${tags.get("Date")!.replace(/\./g, "-")}T${tags.get("UTCTime")}Z`),
    white: tags.get("White") ?? "",
    black: tags.get("Black") ?? "",
  });
  const out: string[] = [`genesis  ${genesis}`];
  let head = chainStart(genesis);
  out.push(`h0       ${head}`);
  let n = 0;
  const add = (line: string) => {
    head = extendChain(head, line);
    n++;
    out.push(`line ${n}`.padEnd(9) + line, `h${n}`.padEnd(9) + head);
  };
  moves.line.forEach((move, i) => {
    for (const comment of [...move.before, ...move.after]) {
      const ts = comment.commands.get("ts");
      if (ts) add(eventLine({ kind: "move", side: replay.value.sides[i], at: Date.parse(ts), fields: [["ply", i + 1], ["text", written[i]]] }));
      const ev = comment.commands.get("ev");
      if (ev) add(ev);
    }
  });
  out.push(`signed   ${new TextDecoder().decode(signedBytes(head))}`, `sig      ${tags.get("Signature")}`);
  return out.join("\n");
}
