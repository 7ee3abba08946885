// `npm test`: every check, in the order that fails fastest.
import { spawnSync } from "node:child_process";

const steps = [
  ["Chromium for browser tests", "node", ["scripts/ensure-chromium.js"]],
  ["Type check", "npx", ["tsc"]],
  ["Lint", "npx", ["eslint", "."]],
  ["Formatting", "npx", ["prettier", "--check", "."]],
  ["Import rules", "npx", ["depcruise", "--config", ".dependency-cruiser.cjs", "app", "db", "server.ts", "server"]],
  ["Production build", "npm", ["run", "build"]],
  // The first build downloads Node 24 and compiles better-sqlite3 for it (about 2 minutes); later ones reuse .cache/binary/.
  ["Single binary", "npx", ["tsx", "scripts/build-binary.ts"]],
  ["Unit and integration tests", "npx", ["vitest", "run"]],
  ["End-to-end tests", "npx", ["playwright", "test"]],
];

const started = Date.now();
for (const [title, command, args] of steps) {
  console.log(`\n▶ ${title}`);
  const stepStart = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit" });
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${title} (${((Date.now() - stepStart) / 1000).toFixed(1)} s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
