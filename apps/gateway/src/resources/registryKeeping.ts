/**
 * How a registry record (a contact, a building, a unit, an employee, a planned maintenance, an
 * entitlement) is kept: one mechanism every
 * registry mounts, built on the records' own pieces (domain DECISIONS.md "Deleting a registry
 * record in use", "Record history").
 *
 * - **Create**: the resource layer's standard create (its `validate` runs domain's field rules),
 *   then {@link appendRegistryCreation} in the create's transaction writes the history row
 *   `create`.
 * - **Edit**: `PATCH|PUT /{kind}/:id` `{ version, ...fields }` through ./transitions.ts
 *   `versionedUpdateRoute`: 404 → 400 (domain's rules, every error at once) → 409 STALE_RECORD,
 *   only the fields that differ written, one history row `update`.
 * - **Delete**: `DELETE /{kind}/:id` through {@link registryRemoveRoute}: in one transaction with
 *   the row locked, every row of every table whose foreign key names the record is counted (the
 *   database's catalogue says which tables, so none is forgotten); a record in use is refused
 *   with 409 CONFLICT and domain's `recordUsageRefusal` ('Usato da 3 ordini e 1 ticket'),
 *   an unused one is deleted and its history gets a row `delete`.
 * - **History**: `GET /{kind}/:id/history` (./recordHistory.ts `registerHistoryRoute`).
 */
import { recordUsageRefusal, registryFieldLabel, registryFormColumns } from '@portineria/domain';
import type { RecordUsage, RecordUsageKind, RegistryFormEntity } from '@portineria/domain';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { assertValid, conflict, notFound, validationFailed } from '../http/errors.ts';
import type { FieldError } from '../http/errors.ts';
import { runWrite } from '../layer/resource.ts';
import type { ExtraRoutes, ResourceRequest, Row } from '../layer/resource.ts';
import { ruleErrors } from '../layer/rules.ts';
import { queryMessages } from '../query/index.ts';
import type { ResourceSchema } from '../query/index.ts';
import { writeValues } from '../layer/writes.ts';
import { lockRow, readStoredRecords } from './lifecycle.ts';
import { appendHistory, creationChanges, registerHistoryRoute } from './recordHistory.ts';
import type { HistoryRecordKind } from './recordHistory.ts';
import { versionedUpdateRoute } from './transitions.ts';

/** What a table's rows are, when they name a registry record (a table not listed: 'other'). */
const USAGE_KIND_OF_TABLE: Readonly<Record<string, RecordUsageKind>> = {
  orders: 'order',
  tickets: 'ticket',
  claims: 'claim',
  quotes: 'quote',
  // An offer asked of a supplier is its quote (a supplier's use).
  quote_offers: 'quote',
  tokens: 'token',
  activities: 'activity',
  tasks: 'task',
  buildings: 'building',
  units: 'unit',
  entitlements: 'entitlement',
  notices: 'notice',
  polls: 'poll',
  communications: 'communication',
  calendar_events: 'event',
  reminders: 'reminder',
  chats: 'chat',
  planned_maintenances: 'plannedMaintenance',
  procurements: 'procurement',
  profiles: 'profile',
};

/** One registry kind, as its resource declares it. */
export interface RegistryKeeping {
  /** The record's allow-list; its table is the one locked, counted against and deleted from. */
  schema: ResourceSchema;
  /** The history the record's writes are told on. */
  recordKind: HistoryRecordKind;
  /** The wire fields a form creates and edits (the history of a create lists them). */
  fields: readonly string[];
  /** The fields an edit may change, when fewer than `fields` (an entitlement's identity stays). */
  updateFields?: readonly string[];
  /**
   * An edit's checked values as they are to be stored, from the record as found (an
   * entitlement's roles normalised by domain over the stored ones).
   */
  adjustUpdate?(
    input: Readonly<Record<string, unknown>>,
    request: ResourceRequest,
    current: Row,
  ): Promise<Readonly<Record<string, unknown>>>;
  /**
   * Domain's field rules over the fields an edit sends (the create's are the layer's `validate`);
   * by default those of the registry's form (`form`).
   */
  validate?(
    input: Readonly<Record<string, unknown>>,
    request: ResourceRequest,
    current?: Row,
  ): FieldError[];
  /** The registry whose form rules (domain's `registryFormColumns`) check every write. */
  form?: RegistryFormEntity;
  /** Tables whose rows belong to the record and go with it (an employee's calendar colleagues). */
  ownedTables?: readonly string[];
  /** Server columns an edit writes with its changes (a contact's `is_client`). */
  extraColumns?(changes: Readonly<Record<string, unknown>>): Readonly<Record<string, unknown>>;
  /** A record that exists but is no registry record to keep (the buildingless users' container). */
  isKept?(row: Row): boolean;
}

