import dayjs from 'dayjs';
import type { OrderEntityId } from './types.ts';

/**
 * A small, sequelize-like vocabulary for the `criteria` of the counter and list calls (000 §7
 * "criteria … '@activeUser' in criteria replaced by the active user id", 002 §7.6). It is the
 * shape the back end reads, written as plain data so that views can be constants:
 *
 * - `{ field: value }` is equality; `null` matches a missing value.
 * - `{ field: { $ne | $lt | $lte | $gt | $gte: value } }` compares; `$in` / `$notIn` take a list;
 *   `$like` takes a pattern with `%`.
 * - `$and` / `$or` take a list of criteria.
 * - A field of an included association is written `'$association.field$'`, as sequelize does.
 * - Dates are ISO 8601 strings. A value may be one of {@link CRITERIA_PLACEHOLDERS}, filled by
 *   {@link resolveCriteria} when the call is made, so the same view gives the right answer on
 *   any day and for any user.
 */
export type CriteriaScalar = string | number | boolean | null;

/** The comparison operators of the vocabulary. */
export interface CriteriaOperators {
  $eq?: CriteriaScalar;
  $ne?: CriteriaScalar;
  $lt?: CriteriaScalar;
  $lte?: CriteriaScalar;
  $gt?: CriteriaScalar;
  $gte?: CriteriaScalar;
  $in?: readonly CriteriaScalar[];
  $notIn?: readonly CriteriaScalar[];
  $like?: string;
}

/** The condition on one field: a value (equality) or operators. */
export type CriteriaCondition = CriteriaScalar | CriteriaOperators;

/** A where object. */
export interface Criteria {
  [field: string]: CriteriaCondition | readonly Criteria[] | undefined;
  $and?: readonly Criteria[];
  $or?: readonly Criteria[];
}

/** An association to include in a list call, optionally filtered (002 §7.6 "include orders with status OPEN"). */
export interface CriteriaInclude {
  association: string;
  where?: Criteria;
  /** When true, rows without a matching associated row are left out (an inner join). */
  required?: boolean;
  include?: readonly CriteriaInclude[];
}

/** A list query: a where object and the associations to include. */
export interface CriteriaQuery {
  where: Criteria;
  include?: readonly CriteriaInclude[];
}

/**
 * The placeholders a criteria value may hold. Day boundaries are in local time.
 * - `@activeUser`: the active user id (000 §7, 002 §7.6).
 * - `@now`: the current instant.
 * - `@today` / `@endOfToday`: the first and last millisecond of today.
 * - `@yesterday` / `@endOfYesterday`: the first and last millisecond of yesterday. Expiry is
 *   "validTo before the end of yesterday" (002 §4.1), that is `{ $lt: '@endOfYesterday' }`.
 */
export const CRITERIA_PLACEHOLDERS = [
  '@activeUser',
  '@now',
  '@today',
  '@endOfToday',
  '@yesterday',
  '@endOfYesterday',
] as const;

/**
 * "Assigned to the active user", for records whose assignee is an employee (`_assignTo` of
 * tickets, `_employee` of orders, `_orgEmployee` of claims are ids of `org_employees`). The
 * '@activeUser' placeholder is a *user* id (000 §7), so comparing it with the employee id would
 * match another employee whose id happens to equal the user's; the condition is written on the
 * assigned employee's user instead, through the association (DECISIONS.md, Orders 12).
 */
export const ASSIGNED_TO_ACTIVE_USER = { '$org_employees._user$': '@activeUser' } as const;

/** One of {@link CRITERIA_PLACEHOLDERS}. */
export type CriteriaPlaceholder = (typeof CRITERIA_PLACEHOLDERS)[number];

/** What the placeholders are filled with. */
export interface CriteriaContext {
  activeUserId: OrderEntityId;
  now: Date;
}

/**
 * The value of every placeholder for a user at an instant. Dates are ISO strings (UTC), the form
 * the back end reads.
 */
export function criteriaPlaceholderValues({
  activeUserId,
  now,
}: CriteriaContext): Record<CriteriaPlaceholder, string | number> {
  const today = dayjs(now);
  const yesterday = today.subtract(1, 'day');
  return {
    '@activeUser': activeUserId,
    '@now': today.toISOString(),
    '@today': today.startOf('day').toISOString(),
    '@endOfToday': today.endOf('day').toISOString(),
    '@yesterday': yesterday.startOf('day').toISOString(),
    '@endOfYesterday': yesterday.endOf('day').toISOString(),
  };
}

/**
 * A copy of the criteria with every placeholder replaced (000 §7 "'@activeUser' in criteria
 * replaced by the active user id"). Other strings, including ones that merely start with '@',
 * are kept as they are. The input is not changed.
 */
export function resolveCriteria(criteria: Criteria, context: CriteriaContext): Criteria {
  return resolveValue(criteria, criteriaPlaceholderValues(context));
}

/** {@link resolveCriteria} over a whole query, the where of its includes too. */
export function resolveCriteriaQuery(
  query: CriteriaQuery,
  context: CriteriaContext,
): CriteriaQuery {
  return resolveValue(query, criteriaPlaceholderValues(context));
}

function resolveValue<Value>(value: Value, values: Record<string, string | number>): Value {
  if (typeof value === 'string') {
    return (Object.hasOwn(values, value) ? values[value] : value) as Value;
  }
  if (Array.isArray(value)) {
    return value.map((item: unknown) => resolveValue(item, values)) as Value;
  }
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, resolveValue(item, values)]),
    ) as Value;
  }
  return value;
}
