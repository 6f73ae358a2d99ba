import { isStaff } from '@konyha/domain/users/roles';
import { Client } from '@stomp/stompjs';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import buttonStyles from '../../../components/button.module.css';
import { useFeatureTranslation } from '../../../i18n/useFeatureTranslation.ts';
import { useSession } from '../../../lib/session.ts';
import {
  NEW_ORDER_DESTINATION,
  ORDER_UPDATE_DESTINATION,
  receiveMessage,
  refetchAfterReconnect,
  storedToken,
} from './liveUpdates.ts';
import styles from './StaffLiveChannel.module.css';
import { playDing, resumeSound, useSoundBlocked } from './sound.ts';

const socketUrl = () =>
  `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/order-notification-websocket`;

/** Opens the STOMP connection for the user's token; returns the function that closes it. */
export type LiveConnect = (
  token: string,
  onMessage: (destination: string, body: string) => void,
  onReconnect: () => void,
) => () => void;

export const stompConnect: LiveConnect = (token, onMessage, onReconnect) => {
  let connectedBefore = false;
  const client = new Client({
    brokerURL: socketUrl(),
    connectHeaders: { Authorization: `Bearer ${token}` },
    heartbeatIncoming: 10_000,
    heartbeatOutgoing: 10_000,
    reconnectDelay: 2_000,
    // The server ends the session of a token a password change replaced; the reconnect uses the one stored now.
    beforeConnect: () => {
      client.connectHeaders = { Authorization: `Bearer ${storedToken() ?? token}` };
    },
    onConnect: () => {
      for (const destination of [NEW_ORDER_DESTINATION, ORDER_UPDATE_DESTINATION])
        client.subscribe(destination, (message) => onMessage(destination, message.body));
      if (connectedBefore) onReconnect();
      connectedBefore = true;
    },
  });
  client.activate();
  return () => {
    void client.deactivate();
  };
};

/**
 * The staff live order channel (SPEC §4, §7): open while a staff member is logged in and this is mounted, closed
 * on logout or unmount. New orders raise the orange toast with a ding and join the lists; changes made by other
 * staff show at once; after a reconnect the lists are read again so nothing is missed.
 */
export function StaffLiveChannel({ connect = stompConnect }: { connect?: LiveConnect }) {
  // Loads its texts itself, so it can also be mounted outside the dashboard (the new-order toast needs them).
  const { t, ready } = useFeatureTranslation('dashboard');
  const { user } = useSession();
  const client = useQueryClient();
  const blocked = useSoundBlocked();
  const staffId = user && isStaff(user.role) ? user.id : undefined;

  useEffect(() => {
    const token = staffId === undefined ? undefined : storedToken();
    if (!token) return;
    return connect(
      token,
      (destination, body) => {
        if (receiveMessage(client, destination, body) === 'newOrder') playDing();
      },
      () => refetchAfterReconnect(client),
    );
  }, [staffId, client, connect]);

  if (staffId === undefined || !blocked || !ready) return null;
  // Its own labelled landmark: the layout shows it on every page, outside the page's main content.
  return (
    <aside className={styles.sound} aria-label={t('live.enableSound')}>
      <button
        type="button"
        className={`${buttonStyles.button} ${buttonStyles.secondary} ${buttonStyles.small}`}
        onClick={() => void resumeSound()}
      >
        {t('live.enableSound')}
      </button>
      <span>{t('live.soundBlocked')}</span>
    </aside>
  );
}
