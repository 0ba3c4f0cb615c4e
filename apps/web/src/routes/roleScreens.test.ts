import { ROUTES, type RouteDefinition } from '@portineria/domain';
import { describe, expect, it } from 'vitest';
import { hasCreationScreen } from '../records/creationScreens.ts';
import { routeHref, siblingRoute } from '../records/routeLinks.ts';
import { entityScreens, roleScreen } from './roleScreens.tsx';
import { RedirectToList } from './RedirectToList.tsx';

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

    expect(lists).toHaveLength(47);
    expect(missing).toEqual([]);
  });

  it('every /mod route has its feature’s detail screen', async () => {
    const details = ofKinds('mod');
    const missing: string[] = [];
    for (const route of details) {
      if (!(await entityScreens(route))?.mod) missing.push(route.name);
    }

    expect(details).toHaveLength(36);
    expect(missing).toEqual([]);
  });

  it('001 §2.2: the folder-type page of a consultancy (the detail routes) has its own screen', async () => {
    const details = ofKinds('detail');
    const missing: string[] = [];
    for (const route of details) {
      if (!(await entityScreens(route))?.detail) missing.push(route.name);
    }

    expect(details.map((route) => route.name)).toEqual(['orgConsultancyFolderType']);
    expect(missing).toEqual([]);
  });

  it('a /new route without a built form goes to its own list, and a detail page has a list to go back to', () => {
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

    expect(unbuilt).toHaveLength(19);
    expect(withoutList).toEqual([]);
  });

  it("000 §2 Route forms: a /new route shows its feature's form exactly when the creation rule offers its '+'", async () => {
    const mismatched: string[] = [];
    for (const route of ofKinds('new')) {
      const screen = await roleScreen(route);
      const form = (await entityScreens(route))?.new;
      if (hasCreationScreen(route) ? !form || screen !== form : screen !== RedirectToList) {
        mismatched.push(route.name);
      }
    }

    expect(mismatched).toEqual([]);
  });
});
