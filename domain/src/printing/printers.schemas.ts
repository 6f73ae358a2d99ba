import { z } from 'zod';

/** An IPv4 or IPv6 address, or a host name of letters, digits and hyphens ("kitchen-printer", "printer.local"). */
const hostPattern =
  /^(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)(?:\.(?:25[0-5]|2[0-4]\d|1?\d?\d)){3}|(?=.{1,253}$)(?!-)[a-z\d-]{1,63}(?<!-)(?:\.(?!-)[a-z\d-]{1,63}(?<!-))*)$/i;

const isHost = (host: string) => hostPattern.test(host) || z.ipv6().safeParse(host).success;

/** One ESC/POS network printer (issue 16) and what it prints by itself when an order is accepted. */
export const printerSchema = z.object({
  name: z.string().trim().min(1, 'required').max(40, 'tooLong'),
  host: z.string().trim().refine(isHost, 'hostInvalid'),
  port: z.number().int('portInvalid').min(1, 'portInvalid').max(65535, 'portInvalid'),
  /** Prints the kitchen ticket on accept. */
  tickets: z.boolean(),
  /** Prints the bag slip on accept. */
  slips: z.boolean(),
});
export type Printer = z.infer<typeof printerSchema>;

/** GET and PUT /settings/printers: the whole list, replaced at once. Names tell printers apart in warnings. */
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

/** POST /order/{id}/print */
export const printRequestSchema = z.object({ what: z.enum(['ticket', 'slip']) });
