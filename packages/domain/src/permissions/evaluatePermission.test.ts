import { describe, expect, it } from 'vitest';
import { makeProfile } from '../profiles/testProfile.ts';
import type { ModuleKey, OrgType, Profile } from '../profiles/types.ts';
import { APPLICATION_CODES } from './applicationCodes.ts';
import {
  combinePermissionDecisions,
  evaluatePermission,
  evaluatePermissions,
  evaluatePermissionTree,
  evaluateScope,
  explainPermission,
  grantedFunctionalities,
  hasApplicationPermission,
  lockMessage,
  lockMessageKey,
  permissionDebugLines,
  permissionGroupState,
} from './evaluatePermission.ts';
import type { PermissionTree } from './evaluatePermission.ts';
import type {
  PermissionDecision,
  PermissionRequirement,
  PermissionScope,
  PermissionState,
} from './types.ts';

const ALLOWED: PermissionDecision = { state: 'allowed' };
const HIDDEN: PermissionDecision = { state: 'hidden' };
const NOT_PERMITTED: PermissionDecision = {
  state: 'locked',
  reason: 'not-permitted',
  message: 'Funzionalità non disponibile',
};
const MODULE_DISABLED: PermissionDecision = {
  state: 'locked',
  reason: 'module-disabled',
  message: 'Funzionalità non abilitata',
};

/** An administrator org at licence level 2 with orders (new, update) and tickets (read only). */
function administrator(overrides: Partial<Profile> = {}): Profile {
  return makeProfile({
    permissions: [
      { application: 'ORG_OPR_ORDERS', functionalities: ['APP_NEW', 'APP_UPDATE'] },
      { application: 'ORG_GEN_TICKETS', functionalities: [] },
      { application: 'ORG_OTHER_CALENDAR', functionalities: ['APP_NEW'] },
    ],
    moduli: { moduleSinistri: true, moduleCalendario: true, moduleAnalisi: false },
    modules_show_if_disabled: ['moduleAnalisi', 'moduleAvvisiCondominiali'],
    licence_level: 2,
    ...overrides,
  });
}

