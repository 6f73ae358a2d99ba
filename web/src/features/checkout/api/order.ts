import type { ErrorType } from '@konyha/domain/common/errors';
import type { CardInput } from '@konyha/domain/orders/card-encryption';
import type { EncryptedCard, OrderRequest } from '@konyha/domain/orders/checkout.schemas';
import { ApiRequestError, apiFetch } from '../../../app/api.ts';
import { storedToken } from '../../../app/session.ts';

/** An order refused by the server; `messageKey` is the domain's validation message for the refused field. */
export class OrderError extends ApiRequestError {
  readonly messageKey: string | undefined;

  constructor(code: ErrorType, status: number, field?: string, messageKey?: string) {
    super(code, status, field);
    this.messageKey = messageKey;
  }
}

/**
 * POST /order/add. Not through apiFetch: the order needs the Idempotency-Key header (DESIGN §5) and the message key
 * of a refused field, neither of which apiFetch passes on.
 */
export async function placeOrder(
  request: OrderRequest,
  idempotencyKey: string,
): Promise<{ orderId: number; url?: string }> {
  const token = storedToken();
  let response: Response;
  try {
    response = await fetch('/api/order/add', {
      method: 'POST',
      credentials: 'include',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        'Idempotency-Key': idempotencyKey,
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(request),
    });
  } catch {
    throw new OrderError('SERVER_ERROR', 0);
  }
  const body = (await response.json().catch(() => null)) as {
    errorType?: ErrorType;
    field?: string;
    message?: string;
    orderId?: number;
    url?: string;
  } | null;
  if (!response.ok)
    throw new OrderError(body?.errorType ?? 'SERVER_ERROR', response.status, body?.field, body?.message);
  return { orderId: body?.orderId ?? 0, url: body?.url };
}

/** Encrypts the card for the server's current key (SPEC §7); the crypto code loads only for online payment. */
export async function encryptCardForServer(card: CardInput): Promise<EncryptedCard> {
  const [{ encryptCard }, key] = await Promise.all([
    import('@konyha/domain/orders/card-encryption'),
    apiFetch<{ userId: string; rsaPublicKey: string }>('/crypto/publickey'),
  ]);
  return encryptCard(card, key);
}
