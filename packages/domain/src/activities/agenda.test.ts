import { describe, expect, it } from 'vitest';
import {
  activityAgendaLabel,
  expiredActivitiesCriteria,
  isActivityInAgenda,
  isPickableActivity,
  todayActivitiesCriteria,
} from './agenda.ts';

/** Wednesday 12 March 2025, 11:40 local time. */
const NOW = new Date(2025, 2, 12, 11, 40);

describe('activities in the agenda and the picker', () => {
  it.each([
    ['TODO', true],
    ['WORKING', true],
    ['DONE', false],
    ['REJECTED', false],
  ] as const)(
    '002 §4.6: "Activity agenda: TODO and WORKING are listed" — %s: %s',
    (status, listed) => {
      expect(isActivityInAgenda({ status })).toBe(listed);
    },
  );

  it.each([
    ['TODO', true],
    ['WORKING', true],
    ['DONE', false],
    ['REJECTED', false],
  ] as const)(
    '002 §5.2: "The activity picker shows only todo and working activities" — %s: %s',
    (status, shown) => {
      expect(isPickableActivity({ status })).toBe(shown);
    },
  );

  it.each([
    [true, 'In corso'],
    [false, undefined],
    [undefined, undefined],
  ])('002 §4.6: "a pending one shows \'In corso\'" — isPending %s → %s', (isPending, label) => {
    expect(activityAgendaLabel({ isPending })).toBe(label);
  });
});

describe('activity widget queries', () => {
  const openOrderInclude = [
    {
      association: 'org_orders',
      where: { status: 'OPEN' },
      required: true,
      include: [{ association: 'org_buildings' }, { association: 'org_suppliers' }],
    },
  ];

  it('002 §7.6: "activities: status in TODO/WORKING, validFrom <= end of day, validTo >= start of day, include orders with status OPEN, buildings, suppliers"', () => {
    expect(todayActivitiesCriteria(NOW)).toEqual({
      where: {
        status: { $in: ['TODO', 'WORKING'] },
        validFrom: { $lte: new Date(2025, 2, 12, 23, 59, 59, 999).toISOString() },
        validTo: { $gte: new Date(2025, 2, 12, 0, 0, 0, 0).toISOString() },
      },
      include: openOrderInclude,
    });
  });

  it('000 §4: "activities to do or working with validTo before yesterday" — the expired activities query', () => {
    expect(expiredActivitiesCriteria(NOW)).toEqual({
      where: {
        status: { $in: ['TODO', 'WORKING'] },
        validTo: { $lt: new Date(2025, 2, 11, 23, 59, 59, 999).toISOString() },
      },
      include: openOrderInclude,
    });
  });
});
