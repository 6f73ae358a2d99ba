import { Client, type IMessage } from '@stomp/stompjs';

/**
 * A real STOMP client, as the dashboard uses, subscribed to both staff destinations. `connected` resolves once the
 * subscriptions are confirmed, or rejects with the ERROR frame; afterwards `ended` holds the ERROR frame's message
 * and `closed` turns true when the server closes the socket.
 */
export function connectStomp(baseUrl: string, token?: string) {
  const messages: IMessage[] = [];
  const updates: IMessage[] = [];
  const state = { ended: undefined as string | undefined, closed: false };
  const client = new Client({
    brokerURL: `${baseUrl.replace('http', 'ws')}/api/order-notification-websocket`,
    connectHeaders: token ? { Authorization: `Bearer ${token}` } : {},
    reconnectDelay: 0,
    heartbeatIncoming: 0,
    heartbeatOutgoing: 0,
  });
  const connected = new Promise<void>((resolve, reject) => {
    client.onConnect = () => {
      client.subscribe('/notification/order', (message) => messages.push(message));
      client.subscribe('/notification/order-update', (message) => updates.push(message), {
        receipt: 'subscribed',
      });
      client.watchForReceipt('subscribed', () => resolve());
    };
    client.onStompError = (frame) => {
      state.ended = frame.headers.message;
      reject(new Error(frame.headers.message));
    };
    client.onWebSocketClose = () => {
      state.closed = true;
      reject(new Error('closed'));
    };
  });
  client.activate();
  return { client, connected, messages, updates, state };
}

/** Waits until `check` holds or `ms` pass; answers whether it held. */
export async function until(check: () => boolean | Promise<boolean>, ms = 3000): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (!(await check()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  return check();
}

/** Whether a MESSAGE about order `orderId` has arrived. */
export const heardOf = (messages: IMessage[], orderId: number) =>
  messages.some((message) => JSON.parse(message.body).id === orderId);
