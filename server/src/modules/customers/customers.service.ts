import { type Customer, minPhoneDigits } from '@konyha/domain/customers/customer.schemas';
import type { ContactSearch } from '../../db/contact-search.ts';
import type { OrderReads } from '../order/order.service.ts';
import type { UserService } from '../user/user.service.ts';
import { distinctAddresses, type OrderHead, toAddress, toCustomerOrder } from './customers.mapper.ts';

export interface CustomersDeps {
  users: Pick<UserService, 'customersMatching'>;
  /** The order module's reads: only it queries the orders. */
  orders: Pick<OrderReads, 'guestsMatching' | 'latestOrdersOf' | 'linesOf'>;
}

const maxCustomers = 10;
const lastOrders = 3;
const maxAddresses = 3;
/**
 * Accounts read before they are ranked by their last order: a query as wide as "gmail" matches more than a
 * restaurant's staff could page through on the phone anyway.
 */
const candidateAccounts = 200;

type Candidate = Omit<Customer, 'orders'> & { heads: (OrderHead & { name: string })[] };

const newestFirst = (a: OrderHead, b: OrderHead) =>
  b.orderDate.getTime() - a.orderDate.getTime() || b.id - a.id;

/** The most recent orderer first; accounts that never ordered after them, by name. */
function byLastOrder(a: Candidate, b: Candidate) {
  const [lastA, lastB] = [a.heads[0], b.heads[0]];
  if (lastA && lastB) return newestFirst(lastA, lastB);
  if (lastA || lastB) return lastA ? -1 : 1;
  return a.name.localeCompare(b.name, 'hu');
}

function searchOf(query: string): ContactSearch {
  const digits = query.replace(/\D/g, '');
  return { text: query, digits: digits.length >= minPhoneDigits ? digits : null };
}

/** The staff's customer search (issue 30): accounts and earlier guests, for taking an order by phone. */
export function createCustomersService({ users, orders }: CustomersDeps) {
  return {
    async search(query: string): Promise<Customer[]> {
      const search = searchOf(query);
      // Guests whose e-mail has an account since are that account: asked for by e-mail, they come back as one.
      const guestEmails = await orders.guestsMatching(search, maxCustomers);
      const accounts = await users.customersMatching(search, guestEmails, candidateAccounts);
      const accountOf = new Map(accounts.map((account) => [account.email.toLowerCase(), account.id]));
      const guests = guestEmails.filter((email) => !accountOf.has(email));
      const heads = await orders.latestOrdersOf(
        // An account's orders placed as a guest before it registered are its orders too.
        { userIds: [...accountOf.values()], emails: [...guests, ...accountOf.keys()] },
        lastOrders,
      );
      const headsOf = (owner: number | string) =>
        heads
          .filter(
            (head) =>
              (head.userId ?? accountOf.get(head.email.toLowerCase()) ?? head.email.toLowerCase()) === owner,
          )
          .sort(newestFirst)
          .slice(0, lastOrders);

      const candidates: Candidate[] = [
        ...accounts.map(({ id, name, email, phone, addresses }) => ({
          ...{ id, name, email, phone },
          addresses: addresses.slice(0, maxAddresses).map(toAddress),
          heads: headsOf(id),
        })),
        ...guests.flatMap((email) => {
          const own = headsOf(email);
          const [latest] = own;
          // The guest's details as they gave them last.
          return latest
            ? [
                {
                  ...{ id: null, name: latest.name, email: latest.email, phone: latest.phone },
                  addresses: distinctAddresses(own, maxAddresses),
                  heads: own,
                },
              ]
            : [];
        }),
      ];
      const found = candidates.sort(byLastOrder).slice(0, maxCustomers);
      const lines = await orders.linesOf(found.flatMap((customer) => customer.heads.map((head) => head.id)));
      return found.map(({ heads: own, ...customer }) => ({
        ...customer,
        orders: own.map((head) => toCustomerOrder(head, lines)),
      }));
    },
  };
}

export type CustomersService = ReturnType<typeof createCustomersService>;
