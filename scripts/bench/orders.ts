import { lunchPreOrderBody, preOrderBody } from './requests.ts';

const rate = 20;
const seconds = 30;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/**
 * POST /api/order/add at a steady 20 orders/s for 30 s (issue 3's figure: p95 ≤ 50 ms, no errors), each request
 * timed on its own. Pre-orders for the last offered day, so the figure does not depend on the kitchen being open;
 * every other one an office's lunch (issue 31: lunch menus of a later weekday beside a dish, for 12:00).
 */
export async function measureOrderPlacing(origin: string): Promise<boolean> {
  const bodies = [
    await preOrderBody(origin, 'bench@example.com'),
    await lunchPreOrderBody(origin, 'bench-lunch@example.com'),
  ];

  const latencies: number[] = [];
  let errors = 0;
  const inFlight: Promise<void>[] = [];
  const started = performance.now();
  for (let i = 0; i < rate * seconds; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const sent = performance.now();
    inFlight.push(
      fetch(`${origin}/api/order/add`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: bodies[i % 2],
      })
        .then(async (response) => {
          await response.arrayBuffer();
          if (!response.ok) errors += 1;
          latencies.push(performance.now() - sent);
        })
        .catch(() => {
          errors += 1;
        }),
    );
  }
  await Promise.all(inFlight);
  const sorted = latencies.sort((a, b) => a - b);
  const ms = (value: number) => value.toFixed(1);
  console.log(
    `\nOrders: POST /api/order/add at ${rate} orders/s for ${seconds} s (half of them lunch menus), embedded database`,
  );
  console.log(
    `  ${sorted.length} orders, p50 ${ms(percentile(sorted, 50))} ms, p95 ${ms(percentile(sorted, 95))} ms, ` +
      `p99 ${ms(percentile(sorted, 99))} ms, max ${ms(sorted.at(-1) ?? 0)} ms, errors ${errors}`,
  );
  console.log('  target: p95 ≤ 50 ms, 0 errors');
  return percentile(sorted, 95) <= 50 && errors === 0;
}
