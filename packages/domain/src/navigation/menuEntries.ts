/**
 * What every role's side menu is made of (002 §2.10): the entry, group and menu shapes, what each
 * role's menu reads, and the builders of entries and groups with their Italian labels. Each role's
 * menu is a module of its own (orgMenu.ts, splMenu.ts, usrMenu.ts), so an app that draws one
 * role's menu does not carry the others; menus.ts chooses by role.
 */
import { navigationMessages } from '../messages/it-IT/navigation.ts';
import { areaMessage } from '../messages/placeholders.ts';
import { routingMessages } from '../messages/it-IT/routing.ts';
import { APPLICATION_CODES, type ApplicationCode } from '../permissions/applicationCodes.ts';
import type { Profile } from '../profiles/types.ts';

/** A menu label: a screen title of the routing area or a label of the navigation area. */
type MenuMessageKey = keyof typeof routingMessages | keyof typeof navigationMessages;

/** The labels of menu entries and groups, from the two areas they come from. */
const menuMessage = /* @__PURE__ */ areaMessage({ ...routingMessages, ...navigationMessages });

/** What an entry opens outside the app's routes. */
export type NavigationExternalTarget = 'postalService' | 'login';

/** One entry of a side menu. */
export interface NavigationEntry {
  /** Unique in the menu: the route name, with the parameter for category routes ('orgBuildingsList:private'). */
  readonly id: string;
  /** The Italian label. */
  readonly label: string;
  /** The message key of the label. */
  readonly labelKey: MenuMessageKey;
  /** The app path the entry leads to; undefined for external targets. */
  readonly href?: string;
  /** An external target the app opens itself (new tab with token and profile, or the login service). */
  readonly external?: NavigationExternalTarget;
  /** The application code the permission gate checks; null for entries every profile of the role sees. */
  readonly application: ApplicationCode | null;
  /** Shown but not activatable. */
  readonly disabled?: boolean;
  /** Why it is disabled (tooltip). */
  readonly disabledReason?: string;
  /** A red counter (SPL tokens not yet invoiced). */
  readonly badge?: { readonly count: number; readonly label: string };
}

/** A group of the menu; `subtitle` is shown only when the menu is expanded (002 §2.10). */
export interface NavigationGroup {
  readonly id: string;
  readonly subtitle?: string;
  readonly entries: readonly NavigationEntry[];
}

/** A role's menu: pinned links first (ORG), then the groups in order. */
export interface NavigationMenu {
  readonly pinned: readonly NavigationEntry[];
  readonly groups: readonly NavigationGroup[];
}

/** A consultancy type the 'Servizi' group links to (000 §2 route name orgConsultancies). */
export interface ConsultancyLink {
  readonly id: string | number;
  readonly name: string;
}

/** What the ORG menu reads besides the profile. */
export interface OrgNavigationInput {
  profile: Pick<Profile, 'role' | 'moduli' | 'organization' | 'company_type' | 'permissions'>;
  /** The ids of the pinned entries, in the user's order (at most three are used, 000 §9). */
  pinnedLinks?: readonly string[];
  /** The consultancy types for the 'Servizi' group. */
  consultancyTypes?: readonly ConsultancyLink[];
}

/** What the SPL menu reads besides the profile. */
export interface SplNavigationInput {
  profile: Pick<Profile, 'role' | 'moduli' | 'profile_level'>;
  /** The count of tokens not yet invoiced; null or undefined when the count failed or is loading. */
  uninvoicedTokens?: number | null;
}

/** A building of the USR menu: only its privacy matters. */
export interface NavigationBuilding {
  readonly id: string | number;
  readonly isPrivate?: boolean;
}

/** What the USR menu reads. */
export interface UsrNavigationInput {
  /** The user's buildings. */
  buildings: readonly NavigationBuilding[];
  /** The building selected on the dashboard, if any. */
  activeBuildingId?: string | number | null;
}

/** A menu entry with its Italian label. */
export function entry(
  id: string,
  labelKey: MenuMessageKey,
  href: string | undefined,
  application: ApplicationCode | null,
  extra: Partial<Pick<NavigationEntry, 'external' | 'disabled' | 'disabledReason' | 'badge'>> = {},
): NavigationEntry {
  return {
    id,
    labelKey,
    label: menuMessage(labelKey),
    ...(href === undefined ? {} : { href }),
    application,
    ...extra,
  };
}

/** A menu group with its Italian subtitle, if it has one. */
export function group(
  id: string,
  subtitleKey: MenuMessageKey | undefined,
  entries: readonly NavigationEntry[],
): NavigationGroup {
  return { id, ...(subtitleKey ? { subtitle: menuMessage(subtitleKey) } : {}), entries };
}

/** The application codes the entries are gated by. */
export const codes = APPLICATION_CODES;

/** The menu without a profile (logged out): only the login entry (002 §2.10 "/login as the logged-out entry"). */
export function signedOutNavigation(): NavigationMenu {
  return {
    pinned: [],
    groups: [
      group('main', undefined, [
        entry('login', 'navigation.entry.login', undefined, null, { external: 'login' }),
      ]),
    ],
  };
}
