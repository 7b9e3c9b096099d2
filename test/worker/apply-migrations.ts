// Every test file starts with a fresh archive: the schema the migrations make, as
// production has it, and no rows. The test files share one workerd per Vitest worker
// (isolate: false in vitest.workers.config.ts: starting a workerd and loading the Worker
// for each file cost more than half of this phase), so a file finds what the files before
// it left, rows and schema alike (texts-migration.test.ts rebuilds the tables of an older
// migration). Every table goes, d1_migrations with them, and the migrations apply again:
// about 40 ms a file.
import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";

const tables = await env.DB.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'").all<{ name: string }>();
if (tables.results.length > 0) await env.DB.batch(tables.results.map(({ name }) => env.DB.prepare(`DROP TABLE "${name}"`)));
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
