// The Friday evening from start to end, for `./konyha bench friday` and the CI's small form alike: the stand-ins,
// two instances on one PostgreSQL database, the restaurant set up, then guests, orders and tablets on the evening's
// schedule, one instance killed with SIGKILL halfway and started again, and the counts once everything drained.
import { randomBytes } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { startEveningStandins } from '../../../server/test/evening-standins.ts';
import { freePorts } from '../../../server/test/ports.ts';
import { type Checks, checkEvening } from './checks.ts';
import {
  type Evening,
  type EveningLog,
  type EveningSize,
  newLog,
  orderingShare,
  pause,
  viewersOf,
} from './evening.ts';
import { browse, orderPages } from './guests.ts';
import { startInstances } from './instances.ts';
import { orderTemplates, placeOrder } from './orders.ts';
import { setUpEvening } from './setup.ts';
import { openTablets } from './tablets.ts';

export interface FridayResult {
  size: EveningSize;
  log: EveningLog;
  checks: Checks & { drainedSeconds: number };
  /** Each instance's peak RSS per life (MB): the killed one has two. */
  peakMb: number[][];
  /**
   * The bench process's own event-loop delay during the evening (p99, ms): it times every request and plays every
   * stand-in, so a late timer here is in the figures too.
   */
  benchLagP99Ms: number;
}

export interface FridayOptions {
  /** An empty database of the evening's own. */
  databaseUrl: string;
  /** The two instances' ports; free ones when not given. */
  ports?: [number, number];
  /** On top of the instances' environment (WEB_ROOT, for one). */
  env?: Record<string, string>;
  /** Photos on the appetisers (the bench's menu); the CI's small form spares the encoding. */
  photos: boolean;
}

export async function runFridayEvening(size: EveningSize, options: FridayOptions): Promise<FridayResult> {
  const standins = await startEveningStandins();
  // Free ports are picked once the stand-ins listen, so none of them can have taken one.
  const ports = options.ports ?? ((await freePorts(2)) as [number, number]);
  const instances = await startInstances(ports, options.databaseUrl, {
    ...standins.env(),
    // Hundreds of guests from one machine: far above a guest's limits (each has an address of its own besides).
    ORDER_RATE_LIMIT: '100000',
    STOMP_CONNECTIONS_PER_ADDRESS: '1000',
    ...options.env,
  }).catch(async (error: unknown) => {
    await standins.close();
    throw error;
  });
  const origin = instances.list[0]?.origin as string;
  standins.simplePay.ipnUrl = `${origin}/api/payment/simplepay/ipn`;
  const evening: Evening = {
    size,
    instances,
    standins,
    log: newLog(),
    runId: randomBytes(3).toString('hex'),
  };
  let tablets: Awaited<ReturnType<typeof openTablets>> | undefined;
  try {
    await setUpEvening(origin, standins, { photos: options.photos });
    const templates = await orderTemplates(origin);
    const products = templates.dish.products as Array<{ id: number; quantity: number }>;
    tablets = await openTablets(
      evening,
      products.map((line) => ({ ...line, quantity: 1 })),
    );
    const pages = orderPages(evening);
    const wall = size.wallSeconds * 1000;
    const lag = monitorEventLoopDelay({ resolution: 10 });
    lag.enable();
    const started = performance.now();
    const at = (ms: number, work: () => Promise<unknown>) =>
      pause(started + ms - performance.now()).then(work);
    const takePhoneOrder = tablets.takePhoneOrder;

    const work: Promise<unknown>[] = [];
    for (let guest = 0; guest < size.guests; guest++)
      work.push(at((guest / size.guests) * wall, () => browse(evening, guest, products[0] ?? { id: 0 })));
    for (let n = 0; n < size.orders; n++)
      work.push(
        at(((n + 0.5) / size.orders) * wall * orderingShare, async () => {
          const placed = await placeOrder(evening, templates, n, takePhoneOrder);
          if (placed) await pages.open(placed, viewersOf(size, n));
        }),
      );
    work.push(
      at(wall / 2, async () => {
        const atSecond = (performance.now() - started) / 1000;
        const { downSeconds } = await instances.killAndRestart(1, 1000);
        evening.log.kill = { atSecond, downSeconds };
      }),
    );
    await Promise.all(work);
    lag.disable();
    await tablets.settle();
    const checks = await checkEvening(evening, options.databaseUrl, tablets.devices);
    await pages.close();
    return {
      size,
      log: evening.log,
      checks,
      peakMb: instances.list.map((i) => i.peakMb),
      benchLagP99Ms: lag.percentile(99) / 1e6,
    };
  } finally {
    await tablets?.close();
    await instances.stop();
    await standins.close();
  }
}
