import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { serverNodeFlags } from '../server/src/node-flags.ts';
import { simplePayEnv } from '../server/test/simplepay-fake.ts';
import { chromiumFlags, chromiumPath } from './chromium.ts';
import { fakeSimplePayOfRun, simplePayBaseUrl, simplePayPort } from './support/simplepay.ts';

// The journeys run against the real built server on a fresh embedded database, in Debian's Chromium.
const port = Number(process.env.E2E_PORT ?? 8091);
// The config is read again in each worker: the environment hands them the runner's folders, so every worker names
// the same DATA_DIR per server, and a journey reads its server's outbox (support/outbox.ts) from its project.
const dataDirOf = (variable: string, prefix: string) => {
  process.env[variable] ??= mkdtempSync(path.join(tmpdir(), prefix));
  return process.env[variable];
};

// The SimplePay journeys (e2e/simplepay.spec.ts) have a server of their own beside it, taking online payments through
// a fake SimplePay (e2e/support/simplepay.ts says why the fake starts here) on a database of its own.
const simplePayDataDir = dataDirOf('E2E_SIMPLEPAY_DATA_DIR', 'konyha-e2e-simplepay-');
const fakeSimplePay = await fakeSimplePayOfRun(`${simplePayBaseUrl}/api/payment/simplepay/ipn`);

const serverCommand = `node ${serverNodeFlags.join(' ')} ../server/src/main.ts`;
const serverEnv = {
  HOST: '127.0.0.1',
  DATABASE_URL: '',
  LOG_LEVEL: 'warn',
  ADMIN_EMAIL: 'admin@example.com',
  ADMIN_PASSWORD: 'Admin1234',
  // Every journey logs in and orders from 127.0.0.1; the per-address limits are tested in the server tests.
  AUTH_RATE_LIMIT: '1000',
  ORDER_RATE_LIMIT: '1000',
  // The printer journeys' stand-in printers listen on 127.0.0.1, on ports the system picks.
  PRINTER_NETWORKS: '127.0.0.0/8',
  PRINTER_PORTS: '1024-65535',
  // The push journey's stand-in push service listens on http://127.0.0.1 (real ones are https).
  PUSH_ALLOW_LOOPBACK: '1',
  // Lets engineers test a build of their own (vite build --outDir) side by side.
  WEB_ROOT: process.env.E2E_WEB_ROOT ?? '',
};

const apart = ['**/server-rendering.spec.ts', '**/simplepay.spec.ts'];
// Issue 34's journey closes its server's day, which would make that day's orders read-only for every other journey.
const ownDay = ['**/invoicing.spec.ts'];
const invoicingPort = Number(process.env.E2E_INVOICING_PORT ?? 8093);
const invoicingDataDir = dataDirOf('E2E_INVOICING_DATA_DIR', 'konyha-e2e-invoicing-');

const shopDataDir = dataDirOf('E2E_DATA_DIR', 'konyha-e2e-');
// The staff's day (deciding, cooking, printing, changing and reporting orders), a line of its own beside the guests'.
const staffDay = [
  'dashboard-layout',
  'dashboard',
  'order-decisions',
  'order-status',
  'order-changes',
  'opening-hours',
  'paper-and-courier',
  'phone-orders',
  'reports',
  'staff-push',
  'admin-users',
  'lunch-orders',
].map((journey) => `**/${journey}.spec.ts`);
const staffPort = Number(process.env.E2E_STAFF_PORT ?? 8096);
const staffDataDir = dataDirOf('E2E_STAFF_DATA_DIR', 'konyha-e2e-staff-');

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // The axe-heavy journeys (eight pages checked) need over a minute beside the slowed-processor rendering visits.
  timeout: 120_000,
  // A dashboard screen's first load is a chain of chunks (about 3 s on an idle 2-core machine, three times that with
  // two journeys at once); its speed is measured in `./konyha bench lighthouse`, not by these waits.
  expect: { timeout: 20_000 },
  fullyParallel: false,
  // Two journeys at a time, at most one per project below: a journey keeps about half a core busy (its browser, its
  // Playwright worker and its server), and on two cores a third made every journey slower than it saved.
  workers: 2,
  // The HTML report (playwright-report/) keeps what the journeys attach, such as the 80 mm print view.
  reporter: [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumFlags,
    },
    // A failed journey keeps its trace's DOM snapshots and network, not a screencast: filming every journey in case
    // it fails was a quarter of the journeys' processor time.
    trace: { mode: 'retain-on-failure', screenshots: false },
    // The app's spinners and toasts keep still (they honour prefers-reduced-motion): software rendering of motion
    // nobody watches costs the two cores the journeys share.
    reducedMotion: 'reduce',
  },
  projects: [
    // The journeys that change the shop (orders, menu, settings, staff) one after another: each may count what the
    // others would ring, print or list. They run in two lines, each on a server and database of its own: the guest's
    // side (menu, cart, checkout, accounts) here, the staff's day below.
    {
      name: 'chromium',
      testIgnore: [...apart, ...ownDay, ...staffDay],
      use: { browserName: 'chromium' },
      metadata: { dataDir: shopDataDir },
      workers: 1,
    },
    {
      name: 'staff',
      testMatch: staffDay,
      use: { browserName: 'chromium', baseURL: `http://127.0.0.1:${staffPort}` },
      metadata: { dataDir: staffDataDir },
      workers: 1,
    },
    // Beside them, the journeys that share nothing with them: the SimplePay ones have a server and database of their
    // own; the rendering visits only read the menu and fill a cart in their own browser.
    {
      name: 'apart',
      testMatch: apart,
      use: { browserName: 'chromium' },
      // Only the SimplePay journeys read mail: their server's.
      metadata: { dataDir: simplePayDataDir },
      workers: 1,
    },
    // Its own server: invoicing on (test mode, the server's Számlázz.hu stand-in) and a day it closes.
    {
      name: 'invoicing',
      testMatch: ownDay,
      use: { browserName: 'chromium', baseURL: `http://127.0.0.1:${invoicingPort}` },
      metadata: { dataDir: invoicingDataDir },
      workers: 1,
    },
  ],
  globalTeardown: './support/simplepay-teardown.ts',
  webServer: [
    {
      command: serverCommand,
      url: `http://127.0.0.1:${port}/api/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      env: { ...serverEnv, PORT: String(port), DATA_DIR: shopDataDir },
    },
    {
      command: serverCommand,
      url: `http://127.0.0.1:${staffPort}/api/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      env: { ...serverEnv, PORT: String(staffPort), DATA_DIR: staffDataDir },
    },
    {
      command: serverCommand,
      url: `http://127.0.0.1:${invoicingPort}/api/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      env: {
        ...serverEnv,
        PORT: String(invoicingPort),
        DATA_DIR: invoicingDataDir,
        SZAMLAZZ_STANDIN: 'start',
      },
    },
    {
      command: serverCommand,
      url: `${simplePayBaseUrl}/api/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      env: {
        ...serverEnv,
        PORT: String(simplePayPort),
        DATA_DIR: simplePayDataDir,
        PUBLIC_URL: simplePayBaseUrl,
        ...simplePayEnv(fakeSimplePay),
      },
    },
  ],
});
