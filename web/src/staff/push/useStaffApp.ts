import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { registerWorker } from './browserPush.ts';
import { renewThisDevice } from './useDevicePush.ts';

/** What the service worker tells an open dashboard: a notification was tapped, show its order. */
interface OpenMessage {
  type: 'konyha.open';
  url: string;
}

const isOpenMessage = (data: unknown): data is OpenMessage =>
  (data as OpenMessage | null)?.type === 'konyha.open' &&
  typeof (data as OpenMessage).url === 'string' &&
  (data as OpenMessage).url.startsWith('/dashboard');

/**
 * How long after a dashboard opens its service worker is registered, once the page has come alive (web.dev's advice:
 * register a worker after the page has loaded). Installing it on a first visit, a download and a start of its own
 * that then took over the page's requests, slowed the dashboard coming alive on Lighthouse's phone from under 1 s to
 * 1.8–2.2 s in half the runs (issue 33). Nothing needs it sooner: switching notifications on registers it at once,
 * and the offline page serves later visits.
 */
export const WORKER_DELAY_MS = 5_000;

/**
 * Makes the dashboard an installable app (issue 32) while it is shown, and only then: the manifest in the staff
 * member's language, and the service worker that shows pushes and the offline page. The public pages never link
 * either, so a guest downloads neither. A tapped notification's order opens here, in this tab's router, when the
 * worker finds this dashboard open; a device with notifications on is posted again under this login.
 */
export function useStaffApp(): void {
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const language = i18n.resolvedLanguage === 'en' ? 'en' : 'hu';

  useEffect(() => {
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = `/dashboard-${language}.webmanifest`;
    document.head.append(link);
    return () => link.remove();
  }, [language]);

  useEffect(() => {
    if (typeof navigator === 'undefined' || !navigator.serviceWorker) return;
    const later = setTimeout(() => {
      // A failed registration leaves the dashboard as it was: it rings while open, as before.
      registerWorker()?.catch(() => undefined);
      // Not waited for, and a failure changes nothing: the device keeps the login it had.
      renewThisDevice(client).catch(() => undefined);
    }, WORKER_DELAY_MS);
    return () => clearTimeout(later);
  }, [client]);

  useEffect(() => {
    const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
    if (!container) return;
    const open = (event: MessageEvent) => {
      if (isOpenMessage(event.data)) void navigate(event.data.url);
    };
    container.addEventListener('message', open);
    container.startMessages();
    return () => container.removeEventListener('message', open);
  }, [navigate]);
}
