import { isOrganizationProfile, orgTypeOf } from './companyTypes.ts';
import { hasModule } from './modules.ts';
import type { Profile } from './types.ts';

/** How contacts are shown (002 §2.9 "orgContactMod with idElement and category (person or client)"). */
export type ContactCategory = 'person' | 'client';

/**
 * The category the organisation's contacts are shown as (002 §6 "moduleVisualizzaProprietaCondomini
 * and the org type decide whether contacts are shown as clients or as persons"; 002 §2.10
 * "contacts (as clients or as persons)").
 *
 * The spec gives the inputs but not the table. Our choice, in line with the custom permissions of
 * 000 §6: contacts are persons — condominium residents and owners — for an administrator, and for
 * any org with the module to view condominium properties (it then reads condominiums too); they
 * are clients for company, real estate, property manager and service company orgs without the
 * module. Non-organisation profiles have no contacts registry: no category.
 */
export function contactCategoriesShown(
  profile: Pick<Profile, 'role' | 'moduli' | 'organization'>,
): ContactCategory[] {
  if (!isOrganizationProfile(profile)) return [];
  if (hasModule(profile, 'moduleVisualizzaProprietaCondomini')) return ['person'];
  return orgTypeOf(profile) === 'administrator' ? ['person'] : ['client'];
}
