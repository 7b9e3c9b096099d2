// The Worker's types (issue 25): the runtime's come from @cloudflare/workers-types (pinned
// beside wrangler), and src/worker-configuration.d.ts holds only what wrangler.toml
// declares (`npm run types`, without the runtime): 51 lines instead of 16,286. A binding
// added to wrangler.toml without `npm run types` fails here rather than in a deploy.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));
const generated = join(root, "src/worker-configuration.d.ts");

it("the generated Env holds the bindings only, not the runtime's types", () => {
  const text = readFileSync(generated, "utf8");
  expect(text).toContain("interface __BaseEnv_Env {");
  expect(text).toContain("DB: D1Database;");
  // the runtime's own declarations live in the types package, not here
  expect(text).not.toMatch(/Runtime types generated/);
  expect(text).not.toMatch(/declare abstract class D1Database|interface D1Database\b/);
  expect(text.split("\n").length).toBeLessThan(200);
  const tsconfig = readFileSync(join(root, "tsconfig.json"), "utf8");
  expect(tsconfig).toContain('"@cloudflare/workers-types"');
});

it("the generated Env is up to date with wrangler.toml (`npm run types` was run)", () => {
  // the same command as `npm run types`, with --check: it fails when wrangler.toml changed since
  const script = (JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts.types;
  const [command, ...args] = script.split(" ");
  expect(command).toBe("wrangler");
  expect(() =>
    execFileSync(join(root, "node_modules/.bin/wrangler"), [...args, "--check"], {
      cwd: root,
      env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
      stdio: "pipe",
    }),
  ).not.toThrow();
}, 60_000);
