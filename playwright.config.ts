import { defineConfig } from "@playwright/test";

import { findTestBrowser } from "./scripts/find-chromium.js";
import { e2ePort, pageEditingPort, serverUrl } from "./tests/e2e/servers";

const baseURL = serverUrl(e2ePort);

/** One e2e server (scripts/e2e-server.js) on its own port and fresh database. */
const e2eServer = (port: number) => ({
  command: "node scripts/e2e-server.js",
  url: `${serverUrl(port)}/healthz`,
  reuseExistingServer: false,
  // Two servers start at once, on a machine that may be busy (a start takes 10-12 s at a load of 16).
  timeout: 120_000,
  env: {
    PORT: String(port),
    HOST: "127.0.0.1",
    SITE_URL: serverUrl(port),
    // The staff account the staff tests sign in with (created at start on the fresh database).
    ADMIN_EMAIL: "e2e-staff@example.com",
    ADMIN_PASSWORD: "e2e-staff-password-123",
    // Every browser test posts from the same address, two workers at once: the per-address
    // limits would refuse a busy minute's staff saves (a 429 that showed as a missing message).
    CONTACT_RATE_LIMIT_PER_HOUR: "10000",
    MUTATION_RATE_LIMIT_PER_MINUTE: "100000",
    PHOTO_MB_PER_ADDRESS_PER_DAY: "100000",
    SELF_BOOKINGS_PER_ADDRESS_PER_DAY: "100000",
  },
});

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Generous: two workers, the server and Chromium share two cores in CI, where a
  // multi-step staff test has taken 30 s. Speed is measured by `npm run bench`, not here.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL,
    // A trace records every action's screenshots and DOM for every test, to keep the failing ones: a
    // fifth of the browser tests' CPU (staff-chrome.spec.ts: 29 s with it, 23 s without). Turn it on
    // to look into a failure (E2E_TRACE=1); a failure's screenshot is kept anyway.
    trace: process.env.E2E_TRACE ? "retain-on-failure" : "off",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: findTestBrowser(),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    {
      name: "phone",
      testIgnore: /\.desktop\.spec\.ts$/,
      use: {
        browserName: "chromium",
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      },
    },
    // Every test runs on the phone, the primary user's screen. The desktop runs only what is about
    // the desktop (docs/conventions.md): *.desktop.spec.ts files and tests tagged `@desktop`.
    {
      name: "desktop",
      testIgnore: /\.phone\.spec\.ts$/,
      grep: [/@desktop/, /\.desktop\.spec\.ts/],
      use: { browserName: "chromium", viewport: { width: 1280, height: 800 } },
    },
  ],
  // The shared server, and the one for tests that change what public pages show (tests/e2e/servers.ts).
  webServer: [e2eServer(e2ePort), e2eServer(pageEditingPort)],
});
