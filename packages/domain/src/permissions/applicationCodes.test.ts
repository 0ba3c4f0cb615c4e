import { describe, expect, it } from 'vitest';
import { APPLICATION_CODES } from './applicationCodes.ts';

describe('APPLICATION_CODES', () => {
  it.each([
    'ORG_OTHER_CALENDAR',
    'SPL_OPR_ORDERS',
    'SPL_TAB_BUILDINGS',
    'SPL_TAB_EMPLOYEES',
    'SPL_OPR_ACTIVITIES',
    'SPL_OPR_QUOTES',
    'USR_OPR_ORDERS',
    'USR_GEN_TICKETS',
    'USR_COM_CORRESPONDENCES',
    'USR_COM_NOTICES',
    'USR_COM_POLLS',
  ])(
    '000 §6: "Permissions are checked per application code and functionality (for example …)" — %s',
    (code) => {
      expect(APPLICATION_CODES).toHaveProperty(code, code);
    },
  );

  it.each([
    'ORG_OPR_ORDERS_NEW',
    'ORG_OPR_TOKENS_MOD',
    'ORG_OPR_ACTIVITIES_MOD',
    'SPL_OPR_ACTIVITIES_MOD',
    'ORG_OPR_TOKENS',
    'ORG_COM_CORRESPONDENCES',
    'ORG_COM_NOTICES',
  ])('001 §6: "Permission scopes are checked per application, for example …" — %s', (code) => {
    expect(APPLICATION_CODES).toHaveProperty(code, code);
  });

  it.each([
    'SPL_OPR_CLAIMS',
    'SPL_OPR_TOKENS',
    'SPL_OPR_TASKS',
    'USR_COM_CONDOCORRESPONDENCES',
    'USR_COM_DELIVERY',
    'USR_COM_TRACKEDDELIVERIES',
    'USR_COM_CHATS',
    'EXT_SHARED_PROFILE',
    'EXT_SHARED_NOTIFICATIONS',
    'ORG_GEN_TICKETS',
    'ORG_GEN_TICKETS_NEW',
    'EXT_APPS_NOTIFICOONLINE',
    'SPL_OPR_ORDERS_MOD',
    'ORG_OPR_ORDERS_MOD',
    'ORG_OPR_CLAIMS',
    'ORG_OPR_ORDERS',
    'ORG_OPR_ACTIVITIES',
  ])(
    '002 §6: "Menu permission keys" and "Links to entities are wrapped in permission checks" — %s',
    (code) => {
      expect(APPLICATION_CODES).toHaveProperty(code, code);
    },
  );

  it.each([
    ['/ORG/TAB/planned-maintenances', 'ORG_TAB_PLANNEDMAINTENANCES'],
    ['/ORG/TAB/entitlements-access', 'ORG_TAB_ENTITLEMENTSACCESS'],
    ['/ORG/TAB/external-buildings', 'ORG_TAB_EXTERNALBUILDINGS'],
    ['/ORG/TAB/sys-suppliers', 'ORG_TAB_SYSSUPPLIERS'],
    ['/ORG/STATS/report-timeline', 'ORG_STATS_REPORTTIMELINE'],
    ['/ORG/COM/polls', 'ORG_COM_POLLS'],
    ['/ORG/OPR/quotes', 'ORG_OPR_QUOTES'],
    ['/SPL/OPR/folders', 'SPL_OPR_FOLDERS'],
    ['/SPL/OPR/procurements', 'SPL_OPR_PROCUREMENTS'],
  ])(
    '002 §6: "ORG_TAB_*, ORG_OPR_*, ORG_COM_*, ORG_STATS_*" derived from the route tree of 001 §2.2 — %s',
    (path, code) => {
      // Arrange: the derivation the named codes follow (hyphens dropped, as in USR_COM_CONDOCORRESPONDENCES)
      const derived = path.slice(1).replaceAll('/', '_').replaceAll('-', '').toUpperCase();

      // Assert
      expect(derived).toBe(code);
      expect(APPLICATION_CODES).toHaveProperty(code, code);
    },
  );

  it('002 §6: "Menu permission keys" — every code is spelled as its key, ROLE_GROUP_NAME in upper case', () => {
    for (const [key, value] of Object.entries(APPLICATION_CODES)) {
      expect(value).toBe(key);
      expect(value).toMatch(/^(ORG|SPL|USR|EXT)_[A-Z]+(_[A-Z]+)+$/);
    }
  });
});
