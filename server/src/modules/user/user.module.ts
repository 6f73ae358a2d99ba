import { allRoutes, routesOf } from '../../http/module-routes.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { twoFactorRoutes } from './two-factor.routes.ts';
import { createTwoFactorService } from './two-factor.service.ts';
import { userRoutes } from './user.routes.ts';
import { createUserService, type UserServiceDeps } from './user.service.ts';
import { userAdminRoutes } from './user-admin.routes.ts';
import { createUserAdminService } from './user-admin.service.ts';

export interface UserModuleDeps extends UserServiceDeps {
  settings: SettingsService;
  /** AUTH_RATE_LIMIT: login and the other account doors, per client address. */
  authRateLimit: number;
}

/** Accounts, sessions and their tokens, two-factor login, the admin's user list. */
export function createUserModule({ settings, authRateLimit, ...deps }: UserModuleDeps) {
  const users = createUserService(deps);
  const { database, clock, mail, publicUrl } = deps;
  const twoFactor = createTwoFactorService({ database, clock, settings, mail, publicUrl });
  const admin = createUserAdminService({ database, users });
  return {
    users,
    routes: allRoutes(
      routesOf(userRoutes, { users, authRateLimit }),
      routesOf(twoFactorRoutes, { twoFactor, authRateLimit }),
      routesOf(userAdminRoutes, { admin }),
    ),
  };
}
