// `npm run knip` (and a step of `npm test`): files, exports and dependencies nothing uses.
// Knip's plugins find Remix's routes and entry files, Vitest's and Playwright's tests, and the
// scripts package.json runs; what they cannot see is listed here, each with why.
import type { KnipConfig } from "knip";

const config: KnipConfig = {
  entry: [
    // Run by scripts/test.js, by hand (icon-paths.js) or as esbuild's entry (server/binary.ts,
    // from scripts/build-binary.ts): no import or package.json script names them.
    "scripts/*.{js,ts}",
    "server/binary.ts",
    // The Spanish pages' route modules, which remix.config.js routes by hand (its `routes`
    // function): knip's Remix plugin finds only app/routes.
    "app/spanish-routes/*.ts",
  ],
  ignoreIssues: {
    // Written by `npm run db:types` (docs/decisions/048-generated-database-types.md): it declares
    // every table, used or not, and its own helper types.
    "db/generated-types.ts": ["exports", "types"],
    // Kysely's Migrator calls each migration's up/down through the namespace object
    // db/migrations/index.ts lists, which knip does not follow.
    "db/migrations/0*.ts": ["exports"],
    // embeddedSharpAddon is called from code scripts/build-binary.ts writes into the bundle.
    "db/sharp-addon.ts": ["exports"],
  },
  // An export used in its own module is a module's public face, not dead code.
  ignoreExportsUsedInFile: true,
  ignoreDependencies: [
    // scripts/icon-paths.js reads its icons' source files from node_modules by path.
    "lucide-react",
    // Run by path (node_modules/.bin/postject) from scripts/build-binary.ts.
    "postject",
    // Lighthouse's own Chrome launcher, imported by scripts/audit.js to run the version Lighthouse expects.
    "chrome-launcher",
    // tests/helpers/twilio.ts reads Twilio's OpenAPI description from it by path (require.resolve).
    "@twilio/cli-core",
    // app/estimates/pdf-font.server.ts and scripts/build-binary.ts read its font file by path.
    "dejavu-fonts-ttf",
  ],
  ignoreBinaries: [
    // System tools, not npm packages: prlimit (util-linux) caps a test process's file size,
    // java runs vnu-jar's HTML checker, heif-enc (libheif) makes the HEIC test photos,
    // apt-get installs what scripts/ensure-test-tools.js finds missing, taskset (util-linux) pins
    // a benchmark's server and load generator to cores of their own.
    "apt-get",
    "taskset",
    "prlimit",
    "java",
    "heif-enc",
  ],
};

export default config;
