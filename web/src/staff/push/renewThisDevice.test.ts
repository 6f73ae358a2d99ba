import { describe, expect, it } from 'vitest';
import { testClient } from '../../test/render.tsx';
import { sentBody, stubApi } from '../shared/testApi.ts';
import { standInPushBrowser } from './pushStandIn.ts';
import { renewThisDevice } from './useDevicePush.ts';

const endpoint = 'https://push.example/tablet';
const keys = { p256dh: 'BTabletKey', auth: 'secret' };

/** A browser that allows notifications and holds a subscription (jsdom has no Push API). */
function standInSubscribedBrowser() {
  const subscription = { endpoint, toJSON: () => ({ endpoint, expirationTime: null, keys }) };
  standInPushBrowser(
    { permission: 'granted' },
    { pushManager: { getSubscription: async () => subscription } },
  );
}

const tablet = { id: 4, label: 'Pult', endpoint, createdAt: '2026-11-27T08:00:00.000Z', lastSuccessAt: null };

describe('a dashboard starting on a device with notifications on', () => {
  it('posts the subscription again, under its name, so the device follows the new login', async () => {
    standInSubscribedBrowser();
    const fetchMock = stubApi((url, init) =>
      url === '/api/push/subscriptions'
        ? { status: init?.method === 'POST' ? 201 : 200, body: [tablet] }
        : undefined,
    );
    await renewThisDevice(testClient());
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(sentBody(post?.[1])).toEqual({ endpoint, expirationTime: null, keys, label: 'Pult' });
  });

  it('leaves a device the server no longer lists off (someone logged out there)', async () => {
    standInSubscribedBrowser();
    const fetchMock = stubApi((url) => (url === '/api/push/subscriptions' ? { body: [] } : undefined));
    await renewThisDevice(testClient());
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });
});
