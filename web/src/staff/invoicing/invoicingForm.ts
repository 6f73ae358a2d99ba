import {
  type InvoicingSettings,
  invoiceMailers,
  invoicingSettingsUpdateSchema,
} from '@konyha/domain/invoicing/invoicing-settings.schemas';
import { z } from 'zod';

/**
 * What the form holds: the settings as its inputs have them (an empty bank account and an empty key field are ''),
 * turned into the domain's update, whose checks and message keys are the server's: an empty bank account is null
 * (the Számlázz.hu account's own), an empty key field leaves the key out, so the kept one stays.
 */
export const invoicingFormSchema = z
  .object({
    enabled: z.boolean(),
    receipts: z.boolean(),
    testMode: z.boolean(),
    baseUrl: z.string().trim(),
    invoicePrefix: z.string().trim(),
    receiptPrefix: z.string().trim(),
    bankAccount: z.string().trim(),
    mailBy: z.enum(invoiceMailers),
    agentKey: z.string().trim(),
  })
  .transform(
    ({ bankAccount, agentKey, ...settings }): z.input<typeof invoicingSettingsUpdateSchema> => ({
      ...settings,
      bankAccount: bankAccount || null,
      ...(agentKey && { agentKey }),
    }),
  )
  .pipe(invoicingSettingsUpdateSchema);

export type InvoicingFormValues = z.input<typeof invoicingFormSchema>;
export type InvoicingField = keyof InvoicingFormValues;

/** The form's values of the settings the server answered; the key field starts empty, the key is never answered. */
export const valuesOf = ({
  agentKey: _kept,
  bankAccount,
  ...settings
}: InvoicingSettings): InvoicingFormValues => ({
  ...settings,
  bankAccount: bankAccount ?? '',
  agentKey: '',
});

const fields: readonly InvoicingField[] = [
  'enabled',
  'receipts',
  'testMode',
  'baseUrl',
  'invoicePrefix',
  'receiptPrefix',
  'bankAccount',
  'mailBy',
  'agentKey',
];

/** The field a refused path of the server shows at (the server names the field itself). */
export const fieldOfRefusal = (path: string) => fields.find((name) => path === name);
