import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, expect, it, vi } from 'vitest';
import { backupSocketPath, requestBackup, serveBackups } from './backup-socket.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'konyha-socket-'));
const silentLog = { info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger;
let stop = async () => {};
afterAll(async () => {
  await stop();
  rmSync(dataDir, { recursive: true, force: true });
});

it('creates the backup socket with mode 600 before it listens, whatever the umask', async () => {
  const socket = backupSocketPath(dataDir);
  const modes: number[] = [];
  // The earliest moment code can look: when the server says it listens (the socket accepts from then on).
  const emit = net.Server.prototype.emit;
  const spy = vi.spyOn(net.Server.prototype, 'emit').mockImplementation(function (
    this: net.Server,
    event: string | symbol,
    ...args: unknown[]
  ) {
    if (event === 'listening') modes.push(statSync(socket).mode & 0o777);
    return emit.call(this, event, ...args);
  });
  // A umask that lets the group connect (Debian's and Ubuntu's for users with a group of their own).
  const umask = process.umask(0o002);
  try {
    stop = await serveBackups(dataDir, async () => new Uint8Array([1, 2, 3]), silentLog);
  } finally {
    process.umask(umask);
    spy.mockRestore();
  }
  expect(modes).toEqual([0o600]);
  expect(statSync(socket).mode & 0o777).toBe(0o600);
  // It serves, and files made afterwards get the process's own umask back.
  expect([...((await requestBackup(dataDir)) ?? [])]).toEqual([1, 2, 3]);
  writeFileSync(path.join(dataDir, 'after'), '');
  expect(statSync(path.join(dataDir, 'after')).mode & 0o777).toBe(0o666 & ~umask);
});
