import { createServer, type Server } from 'node:net';

/**
 * `count` different ports nothing listens on now (the caller listens there next, so a peer can reach it over real
 * HTTP). The probes are all open before any closes, so the system cannot hand one port out twice.
 */
export async function freePorts(count: number): Promise<number[]> {
  const probes = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<Server>((resolve, reject) => {
          const probe = createServer();
          probe.once('error', reject);
          probe.listen(0, '127.0.0.1', () => resolve(probe));
        }),
    ),
  );
  const ports = probes.map((probe) => {
    const address = probe.address();
    if (!address || typeof address === 'string') throw new Error('no free port');
    return address.port;
  });
  await Promise.all(probes.map((probe) => new Promise((resolve) => probe.close(resolve))));
  return ports;
}

/** One port nothing listens on now. */
export async function freePort(): Promise<number> {
  const [port] = await freePorts(1);
  return port as number;
}
