/**
 * The actions of the top bar for the active profile (002 §2.11 Top bar), in the order they show:
 * the linked-profile switch and the go-to-manager action, reminders, chat, help, changelog and
 * the apps menu. The bell and the avatar are always there and are not listed. Each action says
 * what it opens; the app draws and wires it.
 */
import { calendarHref, changelogHref } from '../routing/href.ts';
import { chatButtonLabel } from '../chat/chatButton.ts';
import { navigationMessage } from '../messages/it-IT/navigation.ts';
import { APPLICATION_CODES } from '../permissions/applicationCodes.ts';
import { evaluatePermission } from '../permissions/evaluatePermission.ts';
import { showsChatButton } from '../profiles/buildings.ts';
import { profileSwitchTargets } from '../profiles/profileSwitch.ts';
import type { Profile, RoleType } from '../profiles/types.ts';
import { externalApps, type ExternalAppEntry } from './externalApps.ts';

/** One action of the top bar and what it opens. */
export type TopBarActionRule =
  /** 002 §2.11 "a linked-profile switch": a dialog listing the profiles to switch to. */
  | { id: 'linked-profiles'; label: string; profiles: readonly Profile[] }
  /** 002 §2.11 "Go-to-manager-profile action": switches to the manager profile at once. */
  | { id: 'manager-profile'; label: string; profile: Profile }
  /**
   * 002 §2.11 "Reminders button, shown to SPL, or to ORG when the calendar permission is allowed;
   * otherwise an info dialog opens": `href` is the calendar with its side pane open, or null for
   * the info dialog.
   */
  | { id: 'reminders'; label: string; href: string | null }
  /** 002 §2.11 "Chat button": the chat drawer. */
  | { id: 'chat'; label: string }
  /**
   * 002 §2.11 "Help button. SPL and USR: 'Vai al centro assistenza', which opens an external help
   * site. Others: 'Helpdesk', which opens the drawer."
   */
  | { id: 'help'; label: string; opens: 'helpCentre' | 'helpDrawer' }
  /** 002 §2.11 "Changelog button, ORG only": the changelog page. */
  | { id: 'changelog'; label: string; href: string }
  /** 002 §2.11 "An apps menu": the external apps the profile may open. */
  | { id: 'apps'; label: string; apps: readonly ExternalAppEntry[] };

/** What the top bar's actions depend on. */
export interface TopBarInput {
  /** The active profile; none while the session starts. */
  profile: Profile | undefined;
  /** Its role type. */
  roleType: RoleType | undefined;
  /** Every profile of the signed-in user (the switches). */
  profiles: readonly Profile[];
  /** The contacts profile's buildings (the chat button). */
  buildings: readonly { isPrivate?: boolean | null }[];
}

function allowed(profile: Profile, application: string | null): boolean {
  return application === null || evaluatePermission(profile, { application }).state === 'allowed';
}

/** The top bar's actions for the active profile, in order (002 §2.11). */
export function topBarActions({
  profile,
  roleType,
  profiles,
  buildings,
}: TopBarInput): TopBarActionRule[] {
  const actions: TopBarActionRule[] = [];
  const switches = profileSwitchTargets(profiles, profile);
  if (switches.linked.length > 0) {
    actions.push({
      id: 'linked-profiles',
      label: navigationMessage('navigation.topBar.linkedProfiles'),
      profiles: switches.linked,
    });
  }
  if (switches.manager) {
    actions.push({
      id: 'manager-profile',
      label: navigationMessage('navigation.topBar.managerProfile'),
      profile: switches.manager,
    });
  }
  if (roleType === 'SPL' || roleType === 'ORG') {
    const calendarAllowed =
      roleType === 'SPL' ||
      (profile !== undefined && allowed(profile, APPLICATION_CODES.ORG_OTHER_CALENDAR));
    actions.push({
      id: 'reminders',
      label: navigationMessage('navigation.topBar.reminders'),
      href: calendarAllowed ? (calendarHref(roleType, { openSidebar: true }) ?? null) : null,
    });
  }
  if (
    profile &&
    showsChatButton(
      profile,
      buildings.map((building) => ({ isPrivate: building.isPrivate === true })),
    )
  ) {
    actions.push({ id: 'chat', label: chatButtonLabel(roleType) });
  }
  actions.push(
    roleType === 'SPL' || roleType === 'USR'
      ? {
          id: 'help',
          label: navigationMessage('navigation.topBar.helpCentre'),
          opens: 'helpCentre',
        }
      : { id: 'help', label: navigationMessage('navigation.topBar.helpdesk'), opens: 'helpDrawer' },
  );
  if (roleType === 'ORG') {
    actions.push({
      id: 'changelog',
      label: navigationMessage('navigation.topBar.changelog'),
      href: changelogHref('ORG'),
    });
  }
  const apps = profile
    ? externalApps(profile).filter((app) => allowed(profile, app.application))
    : [];
  if (apps.length > 0) {
    actions.push({ id: 'apps', label: navigationMessage('navigation.app.menu'), apps });
  }
  return actions;
}
