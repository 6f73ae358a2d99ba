import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { loggedInUser, login } from '../../../test/factories.ts';
import { payloadsTo, pushEnv, subscribedDevice, usePushService } from '../../../test/push-devices.ts';
import { connectStomp, until } from '../../../test/stomp.ts';

// A dashboard's channel counts as dead after a second here (60 s by default), so a reconnect must be quicker.
const env = { ...pushEnv, PUSH_CHANNEL_GRACE_SECONDS: '1' };
const pushService = usePushService();
let shop: TestApp;
let url: string;

beforeAll(async () => {
  shop = await buildTestApp({ env });
  url = await shop.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => shop.close());

/** A staff member whose dashboard (this login) switched its device on and is connected to the live channel. */
async function liveDashboard() {
  const staff = await loggedInUser(shop.app, shop.database.db, { role: 'SHOP_ASSISTANT' });
  const device = await subscribedDevice(shop.app, pushService(), staff.headers, 'Pult tablet');
  const live = connectStomp(url, staff.token);
  await live.connected;
  return { ...staff, device, live };
}

const waitPast = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const channelPushes = (deviceId: string) => payloadsTo(pushService(), deviceId, 'channel');

describe('a dashboard whose live channel dies', () => {
  it("tells that login's device by push once the channel stays lost, and no other device of the person", async () => {
    const { user, device, live } = await liveDashboard();
    const phoneLogin = { authorization: `Bearer ${await login(shop.app, user.email, user.password)}` };
    const phone = await subscribedDevice(shop.app, pushService(), phoneLogin, 'Phone');
    // The socket drops without DISCONNECT, as when a tablet's screen goes dark or its network is lost.
    live.client.webSocket?.close();
    expect(await until(() => channelPushes(device.id).length === 1, 5000)).toBe(true);
    expect(channelPushes(device.id)[0]).toMatchObject({ url: '/dashboard', requireInteraction: true });
    await waitPast(1500);
    expect(channelPushes(phone.id)).toEqual([]);
  });

  it('says nothing when the dashboard connects again within the grace', async () => {
    const { token, device, live } = await liveDashboard();
    live.client.webSocket?.close();
    const again = connectStomp(url, token);
    await again.connected;
    await waitPast(2500);
    expect(channelPushes(device.id)).toEqual([]);
    await again.client.deactivate();
  });

  it('says nothing when staff leave the dashboard on purpose (DISCONNECT)', async () => {
    const { device, live } = await liveDashboard();
    await live.client.deactivate();
    await waitPast(2500);
    expect(channelPushes(device.id)).toEqual([]);
  });
});
