/**
 * The left navigation of every role as data (002 §2.10 Side menus; 000 §2 Shell; 002 §6 menu
 * permission keys). The app renders these entries with the ui's NavDrawer and wraps each one in
 * the permission gate with its `application`; the rules of what is listed, hidden, disabled or
 * badged live here.
 *
 * Choices (see DECISIONS.md "Navigation"):
 * - The SPL certificates-folders entry is listed for every supplier and disabled without the
 *   qualifications module (002 §2.10 "enabled only when the profile's qualifications module is on").
 * - USR: "all the user's buildings are private" also holds for a user with no building, who has
 *   no condominium to read about either, so the condominium entries are hidden then too.
 * - The ORG dashboard entry is left out for a manager org without the registry module (002 §6
 *   "moduleManagerOrg without moduleAnagrafiche hides the dashboard").
 * - Entries without a permission check (dashboard, news, settings) carry `application: null`.
 */
import { roleTypeOf } from '../profiles/roles.ts';
import type { Profile } from '../profiles/types.ts';
import { hrefFor } from '../routing/href.ts';
import {
  entry,
  group,
  signedOutNavigation,
  type ConsultancyLink,
  type NavigationBuilding,
  type NavigationEntry,
  type NavigationMenu,
} from './menuEntries.ts';
import { orgNavigation } from './orgMenu.ts';
import { splNavigation } from './splMenu.ts';
import { usrNavigation } from './usrMenu.ts';

export type {
  ConsultancyLink,
  NavigationBuilding,
  NavigationEntry,
  NavigationExternalTarget,
  NavigationGroup,
  NavigationMenu,
  OrgNavigationInput,
  SplNavigationInput,
  UsrNavigationInput,
} from './menuEntries.ts';
export { signedOutNavigation } from './menuEntries.ts';
export { orgNavigation, orgPinnableGroups } from './orgMenu.ts';
export { splNavigation } from './splMenu.ts';
export { allBuildingsPrivate, usrNavigation } from './usrMenu.ts';

/** Everything a role's menu may read. */
export interface NavigationInput {
  profile: Profile | undefined;
  pinnedLinks?: readonly string[];
  consultancyTypes?: readonly ConsultancyLink[];
  uninvoicedTokens?: number | null;
  buildings?: readonly NavigationBuilding[];
  activeBuildingId?: string | number | null;
}

/**
 * The menu of the active profile's role type; without a profile (logged out) only the login
 * entry (002 §2.10 "/login as the logged-out entry"). SYS has only its dashboard and news.
 */
export function navigationFor(input: NavigationInput): NavigationMenu {
  const { profile } = input;
  const roleType = roleTypeOf(profile?.role);
  if (!profile || roleType === undefined) return signedOutNavigation();
  switch (roleType) {
    case 'ORG':
      return orgNavigation({
        profile,
        pinnedLinks: input.pinnedLinks ?? [],
        consultancyTypes: input.consultancyTypes ?? [],
      });
    case 'SPL':
      return splNavigation({ profile, uninvoicedTokens: input.uninvoicedTokens ?? null });
    case 'USR':
      return usrNavigation({
        buildings: input.buildings ?? [],
        activeBuildingId: input.activeBuildingId ?? null,
      });
    case 'SYS':
      return {
        pinned: [],
        groups: [
          group('main', undefined, [
            entry('sysDashboard', 'routing.title.dashboard', hrefFor('sysDashboard'), null),
            entry('sysChangelog', 'navigation.entry.news', hrefFor('sysChangelog'), null),
          ]),
        ],
      };
    default:
      return roleType satisfies never;
  }
}

/** Every entry of a menu, pinned ones excluded, in order (for tests and the pinned-links page). */
export function navigationEntries(menu: NavigationMenu): NavigationEntry[] {
  return menu.groups.flatMap((candidate) => [...candidate.entries]);
}
