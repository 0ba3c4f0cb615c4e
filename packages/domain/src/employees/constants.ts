/**
 * Employee statuses and their wire numbers. 001 §4.6 names the status ENABLED and 002 §5.2 and
 * §6 filter on "status 1": ENABLED is 1. The spec names no other status; DISABLED 0 is ours
 * (DECISIONS.md).
 */
export const EMPLOYEE_STATUS = { DISABLED: 0, ENABLED: 1 } as const;

/**
 * The level of a worker (001 §4.6: "level above worker"). The spec does not give the levels; we
 * take the worker as level 0, below the profile levels 1 to 3 (000 §6), so "above worker" is any
 * level from 1 (DECISIONS.md).
 */
export const EMPLOYEE_WORKER_LEVEL = 0;
