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
import type { FolderKind } from './types.ts';

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

/** What a folder must still lack to be in `status: 'empty'`: its documents, or its form. */
export type FolderEmptyContent = 'documents' | 'form';

/**
 * What "status empty" (000 §7) waits for, by the folder's kind (001 §3 "Folder kind: FORM or
 * FINAL_DOC"; DECISIONS.md "A FORM folder is empty until its form is submitted"): a FINAL_DOC
 * folder is empty while it has no document yet; a FORM folder, which is filled in and never
 * gets documents, while its form has not been submitted. The gateway's 'empty' filter reads this
 * table, so the dashboard's count and the list it opens agree.
 */
export const FOLDER_EMPTY_CONTENT: Readonly<Record<FolderKind, FolderEmptyContent>> = {
  FORM: 'form',
  FINAL_DOC: 'documents',
};

/** A folder as `isEmptyFolder` reads it: its type's kind, its document items, its submitted form. */
export interface FolderContent {
  kind: FolderKind;
  items?: readonly unknown[] | null;
  formData?: unknown;
}

/**
 * Whether a folder is in "status empty" (000 §7): a FORM folder with no submitted form, any other
 * with no document item (`FOLDER_EMPTY_CONTENT`).
 */
export function isEmptyFolder(folder: FolderContent): boolean {
  return FOLDER_EMPTY_CONTENT[folder.kind] === 'form'
    ? folder.formData === undefined || folder.formData === null
    : (folder.items ?? []).length === 0;
}

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
