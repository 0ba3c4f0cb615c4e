/**
 * The consultancy types of the organisation menu's 'Servizi' group (002 §2.10; 000 §6 "Org role
 * org_1 sees no consultancy links"), read through the api-client only for the profiles domain's
 * `showsConsultancyLinks` allows, so org_1 never asks. Shared by the menu and the 'Barra di
 * navigazione' page, which lets the user pin them.
 */
import { getConsultancyTypesQueryOptions } from '@portineria/api-client';
import { showsConsultancyLinks, type ConsultancyLink, type Profile } from '@portineria/domain';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../lib/apiClient.ts';

const NONE: readonly ConsultancyLink[] = [];

/** The consultancy types of the profile: none while loading, on failure, or for org_1. */
export function useConsultancyTypes(
  profile: Pick<Profile, 'role'> | undefined,
): readonly ConsultancyLink[] {
  const enabled = profile !== undefined && showsConsultancyLinks(profile);
  const query = useQuery({
    ...getConsultancyTypesQueryOptions(apiClient),
    enabled,
    select: (consultancies) =>
      consultancies.map((consultancy) => ({
        id: consultancy.id,
        name: consultancy.name ?? String(consultancy.id),
      })),
  });
  return enabled ? (query.data ?? NONE) : NONE;
}
