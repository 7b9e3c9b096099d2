/**
 * What the importer says of a record's chain (docs/api.md "Records you can verify"):
 * verified with this server's own key when the record's Site is this server; a record
 * from another site has its chain checked and its signature left unchecked (the Worker
 * fetches no address a record names), and the answer says so.
 */
import { describeVerdict, recordOrigin, verifyRecord } from "../../contract/verify-record.ts";
import type { ImportVerification } from "../../contract/api.ts";
import { keyDocument } from "../routes/record-key.ts";

export async function checkImported(env: Env, record: string, tags: ReadonlyMap<string, string>, origin: string): Promise<ImportVerification> {
  if (!tags.has("Chain") && !tags.has("ChainVersion")) {
    return { chained: false, intact: false, signedBy: null, unsigned: [], message: "no chain: this record carries no hash chain, so it cannot be verified" };
  }
  const own = recordOrigin(record) === origin ? await keyDocument(env, origin) : undefined;
  const verdict = await verifyRecord(record, own);
  return {
    chained: true,
    intact: verdict.intact,
    signedBy: verdict.intact ? verdict.signedBy : null,
    unsigned: verdict.intact ? verdict.unsigned : [],
    message: describeVerdict(verdict),
    ...(verdict.intact ? { events: verdict.events, kid: verdict.kid, finished: verdict.finished, unsignedParts: verdict.unsignedParts } : { why: verdict.why }),
  };
}
