import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { type PushService, startPushService } from '../../server/test/push-service.ts';
import { preOrderBody, staffToken } from './requests.ts';
import { percentile } from './staff-sessions.ts';

const devices = 50;
const devicesPerUser = 10;
const orders = 20;
const gapMs = 500;

type Staff = { email: string; password: string };

/** Follows the confirmation link the server wrote to `email` in DATA_DIR/outbox (it sends no mail without SMTP). */
async function confirmByMail(origin: string, dataDir: string, email: string) {
  const outbox = path.join(dataDir, 'outbox');
  for (let tries = 0; tries < 100; tries++) {
    for (const file of await readdir(outbox).catch(() => [] as string[])) {
      const mail = (await readFile(path.join(outbox, file), 'utf8')).replace(/=\r?\n/g, '');
      const token = mail.includes(email) ? mail.match(/\/user\/confirmation\/([\w-]+)/)?.[1] : undefined;
      if (token) return void (await fetch(`${origin}/api/user/confirmation/${token}`));
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no confirmation mail to ${email}`);
}

/** Five shop assistants with ten devices each (the most one user may have), their devices on the local push service. */
async function subscribeDevices(origin: string, admin: Staff, dataDir: string, push: PushService) {
  const adminAuth = {
    authorization: `Bearer ${await staffToken(origin, admin)}`,
    'content-type': 'application/json',
  };
  const ids: string[] = [];
  for (let user = 0; user < devices / devicesPerUser; user++) {
    const staff = { email: `push-${user}-${Date.now()}@example.com`, password: 'Bench1234' };
    const added = await fetch(`${origin}/api/user/add`, {
      method: 'POST',
      headers: adminAuth,
      body: JSON.stringify({
        ...staff,
        name: `Pult ${user}`,
        phone: '+36 30 123 4567',
        role: 'SHOP_ASSISTANT',
      }),
    });
    if (added.status !== 201) throw new Error(`adding a staff member: ${added.status}`);
    await confirmByMail(origin, dataDir, staff.email);
    const headers = {
      authorization: `Bearer ${await staffToken(origin, staff)}`,
      'content-type': 'application/json',
    };
    for (let device = 0; device < devicesPerUser; device++) {
      const { id, subscription } = push.newDevice();
      const answer = await fetch(`${origin}/api/push/subscriptions`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ ...subscription, label: `Bench ${user}.${device}` }),
      });
      if (answer.status !== 201)
        throw new Error(`subscribing a device: ${answer.status} ${await answer.text()}`);
      ids.push(id);
    }
  }
  return { ids, adminAuth };
}

/**
 * Issue 32's figure: a new order → its push accepted by the push service for each of 50 subscribed devices (the
 * ladder's push step at 0 seconds). Counted from sending the order, so it includes placing it: an upper bound.
 * The server must run with PUSH_ALLOW_LOOPBACK=1 (the local push service listens on 127.0.0.1).
 */
export async function measurePushes(origin: string, admin: Staff, dataDir: string): Promise<boolean> {
  const push = await startPushService();
  try {
    const { adminAuth } = await subscribeDevices(origin, admin, dataDir, push);
    const alerts = await (await fetch(`${origin}/api/settings/alerts`, { headers: adminAuth })).json();
    await fetch(`${origin}/api/settings/alerts`, {
      method: 'PUT',
      headers: adminAuth,
      body: JSON.stringify({ ...alerts, pushAfterSeconds: 0 }),
    });
    const body = await preOrderBody(origin, 'push@example.com');
    const sentAt = new Map<string, number>();
    for (let i = 0; i < orders; i++) {
      const sent = Date.now();
      const placed = await fetch(`${origin}/api/order/add`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      sentAt.set(`order-${((await placed.json()) as { orderId: number }).orderId}`, sent);
      await new Promise((resolve) => setTimeout(resolve, gapMs));
    }
    const deadline = Date.now() + 5000;
    const arrived = () => push.messages.filter((m) => sentAt.has((m.payload as { tag: string }).tag));
    while (arrived().length < orders * devices && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    const latencies = arrived()
      .map((m) => m.receivedAt - (sentAt.get((m.payload as { tag: string }).tag) ?? m.receivedAt))
      .sort((a, b) => a - b);
    const lost = orders * devices - latencies.length;
    const p99 = percentile(latencies, 99);
    console.log(
      `\nPushes: ${orders} orders ${gapMs} ms apart, ${devices} staff devices on a local push service`,
    );
    console.log(
      `  ${latencies.length} pushes accepted, p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${p99.toFixed(0)} ms, ` +
        `max ${(latencies.at(-1) ?? 0).toFixed(0)} ms, lost ${lost}`,
    );
    console.log('  target: new order → push accepted for every device, p99 ≤ 500 ms, none lost');
    return p99 <= 500 && lost === 0;
  } finally {
    await push.close();
  }
}
