import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { requireChromium } from './chromium-path';

// Playwright reads only this module's environment; the API gets its own block below.
const port = Number(process.env.E2E_PORT ?? 4310);
const baseURL = `http://127.0.0.1:${port}`;
// The stand-in speech-to-text service (e2e/support/transcription-server.mjs): processed pitch videos get captions.
const transcribePort = port + 20_000;
// The API's DATA_DIR; specs read the mail it writes to <dataDir>/outbox (e2e/support/outbox.ts). Workers load this
// config again and inherit the runner's environment: they reuse the runner's folder instead of making their own.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'takeoff-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

/** Specs that change the shared admin account (TOTP); see the admin-serial project. */
const ADMIN_SERIAL_SPECS = /admin-back-office\.spec\.ts/;

const chromium = {
  ...requireChromium(),
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    // A synthetic camera and microphone, allowed without a prompt (the promo recording spec needs them).
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
  ],
};

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  forbidOnly: true,
  // A flaky test is fixed or quarantined with an issue note, never retried into green.
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  // Generous: CI and shared dev machines run this next to other suites on two cores.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL,
    // Recording a trace of every test nearly doubled a test's time (28 s -> 52 s for four sweeps): CI keeps the
    // failure's screenshot and error context instead; a local run still keeps the trace of a failure.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    navigationTimeout: 45_000,
    actionTimeout: 20_000,
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: ADMIN_SERIAL_SPECS,
      // A test of the phone's own controls (tagged @phone-only) would repeat itself here at a phone's width.
      grepInvert: /@phone-only/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: chromium,
      },
    },
    {
      // Only what differs on a phone (tagged @phone, or @phone-only when there is nothing to check on a desktop):
      // bottom navigation and More menu, phone layouts, touch and keyboard drag, and the accessibility and layout
      // sweeps that visit every page. The rest runs on desktop only.
      name: 'mobile',
      grep: /@phone/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
        launchOptions: chromium,
      },
      testIgnore: ADMIN_SERIAL_SPECS,
    },
    {
      // Turns two-factor on for the one admin account other specs sign in with: runs alone, after them.
      name: 'admin-serial',
      testMatch: ADMIN_SERIAL_SPECS,
      dependencies: ['desktop', 'mobile'],
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: chromium,
      },
    },
  ],
  webServer: [
    {
      command: `node e2e/support/transcription-server.mjs ${transcribePort}`,
      url: `http://127.0.0.1:${transcribePort}/health`,
      timeout: 10_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // test:e2e builds the SPA first; the API serves it from apps/web/dist on the same origin.
      // The compiled server, as production runs it (compiled here so it is never stale).
      command: 'pnpm --filter @takeoff/api build && pnpm --filter @takeoff/api start',
      cwd: '../..',
      url: `${baseURL}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        HOST: '127.0.0.1',
        PORT: String(port),
        NODE_ENV: 'development',
        SERVE_WEB: 'true',
        SEED_DEMO_DATA: 'true',
        DATA_DIR: dataDir,
        APP_ORIGIN: baseURL,
        AUTH_RATE_LIMIT_PER_IP: '100000',
        AUTH_RATE_LIMIT_PER_ACCOUNT: '100000',
        API_RATE_LIMIT_PER_MINUTE: '1000000',
        PUBLIC_PAGES_RATE_LIMIT_PER_MINUTE: '1000000',
        SOCKET_HANDSHAKES_PER_MINUTE: '1000000',
        // Cheap argon2 for the accounts the specs register (production's cost is proven in the API's password.test.ts).
        PASSWORD_HASH_MEMORY_KIB: '8',
        PASSWORD_HASH_ITERATIONS: '1',
        TRANSCRIBE_URL: `http://127.0.0.1:${transcribePort}`,
        ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
      },
    },
  ],
});
