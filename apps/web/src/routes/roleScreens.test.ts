import { ROUTES, type RouteDefinition } from '@portineria/domain';
import { describe, expect, it } from 'vitest';
import { routeHref, siblingRoute } from '../records/routeLinks.ts';
import { entityScreens } from './roleScreens.tsx';

const routes = ROUTES as readonly RouteDefinition[];
const ofKinds = (...kinds: RouteDefinition['kind'][]) =>
  routes.filter((route) => kinds.includes(route.kind));

describe('role screens from the feature folders (001 §2 route trees)', () => {
  it('every list, report, chats and calendar route has its feature’s list screen', async () => {
    const lists = ofKinds('list', 'report', 'chats', 'calendar');
    const missing: string[] = [];
    for (const route of lists) {
      if (!(await entityScreens(route))?.list) missing.push(route.name);
    }

    expect(lists).toHaveLength(45);
    expect(missing).toEqual([]);
  });

  it('every /mod route has its feature’s detail screen', async () => {
    const details = ofKinds('mod');
    const missing: string[] = [];
    for (const route of details) {
      if (!(await entityScreens(route))?.mod) missing.push(route.name);
    }

    expect(details).toHaveLength(34);
    expect(missing).toEqual([]);
  });

  it('a route without a built screen (/new, the consultancy folder type) goes to its own list', () => {
    const unbuilt = ofKinds('new', 'detail');
    const withoutList = unbuilt
      .filter((route) => {
        const list = siblingRoute(route, 'list');
        // The list's path from the screen's own parameters (an order type, a category, an id).
        const params = Object.fromEntries(
          [...route.path.matchAll(/:(\w+)/g)].map(([, name]) => [
            name,
            route.allowedValues?.[name!]?.[0] ?? '7',
          ]),
        );
        return !list || routeHref(list, params) === undefined;
      })
      .map((route) => route.name);

    expect(unbuilt).toHaveLength(18);
    expect(withoutList).toEqual([]);
  });
});
