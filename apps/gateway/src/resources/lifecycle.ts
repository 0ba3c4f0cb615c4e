/**
 * The gateway side of the order and activity lifecycles (DECISIONS.md "Order lifecycle" 19): a
 * write asks domain's machine (`applyOrderTransition`, `applyActivityTransition`) on the stored
 * record, inside the write's transaction with the order's row locked, and then carries out what
 * the answer says — the changed fields, the history rows, and the effects (delete, create the
 * activities or the task, reassign the activities, post the chat message, change the order).
 * No rule is decided here: the gateway only reads, locks, writes and answers. The history rows go
 * to the one record history (./recordHistory.ts); the lifecycles of a single record (tickets,
 * and the kinds to come) use the one transition route of ./transitions.ts, built on the helpers
 * exported here.
 *
 * Answers of a refusal, in this order: an order the caller cannot read (404, the resource's
 * `find`, before the machine is asked); no part in the record or a missing permission (403
 * FORBIDDEN with domain's message); a version other than the stored `updatedAt` (409
 * STALE_RECORD, domain's `isStaleWrite` and its message); the other side's event, the state or
 * the flags (409 CONFLICT, domain's message: DECISIONS.md "Order lifecycle" 9); the payload (400
 * VALIDATION_FAILED with every field error, the gateway's type and link checks merged with
 * domain's).
 */
import { randomUUID } from 'node:crypto';
import {
  ORDER_STATUS,
  applyActivityTransition,
  applyOrderTransition,
  doesTaskCompleteActivity,
  isStaleWrite,
  staleWriteMessage,
} from '@portineria/domain';
import type {
  ActivityLifecycleRecord,
  ActivityTransitionEvent,
  FieldChange,
  OrderLifecycleRecord,
  OrderTransitionEvent,
  RecordVersion,
  TransitionEffect,
  TransitionRefusal,
  TransitionResult,
} from '@portineria/domain';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { checkedColumns } from '../db/tables/rows.ts';
import { TABLES } from '../db/tables/index.ts';
import { conflict, forbidden, staleRecord, validationFailed } from '../http/errors.ts';
import type { FieldError, GatewayError } from '../http/errors.ts';
import type { ResourceRequest, Row } from '../layer/resource.ts';
import { fieldInvalid } from '../layer/fieldMessages.ts';
import { columnOfWireName } from '../layer/writes.ts';
import type { ResourceSchema } from '../query/index.ts';
import { publishChatMessage } from '../realtime/channels.ts';
import { localDay } from './days.ts';
import { appendHistory, creationChanges } from './recordHistory.ts';
import type { HistoryEntityKind, HistoryEntryInput, HistoryRecordKind } from './recordHistory.ts';
import { activitySchema, orderSchema } from './schemas/operations.ts';
import { asDomainRecord } from '../db/domainRecords.ts';

/** The version a write was based on; `unchecked` for the routes of 001 §7 that carry none. */
export type BasedOn = { version: RecordVersion } | 'unchecked';

/** A refusal of the machine as the contract's error (see the top of this file). */
export function refusalError(
  refusal: TransitionRefusal,
  fieldErrors: readonly FieldError[] = [],
): GatewayError {
  switch (refusal.code) {
    case 'FORBIDDEN':
      return forbidden(refusal.message);
    case 'CONFLICT':
      return conflict(refusal.message);
    case 'VALIDATION': {
      const errors = mergeFieldErrors(
        fieldErrors,
        Object.entries(refusal.fieldErrors ?? {}).map(([field, message]) => ({ field, message })),
      );
      return validationFailed(
        errors.length > 0 ? errors : [{ field: 'event', message: refusal.message }],
        refusal.message,
      );
    }
    default:
      return refusal.code satisfies never;
  }
}

/** Field errors, one per field: the first one said wins. */
export function mergeFieldErrors(...lists: readonly (readonly FieldError[])[]): FieldError[] {
  const merged: FieldError[] = [];
  for (const error of lists.flat()) {
    if (!merged.some((found) => found.field === error.field)) merged.push(error);
  }
  return merged;
}

