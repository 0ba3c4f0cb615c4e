/**
 * `seedBulkOrders` and `seedBulkTickets`: `count` realistic orders or tickets for one
 * organisation, inserted fast (one JSON parameter per batch, inside one transaction:
 * `insertBulkRows`). Used by the list/count benchmark (10 000 of each). Deterministic: a seeded
 * generator, dates relative to `now`.
 */
import { sql } from 'kysely';
import type { Insertable, Kysely } from 'kysely';
import type { Database, OrdersTable, TicketsTable } from '../db/schema.ts';
import { localDate, pick, seededRandom } from './clock.ts';
import type { BulkOrdersResult } from './types.ts';

/** Options of `seedBulkOrders`. */
export interface SeedBulkOrdersOptions {
  organizationId: number;
  count: number;
  /** Rows per INSERT (default 2000). */
  batchSize?: number;
  /** The instant dates are relative to (default: now). */
  now?: Date;
  /** The generator seed (default 4). */
  seed?: number;
}

/** The objects of generated orders (the benchmark's and the scale data set's). */
export const BULK_ORDER_OBJECTS = [
  'Sostituzione rubinetto',
  'Riparazione perdita in cantina',
  'Verifica impianto elettrico',
  'Pulizia straordinaria scale',
  'Sostituzione lampade androne',
  'Riparazione citofono',
  'Manutenzione cancello automatico',
  'Spurgo colonna di scarico',
  'Potatura siepi del cortile',
  'Tinteggiatura vano scala',
  'Controllo estintori',
  'Sostituzione serratura portone',
  'Riparazione tapparella',
  'Verifica caldaia centralizzata',
  'Disostruzione pluviale',
] as const;
/** Where in a building a generated order or ticket is. */
export const BULK_PLACES = [
  'scala A',
  'scala B',
  'cortile',
  'androne',
  'box',
  'terrazzo',
  'cantine',
  'interno 3',
] as const;
/** Weighted statuses: mostly open and closed orders, a few drafts and validations. */
const STATUSES = [
  'OPEN',
  'OPEN',
  'OPEN',
  'OPEN',
  'CLOSE',
  'CLOSE',
  'CLOSE',
  'DRAFT',
  'VALIDATION',
] as const;

/** Inserts `count` orders for the organisation, spread over its buildings, suppliers and employees. */
export async function seedBulkOrders(
  db: Kysely<Database>,
  options: SeedBulkOrdersOptions,
): Promise<BulkOrdersResult> {
  const { organizationId, count } = options;
  const batchSize = options.batchSize ?? 2000;
  const now = options.now ?? new Date();
  const random = seededRandom(options.seed ?? 4);

  const { buildingIds, supplierIds, employeeIds } = await organizationRecords(
    db,
    organizationId,
    'seedBulkOrders',
  );

  const dayOffset = (offset: number): string =>
    localDate(new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset, 12));

  const row = (index: number): Insertable<OrdersTable> => {
    const category = random() < 0.8 ? 'ODS' : 'ODP';
    const status = pick(random, STATUSES);
    const daysAgo = Math.floor(random() * 730);
    const created = new Date(
      now.getTime() - daysAgo * 86_400_000 - Math.floor(random() * 86_400_000),
    );
    const validDays = category === 'ODS' ? 30 + Math.floor(random() * 60) : 365;
    const open = status === 'OPEN';
    const accepted = open && random() < 0.6;
    const planned = accepted && random() < 0.5;
    return {
      organization_id: organizationId,
      building_id: pick(random, buildingIds),
      supplier_id: supplierIds.length > 0 ? pick(random, supplierIds) : null,
      employee_id: employeeIds.length > 0 ? pick(random, employeeIds) : null,
      category,
      status,
      code: status === 'DRAFT' ? null : `${category}-B${String(index + 1).padStart(6, '0')}`,
      object: `${pick(random, BULK_ORDER_OBJECTS)} — ${pick(random, BULK_PLACES)}`,
      description: 'Ordine generato per il benchmark.',
      date_order: dayOffset(-daysAgo),
      valid_from: dayOffset(-daysAgo),
      valid_to: dayOffset(-daysAgo + validDays),
      priority: random() < 0.1 ? 2 : 1,
      is_read: status !== 'DRAFT' && random() < 0.8,
      is_accepted: accepted || status === 'CLOSE' || status === 'VALIDATION',
      is_planned: planned,
      estimated_job_end_date: planned ? dayOffset(-daysAgo + 10) : null,
      is_pending: open && random() < 0.1,
      is_suspended: open && random() < 0.05,
      is_partial: random() < 0.05,
      is_rejected: random() < 0.03,
      is_forced_close: status === 'CLOSE' && random() < 0.05,
      asked_price:
        status === 'CLOSE' && random() < 0.3 ? Math.round(random() * 200_000) / 100 : null,
      created_at: created,
      updated_at: created,
    };
  };

  return insertBulkRows(db, 'orders', BULK_COLUMNS, count, batchSize, row);
}

/** The ids of an organisation's buildings (not the container), suppliers and employees. */
async function organizationRecords(
  db: Kysely<Database>,
  organizationId: number,
  caller: string,
): Promise<{ buildingIds: number[]; supplierIds: number[]; employeeIds: number[] }> {
  const [buildings, suppliers, employees] = await Promise.all([
    db
      .selectFrom('buildings')
      .select('id')
      .where('organization_id', '=', organizationId)
      .where('is_buildingless_users_container', '=', false)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('organization_suppliers')
      .select('supplier_id')
      .where('organization_id', '=', organizationId)
      .orderBy('supplier_id')
      .execute(),
    db
      .selectFrom('employees')
      .select('id')
      .where('organization_id', '=', organizationId)
      .orderBy('id')
      .execute(),
  ]);
  if (buildings.length === 0) throw new Error(`${caller}: the organisation has no building`);
  return {
    buildingIds: buildings.map((row) => row.id),
    supplierIds: suppliers.map((row) => row.supplier_id),
    employeeIds: employees.map((row) => row.id),
  };
}

