import { foldersMessage } from '../messages/it-IT/folders.ts';
import type { Criteria } from '../orders/criteria.ts';
import { FOLDER_STATUS } from './constants.ts';
import type { FolderStatus } from './types.ts';

/** The id of a folder filter (001 §4.7: TODO, IN_PROGRESS, DONE, ALL). */
export type FolderFilterId = 'TODO' | 'IN_PROGRESS' | 'DONE' | 'ALL';

/** A folder filter option: its id, its Italian label and the states it keeps (null keeps all). */
export interface FolderFilter {
  id: FolderFilterId;
  label: string;
  statuses: readonly FolderStatus[] | null;
}

const STATUSES_BY_FILTER: Record<FolderFilterId, readonly FolderStatus[] | null> = {
  TODO: [FOLDER_STATUS.TODO],
  IN_PROGRESS: [FOLDER_STATUS.IN_PROGRESS],
  DONE: [FOLDER_STATUS.DONE],
  ALL: null,
};

/**
 * The folder filter options, in the spec's order (001 §4.7: "Filter options: Da fare (TODO),
 * Da completare (IN_PROGRESS), Completati (DONE), Mostra tutti (ALL)"). A MISSING folder matches
 * no single-state filter, so only 'Mostra tutti' lists it (DECISIONS.md).
 */
export const FOLDER_FILTERS: readonly FolderFilter[] = [
  { id: 'TODO', label: foldersMessage('folders.filter.todo'), statuses: STATUSES_BY_FILTER.TODO },
  {
    id: 'IN_PROGRESS',
    label: foldersMessage('folders.filter.inProgress'),
    statuses: STATUSES_BY_FILTER.IN_PROGRESS,
  },
  { id: 'DONE', label: foldersMessage('folders.filter.done'), statuses: STATUSES_BY_FILTER.DONE },
  { id: 'ALL', label: foldersMessage('folders.filter.all'), statuses: STATUSES_BY_FILTER.ALL },
];

/**
 * The filter selected when the folders list opens: 'Mostra tutti', so that no folder is hidden
 * before the user chooses. The spec does not say (DECISIONS.md).
 */
export const DEFAULT_FOLDER_FILTER: FolderFilterId = 'ALL';

/**
 * The filter a list's address names (`?view=`), or the default one for none or an unknown name
 * (a dashboard view such as 'expired' is not one of the list's filters: the list shows it as its
 * view chip, ./folderViews.ts).
 */
export function folderFilterOf(view: string | null | undefined): FolderFilterId {
  const found = FOLDER_FILTERS.find((filter) => filter.id === view);
  return found ? found.id : DEFAULT_FOLDER_FILTER;
}

/**
 * The criteria on `status` a folders list asks the server with for a filter (001 §4.7): the
 * filter's states, or no criteria for 'Mostra tutti', which also lists MISSING folders
 * (DECISIONS.md). The list is paged, so the server filters, and counts what it filters.
 */
export function folderFilterCriteria(filterId: FolderFilterId): Criteria {
  const statuses = STATUSES_BY_FILTER[filterId];
  return statuses === null ? {} : { status: { $in: [...statuses] } };
}
