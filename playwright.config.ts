import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/chromium-launch.mjs';

const port = Number(process.env.E2E_PORT ?? 8181);

// The browser is Debian's Chromium (e2e/chromium-launch.mjs).
export default defineConfig({
  testDir: 'e2e',
  // Separate output folders let two runs (on different E2E_PORTs) proceed side by side.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  // Server round trips that hash a password can take seconds on a loaded 2-core CI machine.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    viewport: { width: 1366, height: 800 },
    // Recording a trace costs every test a third of its time on a 2-core machine; CI records the retry.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  webServer: {
    command: 'node e2e/start-server.mjs',
    url: `http://127.0.0.1:${port}/mds/app/config/get/session-timeout`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { E2E_PORT: String(port) },
  },
});
