import { describe, expect, it } from 'vitest';
import {
  buildingCategoriesShown,
  buildingCategoryMarker,
  buildingCategoryOf,
  readableBuildingCategories,
  showsChatButton,
  showsExternallyManagedChip,
} from './buildings.ts';
import { makeProfile } from './testProfile.ts';
import type { OrgType } from './types.ts';

const DISPLAY_LINE =
  '002 §6: "private is shown for company-type org with org type amministratore or company; condominium is shown for company, property manager, real estate and service company; the contacts side sees both"';

function organization(orgType: OrgType) {
  return makeProfile({ organization: { id: '1', name: 'Org', orgType } });
}

describe('buildingCategoriesShown', () => {
  it.each([
    ['administrator', ['private']],
    ['company', ['private', 'condominium']],
    ['property_manager', ['condominium']],
    ['real_estate', ['condominium']],
    ['service_company', ['condominium']],
  ] as [OrgType, string[]][])(`${DISPLAY_LINE} — %s`, (orgType, expected) => {
    expect(buildingCategoriesShown(organization(orgType))).toEqual(expected);
  });

  it(`${DISPLAY_LINE} — the contacts side sees both`, () => {
    const contact = makeProfile({
      role: 'usr_1',
      company_type: 'org_contacts',
      organization: undefined,
    });

    expect(buildingCategoriesShown(contact)).toEqual(['private', 'condominium']);
  });

  it(`${DISPLAY_LINE} — a profile of company type org_contacts counts as contacts side`, () => {
    const contact = makeProfile({ company_type: 'org_contacts' });

    expect(buildingCategoriesShown(contact)).toEqual(['private', 'condominium']);
  });

  it(`${DISPLAY_LINE} — silent for suppliers, system roles and orgs without type: both`, () => {
    expect(
      buildingCategoriesShown(makeProfile({ role: 'spl_2', company_type: 'suppliers' })),
    ).toEqual(['private', 'condominium']);
    expect(buildingCategoriesShown(makeProfile({ role: 'sys_1' }))).toEqual([
      'private',
      'condominium',
    ]);
    expect(buildingCategoriesShown(makeProfile({ organization: undefined }))).toEqual([
      'private',
      'condominium',
    ]);
  });
});

describe('buildingCategoryMarker', () => {
  it.each([
    ['administrator', true, 'private'],
    ['administrator', false, undefined],
    ['real_estate', true, undefined],
    ['real_estate', false, 'condominium'],
    ['company', true, 'private'],
    ['company', false, 'condominium'],
  ] as [OrgType, boolean, string | undefined][])(
    `${DISPLAY_LINE} — %s, isPrivate %s → %s`,
    (orgType, isPrivate, expected) => {
      expect(buildingCategoryMarker(organization(orgType), { isPrivate })).toBe(expected);
    },
  );

  it('002 §3.10: "Building (menu): name, isPrivate" — category of a building', () => {
    expect(buildingCategoryOf({ isPrivate: true })).toBe('private');
    expect(buildingCategoryOf({ isPrivate: false })).toBe('condominium');
  });
});

describe('readableBuildingCategories', () => {
  it.each([
    ['administrator', false, ['condominium']],
    ['real_estate', false, ['private']],
    ['company', false, []],
    ['company', true, ['private', 'condominium']],
  ] as [OrgType, boolean, string[]][])(
    '000 §6: "administrators get read_condominiums; real-estate, property-manager and service-company types get read_private_buildings" — %s, module %s',
    (orgType, module, expected) => {
      const profile = makeProfile({
        organization: { id: '1', name: 'Org', orgType },
        moduli: { moduleVisualizzaProprietaCondomini: module },
      });

      expect(readableBuildingCategories(profile)).toEqual(expected);
    },
  );

  it('000 §6: "Custom permissions" — a grant sent by the server counts too', () => {
    const profile = makeProfile({
      role: 'sys_3',
      permissions: [{ application: 'read_private_buildings', functionalities: [] }],
    });

    expect(readableBuildingCategories(profile)).toEqual(['private']);
  });
});

describe('showsExternallyManagedChip', () => {
  it.each([
    ['org_1', true],
    ['org_3', true],
    ['spl_3', false],
    ['usr_3', false],
    ['sys_3', false],
  ] as const)(
    '002 §6: "Only org-type profiles see the \'externally managed\' chip." — %s',
    (role, expected) => {
      expect(showsExternallyManagedChip(makeProfile({ role }))).toBe(expected);
    },
  );
});

describe('showsChatButton', () => {
  const contact = makeProfile({
    role: 'usr_2',
    company_type: 'org_contacts',
    organization: undefined,
  });
  const LINE =
    '002 §2.11: "Chat button. … Hidden if the contacts profile has private buildings or none."';

  it.each([
    ['no buildings', [], false],
    ['only private buildings', [{ isPrivate: true }, { isPrivate: true }], false],
    ['a condominium', [{ isPrivate: false }], true],
    ['a condominium among private buildings', [{ isPrivate: true }, { isPrivate: false }], true],
  ] as const)(`${LINE} — %s`, (_case, buildings, expected) => {
    expect(showsChatButton(contact, buildings)).toBe(expected);
  });

  it('002 §6: "a profile with is_buildingless matters for the chat button" — a buildingless contact sees none', () => {
    const buildingless = { ...contact, is_buildingless: true };

    expect(showsChatButton(buildingless, [{ isPrivate: false }])).toBe(false);
  });

  it.each([['org_1'], ['spl_2'], ['sys_3']])(
    `${LINE} — %s always sees the company chat`,
    (role) => {
      expect(showsChatButton(makeProfile({ role, is_buildingless: true }), [])).toBe(true);
    },
  );
});
