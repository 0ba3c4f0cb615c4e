/**
 * The 'assigned to me' widget: tickets, orders and claims assigned to the user, merged (000 §6,
 * 001 §2.7, §9).
 */
import dayjs from 'dayjs';
import { ASSIGNED_TO_ME_MAX_ITEMS, ASSIGNED_TO_ME_PER_SOURCE } from '../constants/constants.ts';
import type { PermissionRequirement, PermissionState } from '../permissions/types.ts';

/** The three sources of the widget. */
export type AssignedToMeSource = 'tickets' | 'orders' | 'claims';

/** The sources in a fixed order, used to break ties between items created at the same time. */
export const ASSIGNED_TO_ME_SOURCES = [
  'tickets',
  'orders',
  'claims',
] as const satisfies readonly AssignedToMeSource[];

/** What each source needs (000 §6: "needs any of orders, claims or tickets"). */
export const ASSIGNED_TO_ME_SOURCE_PERMISSIONS: Record<AssignedToMeSource, PermissionRequirement> =
  {
    tickets: { application: 'ORG_GEN_TICKETS' },
    orders: { application: 'ORG_OPR_ORDERS' },
    claims: { application: 'ORG_OPR_CLAIMS' },
  };

/** The one field the merge reads: when the record was created (ISO text or a Date). */
export interface AssignedToMeRecord {
  createdAt?: string | Date | null;
}

/** One merged item, tagged with its source so the ui can render and link it. */
export interface AssignedToMeItem<Item extends AssignedToMeRecord = AssignedToMeRecord> {
  source: AssignedToMeSource;
  item: Item;
}

/** The lists each source returned; a source that was not loaded may be left out. */
export type AssignedToMeLists<
  Ticket extends AssignedToMeRecord,
  Order extends AssignedToMeRecord,
  Claim extends AssignedToMeRecord,
> = {
  tickets?: readonly Ticket[];
  orders?: readonly Order[];
  claims?: readonly Claim[];
};

/**
 * The sources the role may see, from their evaluated permission states (001 §2.7: "shown only
 * where the role has permission"). Only allowed sources count: a locked source has nothing to
 * show.
 */
export function assignedToMeAllowedSources(
  states: Partial<Record<AssignedToMeSource, PermissionState>>,
): AssignedToMeSource[] {
  return ASSIGNED_TO_ME_SOURCES.filter((source) => states[source] === 'allowed');
}

function creationTime(record: AssignedToMeRecord): number {
  const time = record.createdAt == null ? Number.NaN : dayjs(record.createdAt).valueOf();
  // Records without a readable creation date go last rather than break the order.
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

/**
 * The merged list (001 §9: "50 items per source, merged, sorted by creation date descending,
 * then cut to 50"), from the allowed sources only (001 §2.7). Items created at the same time keep
 * the order tickets, orders, claims, and their order within their source.
 */
export function mergeAssignedToMe<
  // A source left out contributes no item type (never) to the result.
  Ticket extends AssignedToMeRecord = never,
  Order extends AssignedToMeRecord = never,
  Claim extends AssignedToMeRecord = never,
>(
  lists: AssignedToMeLists<Ticket, Order, Claim>,
  allowedSources: readonly AssignedToMeSource[],
): AssignedToMeItem<Ticket | Order | Claim>[] {
  const allowed = new Set(allowedSources);
  const perSource = (source: AssignedToMeSource): AssignedToMeItem<Ticket | Order | Claim>[] => {
    if (!allowed.has(source)) return [];
    const items: readonly (Ticket | Order | Claim)[] = lists[source] ?? [];
    return items.slice(0, ASSIGNED_TO_ME_PER_SOURCE).map((item) => ({ source, item }));
  };
  return ASSIGNED_TO_ME_SOURCES.flatMap(perSource)
    .map((entry, position) => ({ entry, position, time: creationTime(entry.item) }))
    .sort((first, second) => second.time - first.time || first.position - second.position)
    .slice(0, ASSIGNED_TO_ME_MAX_ITEMS)
    .map(({ entry }) => entry);
}