/**
 * Domain's form rules of a registry (`registryFormColumns` for the category) over a write: on
 * create the required fields too, on update the fields sent, read beside the stored record's
 * other fields (`current`) — the same rules its form runs, each message naming the field by the
 * label the form shows (domain's `registryFieldLabel`: 'Il campo Partita IVA …').
 */
export function registryRuleErrors(entity: RegistryFormEntity, category?: string | null) {
  const columns = registryFormColumns(entity, category);
  return (
    input: Readonly<Record<string, unknown>>,
    mode: 'create' | 'update',
    current?: Row,
  ): FieldError[] =>
    ruleErrors(input, columns, mode, (field) => registryFieldLabel(entity, field), current);
}

/** Each foreign key naming the table: the referencing table and its column. */
async function referencesTo(
  db: Kysely<Database>,
  table: string,
): Promise<{ table: string; column: string }[]> {
  const { rows } = await sql<{ table: string; column: string }>`
    select referencing.relname as "table", attribute.attname as "column"
    from pg_constraint as constraint_row
    join pg_class as referencing on referencing.oid = constraint_row.conrelid
    join pg_class as referenced on referenced.oid = constraint_row.confrelid
    join pg_attribute as attribute
      on attribute.attrelid = constraint_row.conrelid and attribute.attnum = constraint_row.conkey[1]
    where constraint_row.contype = 'f' and referenced.relname = ${table}
    order by referencing.relname, attribute.attname`.execute(db);
  return rows;
}

/** The tables among `tables` that have an `organization_id` column. */
async function tablesWithOrganization(
  db: Kysely<Database>,
  tables: readonly string[],
): Promise<Set<string>> {
  if (tables.length === 0) return new Set();
  const { rows } = await sql<{ table: string }>`
    select distinct table_name as "table" from information_schema.columns
    where column_name = 'organization_id' and table_schema = current_schema()
      and table_name in (${sql.join(tables)})`.execute(db);
  return new Set(rows.map((row) => row.table));
}

/**
 * What uses a record: per kind, the rows of every table whose foreign key names it (its own
 * rows naming itself, a building its own parent, are not a use), but those of `ownedTables`.
 * With `organizationId` (a record shared by organisations, a supplier company in several
 * registries), the rows of a table with an `organization_id` are counted for that organisation
 * only; a table without one is counted whole.
 */
export async function recordUsage(
  db: Kysely<Database>,
  table: string,
  id: number,
  ownedTables: readonly string[] = [],
  organizationId?: number,
): Promise<RecordUsage> {
  return (await recordUsages(db, table, [id], ownedTables, organizationId)).get(id) ?? {};
}

/**
 * {@link recordUsage} of many records of one table (an import's undo) in one count per
 * referencing table, not one per record and table: the records no row uses are absent.
 */
