import { connect } from 'node:net';

export interface PrinterAddress {
  host: string;
  port: number;
}

/** Why an attempt failed, as the code staff's warning shows: the printer is off or away, did not answer, or else. */
export function printErrorCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'ECONNREFUSED' || code === 'EHOSTUNREACH' || code === 'ENETUNREACH' || code === 'EHOSTDOWN')
    return 'OFFLINE';
  if (code === 'TIMEOUT' || code === 'ETIMEDOUT') return 'TIMEOUT';
  return typeof code === 'string' ? code : 'ERROR';
}

const timedOut = () => Object.assign(new Error('The printer did not answer in time'), { code: 'TIMEOUT' });

/**
 * Sends the bytes to a raw TCP printer (port 9100 as a rule) and closes the connection. Refuses after
 * `connectTimeoutMs` without a connection, or `idleTimeoutMs` without progress once connected (a printer out of
 * paper may stop reading).
 */
export function sendToPrinter(
  { host, port }: PrinterAddress,
  bytes: Uint8Array,
  { connectTimeoutMs = 5_000, idleTimeoutMs = 10_000 } = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host, port });
    const connecting = setTimeout(() => socket.destroy(timedOut()), connectTimeoutMs);
    socket.once('error', (error) => {
      clearTimeout(connecting);
      reject(error);
    });
    socket.once('connect', () => {
      clearTimeout(connecting);
      socket.setTimeout(idleTimeoutMs, () => socket.destroy(timedOut()));
      // Many printers never close their side: once every byte is handed over and our side closed, it is done.
      socket.end(bytes, () => {
        socket.destroy();
        resolve();
      });
    });
  });
}
