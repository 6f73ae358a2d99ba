import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  defaultPrinterNetworks,
  defaultPrinterPorts,
  parsePrinterNetworks,
  parsePrinterPorts,
  printerAddressRule,
} from './printer-reach.ts';

const reachOf = (networks: string, ports: string) => {
  const parsedNetworks = parsePrinterNetworks(networks);
  const parsedPorts = parsePrinterPorts(ports);
  if (typeof parsedNetworks === 'string' || typeof parsedPorts === 'string')
    throw new Error('bad test setting');
  return { networks: parsedNetworks, ports: parsedPorts };
};
const byDefault = printerAddressRule(reachOf(defaultPrinterNetworks, defaultPrinterPorts));

/** The private LAN ranges by arithmetic, as an independent judge of the default networks. */
const isPrivateLan = ([a, b]: number[]) =>
  a === 10 || (a === 172 && (b ?? 0) >= 16 && (b ?? 0) <= 31) || (a === 192 && b === 168);

const octet = fc.integer({ min: 0, max: 255 });
/** Addresses, many of them in or just beside the private ranges (172.15, 172.32, 192.167, …). */
const nearTheEdges = fc.tuple(
  fc.oneof(octet, fc.constantFrom(10, 172, 192, 127, 169)),
  fc.oneof(octet, fc.integer({ min: 14, max: 33 }), fc.integer({ min: 166, max: 170 })),
  octet,
  octet,
);

describe('where a printer may be, by default', () => {
  it('allows an IPv4 address on port 9100 exactly when it is in 10/8, 172.16/12 or 192.168/16', () => {
    fc.assert(
      fc.property(nearTheEdges, (octets) => {
        expect(byDefault({ host: octets.join('.'), port: 9100 })).toBe(
          isPrivateLan(octets) ? undefined : 'hostNotAllowed',
        );
      }),
      { numRuns: 5000 },
    );
  });

  it.each([
    ['127.0.0.1', 'hostNotAllowed'],
    ['0.0.0.0', 'hostNotAllowed'],
    ['::1', 'hostNotAllowed'],
    ['::', 'hostNotAllowed'],
    ['169.254.169.254', 'hostNotAllowed'],
    ['fe80::1', 'hostNotAllowed'],
    ['224.0.0.1', 'hostNotAllowed'],
    ['ff02::1', 'hostNotAllowed'],
    ['8.8.8.8', 'hostNotAllowed'],
    ['localhost', 'hostInvalid'],
    ['127.1', 'hostInvalid'],
    ['2130706433', 'hostInvalid'],
    ['::ffff:127.0.0.1', 'hostInvalid'],
    ['::ffff:10.0.0.5', 'hostInvalid'],
    ['FD00::1', 'hostInvalid'],
    ['fe80::1%eth0', 'hostInvalid'],
  ])('refuses %s (%s)', (host, why) => {
    expect(byDefault({ host, port: 9100 })).toBe(why);
  });

  it('allows a ULA IPv6 printer, and only the printer port', () => {
    expect(byDefault({ host: 'fd12:3456::50', port: 9100 })).toBeUndefined();
    expect(byDefault({ host: '192.168.1.50', port: 9100 })).toBeUndefined();
    for (const port of [22, 80, 5432, 6379, 9101, 0, 65536])
      expect(byDefault({ host: '192.168.1.50', port })).toBe('portNotAllowed');
  });
});

describe('PRINTER_NETWORKS and PRINTER_PORTS', () => {
  it('reach loopback only where named, a single address as a network of one, and port ranges', () => {
    const tests = printerAddressRule(reachOf('127.0.0.0/8, 192.168.1.50', '9100-9102,4000'));
    expect(tests({ host: '127.0.0.1', port: 4000 })).toBeUndefined();
    expect(tests({ host: '127.255.0.9', port: 9102 })).toBeUndefined();
    expect(tests({ host: '192.168.1.50', port: 9101 })).toBeUndefined();
    expect(tests({ host: '192.168.1.51', port: 9100 })).toBe('hostNotAllowed');
    expect(tests({ host: '127.0.0.1', port: 9103 })).toBe('portNotAllowed');
  });

  it.each([
    '10.0.0.0/33',
    '10.0.0/8',
    '10.0.0.0/',
    '10.0.0.0/8/8',
    'fc00::/129',
    'fe80::%eth0/64',
    'printers.local/24',
    ' , ',
  ])('refuses the network list %j, naming the entry', (text) => {
    expect(parsePrinterNetworks(text)).toEqual(expect.any(String));
  });

  it.each(['0', '65536', '9100-9000', 'http', '-1', '91OO', '', ' , '])(
    'refuses the port list %j',
    (text) => {
      expect(parsePrinterPorts(text)).toEqual(expect.any(String));
    },
  );
});
