import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir.ts';

const dataDirModule = path.join(path.dirname(fileURLToPath(import.meta.url)), 'data-dir.ts');
const dirs: string[] = [];
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const freshDataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'konyha-lock-'));
  dirs.push(dir);
  return dir;
};

/** Another process that takes the lock on `dataDir` and keeps it until it is killed. */
async function otherProcessHolding(dataDir: string) {
  const script = `import { lockDataDir } from ${JSON.stringify(dataDirModule)};
await lockDataDir(process.env.DATA_DIR); process.stdout.write('locked'); setInterval(() => {}, 60_000);`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  const [output] = await once(child.stdout, 'data');
  expect(String(output)).toBe('locked');
  return child;
}

describe('the DATA_DIR lock', () => {
  it('is taken over at once from a process that was killed', async () => {
    const dataDir = freshDataDir();
    const killed = await otherProcessHolding(dataDir);
    killed.kill('SIGKILL');
    await once(killed, 'exit');

    const started = Date.now();
    const release = await lockDataDir(dataDir);
    // proper-lockfile alone would refuse until the lock is 10 seconds old.
    expect(Date.now() - started).toBeLessThan(2000);
    await release();
  });

  it('is refused while the process holding it runs, and free once it is released', async () => {
    const dataDir = freshDataDir();
    const holder = await otherProcessHolding(dataDir);
    await expect(lockDataDir(dataDir)).rejects.toBeInstanceOf(DataDirLockedError);
    holder.kill('SIGKILL');
    await once(holder, 'exit');

    const release = await lockDataDir(dataDir);
    await expect(lockDataDir(dataDir)).rejects.toBeInstanceOf(DataDirLockedError);
    await release();
    await (await lockDataDir(dataDir))();
  });

  it('is taken over from an earlier run that had the same pid, as every run in a container has', async () => {
    const dataDir = freshDataDir();
    mkdirSync(path.join(dataDir, 'konyha.lock'));
    writeFileSync(path.join(dataDir, 'konyha.lock.owner'), `${hostname()} ${process.pid}\n`);
    await (await lockDataDir(dataDir))();
  });

  it('waits for the expiry when the owner runs on another machine', async () => {
    const dataDir = freshDataDir();
    mkdirSync(path.join(dataDir, 'konyha.lock'));
    writeFileSync(path.join(dataDir, 'konyha.lock.owner'), 'another-host 4242\n');
    await expect(lockDataDir(dataDir)).rejects.toBeInstanceOf(DataDirLockedError);
  });
});
