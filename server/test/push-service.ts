import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  randomUUID,
  verify,
} from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

/** A push the service accepted, decrypted as the browser would read it. */
export interface PushMessage {
  deviceId: string;
  payload: unknown;
  ttl: number;
  urgency?: string;
  topic?: string;
  receivedAt: number;
}

interface Device {
  ecdh: ReturnType<typeof createECDH>;
  auth: Buffer;
  gone: boolean;
  failures: { status: number; times: number }[];
}

/**
 * A real Web Push service on loopback, as browsers' push services behave towards an application server: it checks
 * the VAPID JWT (RFC 8292) against the key the request names, wants `TTL` and `Content-Encoding: aes128gcm`, and
 * decrypts the body (RFC 8291) with the device's own keys, written here with node:crypto and not the sender's
 * library, so a wrong encryption fails. Refusals answer as FCM and Mozilla do: 401 for a bad or missing token, 403
 * for a key that does not verify, 400 for a body it cannot read, 404 for an unknown device, 410 once it unsubscribed.
 */
export async function startPushService() {
  const devices = new Map<string, Device>();
  const messages: PushMessage[] = [];
  const waiters: (() => void)[] = [];
  const server = createServer((request, response) => {
    readBody(request)
      .then((body) => answer(request, body, response))
      .catch(() => reply(response, 400, 'unreadable request'));
  });

  function answer(request: IncomingMessage, body: Buffer, response: ServerResponse) {
    const deviceId = request.url?.match(/^\/push\/([\w-]+)$/)?.[1];
    const device = deviceId ? devices.get(deviceId) : undefined;
    if (request.method !== 'POST' || !deviceId || !device)
      return reply(response, 404, 'no such subscription');
    const refusal = vapidRefusal(request.headers.authorization, url);
    if (refusal) return reply(response, refusal.status, refusal.reason);
    const ttl = Number(request.headers.ttl);
    if (request.headers.ttl === undefined || !Number.isInteger(ttl) || ttl < 0)
      return reply(response, 400, 'TTL');
    if (request.headers['content-encoding'] !== 'aes128gcm') return reply(response, 415, 'aes128gcm only');
    if (device.gone) return reply(response, 410, 'unsubscribed');
    const failure = device.failures[0];
    if (failure) {
      if (--failure.times === 0) device.failures.shift();
      // A throttling push service says when to come back.
      if (failure.status === 429) response.setHeader('Retry-After', '30');
      return reply(response, failure.status, 'failing on purpose');
    }
    let payload: unknown;
    try {
      payload = JSON.parse(decrypt(body, device).toString('utf8'));
    } catch {
      return reply(response, 400, 'cannot decrypt');
    }
    messages.push({
      deviceId,
      payload,
      ttl,
      urgency: header(request, 'urgency'),
      topic: header(request, 'topic'),
      receivedAt: Date.now(),
    });
    for (const wake of waiters.splice(0)) wake();
    response.setHeader('Location', `${url}/message/${randomUUID()}`);
    reply(response, 201, '');
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const url = `http://127.0.0.1:${port}`;

  return {
    url,
    messages,
    newDevice() {
      const id = randomUUID();
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      devices.set(id, { ecdh, auth, gone: false, failures: [] });
      return {
        id,
        subscription: {
          endpoint: `${url}/push/${id}`,
          keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
        },
      };
    },
    async next(deviceId?: string, timeoutMs = 5000): Promise<PushMessage> {
      const seen = messages.length;
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const message = messages.slice(seen).find((m) => !deviceId || m.deviceId === deviceId);
        if (message) return message;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no push${deviceId ? ` to ${deviceId}` : ''} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, Math.min(left, 100));
        });
      }
    },
    gone(deviceId: string) {
      known(deviceId).gone = true;
    },
    failNext(deviceId: string, status: number, times = 1) {
      known(deviceId).failures.push({ status, times });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  function known(deviceId: string): Device {
    const device = devices.get(deviceId);
    if (!device) throw new Error(`no device ${deviceId}`);
    return device;
  }
}

export type PushService = Awaited<ReturnType<typeof startPushService>>;

const maxJwtLifetimeSeconds = 24 * 60 * 60;

/** Why the request's `Authorization: vapid t=…, k=…` does not allow it to push to `audience`, or null. */
function vapidRefusal(
  authorization: string | undefined,
  audience: string,
): { status: number; reason: string } | null {
  const match = authorization?.match(/^vapid t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/);
  if (!match) return { status: 401, reason: 'vapid authorization required' };
  const [, token, key] = match as unknown as [string, string, string];
  const [header, claims, signature] = token.split('.') as [string, string, string];
  const point = Buffer.from(key, 'base64url');
  if (point.length !== 65 || point[0] !== 4) return { status: 401, reason: 'k is not a P-256 public key' };
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = Buffer.from(`${header}.${claims}`);
  const sig = Buffer.from(signature, 'base64url');
  if (!verify('sha256', signed, { key: publicKey, dsaEncoding: 'ieee-p1363' }, sig)) {
    return { status: 403, reason: 'signature does not verify with k' };
  }
  let parsed: { alg?: string; aud?: string; exp?: number; sub?: string };
  try {
    if (JSON.parse(Buffer.from(header, 'base64url').toString()).alg !== 'ES256') throw new Error('alg');
    parsed = JSON.parse(Buffer.from(claims, 'base64url').toString());
  } catch {
    return { status: 401, reason: 'malformed JWT' };
  }
  const now = Date.now() / 1000;
  if (parsed.aud !== audience) return { status: 403, reason: 'aud is not this push service' };
  if (typeof parsed.exp !== 'number' || parsed.exp <= now) return { status: 403, reason: 'expired' };
  if (parsed.exp > now + maxJwtLifetimeSeconds)
    return { status: 403, reason: 'exp more than 24 hours ahead' };
  if (!parsed.sub) return { status: 403, reason: 'sub missing' };
  return null;
}

/** RFC 8291 with one aes128gcm record (RFC 8188): the body as the device's browser decrypts it. */
function decrypt(body: Buffer, device: Device): Buffer {
  const salt = body.subarray(0, 16);
  const keyIdLength = body[20] ?? 0;
  const senderKey = body.subarray(21, 21 + keyIdLength);
  const record = body.subarray(21 + keyIdLength);
  const shared = device.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, device.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2 and then zero padding.
  const end = padded.lastIndexOf(2);
  if (end < 0 || padded.subarray(end + 1).some((byte) => byte !== 0)) throw new Error('bad padding');
  return padded.subarray(0, end);
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

function reply(response: ServerResponse, status: number, reason: string) {
  response.writeHead(status, { 'Content-Type': 'text/plain' }).end(reason);
}
