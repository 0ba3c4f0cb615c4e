import { describe, expect, it } from 'vitest';
import type { ActivityStatus } from '../activities/types.ts';
import { contractWatchStates, hasExpiredActivities, orderWatchStates } from './watchStates.ts';
import type { OrderStatus } from './types.ts';

/** Saturday 15 March 2025, 10:00 local time. */
const NOW = new Date(2025, 2, 15, 10, 0);
const PAST = new Date(2025, 2, 14, 12, 0);
const FUTURE = new Date(2025, 2, 22, 12, 0);

describe('hasExpiredActivities', () => {
  it.each([
    ['TODO', PAST, true],
    ['WORKING', PAST, true],
    ['DONE', PAST, false],
    ['REJECTED', PAST, false],
    ['TODO', FUTURE, false],
    ['WORKING', FUTURE, false],
    ['DONE', FUTURE, false],
    ['REJECTED', FUTURE, false],
    ['TODO', null, false],
  ] as const)(
    '001 §4.1: "activities past their end date that are still TODO or WORKING" — %s ending %j → %s',
    (status, validTo, expired) => {
      expect(hasExpiredActivities([{ status, validTo }], NOW)).toBe(expired);
    },
  );

  it('001 §4.1: one expired activity among others is enough; none gives false', () => {
    // Arrange
    const activities = [
      { status: 'DONE' as ActivityStatus, validTo: PAST },
      { status: 'TODO' as ActivityStatus, validTo: FUTURE },
      { status: 'WORKING' as ActivityStatus, validTo: PAST },
    ];

    // Act / Assert
    expect(hasExpiredActivities(activities, NOW)).toBe(true);
    expect(hasExpiredActivities(activities.slice(0, 2), NOW)).toBe(false);
    expect(hasExpiredActivities([], NOW)).toBe(false);
  });
});

describe('orderWatchStates', () => {
  it.each([
    // status, isAccepted, validTo, askedPrice → states
    [2, true, FUTURE, null, ['open']],
    [2, false, FUTURE, null, ['open', 'open-not-confirmed']],
    [2, true, PAST, null, ['open', 'expired']],
    [2, false, PAST, null, ['open', 'open-not-confirmed', 'expired']],
    [2, true, null, 10, ['open']],
    [3, true, FUTURE, null, ['closed']],
    [3, false, PAST, null, ['closed']],
    [3, true, FUTURE, 10, ['in-validation']],
    [3, true, FUTURE, 0, ['in-validation']],
    ['OPEN', false, PAST, null, ['open', 'open-not-confirmed', 'expired']],
    ['CLOSE', true, FUTURE, undefined, ['closed']],
    ['CLOSE', true, FUTURE, 99, ['in-validation']],
    ['VALIDATION', true, FUTURE, 99, ['in-validation']],
    ['DRAFT', false, PAST, null, []],
  ] as const)(
    '000 §4: "orders: open, open not confirmed, expired (validTo before yesterday), closed (no asked price), in validation (closed with asked price)" — status %s, accepted %s, validTo %j, askedPrice %j → %j',
    (status, isAccepted, validTo, askedPrice, expected) => {
      expect(orderWatchStates({ status, isAccepted, validTo, askedPrice }, NOW)).toEqual(expected);
    },
  );

  it('000 §3: a watch record with an unknown status code is in no state', () => {
    expect(orderWatchStates({ status: 7 as never }, NOW)).toEqual([]);
  });
});

describe('contractWatchStates', () => {
  const expired = [{ status: 'WORKING' as ActivityStatus, validTo: PAST }];
  const current = [{ status: 'TODO' as ActivityStatus, validTo: FUTURE }];

  it.each([
    [2, expired, ['open', 'expired-activities']],
    [2, current, ['open']],
    [2, [], ['open']],
    ['OPEN', expired, ['open', 'expired-activities']],
    [3, expired, []],
    ['CLOSE', expired, []],
    ['DRAFT', expired, []],
    ['VALIDATION', expired, []],
  ] as const)(
    '000 §4: "Contracts: open, with expired activities (activities to do or working with validTo before yesterday)" — status %s',
    (status, activities, expected) => {
      expect(
        contractWatchStates({ status: status as OrderStatus | 2 | 3 }, activities, NOW),
      ).toEqual(expected);
    },
  );
});

describe('orderWatchStates — values from the wire the spec does not list', () => {
  it('000 §4: an order in a status the spec does not list is in no watch state', () => {
    expect(orderWatchStates({ status: 'ARCHIVED' as never }, NOW)).toEqual([]);
  });
});
