import { isStaff } from '@konyha/domain/users/roles';
import { Client, ReconnectionTimeMode } from '@stomp/stompjs';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useFeatureTranslation } from '../../i18n/useFeatureTranslation.ts';
import { useSession } from '../../lib/session.ts';
import { AlertBanners } from './AlertBanners.tsx';
import { liveDestinations, receiveMessage, refetchOnConnect, storedToken } from './liveUpdates.ts';
import { useWakeLock } from './wakeLock.ts';

const socketUrl = () =>
  `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/order-notification-websocket`;

/** What the live channel tells the page: messages, a connect (read everything again), up and down. */
export interface LiveHandlers {
  onMessage: (destination: string, body: string) => void;
  /**
   * Each time it listens, the first time too: anything may have happened before, while it was down, since the lists
   * were read, or since the server drew the page (whose answers are not read again as it comes alive).
   */
  onConnect: () => void;
  onStatus: (connected: boolean) => void;
}

/** Opens the STOMP connection for the user's token; returns the function that closes it. */
export type LiveConnect = (token: string, handlers: LiveHandlers) => () => void;

export const stompConnect: LiveConnect = (token, { onMessage, onConnect, onStatus }) => {
  const client = new Client({
    brokerURL: socketUrl(),
    connectHeaders: { Authorization: `Bearer ${token}` },
    // Heart-beats both ways every 10 s; a server silent for twice that is a half-open connection: stompjs closes
    // the socket and reconnects.
    heartbeatIncoming: 10_000,
    heartbeatOutgoing: 10_000,
    heartbeatToleranceMultiplier: 2,
    // Drop such a socket at once rather than wait for a closing handshake the dead peer never answers.
    discardWebsocketOnCommFailure: true,
    // 1 s, 2 s, 4 s … at most 10 s apart, so a server back after a restart is found again quickly.
    reconnectDelay: 1_000,
    reconnectTimeMode: ReconnectionTimeMode.EXPONENTIAL,
    maxReconnectDelay: 10_000,
    // The server ends the session of a token a password change replaced; the reconnect uses the one stored now.
    beforeConnect: () => {
      client.connectHeaders = { Authorization: `Bearer ${storedToken() ?? token}` };
    },
    onConnect: () => {
      for (const destination of liveDestinations)
        client.subscribe(destination, (message) => onMessage(destination, message.body));
      onStatus(true);
      onConnect();
    },
    onWebSocketClose: () => onStatus(false),
  });
  client.activate();
  // Closing the tab or leaving the page says DISCONNECT: the server pushes "no live orders here" to this device only
  // when its channel dies unawares (a dark screen, a lost network), not when staff leave on purpose (issue 32).
  const leave = () => void client.deactivate();
  // A page kept in the back-forward cache comes back with its channel closed: it opens again.
  const back = (event: PageTransitionEvent) => {
    if (event.persisted) client.activate();
  };
  window.addEventListener('pagehide', leave);
  window.addEventListener('pageshow', back);
  return () => {
    window.removeEventListener('pagehide', leave);
    window.removeEventListener('pageshow', back);
    void client.deactivate();
  };
};

/**
 * How long after the channel first listens the lists are read again. They were read, or drawn by the server, a
 * moment before: the re-read only covers an order placed in that moment, and waits until the page has come alive,
 * where on a phone its request lengthened the last task before the dashboard answered taps (issue 33). After a
 * reconnect they are read at once: the channel was down, and anything may have been missed.
 */
export const FIRST_READ_DELAY_MS = 1_000;

/**
 * The staff live order channel (SPEC §4, §7): open while a staff member is logged in and this is mounted, closed
 * on logout or unmount. New orders raise the orange toast and join the lists; changes made by other staff show at
 * once; each time it starts listening (a reconnect too) the lists are read again so nothing is missed. Mounted on
 * every page for staff, it also rings for waiting orders, says loudly when the channel is down, keeps the screen
 * awake (issue 12), and asks for the sound while the browser keeps it off (issue 32).
 */
export function StaffLiveChannel({ connect = stompConnect }: { connect?: LiveConnect }) {
  // Loads its texts itself, so it can also be mounted outside the dashboard (the new-order toast needs them).
  const { ready } = useFeatureTranslation('staff');
  const { user } = useSession();
  const client = useQueryClient();
  const staffId = user && isStaff(user.role) ? user.id : undefined;
  // Since when the channel is down; counted from the start, so a channel that never connects is loud too.
  const [downSince, setDownSince] = useState<number | undefined>(() => Date.now());
  useWakeLock(staffId !== undefined);

  useEffect(() => {
    const token = staffId === undefined ? undefined : storedToken();
    if (!token) return;
    setDownSince(Date.now());
    let listened = false;
    let firstRead: ReturnType<typeof setTimeout> | undefined;
    const close = connect(token, {
      onMessage: (destination, body) => receiveMessage(client, destination, body),
      onConnect: () => {
        if (listened) return refetchOnConnect(client);
        listened = true;
        firstRead = setTimeout(() => refetchOnConnect(client), FIRST_READ_DELAY_MS);
      },
      onStatus: (connected) => setDownSince((since) => (connected ? undefined : (since ?? Date.now()))),
    });
    return () => {
      clearTimeout(firstRead);
      close();
    };
  }, [staffId, client, connect]);

  if (staffId === undefined || !ready) return null;
  // Its own labelled landmarks: the layout shows them on every page, outside the page's main content.
  return <AlertBanners downSince={downSince} />;
}
