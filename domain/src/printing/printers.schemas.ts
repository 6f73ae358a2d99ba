import { z } from 'zod';
import { canonicalPrinterHost } from './printer-host.ts';

const printerFields = {
  name: z.string().trim().min(1, 'required').max(40, 'tooLong'),
  port: z.number().int('portInvalid').min(1, 'portInvalid').max(65535, 'portInvalid'),
  /** Prints the kitchen ticket on accept. */
  tickets: z.boolean(),
  /** Prints the bag slip on accept. */
  slips: z.boolean(),
};

/**
 * One ESC/POS network printer (issue 16) and what it prints by itself when an order is accepted. Its host is an IP
 * address, kept in its canonical spelling (issue 28: printer-host.ts); which networks and ports are allowed is the
 * server's configuration (PRINTER_NETWORKS, PRINTER_PORTS), checked when saved and again before each connection.
 */
export const printerSchema = z.object({
  ...printerFields,
  host: z
    .string()
    .trim()
    .refine((host) => canonicalPrinterHost(host) !== undefined, 'hostInvalid')
    .overwrite((host) => canonicalPrinterHost(host) ?? host),
});
export type Printer = z.infer<typeof printerSchema>;

/** PUT /settings/printers and its answer: the whole list, replaced at once. Names tell printers apart in warnings. */
export const printersSchema = z.object({
  printers: z
    .array(printerSchema)
    .max(10, 'tooMany')
    .superRefine((printers, ctx) => {
      const seen = new Set<string>();
      printers.forEach((printer, index) => {
        const key = printer.name.toLocaleLowerCase('hu');
        if (seen.has(key)) ctx.addIssue({ code: 'custom', message: 'duplicate', path: [index, 'name'] });
        seen.add(key);
      });
    }),
});
export type Printers = z.infer<typeof printersSchema>;

/**
 * GET /settings/printers: the list as stored. A printer saved before issue 28 may name a host name or a loopback
 * address; it is shown as it is, so the form can say what to change (it never prints: see the print worker).
 */
export const savedPrintersSchema = z.object({
  printers: z.array(z.object({ ...printerFields, host: z.string() })),
});

/** POST /order/{id}/print */
export const printRequestSchema = z.object({ what: z.enum(['ticket', 'slip']) });
