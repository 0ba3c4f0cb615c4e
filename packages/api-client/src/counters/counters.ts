import {
  CLAIM_DASHBOARD_VIEWS,
  CONTRACT_DASHBOARD_VIEWS,
  ORDER_DASHBOARD_VIEWS,
  QUOTE_DASHBOARD_VIEWS,
  TICKET_DASHBOARD_VIEWS,
  TOKEN_DASHBOARD_VIEWS,
  folderCountQueries,
  folderDashboardViewOf,
  folderViewCriteria,
  type Criteria,
  type DashboardViewReference,
  type FolderCountKind,
} from '@portineria/domain';
import type { HttpClient } from '../http/client.ts';
import { createFoldersApi } from '../folders/folders.ts';
import {
  countBody,
  resolveCallCriteria,
  signalOnly,
  type CriteriaCallOptions,
  type EntityId,
} from '../http/resource.ts';
import { unwrapCounter, unwrapRows } from '../http/shapes.ts';

/**
 * Where a dashboard view is counted: a `search/count` endpoint, a proxy endpoint (counted with
 * `{ count: true, query_sequelize: { where, limit: 0 } }`), or the three folder calls — whose
 * `criteria` are what the folders list asks `folders/search` with to hold the same folders
 * (domain `folderViewCriteria`).
 */
export type DashboardViewCount =
  | { kind: 'count'; endpoint: string; criteria: Criteria }
  | { kind: 'proxy'; endpoint: string; criteria: Criteria }
  | { kind: 'folders'; folderKind: FolderCountKind; criteria: Criteria };

function viewCriteria(
  views: readonly { id: string; criteria: object }[],
  id: string,
): Criteria | undefined {
  // Domain's view tables type their criteria per entity (TicketCriteria…): all are Criteria.
  return views.find((view) => view.id === id)?.criteria as Criteria | undefined;
}

const PERSONS_CRITERIA: Criteria = { isPerson: true };

const BUILDING_VIEWS: Record<string, Criteria> = {
  condominium: { isPrivate: false },
  private: { isPrivate: true },
};

/**
 * Where and how a dashboard view (`{ entity, view }` of domain's widget catalogue) is counted;
 * null when the view is unknown. Pure: `view` is an id of domain's `*_DASHBOARD_VIEWS` table of
 * the entity (the catalogue names views by those ids), and the criteria are that table's.
 */
export function dashboardViewCount(reference: DashboardViewReference): DashboardViewCount | null {
  const view = reference.view ?? '';
  switch (reference.entity) {
    case 'claims': {
      const criteria = viewCriteria(CLAIM_DASHBOARD_VIEWS, view);
      return criteria ? { kind: 'count', endpoint: 'claims', criteria } : null;
    }
    case 'service-orders': {
      const criteria = viewCriteria(ORDER_DASHBOARD_VIEWS, view);
      return criteria ? { kind: 'count', endpoint: 'orders', criteria } : null;
    }
    case 'repeat-orders': {
      const criteria = viewCriteria(CONTRACT_DASHBOARD_VIEWS, view);
      return criteria ? { kind: 'count', endpoint: 'contracts', criteria } : null;
    }
    case 'quotes': {
      // The quote views are written on the quote counts of an order (domain QUOTE_DASHBOARD_VIEWS).
      const criteria = viewCriteria(QUOTE_DASHBOARD_VIEWS, view);
      return criteria ? { kind: 'count', endpoint: 'orders', criteria } : null;
    }
    case 'tokens': {
      const criteria = viewCriteria(TOKEN_DASHBOARD_VIEWS, view);
      return criteria ? { kind: 'proxy', endpoint: 'proxy/tokens', criteria } : null;
    }
    case 'tickets': {
      const criteria = viewCriteria(TICKET_DASHBOARD_VIEWS, view);
      return criteria ? { kind: 'count', endpoint: 'tickets', criteria } : null;
    }
    case 'persons':
      // The contacts that are people: the counter opens the contacts list of category 'person'.
      return { kind: 'count', endpoint: 'contacts', criteria: PERSONS_CRITERIA };
    case 'buildings': {
      const criteria = reference.view === null ? {} : BUILDING_VIEWS[view];
      return criteria ? { kind: 'count', endpoint: 'buildings', criteria } : null;
    }
    case 'folders': {
      const folderView = folderDashboardViewOf(view);
      return folderView
        ? {
            kind: 'folders',
            folderKind: folderView.id,
            criteria: folderViewCriteria(folderView.id),
          }
        : null;
    }
    default:
      reference.entity satisfies never;
      return null;
  }
}

/** Options of a dashboard count: the criteria context, and the supplier id for folder views. */
export interface DashboardCountOptions extends CriteriaCallOptions {
  /** The SPL company id: folder views count the supplier's folders (000 §7). */
  companyId?: EntityId;
}

/** The counters of the menus and dashboards (000 §7, 002 §7.6). */
export interface Counters {
  /**
   * `POST {endpoint}/search/count` with `{ attributes: [], criteria, include: [], order: [] }` →
   * `counter[1]`; for `proxy/<x>` endpoints ("omitted for proxy endpoints") `POST proxy/<x>` with
   * `{ count: true, query_sequelize: { where, limit: 0 } }` → `rows.counter`. Placeholders in the
   * criteria ('@activeUser', '@today'…) are filled with domain's `resolveCriteria`.
   */
  countFor(endpoint: string, criteria?: Criteria, options?: CriteriaCallOptions): Promise<number>;
  /**
   * The count of one dashboard view; rejects for an unknown view and, with the call's typed error,
   * when the count fails (000 §8: the counter shows '-').
   */
  countDashboardView(
    reference: DashboardViewReference,
    options?: DashboardCountOptions,
  ): Promise<number>;
}

/** Whether an endpoint is a proxy endpoint, counted without `search/count`. */
export function isProxyEndpoint(endpoint: string): boolean {
  return endpoint.replace(/^\/+/, '').startsWith('proxy/');
}

export function createCounters(http: HttpClient): Counters {
  async function countFor(
    endpoint: string,
    criteria: Criteria = {},
    options?: CriteriaCallOptions,
  ): Promise<number> {
    const path = endpoint.replace(/^\/+|\/+$/g, '');
    const where = resolveCallCriteria(http, criteria, options);
    if (isProxyEndpoint(path)) {
      const body = await http.request({
        method: 'POST',
        path,
        body: { count: true, query_sequelize: { where, limit: 0 } },
        ...signalOnly(options),
      });
      return unwrapRows(body, { method: 'POST', path }).counter;
    }
    const target = `${path}/search/count`;
    const body = await http.request({
      method: 'POST',
      path: target,
      body: countBody(where),
      ...signalOnly(options),
    });
    return unwrapCounter(body, { method: 'POST', path: target });
  }

  return {
    countFor,
    async countDashboardView(reference, options = {}) {
      const count = dashboardViewCount(reference);
      if (!count) {
        throw new RangeError(`Unknown dashboard view ${reference.entity}/${reference.view}`);
      }
      if (count.kind === 'folders') {
        if (options.companyId === undefined) {
          throw new RangeError('Folder views need the supplier company id (companyId)');
        }
        // One 'many available' call per view (000 §7 "count is the length of data.data"): a chip
        // costs one request, and a failed call rejects with its typed error so the chip shows '-'
        // and the error snack (000 §8) rather than a count of nothing.
        const query = folderCountQueries(String(options.companyId))[count.folderKind];
        const folders = await createFoldersApi(http).getManyAvailable(query, signalOnly(options));
        return folders.length;
      }
      return countFor(count.endpoint, count.criteria, options);
    },
  };
}
