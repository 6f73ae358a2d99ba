import type { CardInput } from '@konyha/domain/orders/card-encryption';
import type { EncryptedCard, OrderRequest } from '@konyha/domain/orders/checkout.schemas';
import { call } from '../../../lib/api.ts';

/**
 * POST /order/add with the Idempotency-Key header (DESIGN §5); a refusal is an ApiRequestError whose `messageKey`
 * is the domain's validation message for the refused field.
 */
export async function placeOrder(
  request: OrderRequest,
  idempotencyKey: string,
): Promise<{ orderId: number; statusUrl?: string; url?: string }> {
  const answer = await call('POST /order/add', {
    body: request,
    headers: { 'idempotency-key': idempotencyKey },
  });
  return { orderId: answer?.orderId ?? 0, statusUrl: answer?.statusUrl, url: answer?.url };
}

/** Encrypts the card for the server's current key (SPEC §7); the crypto code loads only for online payment. */
export async function encryptCardForServer(card: CardInput): Promise<EncryptedCard> {
  const [{ encryptCard }, key] = await Promise.all([
    import('@konyha/domain/orders/card-encryption'),
    call('GET /crypto/publickey'),
  ]);
  return encryptCard(card, key);
}
