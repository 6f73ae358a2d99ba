import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
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
  // Whatever the developer's shell holds: each call names its passphrase.
  BACKUP_PASSPHRASE: '',
};
let server: ChildProcess | undefined;

afterAll(() => {
  server?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

const passphrase = 'körte alma szilva 2026';

/** `./konyha backup|restore FILE` without the wrapper's install step: exit code and what it printed. */
async function konyha(args: string[], extraEnv: Record<string, string> = { BACKUP_PASSPHRASE: passphrase }) {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      [path.join(here, 'backup.ts'), ...args],
      { env: { ...env, ...extraEnv } },
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
    const file = path.join(dataDir, 'konyha.backup');
    const backedUp = await konyha(['backup', file]);
    expect(backedUp).toMatchObject({
      code: 0,
      output: expect.stringContaining('made by the running server'),
    });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(path.join(dataDir, 'konyha.sock')).mode & 0o777).toBe(0o600);

    const refused = await konyha(['restore', file]);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/A Konyha server is running on .*Stop it first/);

    const exited = new Promise((resolve) => server?.on('exit', resolve));
    server.kill('SIGTERM');
    await exited;
    // The passphrase from a file (a line break at its end is no part of it) restores it.
    const passphraseFile = path.join(dataDir, 'passphrase');
    writeFileSync(passphraseFile, `${passphrase}\n`, { mode: 0o600 });
    expect(await konyha(['restore', file, '--passphrase-file', passphraseFile], {})).toMatchObject({
      code: 0,
      output: expect.stringContaining('restored from'),
    });
    expect(await konyha(['restore', path.join(here, 'backup.ts')])).toMatchObject({
      code: 1,
      output: expect.stringContaining('is not a Konyha backup'),
    });
    expect((await konyha(['backup'])).code).toBe(2);
  }, 180_000);

  it('takes the passphrase only from BACKUP_PASSPHRASE or a file, never from the command line', async () => {
    const file = path.join(dataDir, 'refused.backup');
    expect(await konyha(['backup', file], {})).toMatchObject({
      code: 1,
      output: expect.stringContaining('set BACKUP_PASSPHRASE or give --passphrase-file FILE'),
    });
    const onTheLine = await konyha(['backup', file, '--passphrase', passphrase], {});
    expect(onTheLine.code).toBe(2);
    expect(onTheLine.output).toContain('not taken on the command line');
    expect(onTheLine.output).not.toContain(passphrase);
    const wrong = path.join(dataDir, 'wrong-passphrase');
    writeFileSync(wrong, 'körte alma szilva 2025');
    expect(
      await konyha(['restore', path.join(dataDir, 'konyha.backup'), '--passphrase-file', wrong], {}),
    ).toMatchObject({ code: 1, output: expect.stringContaining('The passphrase does not open') });
  }, 180_000);
});
