import type { Logger } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import * as orders from '../src/modules/order/order.repository.ts';
import * as printing from '../src/modules/printing/printing.repository.ts';

/** A connection that answers SQL with parameters: a `pg` client or PGlite. */
export interface SqlClient {
  query(sql: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

const historyTables = new Set([
  'orders',
  'order_lines',
  'event_log',
  'scheduled_jobs',
  'print_jobs',
  'mail_outbox',
  'order_status_links',
  'coupon_redemptions',
]);

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Plan Rows': number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/** Runs `work` in a transaction that is rolled back: claims, deletes and EXPLAIN ANALYZE change nothing. */
async function rolledBack<T>(client: SqlClient, work: () => Promise<T>): Promise<T> {
  await client.query('begin');
  try {
    return await work();
  } finally {
    await client.query('rollback');
  }
}

/**
 * Checks the plans of what a screen sends: `db` (made by `drizzleOn` with a logger) captures each statement with its
 * parameters as the repositories send it; each is then planned and run with EXPLAIN ANALYZE on `client`.
 */
export function planChecker(client: SqlClient, drizzleOn: (logger: Logger) => Db) {
  let captured: { sql: string; params: unknown[] }[] = [];
  const db = drizzleOn({ logQuery: (sql, params) => captured.push({ sql, params }) });

  async function plan(query: { sql: string; params: unknown[] }): Promise<PlanNode> {
    const { rows } = await rolledBack(client, () =>
      client.query(`explain (analyze, format json) ${query.sql}`, query.params),
    );
    const [explained] = (rows[0] as { 'QUERY PLAN': [{ Plan: PlanNode }] })['QUERY PLAN'];
    return explained.Plan;
  }

  return {
    /**
     * What is wrong with the plan of each query `screen` sends: a sequential scan of a history table, more rows
     * expected than the screen holds, or rows read only to be filtered out (an index walked in the wrong order,
     * say a lapsed customer's orders looked for among everyone's).
     */
    async problemsOf(screen: (db: Db) => Promise<unknown>, maxRows: number): Promise<string[]> {
      captured = [];
      await rolledBack(client, () => screen(db));
      const problems: string[] = [];
      for (const query of captured) {
        const top = await plan(query);
        for (const node of nodesOf(top).filter((node) => historyTables.has(node['Relation Name'] ?? ''))) {
          const removed = node['Rows Removed by Filter'] ?? 0;
          if (node['Node Type'] === 'Seq Scan')
            problems.push(`Seq Scan on ${node['Relation Name']}: ${query.sql}`);
          if (removed > maxRows)
            problems.push(`${removed} rows of ${node['Relation Name']} filtered: ${query.sql}`);
        }
        if (top['Plan Rows'] > maxRows) problems.push(`${top['Plan Rows']} rows expected: ${query.sql}`);
      }
      return problems;
    },
  };
}

/** What the staff's order cards read beside a list of orders: the orders' lines and their latest print jobs. */
export async function readCardsOf(db: Db, rows: { id: number }[]) {
  const ids = rows.map((row) => row.id);
  await orders.linesOf(db, ids);
  await printing.latestJobs(db, ids);
}
