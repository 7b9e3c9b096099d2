// drizzle-kit generates the SQL migrations in migrations/ from the schema; wrangler
// applies them (`wrangler d1 migrations apply`), and the workerd tests apply them too.
import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "sqlite",
  schema: "./src/db/schema.ts",
  out: "./migrations",
});
