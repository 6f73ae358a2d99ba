import { formatForint } from '@konyha/domain/common/money';
import { restaurant } from '@konyha/domain/restaurant/restaurant';
import { sandboxNotice } from './sandbox-notice.ts';

const cards = {
  szep: {
    hu: { name: 'Sandbox SZÉP', pay: 'Fizetés SZÉP-kártyával' },
    en: { name: 'Sandbox SZÉP', pay: 'Pay with SZÉP card' },
  },
  card: {
    hu: { name: 'Sandbox bankkártya', pay: 'Fizetés bankkártyával' },
    en: { name: 'Sandbox card', pay: 'Pay by card' },
  },
};

/**
 * The sandbox SZÉP card provider's payment page: a stand-in for the provider's hosted page in production. Its form
 * posts the guest's decision back to the same address. A bank card's payment mailed to a guest who ordered by phone
 * (issue 30) is paid here too: the page then names the card.
 */
export function sandboxSzepPage(total: number, language: string, payment = 'SZEP_CARD_ONLINE'): string {
  const amount = formatForint(total, language);
  const hu = language === 'hu';
  const szep = payment === 'SZEP_CARD_ONLINE';
  const { name, pay } = (szep ? cards.szep : cards.card)[hu ? 'hu' : 'en'];
  const pocket = `<dt>${hu ? 'Zseb' : 'Pocket'}</dt><dd>${hu ? 'Vendéglátás' : 'Catering'}</dd>`;
  const button = 'font-size:1.1rem;padding:.75rem 1.5rem;border-radius:.4rem';
  return `<!doctype html><html lang="${hu ? 'hu' : 'en'}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${name} – ${hu ? 'Fizetés' : 'Payment'}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:1rem;color:#1a1a1a">
<main><h1>${name}</h1>
${sandboxNotice(hu)}
<dl><dt>${hu ? 'Kereskedő' : 'Merchant'}</dt><dd>${restaurant.name}</dd>
<dt>${hu ? 'Összeg' : 'Amount'}</dt><dd><strong>${amount}</strong></dd>
${szep ? pocket : ''}</dl>
<form method="post"><button name="decision" value="pay" style="${button};background:#14532d;color:#fff;border:0">${pay}</button>
<button name="decision" value="cancel" style="${button};margin-left:.5rem">${hu ? 'Mégse' : 'Cancel'}</button></form>
</main></body></html>`;
}
