/**
 * The session's active profile, role and user outside React, for the route loaders that start a
 * screen's queries while its code loads (the ORG dashboard). The SessionProvider keeps it current.
 */
import type { Profile, RoleType, SessionUser } from '@portineria/domain';

/** What a loader may read of the session. */
export interface ActiveSession {
  profile: Profile;
  roleType: RoleType;
  user: SessionUser | null;
}

let current: ActiveSession | null = null;

/** Called by the SessionProvider on every change of the session. */
export function setActiveSession(session: ActiveSession | null): void {
  current = session;
}

/** The active session, or null before a profile is active. */
export function activeSession(): ActiveSession | null {
  return current;
}
