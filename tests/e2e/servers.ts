/**
 * The browser tests' servers (playwright.config.ts), each the production server on a fresh
 * database of its own: the shared one every test uses, and one for the tests that change what a
 * public page shows (its SEO record, say). A change there is seen by no test reading that page
 * on the shared server, so no order of workers can break one test with another's edit.
 */
export const e2ePort = Number(process.env.E2E_PORT ?? 4310);
export const pageEditingPort = e2ePort + 100;

export const serverUrl = (port: number) => `http://127.0.0.1:${port}`;

/** Use in a spec that changes what public pages show: `test.use({ baseURL: pageEditingServer })`. */
export const pageEditingServer = serverUrl(pageEditingPort);