describe('evaluatePermission', () => {
  const ALLOWED_LINE =
    '002 §4.6: "allowed when there are no missing permissions, no missing modules and the licence level is met"';
  const HIDDEN_LINE =
    '002 §4.6: "hidden when a read permission is missing, the licence is insufficient, or a missing module is not flagged show-if-disabled"';

  it.each<[string, PermissionRequirement, PermissionDecision]>([
    ['read only', { application: 'ORG_OPR_ORDERS' }, ALLOWED],
    ['granted functionality', { application: 'ORG_OPR_ORDERS', functionality: 'APP_NEW' }, ALLOWED],
    ['module on', { application: 'ORG_OPR_ORDERS', modules: ['moduleSinistri'] }, ALLOWED],
    ['licence met exactly', { application: 'ORG_OPR_ORDERS', licenceLevel: 2 }, ALLOWED],
    ['licence below held', { application: 'ORG_OPR_ORDERS', licenceLevel: 1 }, ALLOWED],
    [
      'everything met',
      {
        application: 'ORG_OPR_ORDERS',
        functionality: 'APP_UPDATE',
        modules: ['moduleSinistri', 'moduleCalendario'],
        licenceLevel: 2,
      },
      ALLOWED,
    ],
  ])(`${ALLOWED_LINE} — %s`, (_case, requirement, expected) => {
    // Arrange
    const profile = administrator();

    // Act
    const decision = evaluatePermission(profile, requirement);

    // Assert
    expect(decision).toEqual(expected);
  });

  it.each<[string, PermissionRequirement]>([
    ['read permission missing', { application: 'ORG_OPR_CLAIMS' }],
    [
      'read missing, functionality asked',
      { application: 'ORG_OPR_CLAIMS', functionality: 'APP_NEW' },
    ],
    ['read missing, module flagged', { application: 'ORG_OPR_CLAIMS', modules: ['moduleAnalisi'] }],
    ['licence insufficient', { application: 'ORG_OPR_ORDERS', licenceLevel: 3 }],
    [
      'licence insufficient with a flagged module',
      { application: 'ORG_OPR_ORDERS', licenceLevel: 3, modules: ['moduleAnalisi'] },
    ],
    ['module off, not flagged', { application: 'ORG_OPR_ORDERS', modules: ['moduleRas'] }],
    [
      'one flagged and one unflagged module off',
      { application: 'ORG_OPR_ORDERS', modules: ['moduleAnalisi', 'moduleRas'] },
    ],
  ])(`${HIDDEN_LINE} — %s`, (_case, requirement) => {
    expect(evaluatePermission(administrator(), requirement)).toEqual(HIDDEN);
  });

  it('000 §8: "disabled modules: \'Funzionalità non abilitata\'" — a missing module flagged show-if-disabled locks', () => {
    const decision = evaluatePermission(administrator(), {
      application: 'ORG_OPR_ORDERS',
      modules: ['moduleAnalisi'],
    });

    expect(decision).toEqual(MODULE_DISABLED);
  });

  it('000 §8: "Locked features: \'Funzionalità non disponibile\' tooltip with a lock icon" — a functionality not granted locks', () => {
    const decision = evaluatePermission(administrator(), {
      application: 'ORG_OPR_ORDERS',
      functionality: 'APP_DELETE',
    });

    expect(decision).toEqual(NOT_PERMITTED);
  });

  it('000 §8: "disabled modules: \'Funzionalità non abilitata\'" — takes precedence over a missing functionality', () => {
    const decision = evaluatePermission(administrator(), {
      application: 'ORG_OPR_ORDERS',
      functionality: 'APP_DELETE',
      modules: ['moduleSinistri', 'moduleAnalisi'],
    });

    expect(decision).toEqual(MODULE_DISABLED);
  });

  it.each<[number | undefined, number | undefined, PermissionState]>([
    [undefined, undefined, 'allowed'],
    [undefined, 0, 'allowed'],
    [undefined, 1, 'hidden'],
    [0, 1, 'hidden'],
    [1, 1, 'allowed'],
    [3, 2, 'allowed'],
    [2, 3, 'hidden'],
  ])(`${HIDDEN_LINE} — licence held %s, required %s → %s`, (held, required, state) => {
    const profile = administrator({ licence_level: held });

    const decision = evaluatePermission(profile, {
      application: 'ORG_GEN_TICKETS',
      licenceLevel: required,
    });

    expect(decision.state).toBe(state);
  });

  it.each<[OrgType, string, PermissionState]>([
    ['administrator', 'read_condominiums', 'allowed'],
    ['administrator', 'read_private_buildings', 'hidden'],
    ['real_estate', 'read_private_buildings', 'allowed'],
    ['real_estate', 'read_condominiums', 'hidden'],
    ['company', 'read_condominiums', 'hidden'],
    ['company', 'read_private_buildings', 'hidden'],
  ])(
    '000 §6: "Custom permissions are injected for organisations: read_condominiums and read_private_buildings" — %s reading %s → %s',
    (orgType, application, state) => {
      const profile = administrator({
        organization: { id: '1', name: 'Org', orgType },
      });

      expect(evaluatePermission(profile, { application }).state).toBe(state);
    },
  );

  it.each<[ModuleKey, PermissionState]>([
    ['moduleCalendario', 'locked'],
    ['moduleAvvisiCondominiali', 'hidden'],
  ])(
    '000 §6: "an organisation of type company, gets a reduced set of modules shown when disabled" — %s off → %s',
    (module, state) => {
      // Arrange: the server flags both; the reduced set keeps only the calendar
      const profile = administrator({
        organization: { id: '1', name: 'Edil Srl', orgType: 'company' },
        moduli: {},
        modules_show_if_disabled: ['moduleCalendario', 'moduleAvvisiCondominiali'],
      });

      // Act
      const decision = evaluatePermission(profile, {
        application: 'ORG_OPR_ORDERS',
        modules: [module],
      });

      // Assert
      expect(decision.state).toBe(state);
    },
  );

  it('000 §6: "Permissions are checked per application code and functionality" — duplicated grants are merged', () => {
    const profile = administrator({
      permissions: [
        { application: 'ORG_OPR_CLAIMS', functionalities: ['APP_NEW'] },
        { application: 'ORG_OPR_CLAIMS', functionalities: ['APP_DELETE', 'APP_NEW'] },
      ],
    });

    expect(
      evaluatePermission(profile, { application: 'ORG_OPR_CLAIMS', functionality: 'APP_DELETE' }),
    ).toEqual(ALLOWED);
    expect(grantedFunctionalities(profile, 'ORG_OPR_CLAIMS')).toEqual(['APP_NEW', 'APP_DELETE']);
  });
});

