import { zodResolver } from '@hookform/resolvers/zod';
import { type Invoice, invoiceSchema } from '@konyha/domain/accounting/invoice.schemas';
import type { OrderRequest } from '@konyha/domain/orders/checkout.schemas';
import type { User } from '@konyha/domain/users/user.schemas';
import type { FieldErrors, FieldPath, Resolver, ResolverOptions } from 'react-hook-form';
import { z } from 'zod';

/** The pay form's company invoice (issue 17). */
export type InvoiceFormValues = {
  /** "I need an invoice for a company": the company's fields are shown, checked and sent only while it is ticked. */
  wantsInvoice: boolean;
  invoice: Invoice;
  /** A logged-in customer's "save to my profile", done once the order is placed. */
  saveCompany: boolean;
};

const noCompany: Invoice = {
  companyName: '',
  taxNumber: '',
  billingAddress: { zipCode: '', city: '', street: '' },
};

/** A customer's saved company details fill the fields in; the box starts unticked all the same. */
export const invoiceDefaults = (customer: User | null): InvoiceFormValues => ({
  wantsInvoice: false,
  invoice: customer?.company ?? noCompany,
  saveCompany: false,
});

const invoiceOnly = z.object({ invoice: invoiceSchema });

/** The errors of the company's fields, with the domain's rules (the tax number's check digit among them). */
export async function invoiceErrors<V extends InvoiceFormValues>(
  values: V,
  options: ResolverOptions<V>,
): Promise<FieldErrors<V>> {
  if (!values.wantsInvoice) return {};
  const resolve = zodResolver(invoiceOnly, undefined, { raw: true }) as unknown as Resolver<V>;
  return (await resolve(values, undefined, options)).errors;
}

/** The `invoice` of the order request: the company as typed (the server trims it and spells the tax number alike). */
export const invoiceRequestOf = (values: InvoiceFormValues): Pick<OrderRequest, 'invoice'> =>
  values.wantsInvoice ? { invoice: values.invoice } : {};

/** The server names a refused field by its path in the request, which is the field's name in the form too. */
export const invoiceFieldsOfServer = Object.fromEntries(
  (
    [
      'invoice.companyName',
      'invoice.taxNumber',
      'invoice.billingAddress.zipCode',
      'invoice.billingAddress.city',
      'invoice.billingAddress.street',
    ] as const
  ).map((path) => [path, path]),
) as Record<string, FieldPath<InvoiceFormValues>>;
