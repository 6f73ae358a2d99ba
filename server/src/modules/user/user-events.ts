import { createModuleEvents } from '../../module-events.ts';

/** What becomes of an account that a module built after the user module keeps things for (push: the devices). */
export interface UserEventTypes {
  /** The user logged out of the login `sessionId` (a token's id). */
  signedOut: { userId: number; sessionId: string };
  /** An ADMIN changed the user's role to one without the staff's dashboard (CUSTOMER). */
  lostStaffAccess: { userId: number };
}

export const createUserEvents = () => createModuleEvents<UserEventTypes>();

export type UserEvents = ReturnType<typeof createUserEvents>;
