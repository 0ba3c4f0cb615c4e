import dayjs from 'dayjs';
import { activitiesMessage } from '../messages/it-IT/activities.ts';
import type { CriteriaInclude, CriteriaQuery } from '../orders/criteria.ts';
import { endOfYesterday } from '../orders/dates.ts';
import type { Activity } from './types.ts';

/** The activity statuses still to be worked on: listed in the agenda and the picker. */
const OPEN_ACTIVITY_STATUSES = ['TODO', 'WORKING'] as const;

/** Whether an activity is listed in the agenda: TODO and WORKING (002 §4.6). */
export function isActivityInAgenda(activity: Pick<Activity, 'status'>): boolean {
  return activity.status === 'TODO' || activity.status === 'WORKING';
}

/** The agenda label of an activity: a pending one shows 'In corso' (002 §4.6); else none. */
export function activityAgendaLabel(activity: Pick<Activity, 'isPending'>): string | undefined {
  return activity.isPending ? activitiesMessage('activities.agenda.pending') : undefined;
}

/** Whether the activity picker offers an activity: only todo and working ones (002 §5.2). */
export function isPickableActivity(activity: Pick<Activity, 'status'>): boolean {
  return isActivityInAgenda(activity);
}

/**
 * The includes of the SPL activity widgets (002 §7.6 "include orders with status OPEN, buildings,
 * suppliers"): the order is required, so activities of orders that are not open are left out;
 * buildings and suppliers hang off the order (002 §3.10 org_orders … org_buildings, org_suppliers).
 */
const OPEN_ORDER_INCLUDE: readonly CriteriaInclude[] = [
  {
    association: 'org_orders',
    where: { status: 'OPEN' },
    required: true,
    include: [{ association: 'org_buildings' }, { association: 'org_suppliers' }],
  },
];

/**
 * The query of the SPL widget 'Attività pianificate', today's activities (002 §7.6 "status in
 * TODO/WORKING, validFrom <= end of day, validTo >= start of day, include orders with status OPEN,
 * buildings, suppliers"): every activity whose period touches today. Day boundaries are local;
 * dates are ISO strings.
 */
export function todayActivitiesCriteria(now: Date): CriteriaQuery {
  const today = dayjs(now);
  return {
    where: {
      status: { $in: OPEN_ACTIVITY_STATUSES },
      validFrom: { $lte: today.endOf('day').toISOString() },
      validTo: { $gte: today.startOf('day').toISOString() },
    },
    include: OPEN_ORDER_INCLUDE,
  };
}

/**
 * The query of the SPL expired activities widget (000 §2): activities TODO or WORKING whose end
 * date is before the end of yesterday — the same expiry line as the orders (see `isPastEndDate`) —
 * on open orders, like today's activities (an activity of a closed order is no longer work to do).
 */
export function expiredActivitiesCriteria(now: Date): CriteriaQuery {
  return {
    where: {
      status: { $in: OPEN_ACTIVITY_STATUSES },
      validTo: { $lt: endOfYesterday(now).toISOString() },
    },
    include: OPEN_ORDER_INCLUDE,
  };
}
