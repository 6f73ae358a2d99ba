import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { fixtureWebRoot } from '../../test/build-app.ts';
import { testServerUrl } from '../../test/database.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const dataDir = mkdtempSync(path.join(tmpdir(), 'konyha-cli-'));
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  WEB_ROOT: fixtureWebRoot,
  LOG_LEVEL: 'warn',
};
let server: ChildProcess | undefined;

afterAll(() => {
  server?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** `./konyha backup|restore FILE` without the wrapper's install step: exit code and what it printed. */
async function konyha(...args: string[]) {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      [path.join(here, 'backup.ts'), ...args],
      {
        env,
      },
    );
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

async function startServer() {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const child = spawn(process.execPath, [path.join(here, '../main.ts')], {
    env: {
      ...env,
      PORT: String(port),
      LOG_LEVEL: 'info',
      ADMIN_EMAIL: 'admin@example.com',
      ADMIN_PASSWORD: 'Admin1234',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  const deadline = Date.now() + 60_000;
  while (!output.includes('Konyha is serving')) {
    if (Date.now() > deadline || child.exitCode !== null)
      throw new Error(`the server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return child;
}

describe.runIf(!testServerUrl)('./konyha backup and ./konyha restore on PGlite', () => {
  it('backs up a running server, refuses to restore under it, and restores once it is stopped', async () => {
    server = await startServer();
    const file = path.join(dataDir, 'konyha-backup.tar.gz');
    const backedUp = await konyha('backup', file);
    expect(backedUp).toMatchObject({
      code: 0,
      output: expect.stringContaining('made by the running server'),
    });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(path.join(dataDir, 'konyha.sock')).mode & 0o777).toBe(0o600);

    const refused = await konyha('restore', file);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/A Konyha server is running on .*Stop it first/);

    const exited = new Promise((resolve) => server?.on('exit', resolve));
    server.kill('SIGTERM');
    await exited;
    expect(await konyha('restore', file)).toMatchObject({
      code: 0,
      output: expect.stringContaining('restored from'),
    });
    expect(await konyha('restore', path.join(here, 'backup.ts'))).toMatchObject({
      code: 1,
      output: expect.stringContaining('is not a Konyha backup'),
    });
    expect((await konyha('backup')).code).toBe(2);
  }, 180_000);
});
