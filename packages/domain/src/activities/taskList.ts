/**
 * The tasks lists of ORG and SPL (001 §2.2 /ORG/OPR/tasks, §2.3 /SPL/OPR/tasks; 001 §3 Task):
 * the columns the server sorts on and the request field of each. The activity sorts by its
 * code, which is what its column shows. Every column of the tasks list is shown to both roles
 * that have it, so both sort by all of them. Without a column sort the list is the newest first.
 */
import type { ListRequestOrder } from '../lists/listState.ts';

/** The tasks list's sortable columns → the request's field of each. */
export const TASK_LIST_SORT_FIELDS = {
  id: 'id',
  activity: '$org_activities.code$',
  status: 'status',
  executedAt: 'executedAt',
} as const;

/** A column of {@link TASK_LIST_SORT_FIELDS}. */
export type TaskListSortColumn = keyof typeof TASK_LIST_SORT_FIELDS;

/** The tasks list's order without a column sort: the newest first. */
export const TASK_LIST_DEFAULT_ORDER: ListRequestOrder = [['createdAt', 'DESC']];