describe('hasApplicationPermission and grantedFunctionalities', () => {
  it('000 §6: "A widget shows only if the user has the application permission needed"', () => {
    const profile = administrator();

    expect(hasApplicationPermission(profile, APPLICATION_CODES.ORG_OTHER_CALENDAR)).toBe(true);
    expect(hasApplicationPermission(profile, APPLICATION_CODES.ORG_OPR_CLAIMS)).toBe(false);
    expect(hasApplicationPermission(profile, 'read_condominiums')).toBe(true);
    expect(grantedFunctionalities(profile, APPLICATION_CODES.ORG_OPR_ORDERS)).toEqual([
      'APP_NEW',
      'APP_UPDATE',
    ]);
    expect(grantedFunctionalities(profile, APPLICATION_CODES.ORG_OPR_CLAIMS)).toEqual([]);
  });
});

describe('lockMessage', () => {
  it("000 §8: \"Locked features: 'Funzionalità non disponibile' … disabled modules: 'Funzionalità non abilitata'\"", () => {
    expect(lockMessage('not-permitted')).toBe('Funzionalità non disponibile');
    expect(lockMessage('module-disabled')).toBe('Funzionalità non abilitata');
    expect(lockMessageKey('not-permitted')).toBe('common.featureUnavailable');
    expect(lockMessageKey('module-disabled')).toBe('common.featureNotEnabled');
  });
});

