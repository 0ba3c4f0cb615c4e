/**
 * The fingerprint of what a profile may do (000 §4 'Permessi insufficienti': "access to some parts
 * lost; the session must restart"). The app sends the fingerprint of the profile it started the
 * session with on every call; when the gateway refuses a call (403) and the profile it reads now
 * has another fingerprint, the permissions or modules changed during the session, and the gateway
 * says so with its own problem code instead of an ordinary refusal. Both sides compute it here, so
 * they agree on it.
 */
import type { Profile } from '../profiles/types.ts';

/** The header carrying the fingerprint (ours: the spec names the event, not the mechanism). */
export const GRANTS_HEADER = 'X-Portineria-Grants';

/** The gateway's problem code of a refusal caused by permissions or modules changed meanwhile. */
export const PERMISSIONS_CHANGED_CODE = 'PERMISSIONS_CHANGED';

/** 32-bit FNV-1a of a string, as eight hexadecimal digits (short enough for a header). */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/**
 * A stable fingerprint of the permissions, module flags and modules shown when disabled of a
 * profile: the order of grants, functionalities and flags does not matter, and a flag that is off
 * counts as missing (a missing flag counts as off, 000 §3 Modules).
 */
export function profileGrantsFingerprint(
  profile: Pick<Profile, 'permissions' | 'moduli' | 'modules_show_if_disabled'>,
): string {
  const permissions = profile.permissions
    .map((grant) => `${grant.application}:${[...new Set(grant.functionalities)].sort().join(',')}`)
    .sort();
  const modules = Object.entries(profile.moduli)
    .filter(([, enabled]) => enabled === true)
    .map(([module]) => module)
    .sort();
  const shownIfDisabled = [...new Set(profile.modules_show_if_disabled)].sort();
  return fnv1a(JSON.stringify([permissions, modules, shownIfDisabled]));
}
