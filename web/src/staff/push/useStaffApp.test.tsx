import { act, screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../i18n/i18n.ts';
import { renderWithProviders, staffUser } from '../../test/render.tsx';
import { useStaffApp, WORKER_DELAY_MS } from './useStaffApp.ts';

/** The browser's service worker container, as far as the dashboard uses it (jsdom has none). */
function standInWorkers() {
  const container = Object.assign(new EventTarget(), {
    register: vi.fn(async () => ({})),
    startMessages: vi.fn(),
  });
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container });
  return container;
}

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

function Dashboard() {
  useStaffApp();
  const { pathname, hash } = useLocation();
  return <p>{`at ${pathname}${hash}`}</p>;
}

const manifest = () => document.head.querySelector<HTMLLinkElement>('link[rel="manifest"]');

describe('the installable staff app', () => {
  it("links the manifest in the staff member's language only while the dashboard shows, and registers the worker for /dashboard", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const workers = standInWorkers();
    const view = renderWithProviders(<Dashboard />, { user: staffUser, path: '/dashboard/alerts' });
    expect(manifest()?.getAttribute('href')).toBe('/dashboard-hu.webmanifest');
    // Not while the dashboard comes alive: a few seconds later.
    await act(() => vi.advanceTimersByTimeAsync(WORKER_DELAY_MS - 100));
    expect(workers.register).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(workers.register).toHaveBeenCalledWith('/dashboard-sw.js', { scope: '/dashboard' });

    await act(() => setLanguage('en'));
    expect(manifest()?.getAttribute('href')).toBe('/dashboard-en.webmanifest');
    expect(document.head.querySelectorAll('link[rel="manifest"]')).toHaveLength(1);

    view.unmount();
    expect(manifest()).toBeNull();
  });

  it("opens the order of a tapped notification in this tab's router, and nothing outside the dashboard", () => {
    const workers = standInWorkers();
    renderWithProviders(<Dashboard />, { user: staffUser, path: '/dashboard/alerts' });
    expect(workers.startMessages).toHaveBeenCalled();
    const tell = (data: unknown) =>
      act(() => void workers.dispatchEvent(new MessageEvent('message', { data })));

    tell({ type: 'konyha.open', url: '/dashboard/current-orders#order-12' });
    expect(screen.getByText('at /dashboard/current-orders#order-12')).toBeVisible();
    tell({ type: 'konyha.open', url: 'https://elsewhere.example/' });
    tell({ type: 'other', url: '/dashboard/done-orders' });
    expect(screen.getByText('at /dashboard/current-orders#order-12')).toBeVisible();
  });
});
