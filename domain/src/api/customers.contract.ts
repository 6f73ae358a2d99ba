import { customerSearchQuerySchema, customersAnswerSchema } from '../customers/customer.schemas.ts';
import { endpoint } from './endpoint.ts';

/** Finding a customer who phones in (issue 30): personal data, so staff only. */
export const customers = {
  search: endpoint({
    method: 'GET',
    path: '/customers',
    access: 'findCustomers',
    tags: ['customers'],
    summary: 'Registered customers and earlier guests matching a phone number, e-mail or name',
    description:
      'At most 10, the most recent orderer first (accounts without orders last, by name). A query of 3 or more ' +
      'digits matches the digits of a phone number; any query matches a part of an e-mail or name, ignoring ' +
      'case. Guests are one customer per e-mail, and the account holding that e-mail when there is one.',
    request: { querystring: customerSearchQuerySchema },
    response: { 200: customersAnswerSchema },
  }),
};
