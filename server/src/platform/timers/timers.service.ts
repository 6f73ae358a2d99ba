import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../../db/client.ts';
import { createDueWork } from '../../db/due-work.ts';
import * as repo from './timers.repository.ts';

export type { JobRow } from './timers.repository.ts';

/** Fires one job inside the transaction that marks it done: its changes and its "done" commit together. */
export type JobHandler = (tx: Queryable, job: repo.JobRow, now: Date) => Promise<void>;

export interface TimerOptions {
  database: Database;
  clock: () => Date;
  log: FastifyBaseLogger;
  /** How often every instance looks for due jobs. */
  pollMs?: number;
  /** A job whose firing failed is tried again this much later. */
  retryMs?: number;
}

/**
 * Timers kept in the database (DESIGN §7). Every instance looks for due jobs every `pollMs` (and when woken by a
 * NOTIFY) and fires each in one transaction that claims it with `FOR UPDATE SKIP LOCKED` and marks it done: a job
 * fires once across instances, and one that fell due while no server ran fires at start. Due times are compared
 * with the injected clock.
 */
export function createTimers({ database, clock, log, pollMs = 1000, retryMs = 30_000 }: TimerOptions) {
  const db = database.db;
  const handlers = new Map<string, JobHandler>();

  /** Fires the next due job; answers whether there was one. */
  async function fireNext(): Promise<boolean> {
    let failed: repo.JobRow | undefined;
    const fired = await db
      .transaction(async (tx) => {
        const now = clock();
        const job = await repo.claimDue(tx, now);
        if (!job) return false;
        failed = job;
        const handler = handlers.get(job.kind);
        if (handler) await handler(tx, job, now);
        else log.warn({ jobId: job.id, kind: job.kind }, 'timer of an unknown kind dropped');
        await repo.markDone(tx, job.id, now);
        return true;
      })
      .catch(async (error: unknown) => {
        if (!failed) throw error;
        log.error({ err: error, jobId: failed.id, kind: failed.kind }, 'timer failed, will try again');
        await repo.postpone(db, failed.id, new Date(clock().getTime() + retryMs));
        return true;
      });
    return fired;
  }

  const work = createDueWork({
    database,
    channel: repo.TIMER_CHANNEL,
    pollMs,
    takeNext: fireNext,
    onError: (error) => log.warn({ err: error }, 'timers unavailable, will look again'),
  });

  return {
    /** What to do when a job of `kind` falls due (each module registers its own kinds). */
    register(kind: string, handler: JobHandler) {
      handlers.set(kind, handler);
    },
    schedule: repo.schedule,
    unschedule: repo.unschedule,
    plan: repo.plan,
    /** A daily job's first run, unless one is pending on any instance. */
    ensure: (kind: string, dueAt: Date) => db.transaction((tx) => repo.ensurePending(tx, kind, dueAt)),
    scheduleNext: repo.scheduleNext,
    /** Tells every instance to look now (at commit), for jobs that were moved into the past. */
    wakeAll: repo.wakeRunners,

    start: work.start,
    /** Fires every job due now; resolves when none is left. */
    runDue: work.drain,
    stop: work.stop,
  };
}

export type Timers = ReturnType<typeof createTimers>;
