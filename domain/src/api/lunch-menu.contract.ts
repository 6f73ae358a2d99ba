import { z } from 'zod';
import { languages } from '../common/language.ts';
import { isoWeekSchema, lunchWeekInputSchema, lunchWeekSchema } from '../lunch/lunch-menu.schemas.ts';
import { endpoint } from './endpoint.ts';

/** The weekday lunch menu, napi menü (issue 31). */
export const lunchMenu = {
  week: endpoint({
    method: 'GET',
    path: '/lunch-menu',
    access: 'public',
    tags: ['lunch-menu'],
    summary: "A week's lunch menu: each weekday's lunch window and variants, with the portions left",
    request: { querystring: z.object({ week: isoWeekSchema }) },
    response: { 200: lunchWeekSchema },
  }),
  setWeek: endpoint({
    method: 'PUT',
    path: '/lunch-menu/:week',
    access: 'editLunchMenu',
    tags: ['lunch-menu'],
    summary:
      "Replaces a week's lunch menu; a variant keeping its day and code keeps its id and the portions ordered of it",
    request: { params: z.object({ week: isoWeekSchema }), body: lunchWeekInputSchema },
    response: { 200: lunchWeekSchema },
  }),
  weekPdf: endpoint({
    method: 'GET',
    path: '/lunch-menu/:week.pdf',
    access: 'public',
    tags: ['lunch-menu'],
    summary: "The week's lunch menu as an A4 poster or a narrow window sticker, as a PDF",
    request: {
      params: z.object({ week: isoWeekSchema }),
      querystring: z.object({
        lang: z.enum(languages).default('hu'),
        format: z.enum(['a4', 'sticker']).default('a4'),
      }),
    },
  }),
};
