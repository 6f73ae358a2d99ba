import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on loopback that keeps what it receives, so tests read mails as a mail client would. `port`
 * brings a stopped one back on its old address; `delayMs` holds each mail that long before taking it.
 */
export async function startSmtpCapture({ port: wanted = 0, delayMs = 0 } = {}) {
  const received: ParsedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then(async (mail) => {
          if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
          received.push(mail);
          for (const wake of waiters.splice(0)) wake();
          callback();
        })
        .catch(callback);
    },
  });
  // A sender killed mid-session (the kill -9 proof) resets its connection; smtp-server reports that as an 'error'
  // event, which would otherwise be thrown. The mail it was sending is sent again after the restart.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(wanted, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };

  const addressOf = (mail: ParsedMail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value[0]?.address;

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    /** The next mail to `to` (whose subject has `subject`, if given; waits up to 5 s). */
    async mailTo(to: string, after = 0, subject = ''): Promise<ParsedMail> {
      const deadline = Date.now() + 5000;
      for (;;) {
        const mail = received
          .slice(after)
          .find((m) => addressOf(m) === to && (m.subject ?? '').includes(subject));
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`no mail to ${to}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpCapture = Awaited<ReturnType<typeof startSmtpCapture>>;

/** The first link in a mail's text that points to `path`. */
export function linkIn(mail: ParsedMail, path: string): string {
  const match = mail.text?.match(new RegExp(`https?://\\S+${path}\\S+`));
  if (!match) throw new Error(`no ${path} link in: ${mail.text}`);
  return match[0];
}
