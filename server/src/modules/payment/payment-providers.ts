import type { FastifyBaseLogger } from 'fastify';
import type { PaymentConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { randomSecret, sharedSecret } from '../../db/server-secrets.ts';
import { createSimplePayClient } from '../simplepay/simplepay.service.ts';
import { createSandboxGateway } from './gateway.ts';
import { createSandboxHostedGateway } from './hosted-gateway.ts';
import type { PaymentProviders } from './payment.service.ts';

/**
 * The payment providers of the configuration (issue 27). The sandbox bank's gateways are always built, so payments
 * they once took can be refunded after a switch to SimplePay; they take new payments only in sandbox mode.
 */
export async function paymentProvidersOf(
  config: PaymentConfig,
  { publicUrl, database, log }: { publicUrl: string; database: Database; log: FastifyBaseLogger },
): Promise<PaymentProviders> {
  const { provider, simplePay } = config;
  if (provider === 'sandbox') {
    log.warn(
      { paymentProvider: provider },
      'payments are in test mode: the sandbox bank takes online payments and no real money moves',
    );
  }
  return {
    provider,
    sandboxCard: createSandboxGateway(publicUrl),
    // The secret the sandbox signs its notifications with is every instance's.
    sandboxHosted: createSandboxHostedGateway({
      publicUrl,
      secret: await sharedSecret(database.db, 'hosted-payment-secret', randomSecret),
      log,
    }),
    simplePay:
      provider === 'simplepay'
        ? createSimplePayClient({
            baseUrl: simplePay.url,
            accounts: {
              ...(simplePay.card && { HUF: simplePay.card }),
              ...(simplePay.szep && { HUF_SZEP: simplePay.szep }),
            },
          })
        : undefined,
  };
}
