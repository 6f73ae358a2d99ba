import type { Database } from './client.ts';

export interface DueWork {
  /** Starts looking: now, on every NOTIFY on the channel, and every `pollMs`. */
  start(): Promise<void>;
  /** Does everything due now; resolves when nothing is left (for tests and tools that must know). */
  drain(): Promise<void>;
  /** Stops looking and lets the work in flight finish. */
  stop(): Promise<void>;
}

/**
 * Work every instance does on rows that fall due (the mail outbox, the timers): `takeNext` does one piece and answers
 * whether there was one; it runs until nothing is due, one round at a time, started by a NOTIFY on `channel` (null
 * after a lost LISTEN connection, when one may have been missed), by a poll every `pollMs`, and at start. A wake-up
 * during a round makes it look once more (a NOTIFY may arrive just after its last claim). A round that throws is
 * reported to `onError` and tried again at the next wake-up.
 */
export function createDueWork({
  database,
  channel,
  pollMs,
  takeNext,
  onError,
}: {
  database: Database;
  channel: string;
  pollMs: number;
  takeNext: () => Promise<boolean>;
  onError: (error: unknown) => void;
}): DueWork {
  let running = false;
  let poll: NodeJS.Timeout | undefined;
  let round: Promise<void> | undefined;
  let again = false;

  function wake(): Promise<void> {
    if (!running) return round ?? Promise.resolve();
    again = true;
    round ??= (async () => {
      while (again && running) {
        again = false;
        try {
          while (running && (await takeNext()));
        } catch (error) {
          onError(error);
        }
      }
      round = undefined;
    })();
    return round;
  }

  return {
    async start() {
      running = true;
      await database.listen(channel, () => void wake());
      poll = setInterval(() => void wake(), pollMs);
      poll.unref();
      void wake();
    },
    async drain() {
      await wake();
      while (round) await round;
    },
    async stop() {
      running = false;
      clearInterval(poll);
      await round;
    },
  };
}
