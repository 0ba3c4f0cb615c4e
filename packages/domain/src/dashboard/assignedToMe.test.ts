import { describe, expect, it } from 'vitest';
import {
  ASSIGNED_TO_ME_SOURCE_PERMISSIONS,
  assignedToMeAllowedSources,
  mergeAssignedToMe,
} from './assignedToMe.ts';

interface Row {
  id: string;
  createdAt?: string | Date | null;
}

/** `count` rows of a source, one minute apart, newest first, starting at `startMinute`. */
const rows = (prefix: string, count: number, startMinute = 0): Row[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `${prefix}${index}`,
    createdAt: new Date(
      Date.UTC(2024, 0, 1, 12, 0) - (startMinute + index * 3) * 60_000,
    ).toISOString(),
  }));

const ALL = ['tickets', 'orders', 'claims'] as const;

describe('mergeAssignedToMe', () => {
  it('001 §9: "merged, sorted by creation date descending"', () => {
    const tickets = [{ id: 't1', createdAt: '2024-03-01T10:00:00Z' }];
    const orders = [{ id: 'o1', createdAt: '2024-03-03T10:00:00Z' }];
    const claims = [{ id: 'c1', createdAt: new Date('2024-03-02T10:00:00Z') }];

    const merged = mergeAssignedToMe({ tickets, orders, claims }, ALL);

    expect(merged.map(({ source, item }) => `${source}:${item.id}`)).toEqual([
      'orders:o1',
      'claims:c1',
      'tickets:t1',
    ]);
  });

  it('001 §9: "50 items per source, merged, sorted by creation date descending, then cut to 50"', () => {
    const tickets = rows('t', 60, 0);
    const orders = rows('o', 60, 1);
    const claims = rows('c', 60, 2);

    const merged = mergeAssignedToMe({ tickets, orders, claims }, ALL);

    expect(merged).toHaveLength(50);
    expect(merged.slice(0, 4).map(({ item }) => item.id)).toEqual(['t0', 'o0', 'c0', 't1']);
    const times = merged.map(({ item }) => new Date(item.createdAt as string).getTime());
    expect(times).toEqual([...times].sort((first, second) => second - first));
  });

  it('001 §9: "50 items per source" — a source beyond 50 items contributes only its first 50', () => {
    const tickets = rows('t', 70);

    const merged = mergeAssignedToMe({ tickets }, ALL);

    expect(merged).toHaveLength(50);
    expect(merged.at(-1)?.item.id).toBe('t49');
  });

  it('001 §2.7: "merges tickets, orders and claims, shown only where the role has permission"', () => {
    const merged = mergeAssignedToMe(
      { tickets: rows('t', 2), orders: rows('o', 2), claims: rows('c', 2) },
      ['orders'],
    );

    expect(merged.map(({ source }) => source)).toEqual(['orders', 'orders']);
  });

  it('001 §2.7: a source that was not loaded contributes nothing', () => {
    expect(mergeAssignedToMe({}, ALL)).toEqual([]);
  });

  it('items with the same date keep tickets, orders, claims order; undated or unreadable dates go last', () => {
    const same = '2024-03-01T10:00:00Z';
    const merged = mergeAssignedToMe(
      {
        tickets: [
          { id: 't-none', createdAt: null },
          { id: 't1', createdAt: same },
        ],
        orders: [
          { id: 'o-bad', createdAt: 'not a date' },
          { id: 'o1', createdAt: same },
        ],
        claims: [{ id: 'c1', createdAt: same }, { id: 'c-missing' }],
      },
      ALL,
    );

    expect(merged.map(({ item }) => item.id)).toEqual([
      't1',
      'o1',
      'c1',
      't-none',
      'o-bad',
      'c-missing',
    ]);
  });
});

describe('assignedToMeAllowedSources', () => {
  it('000 §6: "the \'assigned to me\' widget needs any of orders, claims or tickets" — only allowed sources count', () => {
    expect(
      assignedToMeAllowedSources({ tickets: 'allowed', orders: 'locked', claims: 'allowed' }),
    ).toEqual(['tickets', 'claims']);
    expect(assignedToMeAllowedSources({ orders: 'hidden' })).toEqual([]);
  });

  it('000 §6: each source is checked on its application code', () => {
    expect(ASSIGNED_TO_ME_SOURCE_PERMISSIONS).toEqual({
      tickets: { application: 'ORG_GEN_TICKETS' },
      orders: { application: 'ORG_OPR_ORDERS' },
      claims: { application: 'ORG_OPR_CLAIMS' },
    });
  });
});