describe('combinePermissionDecisions', () => {
  const AND_LINE = '002 §4.6: "nested permissions combine with AND (allowed all, hidden if any)"';
  const OR_LINE = '002 §4.6: "nested permissions combine with … OR"';

  it.each<[PermissionDecision, PermissionDecision, PermissionDecision]>([
    [ALLOWED, ALLOWED, ALLOWED],
    [ALLOWED, NOT_PERMITTED, NOT_PERMITTED],
    [ALLOWED, HIDDEN, HIDDEN],
    [NOT_PERMITTED, ALLOWED, NOT_PERMITTED],
    [NOT_PERMITTED, MODULE_DISABLED, NOT_PERMITTED],
    [MODULE_DISABLED, NOT_PERMITTED, MODULE_DISABLED],
    [NOT_PERMITTED, HIDDEN, HIDDEN],
    [HIDDEN, ALLOWED, HIDDEN],
    [HIDDEN, NOT_PERMITTED, HIDDEN],
    [HIDDEN, HIDDEN, HIDDEN],
  ])(`${AND_LINE} — %j AND %j → %j`, (first, second, expected) => {
    expect(combinePermissionDecisions([first, second], 'AND')).toEqual(expected);
  });

  it.each<[PermissionDecision, PermissionDecision, PermissionDecision]>([
    [ALLOWED, ALLOWED, ALLOWED],
    [ALLOWED, NOT_PERMITTED, ALLOWED],
    [ALLOWED, HIDDEN, ALLOWED],
    [NOT_PERMITTED, ALLOWED, ALLOWED],
    [NOT_PERMITTED, MODULE_DISABLED, NOT_PERMITTED],
    [MODULE_DISABLED, NOT_PERMITTED, MODULE_DISABLED],
    [NOT_PERMITTED, HIDDEN, NOT_PERMITTED],
    [HIDDEN, MODULE_DISABLED, MODULE_DISABLED],
    [HIDDEN, ALLOWED, ALLOWED],
    [HIDDEN, HIDDEN, HIDDEN],
  ])(`${OR_LINE} — %j OR %j → %j`, (first, second, expected) => {
    expect(combinePermissionDecisions([first, second], 'OR')).toEqual(expected);
  });

  it.each<['AND' | 'OR', PermissionDecision[], PermissionState]>([
    ['AND', [ALLOWED, ALLOWED, ALLOWED], 'allowed'],
    ['AND', [ALLOWED, ALLOWED, NOT_PERMITTED], 'locked'],
    ['AND', [ALLOWED, NOT_PERMITTED, HIDDEN], 'hidden'],
    ['OR', [HIDDEN, HIDDEN, HIDDEN], 'hidden'],
    ['OR', [HIDDEN, HIDDEN, NOT_PERMITTED], 'locked'],
    ['OR', [HIDDEN, NOT_PERMITTED, ALLOWED], 'allowed'],
    ['AND', [ALLOWED], 'allowed'],
    ['OR', [HIDDEN], 'hidden'],
  ])(
    '002 §4.6: "nested permissions combine with AND (allowed all, hidden if any) or OR" — %s of %j → %s',
    (mode, decisions, state) => {
      expect(combinePermissionDecisions(decisions, mode).state).toBe(state);
    },
  );

  it('000 §3: "permissionsMode (AND by default)" — the mode defaults to AND', () => {
    expect(combinePermissionDecisions([ALLOWED, HIDDEN])).toEqual(HIDDEN);
  });

  it('002 §4.6: "nested permissions combine" — with nothing to combine AND is allowed and OR is hidden', () => {
    expect(combinePermissionDecisions([], 'AND')).toEqual(ALLOWED);
    expect(combinePermissionDecisions([], 'OR')).toEqual(HIDDEN);
  });
});

describe('evaluatePermissions', () => {
  it('000 §3: "Known example: id daily_events … needs permission ORG_OTHER_CALENDAR"', () => {
    const requirements = [{ application: APPLICATION_CODES.ORG_OTHER_CALENDAR }];

    expect(evaluatePermissions(administrator(), requirements)).toEqual(ALLOWED);
    expect(evaluatePermissions(administrator({ permissions: [] }), requirements)).toEqual(HIDDEN);
  });

  it('000 §6: "the \'assigned to me\' widget needs any of orders, claims or tickets"', () => {
    // Arrange
    const requirements = [
      { application: APPLICATION_CODES.ORG_OPR_ORDERS },
      { application: APPLICATION_CODES.ORG_OPR_CLAIMS },
      { application: APPLICATION_CODES.ORG_GEN_TICKETS },
    ];
    const ticketsOnly = administrator({
      permissions: [{ application: 'ORG_GEN_TICKETS', functionalities: [] }],
    });
    const none = administrator({ permissions: [] });

    // Act / Assert
    expect(evaluatePermissions(ticketsOnly, requirements, 'OR')).toEqual(ALLOWED);
    expect(evaluatePermissions(none, requirements, 'OR')).toEqual(HIDDEN);
    expect(evaluatePermissions(ticketsOnly, requirements)).toEqual(HIDDEN);
  });

  it('000 §6: "combined with AND by default" — a locked member locks the whole', () => {
    const requirements: PermissionRequirement[] = [
      { application: 'ORG_OPR_ORDERS', functionality: 'APP_NEW' },
      { application: 'ORG_OPR_ORDERS', functionality: 'APP_EXPORT' },
    ];

    expect(evaluatePermissions(administrator(), requirements)).toEqual(NOT_PERMITTED);
  });
});

