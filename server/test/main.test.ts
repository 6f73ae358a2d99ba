import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { testServerUrl } from './database.ts';

const mainFile = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/main.ts');
const dataDir = mkdtempSync(path.join(tmpdir(), 'konyha-main-'));
const port = 20_000 + Math.floor(Math.random() * 20_000);
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

function start(env: Record<string, string> = {}) {
  const child = spawn(process.execPath, [mainFile], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  let stdout = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
    stdout += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const waitFor = async (text: string) => {
    const deadline = Date.now() + 30_000;
    while (!output.includes(text)) {
      if (Date.now() > deadline || child.exitCode !== null)
        throw new Error(`never printed "${text}":\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  return { child, exited, waitFor, output: () => output, stdout: () => stdout };
}

// These start `main.ts` on an embedded database of their own (DATABASE_URL empty) whichever database the other files
// use, so they run in the PGlite pass only: the PostgreSQL pass would repeat them unchanged (kill-9 and
// memory-limit tests start the process on the PostgreSQL server too).
describe.runIf(!testServerUrl)('the konyha process', () => {
  it('starts on an empty DATA_DIR, prints the generated admin password once, and serves the health check', async () => {
    const first = start({ ADMIN_EMAIL: '', ADMIN_PASSWORD: '' });
    await first.waitFor('Konyha is serving');
    const password = /Password: {4}(\S{16})/.exec(first.output())?.[1];
    expect(password).toBeDefined();
    // On the terminal (stderr), never in the JSON log stream (stdout, whose lines were read: it has log lines).
    expect(first.stdout()).toContain('"msg":"empty database: starting data added"');
    expect(first.stdout()).not.toContain(password);
    // On a machine of its own the sandbox bank takes online payments, and the log says no real money moves.
    expect(first.output()).toContain('payments are in test mode');
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok' });

    // A second process on the same DATA_DIR refuses to start instead of corrupting the embedded database.
    const second = start({ PORT: String(port + 1) });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('Another Konyha process is using');

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    // After a clean shutdown the lock is free again, and a restart keeps the data without seeding twice.
    const again = start();
    await again.waitFor('Konyha is serving');
    expect(again.output()).not.toContain('Password:');
    const foods = await (await fetch(`http://127.0.0.1:${port}/api/product/foods`)).json();
    expect(foods.products.length).toBeGreaterThan(30);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 90_000);

  it('refuses to start with a bad configuration and lists every bad variable', async () => {
    const bad = start({ PORT: 'x', LOG_LEVEL: 'loud' });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toContain('PORT');
    expect(bad.output()).toContain('LOG_LEVEL');
  });

  it('refuses to offer the sandbox bank to guests on a public address unless told to, and says what to set', async () => {
    const live = start({ PUBLIC_URL: 'https://konyha.example.hu', PAYMENT_PROVIDER: '' });
    expect(await live.exited).toBe(1);
    expect(live.output()).toContain(
      'PAYMENT_PROVIDER: PUBLIC_URL https://konyha.example.hu is not this machine',
    );
    expect(live.output()).toContain('PAYMENT_PROVIDER=simplepay');
  });
});
