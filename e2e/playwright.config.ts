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
// The config is read again in each worker: the environment hands them the runner's folder, so specs can read
// the server's outbox (DATA_DIR/outbox, where mails go without SMTP) from E2E_DATA_DIR.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'konyha-e2e-'));
export const dataDir = process.env.E2E_DATA_DIR;

// The SimplePay journeys (e2e/simplepay.spec.ts) have a server of their own beside it, taking online payments through
// a fake SimplePay (e2e/support/simplepay.ts says why the fake starts here) on a database of its own.
process.env.E2E_SIMPLEPAY_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'konyha-e2e-simplepay-'));
export const simplePayDataDir = process.env.E2E_SIMPLEPAY_DATA_DIR;
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
process.env.E2E_INVOICING_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'konyha-e2e-invoicing-'));

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // The axe-heavy journeys (eight pages checked) need over a minute beside the slowed-processor rendering visits.
  timeout: 120_000,
  // A dashboard screen's first load is a chain of chunks (about 3 s on an idle 2-core machine, three times that with
  // two journeys at once); its speed is measured in `./konyha bench lighthouse`, not by these waits.
  expect: { timeout: 20_000 },
  fullyParallel: false,
  // Two journeys at a time, one of each project below: the journeys mostly wait (live channels, timers, a slowed
  // processor), using a fifth of the two cores one at a time.
  workers: 2,
  // The HTML report (playwright-report/) keeps what the journeys attach, such as the 80 mm print view.
  reporter: [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumFlags,
    },
    trace: 'retain-on-failure',
  },
  projects: [
    // The journeys that change the shop (orders, menu, settings, staff) one after another: each may count what the
    // others would ring, print or list.
    { name: 'chromium', testIgnore: [...apart, ...ownDay], use: { browserName: 'chromium' }, workers: 1 },
    // Beside them, the journeys that share nothing with them: the SimplePay ones have a server and database of their
    // own; the rendering visits only read the menu and fill a cart in their own browser.
    { name: 'apart', testMatch: apart, use: { browserName: 'chromium' }, workers: 1 },
    // Its own server: invoicing on (test mode, the server's Számlázz.hu stand-in) and a day it closes.
    {
      name: 'invoicing',
      testMatch: ownDay,
      use: { browserName: 'chromium', baseURL: `http://127.0.0.1:${invoicingPort}` },
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
      env: { ...serverEnv, PORT: String(port), DATA_DIR: dataDir },
    },
    {
      command: serverCommand,
      url: `http://127.0.0.1:${invoicingPort}/api/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      env: {
        ...serverEnv,
        PORT: String(invoicingPort),
        DATA_DIR: process.env.E2E_INVOICING_DATA_DIR,
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
