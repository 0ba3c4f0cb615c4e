/**
 * The navigation drawer's sections (002 §2.10): the role's menu from domain, each entry gated by
 * the batch permission check of its path, the active entry of the address, and whether the
 * drawer is an overlay (below 960 px, opened from the top bar's menu button).
 */
import { matchRoute, type NavigationEntry, type NavigationGroup } from '@portineria/domain';
import type { NavItem, NavLinkRenderProps, NavSection } from '@portineria/ui';
import { useSyncExternalStore } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { loginUrl } from '../lib/loginService.ts';
import { applicationDecision, useEntryDecisions } from '../lib/permissions.ts';
import { useSession } from '../session/SessionProvider.tsx';
import { useUsrBuildingSelection } from '../session/usrBuildingStore.ts';
import { activeNavigationEntryId } from './activeNavigationEntry.ts';
import { navigationIcon } from './navigationIcons.tsx';
import { useNavigationMenu } from './useNavigationMenu.ts';

/** Below this width the navigation is an overlay opened from the top bar. */
const OVERLAY_QUERY = '(max-width: 959px)';

function subscribeOverlay(onChange: () => void) {
  const list = window.matchMedia(OVERLAY_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** Whether the navigation drawer is an overlay (narrow windows). */
export function useOverlayNavigation(): boolean {
  return useSyncExternalStore(
    subscribeOverlay,
    () => window.matchMedia(OVERLAY_QUERY).matches,
    () => false,
  );
}

/** The drawer's links navigate inside the app. */
export function renderNavigationLink({
  href,
  children,
  item: _item,
  ...props
}: NavLinkRenderProps) {
  return (
    <Link to={href} {...props}>
      {children}
    </Link>
  );
}

/** The drawer's sections, pinned entries and active entry for the active profile. */
export function useShellNavigation(openPostalService: () => void) {
  const location = useLocation();
  const profile = useSession((snapshot) => snapshot.context.activeProfile);
  const buildings = useSession((snapshot) => snapshot.context.buildings);
  // The USR menu disables the condominium entries while the dashboard's building is private.
  const [buildingSelection] = useUsrBuildingSelection(profile?.uid, buildings);
  const { menu, otherRoleIcons } = useNavigationMenu(
    buildingSelection.buildings[buildingSelection.index]?.id ?? null,
  );

  const allEntries = [...menu.pinned, ...menu.groups.flatMap((group) => group.entries)];
  const decisions = useEntryDecisions(
    profile,
    allEntries.map((entry) => ({
      id: entry.id,
      application: entry.application,
      permissionPath: entry.href
        ? (matchRoute(entry.href.split('?')[0] ?? '')?.route.permissionPath ?? null)
        : null,
    })),
  );
  const toItem = (entry: NavigationEntry): NavItem => ({
    id: entry.id,
    label: entry.label,
    icon: navigationIcon(entry, otherRoleIcons),
    ...(entry.href
      ? { href: entry.href }
      : entry.external === 'login'
        ? { onSelect: () => window.location.assign(loginUrl()) }
        : { onSelect: openPostalService }),
    ...(entry.disabled ? { disabled: true } : {}),
    ...(entry.disabledReason ? { disabledReason: entry.disabledReason } : {}),
    ...(entry.badge ? { badge: { count: entry.badge.count, label: entry.badge.label } } : {}),
    decision: decisions.get(entry.id) ?? applicationDecision(profile, entry.application),
  });
  const sections: NavSection[] = menu.groups.map((group: NavigationGroup) => ({
    id: group.id,
    ...(group.subtitle ? { subtitle: group.subtitle } : {}),
    items: group.entries.map(toItem),
  }));
  const activeId = activeNavigationEntryId(allEntries, location.pathname);
  return { sections, pinned: menu.pinned.map(toItem), activeId };
}
