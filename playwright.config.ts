import { defineConfig } from "@playwright/test";

import { findTestBrowser } from "./scripts/find-chromium.js";

const port = Number(process.env.E2E_PORT ?? 4310);
const baseURL = `http://127.0.0.1:${port}`;

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
    trace: "retain-on-failure",
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
    {
      name: "desktop",
      testIgnore: /\.phone\.spec\.ts$/,
      use: { browserName: "chromium", viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command: "node scripts/e2e-server.js",
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL: baseURL,
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
  },
});
