/**
 * The names of related records, read within the reader's rule of their table: a record the reader
 * may not read, or a name field its role may not see, is not named. Used wherever an answer names
 * records it only holds by id (a history's related records, a notice's buildings).
 */
import type { Kysely } from 'kysely';
import type { RequestScope } from '../authz/scope.ts';
import type { Database } from '../db/schema.ts';
import type { ResourceRequest } from '../layer/resource.ts';
import { QUERY_LIMITS, listRows } from '../query/index.ts';
import type { ResourceSchema } from '../query/index.ts';

/** What {@link readableNames} needs of the reader: its role and its tenant rules. */
export interface NameReader {
  scope: Pick<RequestScope, 'roleType' | 'level'>;
  rule: ResourceRequest['rule'];
  options: ResourceRequest['options'];
}

/** Ids read per query: one page and one `$in` list at most. */
const SLICE = Math.min(QUERY_LIMITS.limit, QUERY_LIMITS.items);

/**
 * Whether the reader (its role and level) sees a field of an allow-list (its `visibleTo`; a field
 * not listed is seen).
 */
export function isFieldVisibleTo(
  schema: ResourceSchema,
  field: string,
  scope: NameReader['scope'],
): boolean {
  const spec = Object.hasOwn(schema.fields, field) ? schema.fields[field] : undefined;
  return spec?.visibleTo === undefined || spec.visibleTo(scope.roleType, scope.level);
}

/**
 * Id → name of the records of `schema` among `ids` that the reader may read, in slices of
 * {@link SLICE} ids (any number of ids is answered, never refused for its size). An empty name is
 * left out.
 */
export async function readableNames(
  db: Kysely<Database>,
  schema: ResourceSchema,
  nameField: string,
  ids: Iterable<number>,
  reader: NameReader,
): Promise<Map<number, string>> {
  const names = new Map<number, string>();
  const wanted = [...new Set(ids)].filter((id) => Number.isSafeInteger(id));
  const readable = reader.rule(schema.table);
  if (readable === undefined || wanted.length === 0) return names;
  if (!isFieldVisibleTo(schema, nameField, reader.scope)) return names;
  for (let start = 0; start < wanted.length; start += SLICE) {
    const slice = wanted.slice(start, start + SLICE);
    const { rows } = await listRows(
      db,
      schema,
      { where: { id: { $in: slice } }, attributes: ['id', nameField], limit: slice.length },
      reader.options(readable),
    );
    for (const row of rows) {
      const name = row[nameField];
      if (typeof row.id === 'number' && typeof name === 'string' && name !== '') {
        names.set(row.id, name);
      }
    }
  }
  return names;
}
