import { z } from 'zod';
import { daySchema } from '../common/input.ts';

/** The accountant's exports (issue 17): what and in which format, as the file name of the download. */
export const exportReports = ['orders', 'lines', 'products', 'totals'] as const;
export const exportFormats = ['csv', 'xlsx'] as const;
export type ExportReport = (typeof exportReports)[number];
export type ExportFormat = (typeof exportFormats)[number];
export const exportFiles = exportReports.flatMap((report) =>
  exportFormats.map((format) => `${report}.${format}` as const),
) as [`${ExportReport}.${ExportFormat}`, ...`${ExportReport}.${ExportFormat}`[]];

/** A range of at most three years, `from` not after `to` (both Budapest days, inclusive). */
export const maxExportDays = 3 * 366;

export const exportRangeSchema = z
  .object({ from: daySchema, to: daySchema })
  .refine((range) => range.from <= range.to, { message: 'reversed', path: ['to'] })
  .refine((range) => (Date.parse(range.to) - Date.parse(range.from)) / 86_400_000 < maxExportDays, {
    message: 'tooLong',
    path: ['to'],
  });

export const exportParamsSchema = z.object({ file: z.enum(exportFiles) });
/** `GET /export/ntak/2026-11-24.json` */
export const ntakParamsSchema = z.object({
  file: z.string().regex(/^\d{4}-\d{2}-\d{2}\.json$/, 'dayInvalid'),
});

/** The VAT rates staff choose from (percent) and the delivery fee's rate. */
export const vatSettingsSchema = z
  .object({
    rates: z
      .array(z.number().int('wholeNumber').min(0).max(100))
      .min(1, 'required')
      .max(10, 'tooMany')
      .refine((rates) => new Set(rates).size === rates.length, 'duplicate'),
    deliveryRate: z.number().int('wholeNumber').min(0).max(100),
  })
  .refine((settings) => settings.rates.includes(settings.deliveryRate), {
    message: 'rateNotConfigured',
    path: ['deliveryRate'],
  });
export type VatSettings = z.infer<typeof vatSettingsSchema>;
