/**
 * The apps menu of the top bar (002 §2.11: "An apps menu: the archive app for spl, or when the
 * interface flag and module are set; the notification app for org with its modules; the
 * administration app for sys roles") and the address each opens in a new tab with the token and
 * the profile uid (002 §7.6 "opens in a new tab with tkn and profile_uid query parameters").
 * The app addresses are ours: the spec names none.
 */
import { navigationMessage } from '../messages/it-IT/navigation.ts';
import type { navigationMessages } from '../messages/it-IT/navigation.ts';
import { APPLICATION_CODES, type ApplicationCode } from '../permissions/applicationCodes.ts';
import { hasModule } from '../profiles/modules.ts';
import { roleTypeOf } from '../profiles/roles.ts';
import type { Profile } from '../profiles/types.ts';

/** A key of the navigation area's messages. */
type NavigationMessageKey = keyof typeof navigationMessages;

/** The external apps of the menu, and the postal service of the ORG Comunicazioni group. */
export type ExternalAppId = 'archive' | 'notifications' | 'administration' | 'postalService';

/**
 * Where each external app lives by default (ours: the spec names no address). A deployment gives
 * its own addresses to {@link externalAppUrl}; these stand in for a local demo.
 */
export const EXTERNAL_APP_URLS: Readonly<Record<ExternalAppId, string>> = {
  archive: 'https://archivio.portineria.example/',
  notifications: 'https://notifiche.portineria.example/',
  administration: 'https://amministrazione.portineria.example/',
  postalService: 'https://posta.portineria.example/',
};

/** One entry of the apps menu. */
export interface ExternalAppEntry {
  readonly id: ExternalAppId;
  readonly label: string;
  /** The application code the permission gate checks; null when the role alone decides. */
  readonly application: ApplicationCode | null;
}

const LABEL_KEYS: Record<ExternalAppId, NavigationMessageKey> = {
  archive: 'navigation.app.archive',
  notifications: 'navigation.app.notifications',
  administration: 'navigation.app.administration',
  postalService: 'navigation.entry.postalService',
};

function appEntry(id: ExternalAppId, application: ApplicationCode | null): ExternalAppEntry {
  return { id, label: navigationMessage(LABEL_KEYS[id]), application };
}

/** The apps menu of a profile, in order archive, notifications, administration (002 §2.11). */
export function externalApps(
  profile: Pick<Profile, 'role' | 'moduli' | 'interfaccia_archivioplus'>,
): ExternalAppEntry[] {
  const roleType = roleTypeOf(profile.role);
  const apps: ExternalAppEntry[] = [];
  if (
    roleType === 'SPL' ||
    (profile.interfaccia_archivioplus === true && hasModule(profile, 'moduleArchivioPlus'))
  ) {
    apps.push(appEntry('archive', null));
  }
  if (roleType === 'ORG' && hasModule(profile, 'moduleNotificoOnline')) {
    apps.push(appEntry('notifications', APPLICATION_CODES.EXT_APPS_NOTIFICOONLINE));
  }
  if (roleType === 'SYS') apps.push(appEntry('administration', null));
  return apps;
}

/**
 * The address of an external app with the token and the profile uid (002 §7.6 tkn, profile_uid).
 * Built with `encodeURIComponent` (an ECMAScript global) rather than `URL`, which domain, free of
 * DOM and Node globals, does not have.
 */
export function externalAppUrl(
  id: ExternalAppId,
  token: string,
  profileUid: string,
  urls: Readonly<Record<ExternalAppId, string>> = EXTERNAL_APP_URLS,
): string {
  const base = urls[id];
  const separator = base.includes('?') ? '&' : '?';
  return `${base}${separator}tkn=${encodeURIComponent(token)}&profile_uid=${encodeURIComponent(profileUid)}`;
}