describe('evaluatePermissionTree', () => {
  const LINE = '002 §4.6: "nested permissions combine with AND (allowed all, hidden if any) or OR"';
  const orders: PermissionRequirement = { application: 'ORG_OPR_ORDERS' };
  const claims: PermissionRequirement = { application: 'ORG_OPR_CLAIMS' };
  const ordersExport: PermissionRequirement = {
    application: 'ORG_OPR_ORDERS',
    functionality: 'APP_EXPORT',
  };
  const analysis: PermissionRequirement = {
    application: 'ORG_GEN_TICKETS',
    modules: ['moduleAnalisi'],
  };

  it.each<[string, PermissionTree, PermissionDecision]>([
    ['a leaf', orders, ALLOWED],
    [
      'AND(OR(orders, claims), tickets)',
      {
        mode: 'AND',
        children: [{ mode: 'OR', children: [orders, claims] }, { application: 'ORG_GEN_TICKETS' }],
      },
      ALLOWED,
    ],
    [
      'AND(OR(claims, claims), orders)',
      { mode: 'AND', children: [{ mode: 'OR', children: [claims, claims] }, orders] },
      HIDDEN,
    ],
    [
      'OR(AND(orders, claims), ordersExport)',
      { mode: 'OR', children: [{ mode: 'AND', children: [orders, claims] }, ordersExport] },
      NOT_PERMITTED,
    ],
    [
      'OR(AND(orders, claims), AND(claims))',
      {
        mode: 'OR',
        children: [
          { mode: 'AND', children: [orders, claims] },
          { mode: 'AND', children: [claims] },
        ],
      },
      HIDDEN,
    ],
    [
      'AND(orders, OR(analysis, claims))',
      { mode: 'AND', children: [orders, { mode: 'OR', children: [analysis, claims] }] },
      MODULE_DISABLED,
    ],
    [
      'OR(AND(ordersExport, analysis), orders)',
      { mode: 'OR', children: [{ mode: 'AND', children: [ordersExport, analysis] }, orders] },
      ALLOWED,
    ],
    ['AND of nothing', { mode: 'AND', children: [] }, ALLOWED],
    ['OR of nothing', { mode: 'OR', children: [] }, HIDDEN],
  ])(`${LINE} — %s`, (_case, tree, expected) => {
    expect(evaluatePermissionTree(administrator(), tree)).toEqual(expected);
  });
});

describe('evaluateScope', () => {
  const LINE =
    '002 §6: "A path-derived scope supplies the required functionalities, modules and licence level."';
  const scope: PermissionScope = {
    application: 'ORG_OPR_ORDERS',
    functionalities: [],
    modules: [],
    licenceLevel: 0,
  };

  it.each<[string, Partial<PermissionScope>, PermissionDecision]>([
    ['read only', {}, ALLOWED],
    ['granted functionalities', { functionalities: ['APP_NEW', 'APP_UPDATE'] }, ALLOWED],
    ['a functionality not granted', { functionalities: ['APP_NEW', 'APP_DELETE'] }, NOT_PERMITTED],
    ['a module shown when disabled', { modules: ['moduleAnalisi'] }, MODULE_DISABLED],
    ['a module not shown when disabled', { modules: ['moduleRas'] }, HIDDEN],
    ['insufficient licence', { licenceLevel: 3 }, HIDDEN],
    ['another application', { application: 'ORG_OPR_CLAIMS' }, HIDDEN],
  ])(`${LINE} — %s`, (_case, overrides, expected) => {
    expect(evaluateScope(administrator(), { ...scope, ...overrides })).toEqual(expected);
  });

  it(`${LINE} — the wrapped item's own functionality is required too`, () => {
    expect(evaluateScope(administrator(), scope, 'APP_NEW')).toEqual(ALLOWED);
    expect(evaluateScope(administrator(), scope, 'APP_DELETE')).toEqual(NOT_PERMITTED);
    expect(
      evaluateScope(administrator(), { ...scope, functionalities: ['APP_NEW'] }, 'APP_NEW'),
    ).toEqual(ALLOWED);
  });

  it('002 §5.2: "a failed check counts as not allowed" and 002 §8 "An undefined scope warns" — hidden', () => {
    expect(evaluateScope(administrator(), undefined, 'APP_NEW')).toEqual(HIDDEN);
  });
});

