// Bindings that exist only in the workerd tests (see test/vitest.workers.config.ts).
declare namespace Cloudflare {
  interface Env {
    TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
  }
}

// Golden records read as text (Vite's ?raw), for the tests of verifiable records.
declare module "*.pgn?raw" {
  const text: string;
  export default text;
}

// The test key document read as text, for the fuzz suites' verifier (test/engine/fuzz/).
declare module "*.json?raw" {
  const text: string;
  export default text;
}
