import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from '@playwright/test';

/**
 * The outbox (DATA_DIR/outbox, where mails go without SMTP) of the server the running journey talks to: each project
 * of e2e/playwright.config.ts has a server of its own and names its DATA_DIR in its metadata.
 */
export function outboxDir(): string {
  const dataDir: unknown = test.info().project.metadata.dataDir;
  if (typeof dataDir !== 'string')
    throw new Error('the project names no dataDir: run the journeys with e2e/playwright.config.ts');
  return path.join(dataDir, 'outbox');
}

/** The mails sent to `address` by the journey's server, as written. */
export async function mailsTo(address: string): Promise<string[]> {
  const outbox = outboxDir();
  const files = (await readdir(outbox).catch(() => [] as string[])).filter((file) => file.endsWith('.eml'));
  const mails = await Promise.all(files.map((file) => readFile(path.join(outbox, file), 'utf8')));
  return mails.filter((mail) => mail.includes(address));
}
