import { describe, expect, it } from 'vitest';
import { contactCategoriesShown } from './contacts.ts';
import { makeProfile } from './testProfile.ts';
import type { OrgType } from './types.ts';

describe('contactCategoriesShown', () => {
  it.each([
    ['administrator', false, ['person']],
    ['company', false, ['client']],
    ['real_estate', false, ['client']],
    ['property_manager', false, ['client']],
    ['service_company', false, ['client']],
    ['administrator', true, ['person']],
    ['company', true, ['person']],
    ['real_estate', true, ['person']],
    ['property_manager', true, ['person']],
    ['service_company', true, ['person']],
  ] as [OrgType, boolean, string[]][])(
    '002 §6: "moduleVisualizzaProprietaCondomini and the org type decide whether contacts are shown as clients or as persons" — %s, module %s',
    (orgType, module, expected) => {
      // Arrange
      const profile = makeProfile({
        organization: { id: '1', name: 'Org', orgType },
        moduli: { moduleVisualizzaProprietaCondomini: module },
      });

      // Act
      const categories = contactCategoriesShown(profile);

      // Assert
      expect(categories).toEqual(expected);
    },
  );

  it.each([['spl_1'], ['usr_3'], ['sys_2']])(
    '002 §2.10: "Anagrafiche: … contacts (as clients or as persons)" is an ORG menu — none for %s',
    (role) => {
      expect(contactCategoriesShown(makeProfile({ role }))).toEqual([]);
    },
  );

  it('002 §6: "the org type decide[s]" — an org without org type shows clients', () => {
    expect(contactCategoriesShown(makeProfile({ organization: undefined }))).toEqual(['client']);
  });
});
