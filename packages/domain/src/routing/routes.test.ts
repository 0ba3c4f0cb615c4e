import { describe, expect, it } from 'vitest';
import type { RoleType } from '../profiles/types.ts';
import { routingMessages } from '../messages/it-IT/routing.ts';
import { ROUTE_ANSWER_KEY } from './routeAnswerKey.ts';
import type { RouteAnswer } from './routeAnswerKey.ts';
import { ROUTES, routeByName } from './routes.ts';
import type { RouteDefinition } from './routes.ts';

const table: readonly RouteDefinition[] = ROUTES;

/** What the table says about a screen, in the answer key's shape. */
function checkOf(route: RouteDefinition): RouteAnswer {
  return {
    path: route.path,
    permissionPath: route.permissionPath,
    application: route.application,
    ...(route.functionality ? { functionality: route.functionality as 'APP_NEW' } : {}),
    ...(route.redirectTo ? { redirectTo: route.redirectTo } : {}),
    sample: '',
  };
}

function byPath(left: { path: string }, right: { path: string }): number {
  return left.path.localeCompare(right.path);
}

/** The role tree a pattern belongs to, read from its first segment; 'none' for pages without a role. */
function treeOf(path: string): RoleType | 'none' {
  const first = path.split('/')[1];
  return first === 'ORG' || first === 'SPL' || first === 'USR' || first === 'SYS' ? first : 'none';
}

describe('ROUTES against the answer key written from the spec', () => {
  it('001 §2.2–2.5, 000 §2 Route forms: the table has exactly the screens of the route tree', () => {
    const tablePaths = table.map((route) => route.path).sort();
    const keyPaths = ROUTE_ANSWER_KEY.map((answer) => answer.path).sort();

    expect(tablePaths).toEqual(keyPaths);
  });

  it.each(['none', 'ORG', 'SPL', 'USR', 'SYS'] as const)(
    '001 §2.1 "A permission check per route path (parameters stripped) decides access": the %s screens ask about the path and application of the answer key',
    (tree) => {
      const fromTable = table
        .filter((route) => treeOf(route.path) === tree)
        .map(checkOf)
        .sort(byPath);
      const fromKey = ROUTE_ANSWER_KEY.filter((answer) => treeOf(answer.path) === tree)
        .map((answer) => ({ ...answer, sample: '' }))
        .sort(byPath);

      expect(fromKey.length).toBeGreaterThan(0);
      expect(fromTable).toEqual(fromKey);
    },
  );

  it('001 §2.1 "parameters stripped": no permission path keeps a parameter or a /new, /mod or /wizard segment', () => {
    const kept = table
      .filter((route) =>
        (route.permissionPath ?? '')
          .split('/')
          .some((segment) => ['new', 'mod', 'wizard'].includes(segment) || segment.startsWith(':')),
      )
      .map((route) => `${route.name}: ${route.permissionPath}`);

    expect(kept).toEqual([]);
  });

  it('001 §2.1: the answer key itself asks no permission path with a parameter or an action segment', () => {
    const kept = ROUTE_ANSWER_KEY.filter((answer) =>
      /\/(new|mod|wizard)(\/|$)|:/.test(answer.permissionPath ?? ''),
    );

    expect(kept).toEqual([]);
  });

  it('001 §2.1: a screen is checked at a prefix of its own pattern, and has both a path and an application or neither', () => {
    const inconsistent = table
      .filter(
        (route) =>
          (route.permissionPath === null) !== (route.application === null) ||
          !route.path.startsWith(route.permissionPath ?? ''),
      )
      .map((route) => route.name);

    expect(inconsistent).toEqual([]);
  });
});

describe('ROUTES', () => {
  it('000 §2 Route forms: "Organisation consultancy pages use the route name orgConsultancies with parameter consultancyTypeId"', () => {
    const route = routeByName('orgConsultancies');

    expect(route?.path).toBe('/ORG/TAB/consultancies/:consultancyTypeId');
  });

  it('002 §2.1: "the route named orgBuildingMod with params idElement and category (private or condominium)"', () => {
    const route = routeByName('orgBuildingMod');

    expect(route?.path).toContain(':category/mod/:idElement');
    expect(route?.allowedValues?.category).toEqual(['private', 'condominium']);
  });

  it('002 §2.9: "The organisation contact edit route is orgContactMod with idElement and category (person or client)"', () => {
    const route = routeByName('orgContactMod');

    expect(route?.path).toBe('/ORG/TAB/contacts/:category/mod/:idElement');
    expect(route?.allowedValues?.category).toEqual(['person', 'client']);
  });

  it('002 §2.6: "the route usrChats, with the active building id and a null chat id"', () => {
    expect(routeByName('usrChats')?.path).toBe('/USR/COM/chats/:idElement?/:idChat?');
  });

  it('001 §2.2: "orderType is service or contracts" — on every order route of every role', () => {
    const orderRoutes = table
      .filter((route) => route.path.includes(':orderType'))
      .map((route) => [route.name, route.allowedValues?.orderType]);

    expect(orderRoutes).toEqual([
      ['orgOrdersList', ['service', 'contracts']],
      ['orgOrdersNew', ['service', 'contracts']],
      ['orgOrdersNewWizard', ['service', 'contracts']],
      ['orgOrderMod', ['service', 'contracts']],
      ['splOrdersList', ['service', 'contracts']],
      ['splOrderMod', ['service', 'contracts']],
      ['usrOrdersList', ['service', 'contracts']],
      ['usrOrderMod', ['service', 'contracts']],
    ]);
  });

  it('gives every route a unique name and a unique pattern', () => {
    const names = new Set(table.map((route) => route.name));
    const paths = new Set(table.map((route) => route.path));

    expect(names.size).toBe(table.length);
    expect(paths.size).toBe(table.length);
  });

  it('001 §6: "Each has its own route tree": every role route lives under /{ROLE}', () => {
    const misplaced = table
      .filter((route) => route.roleType !== null && treeOf(route.path) !== route.roleType)
      .map((route) => route.name);

    expect(misplaced).toEqual([]);
  });

  it('000 §2 Route forms: "new documents go to that route plus /new" — every creation screen has /new and needs APP_NEW', () => {
    const creationRoutes = table.filter((route) => route.kind === 'new');
    const wrong = creationRoutes
      .filter((route) => !route.path.includes('/new') || route.functionality !== 'APP_NEW')
      .map((route) => route.name);

    expect(creationRoutes.map((route) => route.name)).toContain('orgOrdersNewWizard');
    expect(wrong).toEqual([]);
  });

  it('titles every route with a message of the routing area', () => {
    const untitled = table
      .filter((route) => typeof routingMessages[route.titleKey] !== 'string')
      .map((route) => route.name);

    expect(untitled).toEqual([]);
  });

  it('returns undefined for an unknown route name', () => {
    expect(routeByName('orgUnknown')).toBeUndefined();
  });
});
