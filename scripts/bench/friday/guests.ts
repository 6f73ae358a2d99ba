// The guests: browsing the menu (pages, the catalogue, a fifth of them adding to the cart) and watching their
// orders' pages. Each guest talks to one instance; a request that meets the killed one goes to the other, as a
// browser tries a second address, and is timed from the first attempt.
import http from 'node:http';
import type { Evening, Placed } from './evening.ts';
import { pause, wallMs } from './evening.ts';

const menuSlugs = ['soups', 'beef', 'appetisers', 'poultry', 'desserts'];

const addressOf = (n: number) => `10.35.${(n >> 8) & 255}.${n & 255}`;

/** One request of a guest, timed to the last byte under `page`; sent again to the other instance if it fails. */
export async function timed(
  evening: Evening,
  guest: number,
  page: string,
  path: string,
  init: RequestInit = {},
): Promise<Response | undefined> {
  const { instances, log } = evening;
  const sent = performance.now();
  for (let attempt = 0; attempt < 20; attempt++) {
    const instance = instances.pick(guest, attempt);
    try {
      const response = await fetch(`${instance.origin}${path}`, {
        ...init,
        headers: { 'x-forwarded-for': addressOf(guest), ...init.headers },
      });
      const body = await response.arrayBuffer();
      const times = log.pages.get(page) ?? [];
      times.push(performance.now() - sent);
      log.pages.set(page, times);
      if (!response.ok) {
        log.pageErrors += 1;
        log.failedPages.add(`${page} ${response.status}`);
      }
      return new Response(body, { status: response.status, headers: response.headers });
    } catch {
      log.failovers += 1;
    }
  }
  log.pageErrors += 1;
  return undefined;
}

/** One guest's visit: the home page, a menu page and the catalogue it reads, maybe the lunch menu, maybe the cart. */
export async function browse(evening: Evening, guest: number, dish: { id: number; options?: unknown }) {
  const think = () => pause(wallMs(evening.size, 2 + (guest % 7)));
  await timed(evening, guest, 'home page', '/');
  await think();
  await timed(evening, guest, 'menu page', `/foods/${menuSlugs[guest % menuSlugs.length]}`);
  await timed(evening, guest, 'catalogue (API)', '/api/product/foods');
  if (guest % 3 === 0) {
    await think();
    await timed(evening, guest, 'lunch menu page', '/lunch-menu');
  }
  if (guest % 5 === 0) {
    await think();
    await timed(evening, guest, 'add to cart (API)', '/api/order/calculate', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ products: [{ ...dish, quantity: 1 + (guest % 3) }] }),
    });
  }
}

/** What of a guest's order page must end as the order ends. */
const shownOf = (status: Record<string, unknown>) =>
  JSON.stringify([
    status.state,
    status.changedAt,
    status.total,
    (status.invoiceDocument as { status?: string } | null)?.status,
  ]);

interface PageStream {
  last?: string;
  version: number;
  request?: http.ClientRequest;
  closed: boolean;
  failures: number;
}

/** An order page's event stream, opened again (with Last-Event-ID) on an instance that answers when it breaks. */
function follow(evening: Evening, viewer: number, token: string, stream: PageStream) {
  if (stream.closed) return;
  // As EventSource does: the same address again a moment later; it stays down, so the guest reloads on the other.
  const instance = evening.instances.pick(viewer, stream.failures);
  const again = () => {
    stream.failures += 1;
    if (!stream.closed) setTimeout(() => follow(evening, viewer, token, stream), 1000);
  };
  const request = http.get(`${instance.origin}/api/order-status/${token}/events`, {
    headers: { 'x-forwarded-for': addressOf(viewer), 'last-event-id': String(stream.version) },
  });
  stream.request = request;
  request.on('error', again);
  request.on('response', (response) => {
    if (response.statusCode !== 200) {
      response.resume();
      return again();
    }
    response.setEncoding('utf8');
    let buffer = '';
    response.on('data', (chunk: string) => {
      buffer += chunk;
      const events = buffer.split('\n\n');
      buffer = events.pop() ?? '';
      for (const event of events) {
        const id = /^id: (\d+)$/m.exec(event)?.[1];
        const data = /^data: (.*)$/m.exec(event)?.[1];
        if (id) stream.version = Number(id);
        if (data) stream.last = shownOf(JSON.parse(data));
      }
    });
    response.on('close', again);
  });
}

/** The guests' order pages: each placed web order's page loaded (timed) and followed by `viewers` streams. */
export function orderPages(evening: Evening) {
  const streams: Array<{ token: string; stream: PageStream; viewer: number }> = [];
  return {
    async open(placed: Placed, viewers: number) {
      if (!placed.token) return;
      const first = 100_000 + placed.n * 16;
      await timed(evening, first, 'order page', `/order-status/${placed.token}`);
      for (let v = 0; v < viewers; v++) {
        const stream: PageStream = { version: 0, closed: false, failures: 0 };
        streams.push({ token: placed.token, stream, viewer: first + v });
        follow(evening, first + v, placed.token, stream);
      }
    },
    /** Closes every stream; counts those not showing what the order's page shows now. */
    async close() {
      let stale = 0;
      const now = new Map<string, string>();
      for (const { token, stream, viewer } of streams) {
        if (!now.has(token)) {
          const answer = await timed(evening, viewer, 'order page (API)', `/api/order-status/${token}`);
          now.set(token, answer?.ok ? shownOf(await answer.json()) : 'unreadable');
        }
        if (stream.last !== now.get(token)) stale += 1;
        stream.closed = true;
        stream.request?.destroy();
      }
      evening.log.stalePages = stale;
      evening.log.pageStreams = streams.length;
    },
  };
}
