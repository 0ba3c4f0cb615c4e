import { describe, expect, it } from 'vitest';
import { isOrderInAgenda, orderAgendaLabels } from './agenda.ts';

describe('orders in the agenda', () => {
  it.each([
    ['DRAFT', false],
    ['OPEN', true],
    ['CLOSE', false],
    ['VALIDATION', false],
  ] as const)(
    '002 §4.6: "Orders in the agenda: only status OPEN" — %s listed: %s',
    (status, listed) => {
      expect(isOrderInAgenda({ status })).toBe(listed);
    },
  );

  it.each([
    [2, false, ['Urgente']],
    [2, true, ['Urgente', 'Sospeso']],
    [1, true, ['Sospeso']],
    [1, false, []],
    [3, false, []],
    [null, undefined, []],
  ] as const)(
    "002 §4.6: \"Priority 2 shows 'Urgente', suspended shows 'Sospeso'\" — priority %s, suspended %s → %j",
    (priority, isSuspended, expected) => {
      expect(orderAgendaLabels({ priority, isSuspended }).map(({ label }) => label)).toEqual(
        expected,
      );
    },
  );

  it('002 §4.6: the agenda labels carry a key and a tone', () => {
    expect(orderAgendaLabels({ priority: 2, isSuspended: true })).toEqual([
      { key: 'urgent', label: 'Urgente', tone: 'error' },
      { key: 'suspended', label: 'Sospeso', tone: 'warning' },
    ]);
  });
});
