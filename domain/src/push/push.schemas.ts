import { z } from 'zod';

/** A Web Push subscription's endpoint: the push service's URL for one browser; more than 1 KB is no real one. */
export const maxEndpointLength = 1024;
/** A staff member's devices that get push notifications; an 11th is refused (TOO_MANY_DEVICES). */
export const maxDevicesPerUser = 10;

/**
 * Base64url of `bytes` bytes, as the browser's `PushSubscription.toJSON()` gives a key (padding allowed). The
 * character count fixes the byte count; `first` is the set the first character must come from.
 */
const base64urlKey = (bytes: number, first = '[A-Za-z0-9_-]') =>
  z
    .string()
    .regex(new RegExp(`^${first}[A-Za-z0-9_-]{${Math.ceil((bytes * 4) / 3) - 1}}={0,2}$`), 'invalidKey');

/** POST /push/subscriptions: the browser's subscription JSON and the device's label ("Pult tablet"). */
export const pushSubscriptionInputSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/, error: 'invalidUrl' }).max(maxEndpointLength, 'tooLong'),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    /** The device's P-256 public key, uncompressed: 65 bytes starting with 4 (so the text starts with B). */
    p256dh: base64urlKey(65, 'B'),
    /** The authentication secret: 16 bytes. */
    auth: base64urlKey(16),
  }),
  label: z.string().trim().min(1, 'required').max(60, 'tooLong'),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInputSchema>;

/** A device as its owner sees it: no keys. The endpoint lets the browser tell which entry is itself. */
export const pushDeviceSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  endpoint: z.string(),
  createdAt: z.string(),
  /** When a push service last took a notification for it; null: never yet. */
  lastSuccessAt: z.string().nullable(),
});
export type PushDevice = z.infer<typeof pushDeviceSchema>;

export const pushPublicKeySchema = z.object({
  /** The VAPID application server key (base64url, 65 bytes), for `pushManager.subscribe`. */
  publicKey: z.string(),
});

export const pushTestAnswerSchema = z.object({ devices: z.number().int() });

/**
 * What a push carries to the staff app's service worker, already in the recipient's language; no guest's name,
 * phone or address. `tag` groups one order's notifications, so a later one (overdue, decided) replaces the earlier.
 */
export interface PushPayload {
  title: string;
  body: string;
  tag: string;
  /** Where a tap on the notification opens the dashboard. */
  url: string;
  silent: boolean;
  requireInteraction: boolean;
  renotify: boolean;
}
