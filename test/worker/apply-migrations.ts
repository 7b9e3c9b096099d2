// Every test file starts with the archive schema in place, as production has it, and an
// empty archive. The test files share one workerd per Vitest worker (isolate: false in
// vitest.workers.config.ts: starting a workerd and loading the Worker for each file cost
// more than half of this phase), so the migrations apply once per worker and every file
// then empties the tables the files before it filled. The migrations insert no rows of
// their own (their INSERTs only backfill from rows already archived), so empty tables
// are exactly what a fresh database with the migrations applied holds.
import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
const tables = await env.DB.prepare(
  "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name <> 'd1_migrations'",
).all<{ name: string }>();
if (tables.results.length > 0) await env.DB.batch(tables.results.map(({ name }) => env.DB.prepare(`DELETE FROM "${name}"`)));
