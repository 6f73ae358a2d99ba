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
    const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
    if (!container) return;
    // In a task of its own: both ask the browser's own process, which on a phone that just drew the dashboard
    // lengthened the task that brings it alive (issue 33).
    const later = setTimeout(() => {
      // A failed registration leaves the dashboard as it was: it rings while open, as before.
      registerWorker()?.catch(() => undefined);
      // Not waited for, and a failure changes nothing: the device keeps the login it had.
      renewThisDevice(client).catch(() => undefined);
    });
    const open = (event: MessageEvent) => {
      if (isOpenMessage(event.data)) void navigate(event.data.url);
    };
    container.addEventListener('message', open);
    container.startMessages();
    return () => {
      clearTimeout(later);
      container.removeEventListener('message', open);
    };
  }, [navigate, client]);
}
