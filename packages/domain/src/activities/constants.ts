/** The status of the task that quick completion creates (001 §4.2 "creates a task with status 2"). */
export const QUICK_COMPLETION_TASK_STATUS = 2;
