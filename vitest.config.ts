import path from "node:path";

import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: { "~": path.resolve(import.meta.dirname, "app") },
  },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "db/**/*.test.ts", "tests/integration/**/*.test.ts"],
    environment: "node",
    globalSetup: ["tests/helpers/make-phone-photos.ts", "tests/helpers/template-database.ts"],
    // Two test files at a time: integration tests mostly wait on servers they started, so two
    // overlap well on CI's two cores (about 4.5 min against 6); four timed out on a loaded machine.
    maxWorkers: 2,
    // Each worker process runs file after file with the modules it loaded kept (vite-node's cache):
    // a new process and a fresh import of the helpers and app modules per file cost about 0.7 s of
    // CPU a file (the 65 unit test files: 66 s of CPU isolated, 22 s not). No test mocks modules or
    // timers; a file that changes process.env puts it back.
    pool: "forks",
    isolate: false,
    minWorkers: 1,
    // A server start took 10-12 s at a load average of 16, and a hook may start
    // SMTP, a server and a proxy, a test may restart a server twice: room for a busy machine,
    // within the start-up deadline of scripts/lib/server-process.js (120 s).
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
