/**
 * The profile switches of the top bar (002 §2.11 "Go-to-manager-profile action and a linked-profile
 * switch"). The spec names the two controls only; what they offer is ours:
 * - the manager profile is the user's profile in the manager organisation that manages the active
 *   profile's organisation (`manager_profile_uid`), offered only when the user holds it;
 * - the linked profiles are the user's other profiles (another organisation, a resident profile…),
 *   the manager profile excluded since it has its own action.
 */
import type { Profile } from './types.ts';

/** What the two top-bar switches offer for the active profile. */
export interface ProfileSwitchTargets {
  /** The profile 'Vai al profilo gestore' switches to, or null when there is none. */
  manager: Profile | null;
  /** The profiles of the linked-profile switch, in the order the sign-in service lists them. */
  linked: Profile[];
}

/** The targets of the manager action and of the linked-profile switch (002 §2.11). */
export function profileSwitchTargets(
  profiles: readonly Profile[],
  active: Pick<Profile, 'uid' | 'manager_profile_uid'> | undefined,
): ProfileSwitchTargets {
  if (!active) return { manager: null, linked: [] };
  const managerUid = active.manager_profile_uid ?? null;
  const manager =
    managerUid === null || managerUid === active.uid
      ? null
      : (profiles.find((profile) => profile.uid === managerUid) ?? null);
  const linked = profiles.filter(
    (profile) => profile.uid !== active.uid && profile.uid !== manager?.uid,
  );
  return { manager, linked };
}
