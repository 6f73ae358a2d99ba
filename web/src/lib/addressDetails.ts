import type { AddressDetails } from '@konyha/domain/users/user.schemas';

/** The details of an address beyond its street (issue 16), in the order a courier reads them at the door. */
export const addressDetailKeys = ['floor', 'door', 'doorbell', 'courierNote'] as const;

/** The details the guest gave, as [key, value]; older addresses and orders have none. */
export const givenAddressDetails = (address: AddressDetails) =>
  addressDetailKeys.filter((key) => address[key] !== '').map((key) => [key, address[key]] as const);

/** A form's detail fields filled from a saved address, or left empty without one. */
export const addressDetailsOf = (address: AddressDetails | undefined) =>
  Object.fromEntries(addressDetailKeys.map((key) => [key, address?.[key] ?? ''])) as AddressDetails;
