import { splitStreet } from '@konyha/domain/delivery/address';
import type { OrderAddress } from '@konyha/domain/orders/order.schemas';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { addressDetailKeys } from '../../lib/addressDetails.ts';
import { streetsQuery } from '../../lib/queries/delivery.ts';
import type { PhoneOrderContext, PhoneOrderValues } from './phoneOrderForm.ts';

/**
 * Fills the address fields from one of the caller's earlier addresses. An order keeps street and house number in
 * one string: it is split once that zip code's streets are in, as a saved address is on the pay form.
 */
export function useAddressPick(form: UseFormReturn<PhoneOrderValues, PhoneOrderContext>) {
  const [pending, setPending] = useState<OrderAddress>();
  const zipCode = form.watch('zipCode');
  const streets = useQuery(streetsQuery(pending?.zipCode ?? '')).data;

  useEffect(() => {
    if (!pending || !streets || pending.zipCode !== zipCode) return;
    const parts = splitStreet(pending.street, streets);
    form.setValue('street', parts?.street ?? '', { shouldValidate: true });
    form.setValue('houseNumber', parts?.houseNumber ?? '', { shouldValidate: true });
    setPending(undefined);
  }, [pending, streets, zipCode, form]);

  return (address: OrderAddress) => {
    form.setValue('zipCode', address.zipCode, { shouldValidate: true });
    form.setValue('city', address.city);
    for (const key of addressDetailKeys) form.setValue(key, address[key]);
    setPending(address);
  };
}
