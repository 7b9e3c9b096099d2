/** The Pocket object of a pocket id (ids are checked for their form before they get here). */
import type { Pocket } from "./pocket.ts";

export function pocketStub(env: Env, id: string): DurableObjectStub<Pocket> {
  const namespace = env.POCKET as DurableObjectNamespace<Pocket>;
  return namespace.get(namespace.idFromName(id));
}
