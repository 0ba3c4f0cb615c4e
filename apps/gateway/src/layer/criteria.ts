/**
 * Criteria rewrites a resource may apply before the query engine reads a body: value mappings
 * (the dashboard's numeric codes, 000 §3) and same-row association conditions. The body has
 * already passed the engine's structural check (./requests.ts), so these walks are bounded.
 */
import { isPlainObject } from '../query/index.ts';

/**
 * A copy of criteria with the values of some fields mapped. Operators keep their shape: `$in` /
 * `$notIn` lists are mapped item by item. Keys are copied with `Object.fromEntries` so that a
 * `__proto__` key stays an own key for the engine to refuse.
 */
export function mapCriteriaValues(
  criteria: unknown,
  mappers: Readonly<Record<string, (value: unknown) => unknown>>,
): unknown {
  if (Array.isArray(criteria)) return criteria.map((item) => mapCriteriaValues(item, mappers));
  if (!isPlainObject(criteria)) return criteria;
  return Object.fromEntries(
    Object.entries(criteria).map(([key, value]) => {
      if (key === '$and' || key === '$or') return [key, mapCriteriaValues(value, mappers)];
      const mapper = Object.hasOwn(mappers, key) ? mappers[key] : undefined;
      if (mapper === undefined) return [key, value];
      return [key, mapCondition(value, mapper)];
    }),
  );
}

function mapCondition(condition: unknown, mapper: (value: unknown) => unknown): unknown {
  if (!isPlainObject(condition)) return mapper(condition);
  return Object.fromEntries(
    Object.entries(condition).map(([operator, value]) => [
      operator,
      Array.isArray(value) ? value.map(mapper) : mapper(value),
    ]),
  );
}

/**
 * Moves the top-level `$association.field$` conditions of a where into one required include of
 * that association, so that they must hold on the same associated row ("an activity TODO or
 * WORKING past its end date", domain's `hasExpiredActivities`) rather than each on any row.
 */
export function liftAssociationConditions(
  criteria: unknown,
  association: string,
): { criteria: unknown; include?: unknown[] } {
  const prefix = `$${association}.`;
  const lifted: [string, unknown][] = [];
  const visit = (value: unknown): unknown => {
    if (!isPlainObject(value)) return value;
    const kept: [string, unknown][] = [];
    for (const [key, condition] of Object.entries(value)) {
      if (
        key.startsWith(prefix) &&
        key.endsWith('$') &&
        !key.slice(prefix.length, -1).includes('.')
      ) {
        lifted.push([key.slice(prefix.length, -1), condition]);
      } else if (key === '$and' && Array.isArray(condition)) {
        kept.push([key, condition.map(visit)]);
      } else {
        kept.push([key, condition]);
      }
    }
    return Object.fromEntries(kept);
  };
  const rest = visit(criteria);
  if (lifted.length === 0) return { criteria };
  return {
    criteria: rest,
    include: [
      { association, where: Object.fromEntries(lifted), required: true, attributes: ['id'] },
    ],
  };
}
