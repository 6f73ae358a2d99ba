// Issue 35's Friday evening (`./konyha bench friday`): the scenario is in friday/ (run.ts puts it together).
import { fridayEvening } from './friday/evening.ts';
import { printFriday } from './friday/report.ts';
import { runFridayEvening } from './friday/run.ts';
import { scratchDatabase } from './postgres.ts';

/** Runs the evening on a new database of the bench's PostgreSQL server, on `port` and the next; prints its figures. */
export async function measureFriday(port: number): Promise<boolean> {
  const scratch = await scratchDatabase(`konyha_bench_friday_${process.pid}`);
  try {
    const result = await runFridayEvening(fridayEvening, {
      databaseUrl: scratch.url,
      ports: [port, port + 1],
      photos: true,
    });
    return printFriday(result);
  } finally {
    await scratch.drop();
  }
}
