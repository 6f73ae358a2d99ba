import type { CardInput } from '@konyha/domain/orders/card-encryption';
import type { EncryptedCard, OrderRequest } from '@konyha/domain/orders/checkout.schemas';
import { apiFetch } from '../../../lib/api.ts';

/**
 * POST /order/add with the Idempotency-Key header (DESIGN §5); a refusal is an ApiRequestError whose `messageKey`
 * is the domain's validation message for the refused field.
 */
export async function placeOrder(
  request: OrderRequest,
  idempotencyKey: string,
): Promise<{ orderId: number; url?: string }> {
  const answer = await apiFetch<{ orderId?: number; url?: string } | null>('/order/add', {
    method: 'POST',
    body: request,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return { orderId: answer?.orderId ?? 0, url: answer?.url };
}

/** Encrypts the card for the server's current key (SPEC §7); the crypto code loads only for online payment. */
export async function encryptCardForServer(card: CardInput): Promise<EncryptedCard> {
  const [{ encryptCard }, key] = await Promise.all([
    import('@konyha/domain/orders/card-encryption'),
    apiFetch<{ userId: string; rsaPublicKey: string }>('/crypto/publickey'),
  ]);
  return encryptCard(card, key);
}
