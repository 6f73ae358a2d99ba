import { accounting } from './accounting.contract.ts';
import { catalogue } from './catalogue.contract.ts';
import { customers } from './customers.contract.ts';
import { dayClose } from './day-close.contract.ts';
import { delivery } from './delivery.contract.ts';
import type { Endpoint } from './endpoint.ts';
import { health } from './health.contract.ts';
import { hostedPayment } from './hosted-payment.contract.ts';
import { invoicing } from './invoicing.contract.ts';
import { lunchMenu } from './lunch-menu.contract.ts';
import { menuOptions } from './menu-options.contract.ts';
import { order } from './order.contract.ts';
import { orderStatus } from './order-status.contract.ts';
import { payment } from './payment.contract.ts';
import { printing } from './printing.contract.ts';
import { push } from './push.contract.ts';
import { reports } from './reports.contract.ts';
import { schedule } from './schedule.contract.ts';
import { shop } from './shop.contract.ts';
import { twoFactor, user } from './user.contract.ts';

/**
 * Every endpoint of the API, named once: the server registers its routes and role checks from it and the OpenAPI
 * document follows. It holds zod schemas, so browser code on the public pages imports it with `import type` only.
 */
export const api = {
  health,
  catalogue,
  delivery,
  menuOptions,
  lunchMenu,
  shop,
  schedule,
  order,
  orderStatus,
  hostedPayment,
  payment,
  invoicing,
  printing,
  push,
  accounting,
  reports,
  dayClose,
  customers,
  user,
  twoFactor,
};

export type Api = typeof api;

/** The table as a list, for whatever walks every endpoint (the server's contract test, a client's route map). */
export const endpoints: readonly Endpoint[] = Object.values(api).flatMap((area) => Object.values(area));
