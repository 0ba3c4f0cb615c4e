/**
 * The active role's menu from domain's navigation area (002 §2.10), fed with what it reads: the
 * pinned links and the consultancy types of 'Servizi' (ORG), the count of tokens not yet invoiced (SPL badge, 002 §7.6) and the user's
 * buildings (USR).
 */
import {
  countNotInvoicedTokensQueryOptions,
  getConsultancyTypesQueryOptions,
  getPinnedLinksQueryOptions,
  type ApiClient,
} from '@portineria/api-client';
import {
  ROLE_TYPE,
  isSupplierProfile,
  orgNavigation,
  profileRoleType,
  showsConsultancyLinks,
  signedOutNavigation,
  type NavigationMenu,
  type Profile,
} from '@portineria/domain';
import { useConsultancyTypes } from '../session/consultancyTypes.ts';
import { loadOtherRoleNavigation } from './loadOtherRoleNavigation.ts';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import { use } from 'react';
import { apiClient } from '../lib/apiClient.ts';
import { useSession } from '../session/SessionProvider.tsx';
import { pinnedLinksOwner, usePinnedLinks } from '../session/pinnedLinks.ts';

/** The count of tokens not yet invoiced, as the SPL menu's badge reads it. */
const uninvoicedTokensQueryOptions = (client: ApiClient) => ({
  ...countNotInvoicedTokensQueryOptions(client),
  staleTime: 60_000,
  retry: false,
});

function useUninvoicedTokens(profile: Profile | undefined): number | null {
  const isSupplier = profile !== undefined && isSupplierProfile(profile);
  const count = useQuery({ ...uninvoicedTokensQueryOptions(apiClient), enabled: isSupplier });
  return count.data ?? null;
}

/**
 * Starts the menu's reads for `profile` (pinned links and consultancy types of an ORG profile, the
 * SPL token badge), so that the menu is whole when the shell first paints: called during the
 * Loading screen's wait (app/SessionStartPreload.tsx), with the same query options the hooks read.
 */
export function prefetchNavigationMenu(
  queryClient: QueryClient,
  client: ApiClient,
  profile: Profile,
): void {
  const pinnedOwner = pinnedLinksOwner(profile);
  if (pinnedOwner !== undefined)
    void queryClient.prefetchQuery(getPinnedLinksQueryOptions(client, pinnedOwner));
  if (showsConsultancyLinks(profile))
    void queryClient.prefetchQuery(getConsultancyTypesQueryOptions(client));
  if (isSupplierProfile(profile))
    void queryClient.prefetchQuery(uninvoicedTokensQueryOptions(client));
  // The SPL, USR and SYS menus (and their icons) are not on the ORG path: their chunk loads
  // meanwhile (a failed load is retried when the shell first draws the menu).
  const roleType = profileRoleType(profile);
  if (roleType !== undefined && roleType !== ROLE_TYPE.ORG)
    void loadOtherRoleNavigation().catch(() => {});
}

/** A menu, with the table of the SPL- and USR-only icons when it is one of those roles' menus. */
export interface ShellMenu {
  menu: NavigationMenu;
  otherRoleIcons: Readonly<Record<string, LucideIcon>>;
}

const NO_ICONS: ShellMenu['otherRoleIcons'] = {};

/**
 * The active profile's menu. The ORG menu and the signed-out one are at hand; the SPL, USR and SYS
 * menus come with their chunk (prefetched during the Loading screen), with the icons only they
 * draw: until it arrives the shell suspends, as the role's screen does while its own chunk loads.
 */
export function useNavigationMenu(activeBuildingId?: string | null): ShellMenu {
  const profile = useSession((snapshot) => snapshot.context.activeProfile);
  const buildings = useSession((snapshot) => snapshot.context.buildings);
  const [pinnedLinks] = usePinnedLinks(profile);
  const uninvoicedTokens = useUninvoicedTokens(profile);
  const consultancyTypes = useConsultancyTypes(profile);
  const roleType = profile ? profileRoleType(profile) : undefined;
  if (!profile || roleType === undefined)
    return { menu: signedOutNavigation(), otherRoleIcons: NO_ICONS };
  if (roleType === ROLE_TYPE.ORG) {
    return {
      menu: orgNavigation({ profile, pinnedLinks, consultancyTypes }),
      otherRoleIcons: NO_ICONS,
    };
  }
  const otherRoles = use(loadOtherRoleNavigation());
  return {
    menu: otherRoles.navigationFor({
      profile,
      pinnedLinks,
      consultancyTypes,
      uninvoicedTokens,
      buildings,
      activeBuildingId: activeBuildingId ?? null,
    }),
    otherRoleIcons: otherRoles.OTHER_ROLE_ICONS,
  };
}
