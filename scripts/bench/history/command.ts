// `./konyha bench data [--orders N] [--years Y] [--postgres]`: makes (or finds) the cached history databases.
import { pgliteHistory, postgresHistory } from './cache.ts';
import { defaultHistory, type HistoryOptions } from './generate.ts';

/** The history's options from the command line; the defaults are the bench's (150 000 orders over 3 years). */
export function historyOptions(args: readonly string[]): HistoryOptions {
  const value = (flag: string) => {
    const index = args.indexOf(flag);
    return index < 0 ? undefined : Number(args[index + 1]);
  };
  return {
    ...defaultHistory,
    orders: value('--orders') ?? defaultHistory.orders,
    years: value('--years') ?? defaultHistory.years,
  };
}

export async function runDataCommand(args: readonly string[]) {
  const options = historyOptions(args);
  console.log(`\nHistory: ${options.orders} orders over ${options.years} years, until ${options.until}`);
  console.log(`  PGlite: ${await pgliteHistory(options)}`);
  if (args.includes('--postgres')) console.log(`  PostgreSQL: ${await postgresHistory(options)}`);
}
