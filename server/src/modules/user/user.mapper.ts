import type { User } from '@konyha/domain/users/user.schemas';
import type { AddressRow, UserRow } from './user.repository.ts';

/** The API shape of a user: never the password hash, session version or confirmation state. */
export function toUser(row: UserRow, addresses: AddressRow[]): User {
  return {
    id: row.id,
    registrationDate: row.registrationDate.toISOString(),
    name: row.name,
    email: row.email,
    phone: row.phone,
    role: row.role,
    company: row.company ?? null,
    addresses: addresses.map((a) => ({
      id: a.id,
      city: a.city,
      street: a.street,
      zipCode: a.zipCode,
      floor: a.floor,
      door: a.door,
      doorbell: a.doorbell,
      courierNote: a.courierNote,
    })),
  };
}
