import { defineConfig } from '@playwright/test';

// Browser downloads fail on these machines: drive the system's Chromium instead.
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** How every test's Chromium starts; a spec that needs more adds to these (the camera's). */
export const launchOptions = {
  executablePath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
// E2E_PORT and E2E_DIST let two runs (two work trees, or two builds) proceed side by side.
export const port = Number(process.env.E2E_PORT ?? 4180);
const outDir = process.env.E2E_DIST ?? 'dist';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  reporter: [['list']],
  timeout: 30_000,
  // One more try for a test that fails: on CI's two busy cores a one-off stall has failed a
  // different test each time (never the same twice, never locally in dozens of repeats). A test
  // that passes only on its second try is still listed, as flaky, in the report.
  retries: 1,
  // A fresh page's first picture loads the WebAssembly; on CI's two cores, beside a test reading
  // pictures, that has taken over the default 5 s. Speed is measured by the bench, not here.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    // English unless a test asks for another browser language.
    locale: 'en-US',
    // The service worker would install (downloading the whole build) in every fresh context and
    // then serve requests that tests route; the offline test allows it.
    serviceWorkers: 'block',
    launchOptions,
  },
  webServer: {
    command: `npx vite preview --port ${port} --strictPort --outDir ${outDir}`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: false,
  },
});
