import { defaultAlertSettings } from '@konyha/domain/orders/order-decisions';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, staffUser } from '../../test/render.tsx';
import { anOrder, dashboardBasics, serveApi } from '../orders/testing.ts';
import { ORDER_UPDATE_DESTINATION } from './liveUpdates.ts';
import { type LiveHandlers, StaffLiveChannel } from './StaffLiveChannel.tsx';

/** Each ding is one play of the sound's <audio> element (jsdom's plays nothing: the test setup lets it resolve). */
let played = 0;
const dings = () => played;

const justNow = () => new Date(Date.now() - 30_000).toISOString();

/** The channel with a fake connection whose handlers the test drives. */
function renderChannel() {
  localStorage.setItem('konyha.session', JSON.stringify({ token: 'tok', expiresAt: Date.now() + 3_600_000 }));
  let live: LiveHandlers | undefined;
  renderWithProviders(
    <StaffLiveChannel
      connect={(_token, handlers) => {
        live = handlers;
        return () => {};
      }}
    />,
    { user: staffUser },
  );
  return () => {
    if (!live) throw new Error('not connected');
    return live;
  };
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  played = 0;
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(async () => {
    played++;
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('ringing until someone decides', () => {
  it('rings for a new order every ringEverySeconds and stops when another tablet accepts it', async () => {
    const waiting = anOrder({ id: 7, orderDate: justNow() });
    serveApi({
      ...dashboardBasics([waiting, anOrder({ id: 8, state: 'PREPARING', acknowledgedAt: justNow() })]),
      'GET /api/settings/alerts': { ...defaultAlertSettings, ringEverySeconds: 5 },
    });
    const live = renderChannel();
    act(() => live().onStatus(true));

    expect(await screen.findByText('1 új rendelés vár döntésre')).toBeInTheDocument();
    const banner = screen.getByRole('complementary', { name: 'Várakozó rendelések' });
    expect(banner).toContainElement(screen.getByRole('button', { name: 'A(z) 7. rendelés megnyitása' }));
    expect(dings()).toBeGreaterThanOrEqual(1);
    const before = dings();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(dings() - before).toBeGreaterThanOrEqual(2);

    const accepted = { ...waiting, state: 'PREPARING' as const, acknowledgedAt: new Date().toISOString() };
    act(() => live().onMessage(ORDER_UPDATE_DESTINATION, JSON.stringify(accepted)));
    // Within the 2 s the issue allows (the query cache tells its screens on the next tick).
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.queryByRole('complementary', { name: 'Várakozó rendelések' })).not.toBeInTheDocument();
    const stopped = dings();
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(dings()).toBe(stopped);
  });
});

describe('a dead channel is loud', () => {
  it('shows the red banner with a sound after 10 s down, and clears it on reconnect', async () => {
    serveApi({ ...dashboardBasics(), 'GET /api/settings/alerts': defaultAlertSettings });
    const live = renderChannel();
    act(() => live().onStatus(true));
    act(() => live().onStatus(false));

    await act(() => vi.advanceTimersByTimeAsync(9_000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(screen.getByRole('alert')).toHaveTextContent('nem érkeznek az új rendelések');
    expect(dings()).toBeGreaterThanOrEqual(1);

    act(() => live().onStatus(true));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('the screen stays awake', () => {
  it('holds a wake lock while staff are logged in, and asks again when the tab shows after being hidden', async () => {
    serveApi({ ...dashboardBasics(), 'GET /api/settings/alerts': defaultAlertSettings });
    const sentinel = { released: false, release: vi.fn(async () => {}) };
    const request = vi.fn(async () => sentinel);
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { wakeLock: { request } }));
    renderChannel();
    await waitFor(() => expect(request).toHaveBeenCalledWith('screen'));

    // Hiding the tab releases the lock (the browser does); showing it again takes a new one.
    sentinel.released = true;
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(request).toHaveBeenCalledTimes(2));
  });
});
