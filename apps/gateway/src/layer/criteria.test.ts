import { CONTRACT_DASHBOARD_VIEWS } from '@portineria/domain';
import { describe, expect, it } from 'vitest';
import { liftAssociationConditions, mapCriteriaValues } from './criteria.ts';

describe('mapCriteriaValues', () => {
  const codes = {
    status: (value: unknown) => (value === 2 ? 'OPEN' : value === 3 ? 'CLOSE' : value),
  };

  it('maps equality, operator values and $in lists, inside $and and $or (000 §3 numeric codes)', () => {
    expect(
      mapCriteriaValues(
        {
          status: 2,
          $or: [{ status: { $ne: 3 } }, { status: { $in: [2, 3] } }],
          $and: [{ other: 2 }],
        },
        codes,
      ),
    ).toEqual({
      status: 'OPEN',
      $or: [{ status: { $ne: 'CLOSE' } }, { status: { $in: ['OPEN', 'CLOSE'] } }],
      $and: [{ other: 2 }],
    });
  });

  it('keeps a __proto__ key as an own key, for the engine to refuse', () => {
    const hostile = JSON.parse('{"__proto__": {"status": 2}}') as unknown;
    const mapped = mapCriteriaValues(hostile, codes) as Record<string, unknown>;
    expect(Object.hasOwn(mapped, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(mapped)).toBe(Object.prototype);
  });
});

describe('liftAssociationConditions', () => {
  it('moves the ACTEXP activity conditions into one required include (same activity, 000 §4)', () => {
    const view = CONTRACT_DASHBOARD_VIEWS.find((candidate) => candidate.id === 'ACTEXP');
    const lifted = liftAssociationConditions({ $and: [view?.criteria, {}] }, 'org_activities');
    expect(lifted.criteria).toEqual({ $and: [{ category: 2, status: 2 }, {}] });
    expect(lifted.include).toEqual([
      {
        association: 'org_activities',
        where: { status: { $in: ['TODO', 'WORKING'] }, validTo: { $lt: '@endOfYesterday' } },
        required: true,
        attributes: ['id'],
      },
    ]);
  });

  it('leaves criteria without such conditions untouched, and nested paths in place', () => {
    const criteria = { status: 'OPEN', '$org_activities.org_orders.status$': 'OPEN' };
    expect(liftAssociationConditions(criteria, 'org_activities')).toEqual({ criteria });
  });
});
