import { ApiRequestError } from '../../lib/api.ts';
import { notifyServerError } from '../../lib/toasts/store.ts';
import { notifyStaff } from '../shared/notifyStaff.ts';
import { PermissionRefused } from './browserPush.ts';

// A module of its own: the monitor's one-time question (PushAsk) tells it too, and importing it from the alerts
// screen's card would bring that card's form code into the dashboard's first download.
/** The refusal of switching on: the browser's, a field the server names, or the server's own. */
export function showSwitchOnFailure(error: unknown, showAtField?: (error: unknown) => boolean): void {
  if (error instanceof PermissionRefused) notifyStaff('error', 'push.denied');
  else if (error instanceof ApiRequestError && error.code === 'TOO_MANY_DEVICES')
    notifyStaff('error', 'push.tooMany');
  else if (showAtField?.(error)) return;
  else if (error instanceof ApiRequestError) notifyServerError();
  else notifyStaff('error', 'push.failed');
}