/**
 * The machine's answer checked in the contract's order: 403, then the version, then 409 / 400
 * (with the gateway's own field errors merged). Returns the success.
 */
export function acceptedOrThrow<Fields>(
  result: TransitionResult<Fields>,
  basedOn: BasedOn,
  stored: RecordVersion,
  fieldErrors: readonly FieldError[],
) {
  if (!result.ok && result.code === 'FORBIDDEN') throw refusalError(result);
  if (basedOn !== 'unchecked' && isStaleWrite(basedOn.version, stored)) {
    throw staleRecord(staleWriteMessage());
  }
  if (!result.ok) {
    throw result.code === 'VALIDATION' || fieldErrors.length === 0
      ? refusalError(result, fieldErrors)
      : refusalError(result);
  }
  if (fieldErrors.length > 0) throw validationFailed(fieldErrors);
  return result;
}

/**
 * The next version of a record: now, or one millisecond after the stored version when the clock
 * has not moved past it, so two writes never share a version.
 */
export function nextVersion(stored: unknown, now: Date): Date {
  const previous = stored instanceof Date ? stored.getTime() : Number.NaN;
  return Number.isFinite(previous) && now.getTime() <= previous ? new Date(previous + 1) : now;
}

/** Locks a row for the rest of the transaction (the order first, then its activity). */
export async function lockRow(db: Kysely<Database>, table: string, id: number): Promise<boolean> {
  const { rows } =
    await sql`select id from ${sql.table(table)} where id = ${id} for update`.execute(db);
  return rows.length > 0;
}

/** Every field of a stored record in wire shape, hidden ones included (for the machine only). */
export async function readStoredRecord(
  db: Kysely<Database>,
  schema: ResourceSchema,
  id: number,
): Promise<Row | undefined> {
  const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(
    schema.table,
  )} where id = ${id}`.execute(db);
  const [stored] = rows;
  return stored === undefined ? undefined : storedRecordOf(schema, stored);
}

/** {@link readStoredRecord} of many records in one query, by id (the ones that exist). */
export async function readStoredRecords(
  db: Kysely<Database>,
  schema: ResourceSchema,
  ids: readonly number[],
): Promise<Map<number, Row>> {
  if (ids.length === 0) return new Map();
  const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(
    schema.table,
  )} where id in (${sql.join([...ids])})`.execute(db);
  return new Map(rows.map((stored) => [Number(stored.id), storedRecordOf(schema, stored)]));
}

/** A stored row by its wire names, with the columns the wire does not show. */
function storedRecordOf(schema: ResourceSchema, stored: Record<string, unknown>): Row {
  const record: Row = {};
  const shown = new Set<string>();
  for (const [name, field] of Object.entries(schema.fields)) {
    record[name] = stored[field.column];
    shown.add(field.column);
  }
  // Columns the wire does not show (organization_id) keep their column name.
  for (const [column, value] of Object.entries(stored)) {
    if (!shown.has(column)) record[column] = value;
  }
  // The owner is read by its column name whatever the wire calls it (a building's
  // `_organization`): the history row of every write names it.
  if (Object.hasOwn(stored, 'organization_id')) record.organization_id = stored.organization_id;
  return record;
}

/**
 * A resource's `onInserted` that tells a creation in the one history: the stored record's named
 * fields as they were written (a null or absent one is left out), by the caller.
 */
export function historyOfCreation(
  schema: ResourceSchema,
  recordKind: HistoryRecordKind,
  fields: readonly string[],
) {
  return async (id: number, db: Kysely<Database>, request: ResourceRequest): Promise<void> => {
    const stored = await readStoredRecord(db, schema, id);
    if (stored === undefined) return;
    const created = Object.fromEntries(fields.map((field) => [field, stored[field]]));
    await appendHistory(
      db,
      {
        organizationId: stored.organization_id as number,
        recordKind,
        recordId: id,
        action: 'create',
        changes: creationChanges(created),
      },
      request,
      request.deps.now(),
    );
  };
}

