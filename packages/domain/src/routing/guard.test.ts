import { describe, expect, it } from 'vitest';
import type { RoleType } from '../profiles/types.ts';
import { guardDecision, isPublicPath, isShellHidden, roleTreeOf } from './guard.ts';
import type { GuardDecision, GuardInput } from './guard.ts';
import { ROUTE_ANSWER_KEY } from './routeAnswerKey.ts';
import type { RouteAnswer } from './routeAnswerKey.ts';

function signedIn(
  roleType: RoleType,
  pathname: string,
  extra: Partial<GuardInput> = {},
): GuardInput {
  return { roleResolved: true, roleType, hasActiveProfile: true, pathname, ...extra };
}

/** The decision the answer key expects before the permission state is known. */
function expectedDecision(answer: RouteAnswer): GuardDecision {
  if (answer.redirectTo !== undefined) return { kind: 'redirect', to: answer.redirectTo };
  if (answer.application === null || answer.permissionPath === null) return { kind: 'allowed' };
  return {
    kind: 'needs-permission',
    permissionPath: answer.permissionPath,
    requirement: answer.functionality
      ? { application: answer.application, functionality: answer.functionality }
      : { application: answer.application },
  };
}

const publicCases = [
  '/loading',
  '/changeProfile',
  '/buildings/15',
  '/buildings.html?id=15',
  '/helper/000?path=%2FORG%2Fdashboard',
  '/helper',
  '/403',
  '/404',
  '/session-error',
  '/ORG/error/500',
];

describe('guardDecision', () => {
  it.each(['ORG', 'SPL', 'USR', 'SYS'] as const)(
    '001 §2.1 "A permission check per route path (parameters stripped) decides access": every %s screen of the answer key asks about its permission path and application',
    (roleType) => {
      const answers = ROUTE_ANSWER_KEY.filter((answer) => answer.path.startsWith(`/${roleType}/`));

      const decisions = answers.map((answer) => [
        answer.sample,
        guardDecision(signedIn(roleType, answer.sample)),
      ]);

      expect(answers.length).toBeGreaterThan(1);
      expect(decisions).toEqual(answers.map((answer) => [answer.sample, expectedDecision(answer)]));
    },
  );

  it.each([
    ['ORG', '/ORG/calendar'],
    ['ORG', '/ORG/OPR/orders/service/new/wizard/building'],
    ['SPL', '/SPL/OPR/tasks/new/11'],
    ['USR', '/USR/COM/chats/3/9'],
  ] as const)(
    '001 §2.1: an allowed permission shows the screen (%s on %s)',
    (roleType, pathname) => {
      expect(guardDecision(signedIn(roleType, pathname, { permission: 'allowed' }))).toEqual({
        kind: 'allowed',
      });
    },
  );

  it.each([
    ['ORG', '/ORG/calendar', 'hidden'],
    ['ORG', '/ORG/GEN/tickets/new', 'locked'],
    ['SPL', '/SPL/OPR/orders/contracts/mod/3', 'hidden'],
    ['USR', '/USR/GEN/tickets/new', 'locked'],
  ] as const)(
    '001 §2.1: "On denial the user goes to the role dashboard" (%s on %s, %s)',
    (roleType, pathname, permission) => {
      expect(guardDecision(signedIn(roleType, pathname, { permission }))).toEqual({
        kind: 'denied',
        redirectTo: `/${roleType}/dashboard`,
      });
    },
  );

  it.each([
    ['ORG', '/SPL/OPR/orders/service/mod/3'],
    ['ORG', '/USR/dashboard'],
    ['ORG', '/SYS/changelog'],
    ['SPL', '/ORG/calendar'],
    ['SPL', '/USR/GEN/tickets/new'],
    ['SPL', '/SYS/dashboard'],
    ['USR', '/ORG/dashboard/settings'],
    ['USR', '/SPL/TAB/employees/mod/3'],
    ['USR', '/SYS/dashboard'],
    ['SYS', '/ORG/TAB/buildings/private'],
    ['SYS', '/SPL/dashboard'],
    ['SYS', '/USR/COM/chats'],
  ] as const)(
    '001 §2.1: "A route whose first path segment does not match the role ... is refused", even when allowed (%s on %s)',
    (roleType, pathname) => {
      const decision = guardDecision(signedIn(roleType, pathname, { permission: 'allowed' }));

      expect(decision).toEqual({ kind: 'refused', redirectTo: `/${roleType}/dashboard` });
    },
  );

  it('001 §2.1: "An unresolved role check leads to the Loading screen"', () => {
    const decision = guardDecision({
      roleResolved: false,
      roleType: undefined,
      hasActiveProfile: false,
      pathname: '/ORG/dashboard',
    });

    expect(decision).toEqual({ kind: 'loading' });
  });

  it('001 §2.1: "No active profile redirects to an external login"', () => {
    const decision = guardDecision({
      roleResolved: true,
      roleType: 'ORG',
      hasActiveProfile: false,
      pathname: '/ORG/dashboard',
    });

    expect(decision).toEqual({ kind: 'login' });
  });

  it('001 §2.1: an active profile without a known role type goes to the login as well', () => {
    const decision = guardDecision({
      roleResolved: true,
      roleType: undefined,
      hasActiveProfile: true,
      pathname: '/ORG/dashboard',
    });

    expect(decision).toEqual({ kind: 'login' });
  });

  it('001 §2.5: "/ redirects to Loading", even before the role is known', () => {
    const decision = guardDecision({
      roleResolved: false,
      roleType: undefined,
      hasActiveProfile: false,
      pathname: '/',
    });

    expect(decision).toEqual({ kind: 'redirect', to: '/loading' });
  });

  it.each(publicCases)(
    "000 §2 Route forms: public building pages, help pages, /loading, /changeProfile and error pages (403, 404, any path containing 'error') need no role: %s",
    (pathname) => {
      const decision = guardDecision({
        roleResolved: false,
        roleType: undefined,
        hasActiveProfile: false,
        pathname,
      });

      expect(decision).toEqual({ kind: 'allowed' });
    },
  );

  it.each([
    ['ORG', '/ORG/unknown'],
    ['SPL', '/SPL/OPR/orders/other'],
    ['USR', '/nowhere'],
    ['SYS', '/SYS/TAB/anything'],
  ] as const)('001 §2.1: "An unknown path shows the 404 page" (%s on %s)', (roleType, pathname) => {
    expect(guardDecision(signedIn(roleType, pathname))).toEqual({ kind: 'not-found' });
  });

  it("001 §2.1: an unknown path in another role's tree is refused, not a 404", () => {
    expect(guardDecision(signedIn('ORG', '/SPL/unknown'))).toEqual({
      kind: 'refused',
      redirectTo: '/ORG/dashboard',
    });
  });

  it('001 §2.1: the role segment is compared whatever its case', () => {
    expect(guardDecision(signedIn('USR', '/org/dashboard'))).toEqual({
      kind: 'refused',
      redirectTo: '/USR/dashboard',
    });
  });

  it('001 §2.2: "/ORG/settings Redirects to /ORG/settings/appearance/sidebar"', () => {
    expect(guardDecision(signedIn('ORG', '/ORG/settings'))).toEqual({
      kind: 'redirect',
      to: '/ORG/settings/appearance/sidebar',
    });
    expect(guardDecision(signedIn('ORG', '/ORG/settings/appearance/sidebar'))).toEqual({
      kind: 'allowed',
    });
  });

  it('001 §2.1: /ORG/settings is refused to another role before it forwards', () => {
    expect(guardDecision(signedIn('SPL', '/ORG/settings'))).toEqual({
      kind: 'refused',
      redirectTo: '/SPL/dashboard',
    });
  });

  it('001 §2.2: "If the organisation has the manager module but not the registry module, the user is redirected to external-buildings"', () => {
    const decision = guardDecision(
      signedIn('ORG', '/ORG/dashboard', { isManagerOrgWithoutRegistry: true }),
    );

    expect(decision).toEqual({ kind: 'redirect', to: '/ORG/TAB/external-buildings' });
  });

  it('001 §2.2: other organisations see their dashboard', () => {
    const decision = guardDecision(
      signedIn('ORG', '/ORG/dashboard', { isManagerOrgWithoutRegistry: false }),
    );

    expect(decision).toEqual({ kind: 'allowed' });
  });

  it('001 §2.1: the permission path of a new screen carries APP_NEW', () => {
    const decision = guardDecision(signedIn('ORG', '/ORG/GEN/tickets/new'));

    expect(decision).toEqual({
      kind: 'needs-permission',
      permissionPath: '/ORG/GEN/tickets',
      requirement: { application: 'ORG_GEN_TICKETS', functionality: 'APP_NEW' },
    });
  });
});