describe('permissionGroupState', () => {
  it.each<[PermissionState[], string]>([
    [['hidden', 'hidden'], 'hidden'],
    [['hidden'], 'hidden'],
    [[], 'hidden'],
    [['locked', 'hidden'], 'empty'],
    [['locked', 'locked'], 'empty'],
    [['allowed', 'hidden'], 'visible'],
    [['allowed', 'locked'], 'visible'],
    [['allowed'], 'visible'],
  ])(
    '002 §4.6: "a group is empty when none of its children is allowed, and hidden when all are hidden" — %j → %s',
    (states, expected) => {
      expect(permissionGroupState(states)).toBe(expected);
    },
  );
});

describe('explainPermission', () => {
  const LINE = '000 §6: "Debug mode for permissions can be enabled per session"';

  it(`${LINE} — lists every missing piece`, () => {
    // Act
    const explanation = explainPermission(administrator(), {
      application: 'ORG_OPR_CLAIMS',
      functionality: 'APP_NEW',
      modules: ['moduleSinistri', 'moduleAnalisi', 'moduleRas'],
      licenceLevel: 4,
    });

    // Assert
    expect(explanation).toEqual({
      decision: HIDDEN,
      missingApplication: 'ORG_OPR_CLAIMS',
      missingFunctionality: 'APP_NEW',
      missingModules: ['moduleAnalisi', 'moduleRas'],
      lockedModules: ['moduleAnalisi'],
      missingLicence: { required: 4, held: 2 },
    });
  });

  it(`${LINE} — nothing missing when allowed`, () => {
    const explanation = explainPermission(administrator(), {
      application: 'ORG_OPR_ORDERS',
      functionality: 'APP_NEW',
    });

    expect(explanation).toEqual({
      decision: ALLOWED,
      missingApplication: undefined,
      missingFunctionality: undefined,
      missingModules: [],
      lockedModules: [],
      missingLicence: undefined,
    });
  });
});

describe('permissionDebugLines', () => {
  const LINE = '000 §6: "Debug mode for permissions can be enabled per session"';

  it(`${LINE} — the state and each missing piece`, () => {
    const requirement: PermissionRequirement = {
      application: 'ORG_OPR_CLAIMS',
      functionality: 'APP_NEW',
      modules: ['moduleAnalisi', 'moduleRas'],
      licenceLevel: 4,
    };

    const lines = permissionDebugLines(
      requirement,
      explainPermission(administrator(), requirement),
    );

    expect(lines).toEqual([
      'Nascosto',
      'Permesso di lettura mancante: ORG_OPR_CLAIMS',
      'Funzionalità mancante: APP_NEW su ORG_OPR_CLAIMS',
      'Modulo non attivo, mostrato bloccato: moduleAnalisi',
      'Modulo non attivo: moduleRas',
      'Livello di licenza insufficiente: 2, richiesto 4',
    ]);
  });

  it.each<[PermissionRequirement, string[]]>([
    [{ application: 'ORG_OPR_ORDERS' }, ['Consentito']],
    [
      { application: 'ORG_OPR_ORDERS', functionality: 'APP_DELETE' },
      ['Bloccato', 'Funzionalità mancante: APP_DELETE su ORG_OPR_ORDERS'],
    ],
  ])(`${LINE} — %j`, (requirement, expected) => {
    expect(
      permissionDebugLines(requirement, explainPermission(administrator(), requirement)),
    ).toEqual(expected);
  });
});
