import { describe, expect, it } from 'vitest';
import { activeNavigationEntryId } from './activeNavigationEntry.ts';

const entries = [
  { id: 'dashboard', href: '/ORG/dashboard' },
  { id: 'entitlementsList', href: '/ORG/TAB/entitlements?skip' },
  { id: 'entitlementsAccessList', href: '/ORG/TAB/entitlements-access' },
  { id: 'disabled' },
];

describe('the navigation drawer’s active entry (002 §2.10)', () => {
  it('is the entry of the address’s list and of the pages under it', () => {
    expect(activeNavigationEntryId(entries, '/ORG/TAB/entitlements')).toBe('entitlementsList');
    expect(activeNavigationEntryId(entries, '/ORG/TAB/entitlements/mod/3')).toBe(
      'entitlementsList',
    );
  });

  it('is not an entry whose path only begins with the same letters (the delegated accesses are not the entitlements)', () => {
    expect(activeNavigationEntryId(entries, '/ORG/TAB/entitlements-access/mod/8')).toBe(
      'entitlementsAccessList',
    );
  });

  it('is none for an address no entry leads to', () => {
    expect(activeNavigationEntryId(entries, '/ORG/settings')).toBeUndefined();
  });
});
