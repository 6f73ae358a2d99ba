import { rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { BackupError } from './backup-file.ts';

/** Where a server on PGlite takes backup requests: only its own user (mode 600) may connect. */
export const backupSocketPath = (dataDir: string) => path.join(dataDir, 'konyha.sock');

/** Linux allows 107 bytes for a socket's path; a longer DATA_DIR cannot have one. */
export const socketPathTooLong = (dataDir: string) => Buffer.byteLength(backupSocketPath(dataDir)) > 107;

/**
 * Listens on a Unix socket that is mode 600 from the moment it exists (issue 28). bind() creates the socket file
 * with the process's umask, and Node binds and listens within `listen()`, synchronously: a umask of 177 for that
 * call means the file is never open to the group or to other users, where a chmod after listening leaves a moment
 * in which they may connect. The umask is the process's: a file another thread creates in that instant is only
 * made more private.
 */
export function listenPrivately(server: net.Server, socketPath: string, listening: () => void) {
  const umask = process.umask(0o177);
  try {
    server.listen(socketPath, listening);
  } finally {
    process.umask(umask);
  }
}

/**
 * Serves `./konyha backup` while the server runs: PGlite cannot be opened by a second process, so the server makes
 * the copy itself. A request is the line `backup`; the answer is `OK <bytes>` and the tarball, or `ERR <message>`.
 * No network port and no token: the socket's file permission is the authorisation. Call with the DATA_DIR lock
 * held (a socket file found then was left by a dead process). Returns the function that stops serving.
 */
export async function serveBackups(
  dataDir: string,
  dump: () => Promise<Uint8Array>,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  const socketPath = backupSocketPath(dataDir);
  if (socketPathTooLong(dataDir)) {
    log.warn(
      'DATA_DIR is too long a path for the backup socket: ./konyha backup works only while the server is stopped',
    );
    return async () => {};
  }
  rmSync(socketPath, { force: true });
  const server = net.createServer((socket) => {
    socket.setTimeout(60_000, () => socket.destroy());
    socket.on('error', () => socket.destroy());
    let request = '';
    socket.on('data', (chunk) => {
      request += chunk.toString('latin1');
      if (request.length > 64) return socket.destroy();
      if (!request.includes('\n')) return;
      socket.removeAllListeners('data');
      if (request.trim() !== 'backup') return socket.end('ERR unknown request\n');
      const started = Date.now();
      dump()
        .then((tarball) => {
          log.info({ bytes: tarball.length, ms: Date.now() - started }, 'backup made');
          socket.write(`OK ${tarball.length}\n`);
          socket.end(tarball);
        })
        .catch((error: unknown) => {
          log.error({ err: error }, 'backup failed');
          socket.end('ERR the server could not make the backup; see its log\n');
        });
    });
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      listenPrivately(server, socketPath, () => resolve());
    });
  } catch (error) {
    // Taking orders matters more than taking backups: serve on, and say why a backup needs the server stopped.
    log.warn({ err: error }, 'no backup socket: ./konyha backup works only while the server is stopped');
    return async () => {};
  }
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/**
 * Asks the server running on `dataDir` for a backup. Resolves `undefined` when none listens (no socket file, or one
 * left behind by a stopped server).
 */
export function requestBackup(dataDir: string): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(backupSocketPath(dataDir));
    const chunks: Buffer[] = [];
    let connected = false;
    socket.on('connect', () => {
      connected = true;
      socket.write('backup\n');
    });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (!connected && ['ENOENT', 'ECONNREFUSED', 'EINVAL'].includes(error.code ?? '')) resolve(undefined);
      else
        reject(new BackupError(`The running server broke off the backup (${error.code ?? error.message}).`));
    });
    socket.on('end', () => {
      const answer = Buffer.concat(chunks);
      const newline = answer.indexOf(0x0a);
      const header = answer.subarray(0, Math.max(newline, 0)).toString('utf8');
      const body = answer.subarray(newline + 1);
      const ok = /^OK (\d+)$/.exec(header);
      if (ok && Number(ok[1]) === body.length) resolve(body);
      else if (header.startsWith('ERR ')) reject(new BackupError(`The running server: ${header.slice(4)}`));
      else reject(new BackupError('The running server sent an incomplete backup; nothing was written.'));
    });
  });
}
