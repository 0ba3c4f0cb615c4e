import { describe, expect, it } from 'vitest';
import { isBuildingDisabled, showsActiveLicenceKey } from './buildingStatus.ts';

describe('isBuildingDisabled', () => {
  it.each([
    ['disabled', true],
    ['DISABLED', true],
    ['enabled', false],
    [undefined, false],
    [0, false],
  ] as const)(
    '002 §3.5: "Building: status (disabled exists)" — status %s → %s',
    (status, disabled) => {
      expect(isBuildingDisabled({ status })).toBe(disabled);
    },
  );
});

describe('showsActiveLicenceKey', () => {
  it.each([
    ['disabled', { active: true, validTo: '2027-09-01' }, true],
    ['disabled', { active: false, validTo: null }, false],
    ['disabled', undefined, false],
    ['disabled', null, false],
    ['enabled', { active: true, validTo: '2027-09-01' }, false],
    [null, { active: true, validTo: '2027-09-01' }, false],
  ] as const)(
    '002 §4.6: "A building with status 0 and an active licence shows a key icon" — status %s, licence %j → %s',
    (status, licence, shown) => {
      expect(showsActiveLicenceKey({ status, active_building_license: licence })).toBe(shown);
    },
  );
});
