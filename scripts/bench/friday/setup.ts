// The restaurant as it stands on a Friday evening, set through the API as its admin would: open, a menu with
// options and lunch menus, two network printers, invoicing in test mode, pushes at once, a shop assistant's account.
import { weekdays } from '@konyha/domain/restaurant/opening-hours.schemas';
import type { EveningStandins } from '../../../server/test/evening-standins.ts';
import { linkIn } from '../../../server/test/smtp.ts';
import { dressMenu } from '../dressed-menu.ts';
import { serveLunchWeeks } from '../lunch-week.ts';
import { benchAdmin } from '../process.ts';
import { staffToken } from '../requests.ts';

export const assistant = { email: 'pult@example.com', password: 'Friday1234' };

async function send(origin: string, token: string, method: string, url: string, body: unknown) {
  const answer = await fetch(`${origin}/api${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`${method} ${url} answered ${answer.status}: ${await answer.text()}`);
  return answer;
}

/** Sets the evening up on `origin` (one instance: the settings are the database's, every instance reads them). */
export async function setUpEvening(
  origin: string,
  standins: EveningStandins,
  { photos }: { photos: boolean },
): Promise<void> {
  const token = await staffToken(origin, benchAdmin);
  // Open all day, every day, so "as soon as possible" orders are taken whatever hour the bench runs at.
  const weekly = Object.fromEntries(weekdays.map((day) => [day, [{ from: '00:00', to: '23:59' }]]));
  await send(origin, token, 'PUT', '/opening-hours', { weekly, specialDates: [] });
  // The ladder's push at once (the default), the managers' step out of the evening's reach.
  const alerts = await (
    await fetch(`${origin}/api/settings/alerts`, { headers: { authorization: `Bearer ${token}` } })
  ).json();
  await send(origin, token, 'PUT', '/settings/alerts', {
    ...alerts,
    pushAfterSeconds: 0,
    managersAfterMinutes: 30,
  });
  const { tickets, slips } = standins.printers;
  await send(origin, token, 'PUT', '/settings/printers', {
    printers: [
      { name: 'Konyha', host: '127.0.0.1', port: tickets.port, tickets: true, slips: false },
      { name: 'Pult', host: '127.0.0.1', port: slips.port, tickets: false, slips: true },
    ],
  });
  await send(origin, token, 'PUT', '/settings/invoicing', {
    enabled: true,
    receipts: false,
    testMode: true,
    baseUrl: 'https://www.szamlazz.hu',
    invoicePrefix: 'PENTEK',
    receiptPrefix: 'NYGT',
    bankAccount: null,
    mailBy: 'KONYHA',
    agentKey: standins.agentKey,
  });
  // Options on every food; the appetisers' photos only where the figures are the bench's (a drink group names no
  // food, so the CI's small form encodes none).
  await dressMenu(origin, benchAdmin, photos ? 'STARTER' : 'HOT_DRINK');
  await serveLunchWeeks(origin, benchAdmin);
  // The tablets' account: a shop assistant, confirmed through the link of the mail the catcher got.
  await send(origin, token, 'POST', '/user/add', {
    ...assistant,
    name: 'Pult Panni',
    phone: '+36 30 123 4567',
    role: 'SHOP_ASSISTANT',
  });
  const link = linkIn(await standins.smtp.mailTo(assistant.email), '/user/confirmation/');
  const confirmed = await fetch(`${origin}/api/user/confirmation/${link.split('/').at(-1)}`);
  if (!confirmed.ok) throw new Error(`confirming the shop assistant: ${confirmed.status}`);
}