describe('isPublicPath', () => {
  it.each(publicCases)('000 §2 Route forms: %s needs no role', (pathname) => {
    expect(isPublicPath(pathname)).toBe(true);
  });

  it.each(['/ORG/dashboard', '/', '/buildings', 'loading', '/USR/COM/chats'])(
    '000 §2 Route forms: %s is not public',
    (pathname) => {
      expect(isPublicPath(pathname)).toBe(false);
    },
  );
});

describe('isShellHidden', () => {
  it.each([
    '/buildings/3',
    '/buildings.html?id=3',
    '/helper/000',
    '/helper',
    '/loading',
    '/',
    '/changeProfile',
  ])(
    '000 §2 Shell: "Navigation and dashboard are hidden on public building pages, help pages and while the session loads": %s',
    (pathname) => {
      expect(isShellHidden(pathname)).toBe(true);
    },
  );

  it.each([
    '/ORG/dashboard',
    '/SPL/OPR/orders/service',
    '/404',
    '/403',
    '/ORG/nowhere',
    'relative',
  ])('000 §2 Shell: the shell shows elsewhere: %s', (pathname) => {
    expect(isShellHidden(pathname)).toBe(false);
  });
});

describe('roleTreeOf', () => {
  it.each([
    ['/ORG/dashboard', 'ORG'],
    ['/spl/OPR/orders/service', 'SPL'],
    ['/USR', 'USR'],
    ['/SYS/changelog', 'SYS'],
    ['/loading', undefined],
    ['/', undefined],
    ['ORG/dashboard', undefined],
  ])('001 §6: "Each has its own route tree": %s → %s', (pathname, expected) => {
    expect(roleTreeOf(pathname)).toBe(expected);
  });
});
