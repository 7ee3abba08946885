// `npm test`: every check, in the order that fails fastest.
import { spawn, spawnSync } from "node:child_process";

// The single binary's toolchain (Node 24 downloaded, better-sqlite3 compiled for it: minutes the
// first time) is prepared in the background while the checks and the app build run.
const toolchain = spawn("npx", ["tsx", "scripts/build-binary.ts", "--toolchain"], { stdio: "inherit" });
const toolchainReady = new Promise((resolve) => toolchain.once("exit", (code) => resolve(code)));

const steps = [
  ["Browsers and tools the tests run", "node", ["scripts/ensure-test-tools.js"]],
  ["Type check", "npx", ["tsc"]],
  ["Lint", "npx", ["eslint", "."]],
  ["Formatting", "npx", ["prettier", "--check", "."]],
  ["Import rules", "npx", ["depcruise", "--config", ".dependency-cruiser.cjs", "app", "db", "server.ts", "server"]],
  ["Unused files, exports and dependencies", "npx", ["knip"]],
  ["Production build", "npm", ["run", "build"]],
  ["JavaScript budget of the public pages", "node", ["scripts/bundle-budget.js"]],
  ["HTML budget of the public pages", "node", ["scripts/html-budget.js"]],
  ["Single binary toolchain", "wait", toolchainReady],
  ["Single binary", "npx", ["tsx", "scripts/build-binary.ts"]],
  ["Unit and integration tests", "npx", ["vitest", "run"]],
  ["End-to-end tests", "npx", ["playwright", "test"]],
];

function fail(title, code) {
  console.error(`\n✖ ${title} failed`);
  toolchain.kill();
  process.exit(code ?? 1);
}

const started = Date.now();
for (const [title, command, args] of steps) {
  console.log(`\n▶ ${title}`);
  const stepStart = Date.now();
  const status = command === "wait" ? await args : spawnSync(command, args, { stdio: "inherit" }).status;
  if (status !== 0) fail(title, status);
  console.log(`✔ ${title} (${((Date.now() - stepStart) / 1000).toFixed(1)} s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
