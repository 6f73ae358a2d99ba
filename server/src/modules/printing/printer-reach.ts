import { BlockList, isIP } from 'node:net';
import { canonicalPrinterHost } from '@konyha/domain/printing/printer-host';

/**
 * Where network printers may be (issue 28): a raw TCP connection that writes an order's text is only safe towards a
 * receipt printer, never towards this machine's database or cache, a cloud metadata address or the internet. The
 * networks and ports are the server's configuration (PRINTER_NETWORKS, PRINTER_PORTS), checked when the printers are
 * saved and again right before each connection.
 */
export interface PrinterReach {
  /** CIDRs as configured ("10.0.0.0/8", "fc00::/7"); an address alone is a network of one. */
  networks: readonly string[];
  /** Allowed ports as inclusive ranges ([9100, 9100]). */
  ports: readonly (readonly [number, number])[];
}

/** The private LAN ranges: no loopback, link-local or multicast address unless the configuration names it. */
export const defaultPrinterNetworks = '10.0.0.0/8,172.16.0.0/12,192.168.0.0/16,fc00::/7';
export const defaultPrinterPorts = '9100';

/** Why a printer address is refused; also the error code staff see on a job refused before its connection. */
export type PrinterRefusal = 'hostInvalid' | 'hostNotAllowed' | 'portNotAllowed';

const items = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

/** Adds "address/prefix" (or an address alone) to `list`; throws when it is not a network. */
function addNetwork(list: BlockList, network: string) {
  const [address = '', prefix, ...rest] = network.split('/');
  const family = isIP(address);
  // isIP takes zones ("fe80::1%eth0"), which name an interface, not a network; Number('') would be a prefix of 0.
  if (
    family === 0 ||
    address.includes('%') ||
    rest.length > 0 ||
    (prefix !== undefined && !/^\d{1,3}$/.test(prefix))
  )
    throw new Error(network);
  const bits = family === 4 ? 32 : 128;
  list.addSubnet(address, prefix === undefined ? bits : Number(prefix), family === 4 ? 'ipv4' : 'ipv6');
}

/** A CIDR list as PRINTER_NETWORKS takes it, or the problem with it (naming the bad entry). */
export function parsePrinterNetworks(text: string): string[] | string {
  const networks = items(text);
  if (networks.length === 0) return 'name at least one network (CIDR such as 192.168.1.0/24)';
  const scratch = new BlockList();
  for (const network of networks) {
    try {
      addNetwork(scratch, network);
    } catch {
      return `"${network}" is not a CIDR such as 192.168.1.0/24 or fc00::/7`;
    }
  }
  return networks;
}

/** A port list as PRINTER_PORTS takes it ("9100", "9100,9101", "9100-9103"), or the problem with it. */
export function parsePrinterPorts(text: string): [number, number][] | string {
  const entries = items(text);
  if (entries.length === 0) return 'name at least one port (such as 9100)';
  const ranges: [number, number][] = [];
  for (const entry of entries) {
    const match = /^(\d{1,5})(?:-(\d{1,5}))?$/.exec(entry);
    const from = Number(match?.[1]);
    const to = Number(match?.[2] ?? match?.[1]);
    if (!match || from < 1 || to > 65535 || from > to)
      return `"${entry}" is not a port 1–65535 or a range such as 9100-9103`;
    ranges.push([from, to]);
  }
  return ranges;
}

/**
 * The rule of `reach`: undefined for an address a printer may have, else why not. The host must be an IP address in
 * its canonical spelling (the form the dashboard saves), so what is checked is exactly what is connected to.
 */
export function printerAddressRule(reach: PrinterReach) {
  const allowed = new BlockList();
  for (const network of reach.networks) addNetwork(allowed, network);
  return ({ host, port }: { host: string; port: number }): PrinterRefusal | undefined => {
    if (canonicalPrinterHost(host) !== host) return 'hostInvalid';
    if (!allowed.check(host, isIP(host) === 4 ? 'ipv4' : 'ipv6')) return 'hostNotAllowed';
    if (!reach.ports.some(([from, to]) => port >= from && port <= to)) return 'portNotAllowed';
    return undefined;
  };
}

export type PrinterAddressRule = ReturnType<typeof printerAddressRule>;
