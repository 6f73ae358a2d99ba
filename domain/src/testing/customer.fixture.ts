import type { Address, User } from '../users/user.schemas.ts';

/** A saved delivery address of a customer (GET /user/addresses), no details for the courier. */
export const aSavedAddress = (overrides: Partial<Address> = {}): Address => ({
  id: 31,
  zipCode: '1136',
  city: 'Budapest',
  street: 'Hollán Ernő utca 7.',
  floor: '',
  door: '',
  doorbell: '',
  courierNote: '',
  ...overrides,
});

/**
 * A user as the API shows it (the session, the staff's user admin): a registered customer with one saved address
 * and no company. A new field of `userSchema` is added here once.
 */
export const aCustomer = (overrides: Partial<User> = {}): User => ({
  id: 9,
  registrationDate: '2024-05-12T18:30:00.000+02:00',
  name: 'Szabó Péter',
  email: 'peter@example.com',
  phone: '+36 20 765 4321',
  role: 'CUSTOMER',
  addresses: [aSavedAddress()],
  company: null,
  ...overrides,
});

/** A member of staff: a manager with no saved addresses. */
export const aStaffMember = (overrides: Partial<User> = {}): User =>
  aCustomer({
    id: 2,
    registrationDate: '2024-03-01T09:00:00.000+01:00',
    name: 'Kovács Anna',
    email: 'anna@konyha.hu',
    phone: '+36 30 123 4567',
    role: 'MANAGER',
    addresses: [],
    ...overrides,
  });
