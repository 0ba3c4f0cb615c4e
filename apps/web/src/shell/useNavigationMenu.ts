/**
 * The active role's menu from domain's navigation area (002 §2.10), fed with what it reads: the
 * pinned links and the consultancy types of 'Servizi' (ORG), the count of tokens not yet invoiced (SPL badge, 002 §7.6) and the user's
 * buildings (USR).
 */
import { countNotInvoicedTokensQueryOptions } from '@portineria/api-client';
import { navigationFor, type NavigationMenu, type Profile } from '@portineria/domain';
import { useConsultancyTypes } from '../session/consultancyTypes.ts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../lib/apiClient.ts';
import { useSession } from '../session/SessionProvider.tsx';
import { usePinnedLinks } from '../session/pinnedLinks.ts';

function useUninvoicedTokens(profile: Profile | undefined): number | null {
  const isSupplier = profile?.role.startsWith('spl_') ?? false;
  const count = useQuery({
    ...countNotInvoicedTokensQueryOptions(apiClient),
    enabled: isSupplier,
    staleTime: 60_000,
    retry: false,
  });
  return count.data ?? null;
}

export function useNavigationMenu(activeBuildingId?: string | null): NavigationMenu {
  const profile = useSession((snapshot) => snapshot.context.activeProfile);
  const buildings = useSession((snapshot) => snapshot.context.buildings);
  const [pinnedLinks] = usePinnedLinks(profile);
  const uninvoicedTokens = useUninvoicedTokens(profile);
  const consultancyTypes = useConsultancyTypes(profile);
  return navigationFor({
    profile,
    pinnedLinks,
    consultancyTypes,
    uninvoicedTokens,
    buildings,
    activeBuildingId: activeBuildingId ?? null,
  });
}