/** Writes wire-named changes (and server columns) on one row. */
export async function writeRecord(
  db: Kysely<Database>,
  schema: ResourceSchema,
  id: number,
  changes: Readonly<Record<string, unknown>>,
  server: Readonly<Record<string, unknown>>,
): Promise<void> {
  const columns = new Map<string, unknown>();
  for (const [field, value] of Object.entries(changes)) {
    const column = columnOfWireName(schema, field);
    if (column === undefined) throw new Error(`${schema.table}: unknown field ${field}`);
    columns.set(column, value instanceof Date ? value.toISOString() : value);
  }
  for (const [column, value] of Object.entries(server)) columns.set(column, value);
  if (columns.size === 0) return;
  const table = TABLES[schema.table as keyof typeof TABLES];
  const assignments = checkedColumns(table, columns);
  await sql`update ${sql.table(schema.table)} set ${sql.join(
    Object.entries(assignments).map(([name, value]) => sql`${sql.id(name)} = ${value}`),
  )} where id = ${id}`.execute(db);
}

/** `closed_at` follows the status: stamped when an order closes, cleared when it reopens. */
function closingColumns(
  current: Row,
  changes: Readonly<Record<string, unknown>>,
  now: Date,
): Record<string, unknown> {
  if (changes.status === ORDER_STATUS.CLOSE && current.status !== ORDER_STATUS.CLOSE)
    return { closed_at: now };
  if (changes.status === ORDER_STATUS.OPEN && current.status !== ORDER_STATUS.OPEN)
    return { closed_at: null };
  return {};
}

/** The activities of an order as the lifecycles read them. */
async function activitiesOf(db: Kysely<Database>, orderId: number) {
  const rows = await db
    .selectFrom('activities')
    .select(['id', 'status', 'valid_to'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: row.id, status: row.status, validTo: row.valid_to }));
}

/** What an order event did, for the caller's answer and its after-commit work. */
export interface OrderEventOutcome {
  /** The order was deleted (a draft's DELETE). */
  deleted: boolean;
  /** The order reached a supplier: notify it after the commit. */
  notifySupplier: boolean;
  /** The ids of the activities it created (ADD_ACTIVITIES). */
  createdActivities: number[];
}

/** Options of {@link applyOrderEvent}. */
export interface OrderEventOptions {
  basedOn: BasedOn;
  /** The gateway's own field errors of the payload (types, links), merged with domain's. */
  fieldErrors?: readonly FieldError[];
  /** Fields written with the event that are not the machine's (a side's own note). */
  ownFields?: Readonly<Record<string, unknown>>;
  /** The note of the activities ADD_ACTIVITIES creates (001 §7 create options.note). */
  activityNote?: string | null;
  /** Columns the wire does not show, written with the changes (the read confirmation's read_at). */
  serverColumns?: Readonly<Record<string, unknown>>;
  /**
   * Keep the version: the read confirmation is not an edit, so the supplier's next action on
   * the order it just opened is not refused as stale.
   */
  keepVersion?: boolean;
}

/**
 * Runs an order event in the transaction `db`: locks the order, asks the machine, writes the
 * changes, the history and the effects. Throws the contract's refusal.
 */
