import { createPublicKey } from 'node:crypto';
import { isIP } from 'node:net';
import { isLoopbackUrl } from '../../config.ts';

type Refusal = { field: string; message: string };

/**
 * Where Konyha may send a subscription's pushes. The server POSTs to whatever endpoint a staff member registers, so
 * only what a browser's push service looks like passes: https with a host name, no user name or password. A push
 * service on this machine (plain http too) only with PUSH_ALLOW_LOOPBACK, for the tests' own.
 */
export function endpointRefusal(endpoint: string, allowLoopback: boolean): Refusal | null {
  const url = new URL(endpoint);
  const refuse = (message: string) => ({ field: 'endpoint', message });
  if (url.username || url.password) return refuse('The endpoint may not carry a user name or password');
  if (isLoopbackUrl(endpoint))
    return allowLoopback ? null : refuse('The endpoint must be a push service, not this machine');
  if (url.protocol !== 'https:') return refuse('The endpoint must be an https: URL');
  if (isIP(url.hostname.replace(/^\[|\]$/g, '')))
    return refuse("The endpoint must name its push service's host");
  return null;
}

/** The device's key must be a point on P-256, or every push to it would fail when it is encrypted. */
export function keyRefusal(p256dh: string): Refusal | null {
  const point = Buffer.from(p256dh, 'base64url');
  try {
    createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33, 65).toString('base64url'),
      },
      format: 'jwk',
    });
    return null;
  } catch {
    return { field: 'keys.p256dh', message: 'The key is not a P-256 public key' };
  }
}
