import { describe, expect, it } from 'vitest';
import { recordUsageRefusal } from './recordUsage.ts';

describe('recordUsageRefusal (001 §2.2–2.4 registries: a record in use is not deleted)', () => {
  it("says what uses the record, plural for many and singular for one: 'Usato da 3 ordini e 1 ticket'", () => {
    expect(recordUsageRefusal({ order: 3, ticket: 1 })).toBe('Usato da 3 ordini e 1 ticket');
  });

  it('joins three kinds or more with commas and "e" before the last', () => {
    expect(recordUsageRefusal({ unit: 2, order: 1, claim: 4 })).toBe(
      'Usato da 1 ordine, 4 sinistri e 2 unità',
    );
  });

  it('has nothing to refuse when no record uses it (kinds at zero ignored)', () => {
    expect(recordUsageRefusal({})).toBeNull();
    expect(recordUsageRefusal({ order: 0 })).toBeNull();
  });

  it('names a single kind alone', () => {
    expect(recordUsageRefusal({ entitlement: 1 })).toBe('Usato da 1 diritto');
    expect(recordUsageRefusal({ entitlement: 5 })).toBe('Usato da 5 diritti');
  });
});
