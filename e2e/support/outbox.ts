import path from 'node:path';
import { test } from '@playwright/test';

/**
 * The outbox (DATA_DIR/outbox, where mails go without SMTP) of the server the running journey talks to: each
 * project of e2e/playwright.config.ts has a server and data folder of its own and names the folder in its metadata.
 */
export function outboxDir(): string {
  const dataDir = test.info().project.metadata.dataDir as string | undefined;
  if (!dataDir)
    throw new Error('this project names no dataDir: run the journeys with e2e/playwright.config.ts');
  return path.join(dataDir, 'outbox');
}
