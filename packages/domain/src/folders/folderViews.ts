/**
 * The folders' dashboard views (000 §3 "Folder counts: empty, expired, expiring"; 000 §7
 * "certification folders 'many available' (three calls) | … filters: status empty + isRequired +
 * uploadableBySpl; status expired; isExpiring"): one table read by the dashboard's three calls
 * (./folderCounts.ts), the chips' links and labels, and the folders list a chip opens
 * (`/SPL/OPR/folders?view=expired`), which the server filters with the same filters so that the
 * list holds what the chip counted (DECISIONS.md "Folder views in the folders list").
 */
import { foldersMessage } from '../messages/it-IT/folders.ts';
import type { Criteria } from '../orders/criteria.ts';

/** The id of a folders dashboard view (000 §3: empty, expired, expiring). */
export type FolderViewId = 'empty' | 'expired' | 'expiring';

/** The `filters` of one 'many available' call (000 §7). */
export type FolderViewFilters =
  | { status: 'empty'; isRequired: true; uploadableBySpl: true }
  | { status: 'expired' }
  | { isExpiring: true };

/** A folders dashboard view: its id, its Italian label and the filters that select its folders. */
export interface FolderView {
  id: FolderViewId;
  label: string;
  filters: FolderViewFilters;
}

/**
 * The folders dashboard views in the spec's order (000 §3 "Folder counts: empty, expired,
 * expiring"), each with the filters of its call (000 §7: "status empty + isRequired +
 * uploadableBySpl; status expired; isExpiring"). The labels are ours (DECISIONS.md).
 */
export const FOLDER_DASHBOARD_VIEWS: readonly FolderView[] = [
  {
    id: 'empty',
    label: foldersMessage('folders.view.empty'),
    filters: { status: 'empty', isRequired: true, uploadableBySpl: true },
  },
  { id: 'expired', label: foldersMessage('folders.view.expired'), filters: { status: 'expired' } },
  {
    id: 'expiring',
    label: foldersMessage('folders.view.expiring'),
    filters: { isExpiring: true },
  },
];

/** The folders dashboard view an id names, or null for none or an unknown id. */
export function folderDashboardViewOf(view: string | null | undefined): FolderView | null {
  return FOLDER_DASHBOARD_VIEWS.find((each) => each.id === view) ?? null;
}

/**
 * The key of a folders list's criteria that names a dashboard view: the server replaces it by
 * the view's filters (the filters of 000 §7 are not column conditions: "empty" is a folder with
 * no document yet, "expiring" a window from today).
 */
export const FOLDER_VIEW_CRITERIA_KEY = 'folderView';

/** The criteria a folders list asks the server with to hold a dashboard view's folders. */
export function folderViewCriteria(id: FolderViewId): Criteria {
  return { [FOLDER_VIEW_CRITERIA_KEY]: id };
}
