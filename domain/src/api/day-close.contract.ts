import { dayCloseParamsSchema, dayCloseSchema } from '../day-close/day-close.schemas.ts';
import { endpointWith } from './endpoint.ts';

const closing = endpointWith({
  access: 'closeDays',
  tags: ['day close'],
  request: { params: dayCloseParamsSchema },
  response: { 200: dayCloseSchema },
});

/** The day's close (issue 34): a manager counts the couriers' money against the orders, then closes the day. */
export const dayClose = {
  get: closing({
    method: 'GET',
    path: '/daily-close/:day',
    summary:
      "A day's close: its figures as of now (or as closed), who closed it and when, its orders still open",
  }),
  close: closing({
    method: 'POST',
    path: '/daily-close/:day',
    summary:
      'Closes a day whose orders are all delivered or refused: its figures are kept and its orders are read-only',
  }),
};
