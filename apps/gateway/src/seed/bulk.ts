/**
 * `seedBulkOrders`: `count` realistic orders for one organisation, inserted fast (multi-row
 * inserts in batches inside one transaction). Used by the list/count benchmark (10 000 orders).
 * Deterministic: a seeded generator, dates relative to `now`.
 */
import { sql } from 'kysely';
import type { Insertable, Kysely } from 'kysely';
import type { Database, OrdersTable } from '../db/schema.ts';
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

const OBJECTS = [
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
const PLACES = [
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
  if (buildings.length === 0) throw new Error('seedBulkOrders: the organisation has no building');
  const buildingIds = buildings.map((row) => row.id);
  const supplierIds = suppliers.map((row) => row.supplier_id);
  const employeeIds = employees.map((row) => row.id);

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
      object: `${pick(random, OBJECTS)} — ${pick(random, PLACES)}`,
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

  let firstId = 0;
  let lastId = 0;
  let inserted = 0;
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < count; start += batchSize) {
      const size = Math.min(batchSize, count - start);
      const values = Array.from({ length: size }, (_, offset) => row(start + offset));
      // One parameter per batch: the rows as JSON, expanded server-side by jsonb_to_recordset
      // (thousands of bound parameters per statement are much slower on PGlite).
      const result = await sql<{ id: number }>`
        insert into orders (${sql.join(BULK_COLUMNS.map(([name]) => sql.ref(name)))})
        select ${sql.join(BULK_COLUMNS.map(([name]) => sql.ref(`r.${name}`)))}
        from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as r(${sql.raw(
          BULK_COLUMNS.map(([name, type]) => `${name} ${type}`).join(', '),
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
