import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { Toasts } from '../../lib/toasts/Toasts.tsx';
import { renderWithProviders, staffUser } from '../../test/render.tsx';
import { sentBody, stubApi } from '../shared/testApi.ts';
import { DeviceNotifications } from './DeviceNotifications.tsx';
import { standInPushBrowser } from './pushStandIn.ts';

const publicKey = 'BPushKeyOfTheServer';
const keys = { p256dh: 'BDeviceKey', auth: 'secret' };
const endpoint = 'https://push.example/device-1';
const otherPhone = {
  id: 3,
  label: 'Anna telefonja',
  endpoint: 'https://push.example/phone',
  createdAt: '2026-11-20T08:00:00.000Z',
  lastSuccessAt: null,
};

/**
 * Stands in for the browser's push: jsdom has no service worker, Push API or notifications. The subscription it
 * makes is the one a browser would give for the server's key.
 */
function standInBrowser(permission: NotificationPermission) {
  const notification = {
    permission,
    requestPermission: vi.fn(async () => (notification.permission = 'granted')),
  };
  let subscription: {
    endpoint: string;
    options: object;
    toJSON(): object;
    unsubscribe(): Promise<boolean>;
  } | null = null;
  const unsubscribe = vi.fn(async () => {
    subscription = null;
    return true;
  });
  const pushManager = {
    getSubscription: async () => subscription,
    subscribe: vi.fn(async () => {
      subscription = {
        endpoint,
        options: { applicationServerKey: null },
        toJSON: () => ({ endpoint, expirationTime: null, keys }),
        unsubscribe,
      };
      return subscription;
    }),
  };
  standInPushBrowser(notification, { pushManager });
  return { notification, pushManager, unsubscribe };
}

/** The push API with the staff member's devices, which the answers below change as a server would. */
function stubPushApi(devices: object[]) {
  return stubApi((url, init) => {
    if (url === '/api/push/public-key') return { body: { publicKey } };
    if (url === '/api/push/subscriptions' && init?.method === 'POST') {
      const { label } = sentBody(init) as { label: string };
      const device = { id: 7, label, endpoint, createdAt: '2026-11-27T18:00:00.000Z', lastSuccessAt: null };
      devices.push(device);
      return { status: 201, body: device };
    }
    if (url === '/api/push/subscriptions') return { body: devices };
    if (url === '/api/push/subscriptions/7' && init?.method === 'DELETE') {
      devices.splice(devices.length - 1, 1);
      return { status: 200 };
    }
    if (url === '/api/push/test') return { status: 202, body: { devices: devices.length } };
    return undefined;
  });
}

const card = () => screen.getByRole('region', { name: 'Értesítések ezen az eszközön' });

describe("this device's notifications", () => {
  it('switches on under the name typed, sends a test, lists the devices and switches off again', async () => {
    const user = userEvent.setup();
    const browser = standInBrowser('default');
    const fetchMock = stubPushApi([otherPhone]);
    renderWithProviders(
      <>
        <DeviceNotifications />
        <Toasts />
      </>,
      { user: staffUser },
    );
    expect(await within(card()).findByText('kikapcsolva')).toBeVisible();
    expect(card()).toHaveTextContent('akkor is eléri ezt a telefont');
    expect(screen.getByRole('listitem')).toHaveTextContent('Anna telefonja');

    const name = screen.getByLabelText(/Az eszköz neve/);
    await user.clear(name);
    await user.type(name, 'Pult táblagép');
    await user.click(screen.getByRole('button', { name: 'Értesítések bekapcsolása' }));

    expect(await within(card()).findByText('bekapcsolva')).toBeVisible();
    expect(browser.notification.requestPermission).toHaveBeenCalledOnce();
    expect(browser.pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: expect.any(Uint8Array),
    });
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(sentBody(post?.[1])).toEqual({ endpoint, expirationTime: null, keys, label: 'Pult táblagép' });
    expect(await screen.findByText('Pult táblagép')).toBeVisible();
    expect(screen.getByText('Pult táblagép').closest('li')).toHaveTextContent('(ez az eszköz)');

    await user.click(screen.getByRole('button', { name: 'Próbaértesítés küldése' }));
    expect(await screen.findByText('Próbaértesítés elküldve 2 eszközre.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Kikapcsolás ezen az eszközön' }));
    expect(await within(card()).findByText('kikapcsolva')).toBeVisible();
    expect(browser.unsubscribe).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByText('Pult táblagép')).toBeNull());
  });

  it('says how to allow notifications when the browser blocks them', async () => {
    standInBrowser('denied');
    stubPushApi([]);
    renderWithProviders(<DeviceNotifications />, { user: staffUser });
    expect(await within(card()).findByText('a böngésző letiltotta')).toBeVisible();
    expect(card()).toHaveTextContent('Engedélyezd őket a webhely beállításaiban');
    expect(screen.queryByRole('button', { name: 'Értesítések bekapcsolása' })).toBeNull();
  });

  it("follows a permission the staff member changes in the browser's site settings", async () => {
    const browser = standInBrowser('default');
    const status = new EventTarget();
    Object.defineProperty(navigator, 'permissions', {
      configurable: true,
      value: { query: async () => status },
    });
    onTestFinished(() => {
      Reflect.deleteProperty(navigator, 'permissions');
    });
    stubPushApi([]);
    renderWithProviders(<DeviceNotifications />, { user: staffUser });
    expect(await within(card()).findByText('kikapcsolva')).toBeVisible();
    browser.notification.permission = 'denied';
    act(() => status.dispatchEvent(new Event('change')));
    expect(await within(card()).findByText('a böngésző letiltotta')).toBeVisible();
  });

  it('says what to do where the browser cannot receive notifications', async () => {
    stubPushApi([]);
    renderWithProviders(<DeviceNotifications />, { user: staffUser });
    expect(await within(card()).findByText('ez a böngésző nem tud értesítést fogadni')).toBeVisible();
    expect(card()).toHaveTextContent('add hozzá a pultot a kezdőképernyőhöz');
  });

  it("shows the server's refusal of an eleventh device", async () => {
    const user = userEvent.setup();
    standInBrowser('granted');
    stubApi((url, init) => {
      if (url === '/api/push/public-key') return { body: { publicKey } };
      if (init?.method === 'POST')
        return { status: 409, body: { errorType: 'TOO_MANY_DEVICES', message: 'ten' } };
      if (url === '/api/push/subscriptions') return { body: [] };
      return undefined;
    });
    renderWithProviders(
      <>
        <DeviceNotifications />
        <Toasts />
      </>,
      { user: staffUser },
    );
    await user.click(await screen.findByRole('button', { name: 'Értesítések bekapcsolása' }));
    expect(await screen.findByText(/Legfeljebb 10 eszközön/)).toBeVisible();
    expect(within(card()).getByText('kikapcsolva')).toBeVisible();
  });
});
