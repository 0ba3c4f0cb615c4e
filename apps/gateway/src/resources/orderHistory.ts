/**
 * The history of an order, its activities and its tasks (CONVENTIONS "Writes record history (who,
 * profile, when, from → to) in an append-only table"; DECISIONS.md "Order lifecycle", history):
 * every write of the lifecycle appends one row per record it changed, inside the write's
 * transaction; `GET orders/{id}/history` reads them back newest first.
 *
 * `order_history` is append-only in the database itself (migration 0700: a trigger refuses UPDATE
 * and DELETE), and no route of the gateway writes it other than by inserting.
 *
 * Reading: whoever may read the order reads its history, with what the reader's role may see —
 * a field the role does not see on the record (the other side's internal note) is left out of
 * the changes, an entry left with no visible change is left out, and the entries of a record the
 * role never reads (tasks, for a resident) are left out.
 */
import { historyFieldLabel } from '@portineria/domain';
import type { FieldChange, HistoryEntity } from '@portineria/domain';
import type { Kysely } from 'kysely';
import type { RequestScope } from '../authz/scope.ts';
import type { Database } from '../db/schema.ts';
import type { ResourceRequest } from '../layer/resource.ts';
import type { ResourceSchema } from '../query/index.ts';
import { activitySchema, orderSchema, taskSchema } from './schemas/operations.ts';

/** One record's change, as a lifecycle write describes it. */
export interface HistoryEntryInput {
  organizationId: number;
  orderId: number;
  entity: HistoryEntity;
  entityId: number;
  /** The lifecycle's event type (SEND, ACCEPT…) or create / update / delete. */
  action: string;
  changes: readonly FieldChange[];
}

/** A value as the history stores it: instants as ISO text, everything else as it is. */
function storedValue(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  return value ?? null;
}

/**
 * Who wrote a history row and when: the scope's user (and the name it had), its profile (role and
 * company at the time). Shared by the order and the ticket histories.
 */
export function historyAuthor(scope: RequestScope, at: Date) {
  const profileId = Number(scope.profile.profile_id);
  return {
    user_id: scope.user.id,
    user_fullname: scope.user.displayName,
    profile_id: Number.isSafeInteger(profileId) ? profileId : null,
    profile_role: scope.profile.role,
    company_name: scope.profile.company_name,
    at,
  };
}

/** The changes as a history row stores them: `{ field, from, to }`, instants as ISO text. */
export function storedChanges(changes: readonly FieldChange[]) {
  return changes.map((change) => ({
    field: change.field,
    from: storedValue(change.from),
    to: storedValue(change.to),
  }));
}

/** Appends the entries, written by the scope's user and profile at `at`, in the transaction. */
export async function appendHistory(
  db: Kysely<Database>,
  scope: RequestScope,
  at: Date,
  entries: readonly HistoryEntryInput[],
): Promise<void> {
  if (entries.length === 0) return;
  const author = historyAuthor(scope, at);
  await db
    .insertInto('order_history')
    .values(
      entries.map((entry) => ({
        organization_id: entry.organizationId,
        order_id: entry.orderId,
        entity: entry.entity,
        entity_id: entry.entityId,
        action: entry.action,
        ...author,
        changes: storedChanges(entry.changes),
      })),
    )
    .execute();
}

/** The changes of a new record: every field it was created with, from nothing. */
export function creationChanges(fields: Readonly<Record<string, unknown>>): FieldChange[] {
  return Object.entries(fields)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([field, value]) => ({ field, from: null, to: value }));
}

const SCHEMAS: Readonly<Record<HistoryEntity, ResourceSchema>> = {
  order: orderSchema,
  activity: activitySchema,
  task: taskSchema,
};

const TABLE_OF: Readonly<Record<HistoryEntity, string>> = {
  order: 'orders',
  activity: 'activities',
  task: 'tasks',
};

/** Whether the role sees a field of an entity (the allow-list's `visibleTo`). */
function isFieldVisible(entity: HistoryEntity, field: string, scope: RequestScope): boolean {
  const fields = SCHEMAS[entity].fields;
  const spec = Object.hasOwn(fields, field) ? fields[field] : undefined;
  return spec?.visibleTo === undefined || spec.visibleTo(scope.roleType);
}

/** One entry of `GET orders/{id}/history` (api-client `OrderHistoryEntry`). */
export interface HistoryEntry {
  id: number;
  at: string;
  user: { id: number; fullname: string | null };
  profile: { role: string; companyName: string | null };
  entity: HistoryEntity;
  entityId: number;
  action: string;
  changes: { field: string; label: string; from: unknown; to: unknown }[];
}

/** The history of an order the request may read, newest first, as the reader may see it. */
export async function readOrderHistory(
  request: ResourceRequest,
  orderId: number,
): Promise<HistoryEntry[]> {
  const rows = await request.deps.db
    .selectFrom('order_history')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const readable = new Map<HistoryEntity, boolean>();
  const reads = (entity: HistoryEntity): boolean => {
    let known = readable.get(entity);
    if (known === undefined) {
      // A role whose rule over the table is "nothing" (a resident and tasks) reads none of it.
      const rule = request.rule(TABLE_OF[entity]);
      known = rule !== undefined && rule('t0') !== false;
      readable.set(entity, known);
    }
    return known;
  };
  const entries: HistoryEntry[] = [];
  for (const row of rows) {
    if (!reads(row.entity)) continue;
    const changes = row.changes
      .filter((change) => isFieldVisible(row.entity, change.field, request.scope))
      .map((change) => ({
        field: change.field,
        label: historyFieldLabel(change.field),
        from: change.from,
        to: change.to,
      }));
    // A change the reader may not see at all is not told, not even as "something changed".
    if (changes.length === 0 && row.changes.length > 0) continue;
    entries.push({
      id: row.id,
      at: row.at.toISOString(),
      user: { id: row.user_id, fullname: row.user_fullname },
      profile: { role: row.profile_role, companyName: row.company_name },
      entity: row.entity,
      entityId: row.entity_id,
      action: row.action,
      changes,
    });
  }
  return entries;
}
