import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * Which hops in front of Konyha may name the guest's address in `X-Forwarded-For` (issue 28): none, a number of
 * reverse proxies, or the proxies' addresses and ranges. Never "any hop": the guest writes the left-most entry.
 */
export type TrustProxy = false | number | string[];

/** proxy-addr's own names for the usual private ranges (loopback is 127.0.0.0/8 and ::1). */
const rangeNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (rangeNames.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

const howTo =
  'name the number of reverse proxies in front of Konyha (1 for one) or their addresses (127.0.0.1, 10.0.0.0/8)';

/** `TRUST_PROXY` as written: `false` (the default), a hop count 1–10, or a comma-separated list of addresses, CIDRs. */
export const trustProxySchema = z
  .string()
  .default('false')
  .transform((text, ctx): TrustProxy => {
    const value = text.trim();
    if (value === '' || value === 'false') return false;
    const problem = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    // `true` trusted every hop, so any guest could pick the address every per-address limit counts.
    if (value === 'true')
      return problem(`true would let every guest choose their own address (X-Forwarded-For); ${howTo}`);
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      return hops >= 1 && hops <= 10 ? hops : problem(`a hop count is 1 to 10; ${howTo}, or false`);
    }
    const entries = value.split(',').map((entry) => entry.trim());
    const bad = entries.filter((entry) => !isAddressOrRange(entry));
    if (bad.length > 0) return problem(`not an IP address or CIDR range: ${bad.join(', ')}; ${howTo}`);
    return entries;
  });

/**
 * Fastify's `trustProxy` for a configured value. A hop count becomes a function of the hop: Fastify 5.12 turns a
 * bare number into "trust nothing" (it cannot tell a proxy from a guest who reaches the server directly), which
 * would quietly put every guest behind the proxy on the proxy's one address. Counting hops is right when guests
 * reach Konyha only through its proxies (README, Configuration); otherwise name the proxies.
 */
export function fastifyTrustProxy(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}
