import type { Activity } from '../activities/types.ts';
import { normalizeOrderStatus } from './codes.ts';
import { isPastEndDate } from './dates.ts';

import type { OrderWatchRecord } from './types.ts';

/** The watch states of an order (000 §4 Watch states). */
export type OrderWatchState =
  'open' | 'open-not-confirmed' | 'expired' | 'closed' | 'in-validation';

/** The watch states of a contract, a repeated order (000 §4 Watch states). */
export type ContractWatchState = 'open' | 'expired-activities';

/**
 * Whether any activity is past its end date and still TODO or WORKING (001 §4.1 "activities past
 * their end date that are still TODO or WORKING"; 000 §4 "activities to do or working with validTo
 * before yesterday"), with the same expiry line as the orders.
 */
export function hasExpiredActivities(
  activities: readonly Pick<Activity, 'status' | 'validTo'>[],
  now: Date,
): boolean {
  return activities.some(
    (activity) =>
      (activity.status === 'TODO' || activity.status === 'WORKING') &&
      isPastEndDate(activity.validTo, now),
  );
}

/**
 * Every watch state an order is in (000 §4): open; open not confirmed (open and not accepted);
 * expired (open with validTo before the end of yesterday — an expired order is one still open,
 * as the service order view "open expired" shows); closed (closed with no asked price); in
 * validation (closed with an asked price). An order in the VALIDATION status is in validation too:
 * the spec has no code for it in the watch records, but its name leaves no doubt. Drafts are in
 * no watch state.
 */
export function orderWatchStates(order: OrderWatchRecord, now: Date): OrderWatchState[] {
  const status = normalizeOrderStatus(order.status);
  switch (status) {
    case 'OPEN': {
      const states: OrderWatchState[] = ['open'];
      if (!order.isAccepted) states.push('open-not-confirmed');
      if (isPastEndDate(order.validTo, now)) states.push('expired');
      return states;
    }
    case 'CLOSE':
      return [order.askedPrice != null ? 'in-validation' : 'closed'];
    case 'VALIDATION':
      return ['in-validation'];
    case 'DRAFT':
    case undefined:
      return [];
    default:
      // A status the spec does not list (from the wire) is in no watch state.
      status satisfies never;
      return [];
  }
}

/**
 * Every watch state a contract is in (000 §4): open, and with expired activities (activities TODO
 * or WORKING with validTo before the end of yesterday). A contract that is no longer open is in
 * neither state: the expired-activities view lists open contracts (000 §4 ACTEXP beside OPE).
 */
export function contractWatchStates(
  contract: Pick<OrderWatchRecord, 'status'>,
  activities: readonly Pick<Activity, 'status' | 'validTo'>[],
  now: Date,
): ContractWatchState[] {
  if (normalizeOrderStatus(contract.status) !== 'OPEN') return [];
  return hasExpiredActivities(activities, now) ? ['open', 'expired-activities'] : ['open'];
}