/**
 * Inserts `count` rows made by `row` into `table`, `batchSize` at a time, in one transaction:
 * one parameter per batch, the rows as JSON expanded server-side by jsonb_to_recordset
 * (thousands of bound parameters per statement are much slower on PGlite).
 */
async function insertBulkRows<Row extends object>(
  db: Kysely<Database>,
  table: 'orders' | 'tickets',
  columns: readonly (readonly [keyof Row & string, string])[],
  count: number,
  batchSize: number,
  row: (index: number) => Row,
): Promise<BulkOrdersResult> {
  let firstId = 0;
  let lastId = 0;
  let inserted = 0;
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < count; start += batchSize) {
      const size = Math.min(batchSize, count - start);
      const values = Array.from({ length: size }, (_, offset) => row(start + offset));
      const result = await sql<{ id: number }>`
        insert into ${sql.table(table)} (${sql.join(columns.map(([name]) => sql.ref(name)))})
        select ${sql.join(columns.map(([name]) => sql.ref(`r.${name}`)))}
        from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as r(${sql.raw(
          columns.map(([name, type]) => `${name} ${type}`).join(', '),
        )})
        returning id`.execute(trx);
      for (const { id } of result.rows) {
        if (firstId === 0 || id < firstId) firstId = id;
        if (id > lastId) lastId = id;
      }
      inserted += result.rows.length;
    }
  });
  return { inserted, firstId, lastId };
}

/** The columns `row` fills, with their SQL types (for jsonb_to_recordset). */
const BULK_COLUMNS: readonly (readonly [keyof OrdersTable & string, string])[] = [
  ['organization_id', 'integer'],
  ['building_id', 'integer'],
  ['supplier_id', 'integer'],
  ['employee_id', 'integer'],
  ['category', 'text'],
  ['status', 'text'],
  ['code', 'text'],
  ['object', 'text'],
  ['description', 'text'],
  ['date_order', 'date'],
  ['valid_from', 'date'],
  ['valid_to', 'date'],
  ['priority', 'smallint'],
  ['is_read', 'boolean'],
  ['is_accepted', 'boolean'],
  ['is_planned', 'boolean'],
  ['estimated_job_end_date', 'date'],
  ['is_pending', 'boolean'],
  ['is_suspended', 'boolean'],
  ['is_partial', 'boolean'],
  ['is_rejected', 'boolean'],
  ['is_forced_close', 'boolean'],
  ['asked_price', 'numeric'],
  ['created_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
];

/** The objects of generated tickets. */
export const BULK_TICKET_OBJECTS = [
  'Citofono guasto',
  'Perdita in cantina',
  'Luce scala spenta',
  'Cancello bloccato',
  'Ascensore fermo',
  'Infiltrazione dal tetto',
  'Rumori dal locale caldaia',
  'Portone che non chiude',
  'Rifiuti nel cortile',
  'Antenna TV senza segnale',
] as const;
/** Weighted ticket statuses: mostly open, some in progress, many closed. */
const TICKET_STATUSES = ['OPEN', 'OPEN', 'OPEN', 'WORKING', 'WORKING', 'CLOSED', 'CLOSED'] as const;

/** Options of `seedBulkTickets`: those of `seedBulkOrders`. */
export type SeedBulkTicketsOptions = SeedBulkOrdersOptions;

/** Inserts `count` tickets for the organisation, spread over its buildings and employees. */
export async function seedBulkTickets(
  db: Kysely<Database>,
  options: SeedBulkTicketsOptions,
): Promise<BulkOrdersResult> {
  const { organizationId, count } = options;
  const now = options.now ?? new Date();
  const random = seededRandom(options.seed ?? 5);
  const { buildingIds, employeeIds } = await organizationRecords(
    db,
    organizationId,
    'seedBulkTickets',
  );
  const row = (index: number): Insertable<TicketsTable> => {
    const status = pick(random, TICKET_STATUSES);
    const created = new Date(now.getTime() - Math.floor(random() * 730 * 86_400_000));
    return {
      organization_id: organizationId,
      building_id: pick(random, buildingIds),
      assign_to_employee_id: status !== 'OPEN' || random() < 0.5 ? pick(random, employeeIds) : null,
      code: `TCK-B${String(index + 1).padStart(6, '0')}`,
      object: `${pick(random, BULK_TICKET_OBJECTS)} — ${pick(random, BULK_PLACES)}`,
      description: 'Ticket generato per il benchmark.',
      status,
      priority: random() < 0.1 ? 'URGENT' : 'NORMAL',
      date_ticket: created,
      closed_at: status === 'CLOSED' ? created : null,
      created_at: created,
      updated_at: created,
    };
  };
  return insertBulkRows(db, 'tickets', TICKET_BULK_COLUMNS, count, options.batchSize ?? 2000, row);
}

/** The columns the ticket `row` fills, with their SQL types. */
const TICKET_BULK_COLUMNS: readonly (readonly [keyof TicketsTable & string, string])[] = [
  ['organization_id', 'integer'],
  ['building_id', 'integer'],
  ['assign_to_employee_id', 'integer'],
  ['code', 'text'],
  ['object', 'text'],
  ['description', 'text'],
  ['status', 'text'],
  ['priority', 'text'],
  ['date_ticket', 'timestamptz'],
  ['closed_at', 'timestamptz'],
  ['created_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
];