export async function applyOrderEvent(
  db: Kysely<Database>,
  request: ResourceRequest,
  orderId: number,
  event: OrderTransitionEvent,
  options: OrderEventOptions,
): Promise<OrderEventOutcome> {
  const now = request.deps.now();
  await lockRow(db, 'orders', orderId);
  const order = await readStoredRecord(db, orderSchema, orderId);
  if (order === undefined) throw new Error(`order ${String(orderId)} vanished in its transaction`);
  const activities = await activitiesOf(db, orderId);
  const result = acceptedOrThrow(
    applyOrderTransition(
      asDomainRecord<OrderLifecycleRecord>(order),
      event,
      request.scope.profile,
      now,
      activities,
    ),
    options.basedOn,
    order.updatedAt as RecordVersion,
    options.fieldErrors ?? [],
  );
  const own = ownChanges(order, options.ownFields ?? {});
  const changes = { ...result.changes, ...own.changes } as Record<string, unknown>;
  const history = [...result.history, ...own.history];
  const outcome: OrderEventOutcome = {
    deleted: false,
    notifySupplier: false,
    createdActivities: [],
  };
  const entries: HistoryEntryInput[] = [];
  const entry = historyEntryOf(order.organization_id as number, orderId);
  if (history.length > 0 || result.effects.length > 0) {
    entries.push(entry('order', orderId, event.type, history));
  }
  if (Object.keys(changes).length > 0) {
    await writeRecord(db, orderSchema, orderId, changes, {
      ...(options.keepVersion ? {} : { updated_at: nextVersion(order.updatedAt, now) }),
      ...closingColumns(order, changes, now),
      ...options.serverColumns,
    });
  }
  for (const effect of result.effects) {
    switch (effect.type) {
      case 'deleteRecord':
        await db.deleteFrom('orders').where('id', '=', orderId).execute();
        outcome.deleted = true;
        break;
      case 'notifySupplier':
        outcome.notifySupplier = true;
        break;
      case 'reassignActivities':
        await db
          .updateTable('activities')
          .set({ supplier_id: Number(effect.supplier), updated_at: now })
          .where('order_id', '=', orderId)
          .execute();
        break;
      case 'createActivities': {
        const ids = await insertActivities(db, orderId, effect.activities, options.activityNote);
        outcome.createdActivities.push(...ids.map((created) => created.id));
        for (const created of ids) {
          entries.push(entry('activity', created.id, 'create', created.changes));
        }
        break;
      }
      case 'postChatMessage':
      case 'createTask':
      case 'updateOrder':
        // Effects of the activity lifecycle only.
        throw new Error(`order event ${event.type} answered the activity effect ${effect.type}`);
      default:
        effect satisfies never;
    }
  }
  await appendHistory(db, entries, request, now);
  return outcome;
}

/**
 * Writes a side's own fields (its internal note) without a lifecycle event: the record locked,
 * the version checked, only what changes written, with its history ('update').
 */
export async function applyOwnFields(
  db: Kysely<Database>,
  request: ResourceRequest,
  schema: ResourceSchema,
  id: number,
  fields: Readonly<Record<string, unknown>>,
  basedOn: BasedOn,
): Promise<void> {
  const now = request.deps.now();
  await lockRow(db, schema.table, id);
  const current = await readStoredRecord(db, schema, id);
  if (current === undefined) throw new Error(`${schema.table} ${String(id)} vanished`);
  if (
    basedOn !== 'unchecked' &&
    isStaleWrite(basedOn.version, current.updatedAt as RecordVersion)
  ) {
    throw staleRecord(staleWriteMessage());
  }
  const own = ownChanges(current, fields);
  if (own.history.length === 0) return;
  await writeRecord(db, schema, id, own.changes, {
    updated_at: nextVersion(current.updatedAt, now),
  });
  const isOrder = schema.table === 'orders';
  await appendHistory(
    db,
    {
      organizationId: current.organization_id as number,
      recordKind: 'order',
      recordId: isOrder ? id : (current._order as number),
      entity: isOrder ? 'order' : 'activity',
      entityId: id,
      action: 'update',
      changes: own.history,
    },
    request,
    now,
  );
}

/** A side's own fields (its internal note) written with an event: only what really changes. */
function ownChanges(
  current: Row,
  fields: Readonly<Record<string, unknown>>,
): { changes: Record<string, unknown>; history: FieldChange[] } {
  const changes: Record<string, unknown> = {};
  const history: FieldChange[] = [];
  for (const [field, value] of Object.entries(fields)) {
    const from = current[field] ?? null;
    const to = value ?? null;
    if (from === to) continue;
    changes[field] = to;
    history.push({ field, from, to });
  }
  return { changes, history };
}

