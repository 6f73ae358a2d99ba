import { type AddressInfo, createServer, type Server } from 'node:net';

export interface PrinterStandIn {
  port: number;
  /** The bytes of each connection, in the order they closed. */
  received: Buffer[];
  /** Connections accepted so far (a refused printer address must never reach even a connection). */
  readonly connections: number;
  close(): Promise<void>;
}

const listen = (server: Server, port: number) =>
  new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });

/** A raw TCP "printer" on 127.0.0.1 (port 9100's protocol: bytes in, nothing out) that keeps what it is sent. */
export async function startPrinter(port = 0): Promise<PrinterStandIn> {
  const received: Buffer[] = [];
  let connections = 0;
  const server = createServer((socket) => {
    connections++;
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(Buffer.from(chunk)));
    socket.on('error', () => {});
    socket.on('end', () => {
      received.push(Buffer.concat(chunks));
      socket.end();
    });
  });
  await listen(server, port);
  return {
    port: (server.address() as AddressInfo).port,
    received,
    get connections() {
      return connections;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A port nothing listens on (a printer switched off refuses the connection). */
export async function closedPort(): Promise<number> {
  const printer = await startPrinter();
  await printer.close();
  return printer.port;
}
