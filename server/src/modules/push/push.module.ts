import { routesOf } from '../../http/module-routes.ts';
import type { UserService } from '../user/user.service.ts';
import { pushRoutes } from './push.routes.ts';
import { createPushService, type PushDeps } from './push.service.ts';

export interface PushModuleDeps extends PushDeps {
  users: Pick<UserService, 'staffMembers' | 'events'>;
}

/**
 * Web push to staff devices (issue 32). A device is forgotten in the transaction that logs its login out, or that
 * takes the dashboard away from its owner (the user module announces both; it is built before this one).
 */
export function createPushModule(deps: PushModuleDeps) {
  const push = createPushService(deps);
  deps.users.events.on('signedOut', (tx, { userId, sessionId }) => push.forgetDevices(tx, userId, sessionId));
  deps.users.events.on('lostStaffAccess', (tx, { userId }) => push.forgetDevices(tx, userId));
  return { push, routes: routesOf(pushRoutes, { push }) };
}
