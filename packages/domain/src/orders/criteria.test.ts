import { describe, expect, it } from 'vitest';
import {
  ASSIGNED_TO_ACTIVE_USER,
  CRITERIA_PLACEHOLDERS,
  criteriaPlaceholderValues,
  resolveCriteria,
  resolveCriteriaQuery,
} from './criteria.ts';
import type { Criteria, CriteriaQuery } from './criteria.ts';

/** Monday 3 March 2025, 14:25 local time. */
const NOW = new Date(2025, 2, 3, 14, 25);
const CONTEXT = { activeUserId: 'user-42', now: NOW };

describe('resolveCriteria', () => {
  it('000 §7: "\'@activeUser\' in criteria replaced by the active user id"', () => {
    // Arrange
    const criteria: Criteria = { _assignTo: '@activeUser', status: 'OPEN' };

    // Act
    const resolved = resolveCriteria(criteria, CONTEXT);

    // Assert
    expect(resolved).toEqual({ _assignTo: 'user-42', status: 'OPEN' });
  });

  it('002 §7.6: "\'@activeUser\' in criteria is replaced by the active user id" — a numeric id stays a number', () => {
    expect(resolveCriteria({ _employee: '@activeUser' }, { activeUserId: 7, now: NOW })).toEqual({
      _employee: 7,
    });
  });

  it('000 §4: "validTo before yesterday" — the day placeholders become ISO instants of local day boundaries', () => {
    // Arrange
    const criteria: Criteria = {
      a: '@now',
      b: '@today',
      c: '@endOfToday',
      d: '@yesterday',
      e: '@endOfYesterday',
    };

    // Act
    const resolved = resolveCriteria(criteria, CONTEXT);

    // Assert
    expect(resolved).toEqual({
      a: NOW.toISOString(),
      b: new Date(2025, 2, 3, 0, 0, 0, 0).toISOString(),
      c: new Date(2025, 2, 3, 23, 59, 59, 999).toISOString(),
      d: new Date(2025, 2, 2, 0, 0, 0, 0).toISOString(),
      e: new Date(2025, 2, 2, 23, 59, 59, 999).toISOString(),
    });
  });

  it('000 §7: placeholders are replaced inside operators, lists, $and and $or', () => {
    // Arrange
    const criteria: Criteria = {
      validTo: { $lt: '@endOfYesterday' },
      _employee: { $in: ['@activeUser', 'other'] },
      $or: [{ _assignTo: '@activeUser' }, { $and: [{ createdAt: { $gte: '@today' } }] }],
    };

    // Act
    const resolved = resolveCriteria(criteria, CONTEXT);

    // Assert
    expect(resolved).toEqual({
      validTo: { $lt: new Date(2025, 2, 2, 23, 59, 59, 999).toISOString() },
      _employee: { $in: ['user-42', 'other'] },
      $or: [
        { _assignTo: 'user-42' },
        { $and: [{ createdAt: { $gte: new Date(2025, 2, 3).toISOString() } }] },
      ],
    });
  });

  it('000 §7: other values, including strings that only start with "@", are kept', () => {
    // Arrange
    const criteria: Criteria = {
      email: '@example',
      count: 3,
      flag: false,
      missing: null,
      name: { $like: '%@activeUser%' },
    };

    // Act / Assert
    expect(resolveCriteria(criteria, CONTEXT)).toEqual(criteria);
  });

  it('000 §7: the criteria given are not changed', () => {
    // Arrange
    const criteria: Criteria = { _assignTo: '@activeUser', list: [{ a: '@today' }] };
    const copy = structuredClone(criteria);

    // Act
    resolveCriteria(criteria, CONTEXT);

    // Assert
    expect(criteria).toEqual(copy);
  });

  it('002 §7.6: a whole query is resolved, the where of its includes too', () => {
    // Arrange
    const query: CriteriaQuery = {
      where: { _supplier: '@activeUser' },
      include: [
        { association: 'org_orders', where: { validTo: { $gte: '@today' } }, required: true },
      ],
    };

    // Act
    const resolved = resolveCriteriaQuery(query, CONTEXT);

    // Assert
    expect(resolved).toEqual({
      where: { _supplier: 'user-42' },
      include: [
        {
          association: 'org_orders',
          where: { validTo: { $gte: new Date(2025, 2, 3).toISOString() } },
          required: true,
        },
      ],
    });
  });

  it('000 §7: every placeholder of the vocabulary has a value', () => {
    const values = criteriaPlaceholderValues(CONTEXT);

    expect(Object.keys(values).sort()).toEqual([...CRITERIA_PLACEHOLDERS].sort());
  });
});

describe('ASSIGNED_TO_ACTIVE_USER', () => {
  it("000 §7: \"'@activeUser' in criteria replaced by the active user id\" — compared with the assigned employee's user, not with the employee id", () => {
    // Act
    const resolved = resolveCriteria({ status: 'OPEN', ...ASSIGNED_TO_ACTIVE_USER }, CONTEXT);

    // Assert
    expect(resolved).toEqual({ status: 'OPEN', '$org_employees._user$': 'user-42' });
  });
});
