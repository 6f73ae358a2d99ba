import { sql } from 'drizzle-orm';
import type { Database, Db } from './client.ts';

/**
 * The tables autovacuum would take now, by its default rule: changes since the last ANALYZE above 50 + 10 % of the
 * rows, or inserted or dead rows since the last VACUUM above 1000 + 20 % / 50 + 20 %.
 */
const dueTables = sql`
  select relname as name from pg_stat_user_tables
  where n_mod_since_analyze > 50 + 0.1 * n_live_tup
     or n_ins_since_vacuum > 1000 + 0.2 * n_live_tup
     or n_dead_tup > 50 + 0.2 * n_live_tup`;

/** Vacuums and analyses the tables that are due; answers their names. */
export async function vacuumDueTables(db: Db): Promise<string[]> {
  const { rows } = (await db.execute(dueTables)) as unknown as { rows: { name: string }[] };
  for (const { name } of rows) await db.execute(sql`vacuum (analyze) ${sql.identifier(name)}`);
  return rows.map((row) => row.name);
}

export interface TableMaintenance {
  start(): void;
  stop(): Promise<void>;
}

/**
 * Autovacuum's work for PGlite, which runs none (single-user PostgreSQL: not one autoanalyze in the 70 s after
 * 200 000 inserts). Without it the tables never get statistics nor a visibility map, and on three years of orders the
 * planner, guessing, reads every order for the staff list's count and pages, every line for a page's lines and a
 * day's portions (docs/decisions.md, "Query plans on three years of orders"). A round every `everyMs`, the first
 * soon after the start; on PostgreSQL, autovacuum does it.
 */
export function tableMaintenance({
  database,
  everyMs = 10 * 60_000,
  onError,
}: {
  database: Database;
  everyMs?: number;
  onError: (error: unknown) => void;
}): TableMaintenance {
  const timers: NodeJS.Timeout[] = [];
  let round: Promise<unknown> | undefined;
  const run = () => {
    round ??= vacuumDueTables(database.db)
      .catch(onError)
      .finally(() => {
        round = undefined;
      });
  };
  return {
    start() {
      if (database.kind !== 'pglite') return;
      timers.push(setTimeout(run, 1000).unref(), setInterval(run, everyMs).unref());
    },
    async stop() {
      for (const timer of timers) clearTimeout(timer);
      await round;
    },
  };
}
