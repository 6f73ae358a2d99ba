import { enqueue } from './outbox.repository.ts';
import { createOutboxSender, type OutboxSenderOptions } from './outbox.sender.ts';

export type { MailKind } from './outbox.repository.ts';

/** The mail module's door: other modules queue a mail in their own transaction; the sender drains the outbox. */
export function createMailService(options: OutboxSenderOptions) {
  return { ...createOutboxSender(options), queue: enqueue };
}

export type MailService = ReturnType<typeof createMailService>;
/** What a module that causes mails needs. */
export type MailQueue = Pick<MailService, 'queue'>;
