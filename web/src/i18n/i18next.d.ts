import 'i18next';
import type accountHu from './account/hu.json';
import type checkoutHu from './checkout/hu.json';
import type contactHu from './contact/hu.json';
import type eventsHu from './events/hu.json';
import type homeHu from './home/hu.json';
import type hu from './hu.json';
import type invoiceDocumentHu from './invoiceDocument/hu.json';
import type legalHu from './legal/hu.json';
import type lunchMenuHu from './lunchMenu/hu.json';
import type mapHu from './map/hu.json';
import type orderStatusHu from './orderStatus/hu.json';
import type staffHu from './staff/hu.json';

// Keys are checked at compile time against the Hungarian files; the parity test keeps English in step.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof hu;
      account: typeof accountHu;
      checkout: typeof checkoutHu;
      staff: typeof staffHu;
      legal: typeof legalHu;
      orderStatus: typeof orderStatusHu;
      home: typeof homeHu;
      map: typeof mapHu;
      lunchMenu: typeof lunchMenuHu;
      events: typeof eventsHu;
      contact: typeof contactHu;
      invoiceDocument: typeof invoiceDocumentHu;
    };
  }
}