/** Inserts the planned activities of an order (codes `<order code>-A001`…, 001 §4.2). */
async function insertActivities(
  db: Kysely<Database>,
  orderId: number,
  planned: readonly { validFrom: Date; validTo: Date }[],
  note: string | null | undefined,
): Promise<{ id: number; changes: FieldChange[] }[]> {
  if (planned.length === 0) return [];
  const order = await db
    .selectFrom('orders')
    .select(['organization_id', 'supplier_id', 'building_id', 'code'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const existing = await db
    .selectFrom('activities')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  const first = Number(existing.count) + 1;
  const values = planned.map((plan, index) => ({
    organization_id: order.organization_id,
    order_id: orderId,
    supplier_id: order.supplier_id,
    building_id: order.building_id,
    code: `${order.code ?? `ORD-${String(orderId)}`}-A${String(first + index).padStart(3, '0')}`,
    valid_from: localDay(plan.validFrom),
    valid_to: localDay(plan.validTo),
    note: note ?? null,
  }));
  const inserted = await db.insertInto('activities').values(values).returning('id').execute();
  return inserted.map((row, index) => {
    const value = values[index];
    const changes: FieldChange[] = [
      { field: 'code', from: null, to: value?.code ?? null },
      { field: 'status', from: null, to: 'TODO' },
      { field: 'validFrom', from: null, to: value?.valid_from ?? null },
      { field: 'validTo', from: null, to: value?.valid_to ?? null },
    ];
    if (value?.note) changes.push({ field: 'note', from: null, to: value.note });
    return { id: row.id, changes };
  });
}

/** What an activity event did, for the caller's answer and its after-commit work. */
export interface ActivityEventOutcome {
  orderId: number;
  deleted: boolean;
  /** The task it created (REGISTER_TASK, COMPLETE_QUICKLY). */
  taskId?: number;
  /** The chat message it posted, to publish after the commit. */
  chatMessage?: { chatId: number; messageId: number };
}

/** The task form's fields beyond the machine's status and isSigned (001 §3 Task). */
export interface TaskDetails {
  description?: string | null;
  executedAt?: string | null;
  employeeId?: number | null;
}

/** Options of {@link applyActivityEvent}. */
export interface ActivityEventOptions {
  basedOn: BasedOn;
  fieldErrors?: readonly FieldError[];
  /** Fields written with the event that are not the machine's (the supplier's own note). */
  ownFields?: Readonly<Record<string, unknown>>;
  /** The task form's other fields, for the task REGISTER_TASK creates. */
  task?: TaskDetails;
}

/**
 * Runs an activity event in the transaction `db`: locks the order and the activity, asks the
 * machine, writes the activity, the task, the chat message, the order's changes and the history.
 */
export async function applyActivityEvent(
  db: Kysely<Database>,
  request: ResourceRequest,
  activityId: number,
  event: ActivityTransitionEvent,
  options: ActivityEventOptions,
): Promise<ActivityEventOutcome> {
  const now = request.deps.now();
  const located = await db
    .selectFrom('activities')
    .select('order_id')
    .where('id', '=', activityId)
    .executeTakeFirstOrThrow();
  const orderId = located.order_id;
  await lockRow(db, 'orders', orderId);
  await lockRow(db, 'activities', activityId);
  const order = await readStoredRecord(db, orderSchema, orderId);
  const activity = await readStoredRecord(db, activitySchema, activityId);
  if (order === undefined || activity === undefined) {
    throw new Error(`activity ${String(activityId)} vanished in its transaction`);
  }
  const siblings = await activitiesOf(db, orderId);
  const result = acceptedOrThrow(
    applyActivityTransition(
      asDomainRecord<ActivityLifecycleRecord>(activity),
      asDomainRecord<OrderLifecycleRecord>(order),
      event,
      request.scope.profile,
      now,
      siblings,
    ),
    options.basedOn,
    activity.updatedAt as RecordVersion,
    options.fieldErrors ?? [],
  );
  const own = ownChanges(activity, options.ownFields ?? {});
  const changes = { ...result.changes, ...own.changes } as Record<string, unknown>;
  const outcome: ActivityEventOutcome = { orderId, deleted: false };
  const entries: HistoryEntryInput[] = [];
  const entry = historyEntryOf(order.organization_id as number, orderId);
  const activityHistory = [...result.history, ...own.history];
  if (activityHistory.length > 0 || result.effects.length > 0) {
    entries.push(entry('activity', activityId, event.type, activityHistory));
  }
  if (Object.keys(changes).length > 0) {
    await writeRecord(db, activitySchema, activityId, changes, {
      updated_at: nextVersion(activity.updatedAt, now),
    });
  }
  for (const effect of result.effects) {
    await carryOutActivityEffect(db, request, effect, {
      activity,
      order,
      now,
      outcome,
      entries,
      entry,
      ...(options.task ? { task: options.task } : {}),
    });
  }
  await appendHistory(db, entries, request, now);
  return outcome;
}

/** Builds the history entries of one order's write. */
type HistoryEntryOf = (
  entity: HistoryEntityKind,
  entityId: number,
  action: string,
  fields: readonly FieldChange[],
) => HistoryEntryInput;

function historyEntryOf(organizationId: number, orderId: number): HistoryEntryOf {
  return (entity, entityId, action, fields) => ({
    organizationId,
    recordKind: 'order',
    recordId: orderId,
    entity,
    entityId,
    action,
    changes: fields,
  });
}

interface EffectContext {
  activity: Row;
  order: Row;
  now: Date;
  outcome: ActivityEventOutcome;
  entries: HistoryEntryInput[];
  entry: HistoryEntryOf;
  task?: TaskDetails;
}

async function carryOutActivityEffect(
  db: Kysely<Database>,
  request: ResourceRequest,
  effect: TransitionEffect,
  context: EffectContext,
): Promise<void> {
  const { activity, order, now, outcome } = context;
  const activityId = activity.id as number;
  const orderId = order.id as number;
  switch (effect.type) {
    case 'deleteRecord':
      await db.deleteFrom('activities').where('id', '=', activityId).execute();
      outcome.deleted = true;
      return;
    case 'postChatMessage': {
      const posted = await postOrderChatMessage(db, request, orderId, effect.text, now);
      if (posted) outcome.chatMessage = posted;
      return;
    }
    case 'createTask': {
      const details = context.task ?? {};
      // A completing task without a date was executed now (domain decides which task completes).
      const executedAt =
        details.executedAt ?? (doesTaskCompleteActivity(effect.task) ? now.toISOString() : null);
      const inserted = await db
        .insertInto('tasks')
        .values({
          organization_id: activity.organization_id as number,
          activity_id: activityId,
          supplier_id: (order._supplier as number | null) ?? request.scope.companyId,
          employee_id: details.employeeId ?? null,
          status: effect.task.status,
          is_signed: effect.task.isSigned,
          description: details.description ?? null,
          executed_at: executedAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      outcome.taskId = inserted.id;
      const fields: FieldChange[] = [
        { field: '_activity', from: null, to: activityId },
        { field: 'status', from: null, to: effect.task.status },
        { field: 'isSigned', from: null, to: effect.task.isSigned },
      ];
      if (details.description) {
        fields.push({ field: 'description', from: null, to: details.description });
      }
      if (executedAt) fields.push({ field: 'executedAt', from: null, to: executedAt });
      context.entries.push(context.entry('task', inserted.id, 'create', fields));
      return;
    }
    case 'updateOrder': {
      await writeRecord(db, orderSchema, orderId, effect.changes, {
        updated_at: nextVersion(order.updatedAt, now),
        ...closingColumns(order, effect.changes, now),
      });
      if (effect.history.length > 0) {
        const action =
          effect.changes.status === ORDER_STATUS.CLOSE ? 'CLOSE_AFTER_LAST_ACTIVITY' : 'update';
        context.entries.push(context.entry('order', orderId, action, effect.history));
      }
      return;
    }
    case 'notifySupplier':
    case 'reassignActivities':
    case 'createActivities':
      throw new Error(`an activity event answered the order effect ${effect.type}`);
    default:
      effect satisfies never;
  }
}

/** Posts a message in the order's chat, when the order has one (001 §4.2 rejection). */
async function postOrderChatMessage(
  db: Kysely<Database>,
  request: ResourceRequest,
  orderId: number,
  text: string,
  at: Date,
): Promise<{ chatId: number; messageId: number } | undefined> {
  const chat = await db
    .selectFrom('chats')
    .select('id')
    .where('category', '=', 'ORDER')
    .where('entity_id', '=', orderId)
    .executeTakeFirst();
  if (!chat) return undefined;
  const inserted = await db
    .insertInto('chat_messages')
    .values({
      chat_id: chat.id,
      user_id: request.scope.user.id,
      id_message: randomUUID(),
      message: text,
      timestamp_ms: at.getTime(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('chats')
    .set({ last_message_at: at, updated_at: at })
    .where('id', '=', chat.id)
    .execute();
  return { chatId: chat.id, messageId: inserted.id };
}

/** Publishes a chat message posted by a committed event (realtime). */
export async function publishPosted(
  request: ResourceRequest,
  outcome: ActivityEventOutcome,
): Promise<void> {
  if (!outcome.chatMessage) return;
  try {
    await publishChatMessage(
      request.deps.bus,
      outcome.chatMessage.chatId,
      outcome.chatMessage.messageId,
    );
  } catch (error) {
    request.deps.log.error('chat publish failed', {
      error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    });
  }
}

/** A transition request as the wire carries it: `{ event: { type, …payload }, version }`. */
export interface TransitionRequestBody<EventType extends string> {
  event: { type: EventType } & Record<string, unknown>;
  version: RecordVersion;
}

/**
 * Reads `{ event, version }`: the event type one of `payloads`' keys, its payload only the keys
 * that type carries; the version a text or a number (absent: domain's `isStaleWrite` finds it
 * stale). Every error at once, 400 VALIDATION_FAILED.
 */
export function parseTransitionBody<EventType extends string>(
  body: Readonly<Record<string, unknown>>,
  payloads: Readonly<Record<EventType, readonly string[]>>,
): TransitionRequestBody<EventType> {
  const errors: FieldError[] = [];
  for (const key of Object.keys(body)) {
    if (key !== 'event' && key !== 'version')
      errors.push({ field: key, message: fieldInvalid(key) });
  }
  const version = body.version;
  if (
    version !== undefined &&
    version !== null &&
    typeof version !== 'string' &&
    typeof version !== 'number'
  ) {
    errors.push({ field: 'version', message: fieldInvalid('version') });
  }
  const event = body.event;
  if (event === null || typeof event !== 'object' || Array.isArray(event)) {
    errors.push({ field: 'event', message: fieldInvalid('event') });
    throw validationFailed(errors);
  }
  const sent = event as Record<string, unknown>;
  const type = sent.type;
  if (typeof type !== 'string' || !Object.hasOwn(payloads, type)) {
    errors.push({ field: 'event.type', message: fieldInvalid('event.type') });
    throw validationFailed(errors);
  }
  const accepted = payloads[type as EventType];
  for (const key of Object.keys(sent)) {
    if (key !== 'type' && !accepted.includes(key)) {
      errors.push({ field: `event.${key}`, message: fieldInvalid(key) });
    }
  }
  if (errors.length > 0) throw validationFailed(errors);
  return {
    event: sent as { type: EventType } & Record<string, unknown>,
    version: (version ?? null) as RecordVersion,
  };
}
