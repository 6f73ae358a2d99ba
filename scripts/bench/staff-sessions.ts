import { Client, type IMessage } from '@stomp/stompjs';

/**
 * `count` staff STOMP sessions on `origin`, each subscribed to `destination`; resolves once every subscription is
 * confirmed by a receipt, so no message sent afterwards can be missed.
 */
export function openStaffSessions(
  origin: string,
  token: string,
  count: number,
  destination: string,
  onMessage: (message: IMessage, session: number) => void,
): Promise<Client[]> {
  return Promise.all(
    Array.from({ length: count }, (_, session) => {
      const client = new Client({
        brokerURL: `${origin.replace('http', 'ws')}/api/order-notification-websocket`,
        connectHeaders: { Authorization: `Bearer ${token}` },
        reconnectDelay: 0,
      });
      return new Promise<Client>((resolve, reject) => {
        client.onConnect = () => {
          const receipt = `subscribed-${session}`;
          client.watchForReceipt(receipt, () => resolve(client));
          client.subscribe(destination, (message) => onMessage(message, session), { receipt });
        };
        client.onStompError = (frame) => reject(new Error(frame.headers.message));
        client.activate();
      });
    }),
  );
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
