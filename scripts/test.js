// `npm test`: every check. The static checks and the build run side by side (each mostly uses one
// core, and CI has two); the tests come after, one suite at a time, as they use both cores.
import { spawn } from "node:child_process";

// The single binary's toolchain (Node 24 downloaded, better-sqlite3's addon compiled for it: about
// half a minute of CPU the first time) is prepared in the background while the checks and the app build run.
const toolchain = spawn("npx", ["tsx", "scripts/build-binary.ts", "--toolchain"], { stdio: "inherit" });
const toolchainReady = new Promise((resolve) => toolchain.once("exit", (code) => resolve(code)));

/** Lanes run at the same time, the steps of a lane one after another. */
const stages = [
  [
    // apt's downloads and unpacking wait mostly on the network and the disk: beside the checks, not before them.
    [["Browsers and tools the tests run", "node", ["scripts/ensure-test-tools.js"]]],
    [
      ["Type check", "npx", ["tsc"]],
      ["Import rules", "npx", ["depcruise", "--config", ".dependency-cruiser.cjs", "app", "db", "server.ts", "server"]],
      ["Unused files, exports and dependencies", "npx", ["knip"]],
    ],
    [
      ["Lint", "npx", ["eslint", "."]],
      ["Formatting", "npx", ["prettier", "--check", "."]],
    ],
    [
      ["Production build", "npm", ["run", "build"]],
      ["JavaScript budget of the public pages", "node", ["scripts/bundle-budget.js"]],
      ["HTML budget of the public pages", "node", ["scripts/html-budget.js"]],
      ["Single binary toolchain", "wait", toolchainReady],
      ["Single binary", "npx", ["tsx", "scripts/build-binary.ts"]],
    ],
  ],
  [[["Unit and integration tests", "npx", ["vitest", "run"]]]],
  [[["End-to-end tests", "npx", ["playwright", "test"]]]],
];

const children = new Set();

function fail(title, code) {
  console.error(`\n✖ ${title} failed`);
  for (const child of [toolchain, ...children]) child.kill();
  process.exit(code || 1);
}

/**
 * Runs one step. Alone in its stage, its output streams as it comes; beside others, it is printed
 * whole when the step ends, so the log reads one step at a time.
 */
function run(command, args, alone) {
  const child = spawn(command, args, { stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"] });
  children.add(child);
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  return new Promise((resolve) =>
    child.once("close", (code) => {
      children.delete(child);
      resolve({ code, output });
    }),
  );
}

async function runLane(lane, alone) {
  for (const [title, command, args] of lane) {
    if (alone) console.log(`\n▶ ${title}`);
    const stepStart = Date.now();
    const { code, output } = command === "wait" ? { code: await args, output: "" } : await run(command, args, alone);
    if (!alone) console.log(`\n▶ ${title}${output.trim() ? `\n${output.trimEnd()}` : ""}`);
    if (code !== 0) fail(title, code);
    console.log(`✔ ${title} (${((Date.now() - stepStart) / 1000).toFixed(1)} s)`);
  }
}

const started = Date.now();
for (const lanes of stages) {
  const alone = lanes.length === 1 && lanes[0].length === 1;
  const stageStart = Date.now();
  await Promise.all(lanes.map((lane) => runLane(lane, alone)));
  if (!alone)
    console.log(`\n✔ ${lanes.length} lanes side by side (${((Date.now() - stageStart) / 1000).toFixed(1)} s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
