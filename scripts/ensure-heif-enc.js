// The photo tests make a real iPhone-style HEIC (HEVC) with Debian's heif-enc (package
// libheif-examples; tests/helpers/phone-photos.ts): installed when missing, as
// scripts/ensure-chromium.js installs the browser.
import { spawnSync } from "node:child_process";

const has = (command) => spawnSync("which", [command]).status === 0;
if (has("heif-enc")) process.exit(0);

if (process.getuid?.() === 0 && has("apt-get")) {
  console.log("Installing Debian's libheif-examples (heif-enc) for the photo tests…");
  const run = (args) =>
    spawnSync("apt-get", args, { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
  const install = ["install", "-y", "--no-install-recommends", "libheif-examples"];
  if (run(install).status !== 0) {
    // The package lists may be missing or stale on a fresh machine.
    run(["update"]);
    run(install);
  }
}

if (!has("heif-enc")) {
  console.error(
    "heif-enc is missing for the photo tests. Install it (Debian/Ubuntu: `sudo apt-get install -y libheif-examples`).",
  );
  process.exit(1);
}
