import { describe, expect, it } from 'vitest';
import { matchRoute } from '../routing/matchRoute.ts';
import { routeByName } from '../routing/routes.ts';
import { NOTIFICATION_TARGETS } from './notificationTargets.ts';
import { isNotificationType, NOTIFICATION_TYPES } from './notificationTypes.ts';

const routeTargets = Object.entries(NOTIFICATION_TARGETS).flatMap(([type, byRole]) =>
  Object.entries(byRole).flatMap(([roleType, targets]) =>
    (targets ?? []).flatMap((target) =>
      target.kind === 'route' ? [{ type, roleType, route: target.route }] : [],
    ),
  ),
);

describe('NOTIFICATION_TARGETS', () => {
  it('001 §4.8: every notification type has a target for at least one role', () => {
    for (const type of Object.values(NOTIFICATION_TYPES)) {
      expect(Object.keys(NOTIFICATION_TARGETS[type]).length).toBeGreaterThan(0);
    }
  });

  it('001 §4.8 "the right screen for the role": every route target opens a route of its own role tree', () => {
    const misplaced = routeTargets
      .filter(({ roleType, route }) => routeByName(route)?.roleType !== roleType)
      .map(({ type, roleType, route }) => `${type} for ${roleType}: ${route}`);

    expect(routeTargets.length).toBeGreaterThan(10);
    expect(misplaced).toEqual([]);
  });

  it('001 §4.8 "consultancy folder type (with openChat)" opens a known route', () => {
    const target = NOTIFICATION_TARGETS.CONSULTANCY_FOLDER_TYPE_MESSAGE.ORG?.[0];

    expect(target?.kind === 'route' && target.query).toEqual({ openChat: true });
    expect(matchRoute('/ORG/TAB/consultancies/3/folder-types/22')?.name).toBe(
      target?.kind === 'route' ? target.route : undefined,
    );
  });
});

describe('isNotificationType', () => {
  it('knows every type of NOTIFICATION_TYPES', () => {
    const unknown = Object.values(NOTIFICATION_TYPES).filter((type) => !isNotificationType(type));

    expect(unknown).toEqual([]);
  });

  it.each(['ticket_new', '', 42, null])('001 §4.8 "Unknown types": %s is not a type', (value) => {
    expect(isNotificationType(value)).toBe(false);
  });
});