export async function recordUsages(
  db: Kysely<Database>,
  table: string,
  ids: readonly number[],
  ownedTables: readonly string[] = [],
  organizationId?: number,
): Promise<Map<number, RecordUsage>> {
  const usages = new Map<number, Partial<Record<RecordUsageKind, number>>>();
  if (ids.length === 0) return usages;
  const references = await referencesTo(db, table);
  const owned =
    organizationId === undefined
      ? new Set<string>()
      : await tablesWithOrganization(
          db,
          references.map((reference) => reference.table),
        );
  for (const reference of references) {
    if (ownedTables.includes(reference.table)) continue;
    const selfReference = reference.table === table;
    const within = organizationId !== undefined && owned.has(reference.table);
    const column = sql.ref(reference.column);
    const { rows } = await sql<{ id: number; count: number }>`select ${column} as id,
      count(*)::integer as count
      from ${sql.table(reference.table)}
      where ${column} in (${sql.join([...ids])})
      ${selfReference ? sql`and id <> ${column}` : sql``}
      ${within ? sql`and organization_id = ${organizationId}` : sql``}
      group by ${column}`.execute(db);
    for (const row of rows) {
      if (row.count === 0) continue;
      const usage = usages.get(Number(row.id)) ?? {};
      const kind = USAGE_KIND_OF_TABLE[reference.table] ?? 'other';
      usage[kind] = (usage[kind] ?? 0) + row.count;
      usages.set(Number(row.id), usage);
    }
  }
  return usages;
}

/** The rules of an edit: the kind's own, or its form's. */
function editRuleErrors(
  keeping: RegistryKeeping,
  input: Readonly<Record<string, unknown>>,
  request: ResourceRequest,
  current?: Row,
): FieldError[] {
  if (keeping.validate) return keeping.validate(input, request, current);
  return keeping.form ? registryRuleErrors(keeping.form)(input, 'update', current) : [];
}

/**
 * The checks of an edit without its write — the allow-list of the fields an edit may change,
 * domain's rules, links — for an edit written elsewhere (an import batch's update): the values as
 * they are to be stored, or the edit's 400.
 */
export async function checkedRegistryEdit(
  keeping: RegistryKeeping,
  request: ResourceRequest,
  fields: Readonly<Record<string, unknown>>,
): Promise<Readonly<Record<string, unknown>>> {
  const allowed = keeping.updateFields ?? keeping.fields;
  const outside = Object.keys(fields).filter((field) => !allowed.includes(field));
  if (outside.length > 0) {
    throw validationFailed(
      outside.map((field) => ({ field, message: queryMessages.fieldNotWritable })),
    );
  }
  const values = writeValues(keeping.schema, { ...fields }, allowed);
  assertValid(values.errors);
  const errors = [...editRuleErrors(keeping, values.input, request)];
  for (const error of await request.linkErrors(values.input)) {
    if (!errors.some((found) => found.field === error.field)) errors.push(error);
  }
  assertValid(errors);
  return values.input;
}

/** 404 for a record that is not one to keep, as for a record the caller cannot read. */
function refuseUnkept(keeping: RegistryKeeping, request: ResourceRequest, row: Row): void {
  if (keeping.isKept && !keeping.isKept(row)) throw notFound(request.resource.notFound);
}

/** The history row `create` of a new registry record, in the create's transaction. */
export async function appendRegistryCreation(
  keeping: RegistryKeeping,
  id: number,
  db: Kysely<Database>,
  request: ResourceRequest,
): Promise<void> {
  await appendRegistryCreations(keeping, [id], db, request);
}

/** {@link appendRegistryCreation} of many new records (an import's chunk) in two statements. */
export async function appendRegistryCreations(
  keeping: RegistryKeeping,
  ids: readonly number[],
  db: Kysely<Database>,
  request: ResourceRequest,
): Promise<void> {
  const stored = await readStoredRecords(db, keeping.schema, ids);
  const entries = ids.flatMap((id) => {
    const record = stored.get(id);
    if (record === undefined) return [];
    const created = Object.fromEntries(keeping.fields.map((field) => [field, record[field]]));
    return [
      {
        organizationId: record.organization_id as number,
        recordKind: keeping.recordKind,
        recordId: id,
        action: 'create',
        changes: creationChanges(created),
      },
    ];
  });
  await appendHistory(db, entries, request, request.deps.now());
}

