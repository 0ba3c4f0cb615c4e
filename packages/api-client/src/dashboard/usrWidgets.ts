/**
 * The data calls of the USR dashboard (000 §2 "USR dashboard"; 001 §2.7 "Unread correspondence
 * (USR)", §7 Communications): the unread correspondence, page by page, for the selected building
 * when one is selected, and its count for the communications shortcut's badge.
 */
import {
  correspondenceQuery,
  unreadCorrespondenceCriteria,
  type Criteria,
} from '@portineria/domain';
import type { ApiClient } from '../createApiClient.ts';
import type { CallOptions } from '../http/client.ts';
import type { EntityId } from '../http/resource.ts';
import { dashboardCorrespondenceItem, type DashboardCorrespondenceItem } from './items.ts';

/** The parameters of the unread correspondence. */
export interface UnreadCorrespondenceParams {
  /** The product whose opened flag is read (`usr_openedIn{product}`, the profile's product). */
  product: string;
  /**
   * The building selected on the dashboard (000 §4 USR building selection); null or absent for
   * none: every building of the user.
   */
  buildingId?: EntityId | null;
}

/** One page of the unread correspondence. */
export interface UnreadCorrespondencePage {
  items: DashboardCorrespondenceItem[];
  /** The `next_offset_key` of the answer; null on the last page. */
  nextOffsetKey: string | null;
}

/**
 * The condition "concerns this building": the gateway matches `_building` against the
 * communication's `buildings` list (one building selected on the USR dashboard).
 */
function buildingCriteria(buildingId: EntityId | null | undefined): Criteria {
  return buildingId === null || buildingId === undefined ? {} : { _building: Number(buildingId) };
}

/**
 * The body of a page of unread correspondence (001 §7: "where (type "corrispondenza", status SENT,
 * usr_openedIn{product} false), order, limit 36 and offset_key"), narrowed to the selected
 * building when there is one.
 */
export function unreadCorrespondencePageQuery(
  { product, buildingId }: UnreadCorrespondenceParams,
  offsetKey: string | null = null,
) {
  const query = correspondenceQuery({ product, offsetKey });
  return { ...query, where: { ...query.where, ...buildingCriteria(buildingId) } };
}

/** One page of the USR unread correspondence widget (36 rows, paged by `offset_key`). */
export async function getUnreadCorrespondencePage(
  client: ApiClient,
  params: UnreadCorrespondenceParams,
  offsetKey: string | null = null,
  options: CallOptions = {},
): Promise<UnreadCorrespondencePage> {
  const page = await client.communications.getPage(
    unreadCorrespondencePageQuery(params, offsetKey),
    options,
  );
  return { items: page.data.map(dashboardCorrespondenceItem), nextOffsetKey: page.nextOffsetKey };
}

/**
 * The unread correspondence count (001 §7 "Also a count") for the selected building, the badge of
 * the communications shortcut: a resident sees at a glance that something arrived without
 * opening the list (the spec shows no badge; ours, see the README).
 */
export function countUnreadCorrespondence(
  client: ApiClient,
  params: UnreadCorrespondenceParams,
  options: CallOptions = {},
): Promise<number> {
  return client.communications.count(
    {
      ...(unreadCorrespondenceCriteria(params.product) as Criteria),
      ...buildingCriteria(params.buildingId),
    },
    options,
  );
}
