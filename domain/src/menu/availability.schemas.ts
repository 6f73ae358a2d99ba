import { z } from 'zod';
import { clockTimeSchema } from '../restaurant/opening-hours.schemas.ts';
import { clockTime, minutesOf, weekdays } from '../restaurant/weekdays.ts';

/**
 * When a dish, or a whole menu group, can be had (issue 31): on these weekdays from `from` until `to` (local time,
 * `to` exclusive and after `from`; a window does not run past midnight). A list of windows; an empty list: always.
 */
export const availabilityWindowSchema = z
  .object({
    days: z.array(z.enum(weekdays, 'unknownWeekday')).min(1, 'required').max(7, 'tooMany'),
    from: clockTimeSchema,
    to: clockTimeSchema,
  })
  .superRefine((window, context) => {
    if (!clockTime.test(window.from) || !clockTime.test(window.to)) return;
    if (minutesOf(window.to) <= minutesOf(window.from))
      context.addIssue({ code: 'custom', message: 'beforeFrom', path: ['to'] });
  });
export type AvailabilityWindow = z.infer<typeof availabilityWindowSchema>;

export const availabilitySchema = z.array(availabilityWindowSchema).max(14, 'tooMany');
export type Availability = AvailabilityWindow[];
