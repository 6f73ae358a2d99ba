import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Issue 34: a file sent with it (an invoice's PDF). */
  attachment?: { filename: string; content: Buffer };
}

/** The mail as nodemailer takes it. */
const message = ({ attachment, ...mail }: Mail) => ({
  ...mail,
  ...(attachment && { attachments: [attachment] }),
});

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/**
 * Real SMTP when SMTP_URL is set. Otherwise each mail is written to DATA_DIR/outbox as an .eml file and a log line
 * names the file: never the link itself, which carries a one-time token.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (options.smtpUrl) {
    // Bounded waits: the outbox sender sends one mail at a time, and a silent SMTP server must not hold it for
    // nodemailer's default ten minutes.
    const transport = nodemailer.createTransport({
      url: options.smtpUrl,
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 60_000,
    });
    return {
      async send(mail) {
        await transport.sendMail({ from: options.from, ...message(mail) });
      },
      close: () => transport.close(),
    };
  }
  const outbox = path.join(options.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  let sequence = 0;
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: options.from, ...message(mail) });
      mkdirSync(outbox, { recursive: true });
      sequence += 1;
      const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${sequence}.eml`);
      writeFileSync(file, info.message as Buffer, { mode: 0o600 });
      options.log.info({ file, subject: mail.subject }, 'no SMTP_URL: mail written to the outbox');
    },
    close: () => {},
  };
}
