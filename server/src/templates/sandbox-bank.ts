import { formatForint } from '@konyha/domain/common/money';
import { restaurant } from '@konyha/domain/restaurant/restaurant';
import { sandboxNotice } from './sandbox-notice.ts';

/**
 * The sandbox bank's 3-D Secure page: a stand-in for the card issuer's own page in production. Its form posts the
 * decision back to the same address.
 */
export function sandboxBankPage(total: number, language: string): string {
  const amount = formatForint(total, language);
  const hu = language === 'hu';
  return `<!doctype html><html lang="${hu ? 'hu' : 'en'}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>Sandbox Bank – 3-D Secure</title></head>
<body style="font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:1rem;color:#1a1a1a">
<main><h1>Sandbox Bank</h1>
${sandboxNotice(hu)}
<p>${hu ? 'Erősítsd meg a fizetést' : 'Confirm the payment of'} <strong>${amount}</strong> ${hu ? 'összegben a' : 'to'} ${restaurant.name}${hu ? ' részére.' : '.'}</p>
<form method="post"><button name="decision" value="approve" style="font-size:1.1rem;padding:.75rem 1.5rem;background:#14532d;color:#fff;border:0;border-radius:.4rem">${hu ? 'Jóváhagyom' : 'Approve'}</button>
<button name="decision" value="cancel" style="font-size:1.1rem;padding:.75rem 1.5rem;margin-left:.5rem">${hu ? 'Mégse' : 'Cancel'}</button></form>
</main></body></html>`;
}
