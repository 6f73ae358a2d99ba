import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { tableMaintenance } from '../db/table-maintenance.ts';
import { createMailService } from './mail/mail.service.ts';
import { createMailer } from './mail/mailer.ts';
import { createTimers } from './timers/timers.service.ts';

/**
 * The technical parts the modules build on, each started once the app is ready and stopped when it closes: the
 * mail outbox's sender (mails are rows written with the change that causes them), the DB-driven timers
 * (escalations, automatic rejections, pre-order alerts; fired once across instances) and table maintenance.
 */
export function createPlatform(
  app: FastifyInstance,
  { config, database, clock }: { config: Config; database: Database; clock: () => Date },
) {
  const log = app.log;
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
    log,
  });
  const mail = createMailService({ database, mailer, log });
  const timers = createTimers({ database, clock, log });
  // PGlite runs no autovacuum: its tables get statistics and a visibility map from here (db/table-maintenance.ts).
  const maintenance = tableMaintenance({
    database,
    onError: (error) => log.error({ err: error }, 'table maintenance failed'),
  });
  app.addHook('onReady', () => mail.start());
  app.addHook('onClose', async () => {
    await mail.stop();
    mailer.close();
  });
  for (const part of [timers, maintenance]) {
    app.addHook('onReady', async () => part.start());
    app.addHook('onClose', () => part.stop());
  }
  return { mail, timers };
}