/** `PATCH|PUT /{kind}/:id` `{ version, ...fields }`: see the top of this file. */
export function registryUpdateRoute(
  keeping: RegistryKeeping,
  request: ResourceRequest,
  current: Row,
): Promise<Response> {
  refuseUnkept(keeping, request, current);
  const { adjustUpdate } = keeping;
  return versionedUpdateRoute(request, {
    schema: keeping.schema,
    recordKind: keeping.recordKind,
    fields: keeping.updateFields ?? keeping.fields,
    ...(adjustUpdate ? { adjust: (input) => adjustUpdate(input, request, current) } : {}),
    validate: (input) => editRuleErrors(keeping, input, request, current),
    ...(keeping.extraColumns ? { extraColumns: keeping.extraColumns } : {}),
    ...(request.resource.detailInclude ? { include: request.resource.detailInclude } : {}),
  });
}

/**
 * Deletes a locked, unused registry record inside the caller's transaction and appends its
 * history row `delete` (every kept field, from its value to nothing): the delete route's and an
 * import undo's.
 */
export async function deleteRegistryRecord(
  keeping: RegistryKeeping,
  trx: Kysely<Database>,
  id: number,
  request: ResourceRequest,
): Promise<void> {
  await deleteRegistryRecords(keeping, trx, [id], request);
}

/**
 * {@link deleteRegistryRecord} of many records (an import's undo) in three statements: read,
 * delete, and their history rows `delete`.
 */
export async function deleteRegistryRecords(
  keeping: RegistryKeeping,
  trx: Kysely<Database>,
  ids: readonly number[],
  request: ResourceRequest,
): Promise<void> {
  if (ids.length === 0) return;
  const stored = await readStoredRecords(trx, keeping.schema, ids);
  await sql`delete from ${sql.table(keeping.schema.table)} where id in (${sql.join([
    ...ids,
  ])})`.execute(trx);
  await appendHistory(
    trx,
    ids.map((id) => {
      const record = stored.get(id);
      const removed = Object.fromEntries(keeping.fields.map((field) => [field, record?.[field]]));
      return {
        organizationId: record?.organization_id as number,
        recordKind: keeping.recordKind,
        recordId: id,
        action: 'delete',
        changes: creationChanges(removed).map((change) => ({
          field: change.field,
          from: change.to,
          to: null,
        })),
      };
    }),
    request,
    request.deps.now(),
  );
}

/**
 * `DELETE /{kind}/:id` on a record the caller may write: refused with 409 and what uses it, or
 * deleted with its history row `delete`; answers the record as it was.
 */
export async function registryRemoveRoute(
  keeping: RegistryKeeping,
  request: ResourceRequest,
  current: Row,
): Promise<Response> {
  refuseUnkept(keeping, request, current);
  const id = request.id();
  const { schema } = keeping;
  await runWrite(
    schema,
    () =>
      request.deps.db.transaction().execute(async (trx) => {
        if (!(await lockRow(trx, schema.table, id))) throw notFound(request.resource.notFound);
        const refusal = recordUsageRefusal(
          await recordUsage(trx, schema.table, id, keeping.ownedTables),
        );
        if (refusal !== null) throw conflict(refusal);
        await deleteRegistryRecord(keeping, trx, id, request);
      }),
    true,
  );
  return request.one(current);
}

/**
 * The resource definition's parts of a kept registry: its handlers, its hook, its history route,
 * and the layer's `validate` of its form's rules (create and update) when it names its form.
 */
export function registryKeepingParts(keeping: RegistryKeeping) {
  const formRules = keeping.form ? registryRuleErrors(keeping.form) : undefined;
  return {
    keeping,
    validate: (input: Record<string, unknown>, _request: ResourceRequest, current?: Row) =>
      formRules ? formRules(input, current === undefined ? 'create' : 'update', current) : [],
    handlers: {
      update: (request: ResourceRequest, current: Row) =>
        registryUpdateRoute(keeping, request, current),
      remove: (request: ResourceRequest, current: Row) =>
        registryRemoveRoute(keeping, request, current),
    },
    onInserted: (id: number, db: Kysely<Database>, request: ResourceRequest) =>
      appendRegistryCreation(keeping, id, db, request),
    onInsertedRows: (ids: readonly number[], db: Kysely<Database>, request: ResourceRequest) =>
      appendRegistryCreations(keeping, ids, db, request),
    registerHistory: (routes: ExtraRoutes, path: string) =>
      registerHistoryRoute(routes, path, keeping.recordKind),
  };
}
