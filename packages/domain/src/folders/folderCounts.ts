import {
  FOLDER_DASHBOARD_VIEWS,
  type FolderViewFilters,
  type FolderViewId,
} from './folderViews.ts';

/** The three folder counts (000 §3: "Folder counts: empty, expired, expiring"). */
export type FolderCountKind = FolderViewId;

/** The body of one "many available" certification-folders call (000 §7). */
export interface FolderCountQuery {
  /** "query sysSplId = company id" */
  query: { sysSplId: string };
  filters: FolderViewFilters;
}

/** The answer of one call as it arrives: the list is in `data` (the spec's `data.data`). */
export interface FolderCountResponse {
  data?: readonly unknown[] | null;
}

/** The folder counts; null when a call failed, shown as '-' (000 §8). */
export type FolderCounts = Record<FolderCountKind, number | null>;

/**
 * The three certification-folders calls of the SPL dashboard (000 §7: "certification folders
 * 'many available' (three calls) | query sysSplId = company id; filters: status empty +
 * isRequired + uploadableBySpl; status expired; isExpiring"). The spec gives the filters in prose;
 * the body shape `{ query, filters }` is ours and the api-client sends it (DECISIONS.md).
 */
export function folderCountQueries(
  supplierCompanyId: string,
): Record<FolderCountKind, FolderCountQuery> {
  const query = { sysSplId: supplierCompanyId };
  // The filters are the views' own (./folderViews.ts): the list a chip opens filters the same way.
  return Object.fromEntries(
    FOLDER_DASHBOARD_VIEWS.map((view) => [view.id, { query, filters: view.filters }]),
  ) as Record<FolderCountKind, FolderCountQuery>;
}

/**
 * The folder counts from the three answers (000 §7: "count is the length of data.data"). An answer
 * that is missing (the call failed) or has no list gives null, which shows '-' (000 §8: "counters
 * set to 0 (or null shown as '-')").
 */
export function folderCounts(
  results: Record<FolderCountKind, FolderCountResponse | null | undefined>,
): FolderCounts {
  return {
    empty: countOf(results.empty),
    expired: countOf(results.expired),
    expiring: countOf(results.expiring),
  };
}

function countOf(response: FolderCountResponse | null | undefined): number | null {
  return Array.isArray(response?.data) ? response.data.length : null;
}
