import { describe, expect, it } from 'vitest';
import { isBuildingDisabled } from './buildingStatus.ts';

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
