import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';

/** The health check: the app is up once the database answers. */
export function createHealthService({ database }: { database: Database }) {
  return {
    async check() {
      try {
        await database.db.execute(sql`select 1`);
      } catch {
        throw new AppError('SERVICE_UNAVAILABLE', 'The database does not answer');
      }
      return { status: 'ok' as const };
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
